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
import { getCategoryProducts, getProduct, listProducts, type GridCaches } from './products.service';

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
        () => listProducts(db, query, language, caches),
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
    handler: async ({ params, request }) => ({
      data: await getProduct(db, params.id, requestLanguage(request)),
    }),
  });
}
