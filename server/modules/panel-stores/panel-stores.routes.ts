import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/stores.contract';
import { registerContract } from '../../lib/route';
import {
  changeStoreCategory,
  changeStoreStatus,
  getStore,
  getStores,
  verifyStores,
} from './panel-stores.service';

/** Stores in every panel (spec §2 `stores`), scoped by the actor; every write is logged. */
export async function panelStoresRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelStoresContract, {
    handler: ({ query, request }) => getStores(db, request.actor!, query),
  });
  registerContract(app, contracts.changeStoreStatusContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await changeStoreStatus(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.verifyStoresContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await verifyStores(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.storeCategoryContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await changeStoreCategory(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.panelStoreContract, {
    handler: async ({ params, request }) => ({
      data: await getStore(db, request.actor!, params.id),
    }),
  });
}
