import type { FastifyInstance } from 'fastify';
import { storeDeliveryContract } from '../../../domain/contracts/delivery.contract';
import * as contracts from '../../../domain/contracts/panel/delivery-zones.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  getDeliveryZone,
  getDeliveryZones,
  getStoreDelivery,
  updateDeliveryZone,
} from './delivery-zones.service';

/** Stores' delivery tables in the panels. */
export async function deliveryZonesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.panelDeliveryZonesContract, {
    handler: ({ query, request }) =>
      getDeliveryZones(db, request.actor!, query, requestLanguage(request)),
  });
  registerContract(app, contracts.panelDeliveryZoneContract, {
    handler: async ({ params, request }) => ({
      data: await getDeliveryZone(db, request.actor!, params.id, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.createDeliveryZoneContract, {
    handler: async ({ body, request }) => ({
      data: await createDeliveryZone(db, request.actor!, body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.updateDeliveryZoneContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateDeliveryZone(db, request.actor!, params.id, body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.deleteDeliveryZoneContract, {
    handler: async ({ params, request }) => {
      await deleteDeliveryZone(db, request.actor!, params.id);
      return { data: { id: params.id } };
    },
  });
}

/** The shop's delivery quote of one store for one address. */
export async function storeDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, storeDeliveryContract, {
    handler: async ({ params, query }) => ({
      data: await getStoreDelivery(db, params.store, {
        governorateId: query.governorate,
        areaId: query.area,
      }),
    }),
  });
}
