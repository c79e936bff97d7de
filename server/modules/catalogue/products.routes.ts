import type { FastifyInstance } from 'fastify';
import {
  categoryProductsContract,
  productDetailContract,
  productsContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import type { TtlCache } from '../../lib/ttl-cache';
import { anonymousAnswer } from './answer-cache';
import {
  getCategoryProducts,
  getProduct,
  listProductsAnswer,
  productPageFromModel,
  type GridCaches,
} from './products.service';

export async function productRoutes(
  app: FastifyInstance,
  { caches, answers }: { caches: GridCaches; answers: TtlCache<unknown> },
): Promise<void> {
  const { db } = app.database;

  registerContract(app, productsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) => {
      const language = requestLanguage(request);
      return anonymousAnswer(
        answers,
        request,
        `products|${language}|${JSON.stringify(query)}`,
        () => listProductsAnswer(db, query, language, caches),
      );
    },
  });

  registerContract(app, categoryProductsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) => ({
      data: await getCategoryProducts(db, query.category, requestLanguage(request), query.store),
    }),
  });

  registerContract(app, productDetailContract, {
    fastSerializer: true,
    handler: async ({ params, request }) => {
      const language = requestLanguage(request);
      // From the read model when it holds the product's page; else (no snapshot, a product it
      // does not hold, one that is not public) through SQL.
      const page = await productPageFromModel(db, params.id, language, caches.model);
      return page ? { serialized: page } : { data: await getProduct(db, params.id, language) };
    },
  });
}
