import type { FastifyInstance } from 'fastify';
import {
  searchProductsContract,
  searchStoresContract,
  suggestionsContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { searchProducts, searchStores, suggest } from './search.service';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, suggestionsContract, {
    handler: async ({ query, request }) => ({
      data: await suggest(db, query.q, requestLanguage(request)),
    }),
  });

  registerContract(app, searchProductsContract, {
    handler: async ({ query, request }) =>
      searchProducts(db, query.q, query, requestLanguage(request)),
  });

  registerContract(app, searchStoresContract, {
    handler: async ({ query, request }) =>
      searchStores(db, query.q, query, requestLanguage(request)),
  });
}
