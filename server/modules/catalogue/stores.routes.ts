import type { FastifyInstance } from 'fastify';
import {
  allStoresContract,
  categoriesContract,
  storeDetailContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getCategoryTree } from './categories.service';
import { getStore, listStores } from './stores.service';

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, allStoresContract, {
    fastSerializer: true,
    handler: async ({ query, request }) => listStores(db, query, requestLanguage(request)),
  });

  registerContract(app, storeDetailContract, {
    fastSerializer: true,
    handler: async ({ params, request }) => ({
      data: await getStore(db, params.username, requestLanguage(request)),
    }),
  });

  registerContract(app, categoriesContract, {
    fastSerializer: true,
    handler: async ({ request }) => ({
      data: await getCategoryTree(db, requestLanguage(request)),
    }),
  });
}
