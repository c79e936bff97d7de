import type { FastifyInstance } from 'fastify';
import {
  categoryProductsContract,
  productDetailContract,
  productsContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getCategoryProducts, getProduct, listProducts, type GridCaches } from './products.service';

export async function productRoutes(
  app: FastifyInstance,
  { caches }: { caches: GridCaches },
): Promise<void> {
  const { db } = app.database;

  registerContract(app, productsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) =>
      listProducts(db, query, requestLanguage(request), caches),
  });

  registerContract(app, categoryProductsContract, {
    handler: async ({ query, request }) => ({
      data: await getCategoryProducts(db, query.category, requestLanguage(request)),
    }),
  });

  registerContract(app, productDetailContract, {
    handler: async ({ params, request }) => ({
      data: await getProduct(db, params.id, requestLanguage(request)),
    }),
  });
}
