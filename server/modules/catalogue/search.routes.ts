import type { FastifyInstance } from 'fastify';
import {
  searchProductsContract,
  searchStoresContract,
  suggestionsContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import type { GridCaches } from './products.service';
import { searchProducts, searchStores, suggest } from './search.service';

export async function searchRoutes(
  app: FastifyInstance,
  { caches }: { caches: GridCaches },
): Promise<void> {
  const { db } = app.database;

  registerContract(app, suggestionsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) => ({
      data: await suggest(db, query.q, requestLanguage(request)),
    }),
  });

  registerContract(app, searchProductsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) =>
      searchProducts(db, query.q, query, requestLanguage(request), caches),
  });

  registerContract(app, searchStoresContract, {
    fastSerializer: true,
    handler: async ({ query, request }) =>
      searchStores(db, query.q, query, requestLanguage(request)),
  });
}
