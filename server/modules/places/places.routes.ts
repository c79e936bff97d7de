import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/geo.contract';
import { registerContract } from '../../lib/route';
import {
  createArea,
  createGovernorate,
  getArea,
  getAreas,
  getGovernorate,
  getGovernorates,
  removeAreas,
  removeGovernorates,
  updateArea,
  updateGovernorate,
} from './places.service';

/** Admin governorates and areas (spec §2 `governorates`, §7 `areas`); every write logged. */
export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelGovernoratesContract, {
    handler: ({ query }) => getGovernorates(db, query),
  });
  registerContract(app, contracts.panelGovernorateContract, {
    handler: async ({ params }) => ({ data: await getGovernorate(db, params.id) }),
  });
  registerContract(app, contracts.createGovernorateContract, {
    handler: async ({ body, request }) => ({
      data: await createGovernorate(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateGovernorateContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateGovernorate(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteGovernorateContract, {
    handler: async ({ params, request }) => {
      await removeGovernorates(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteGovernoratesContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeGovernorates(db, request.actor!, body.ids) },
    }),
  });

  registerContract(app, contracts.panelAreasContract, {
    handler: ({ query }) => getAreas(db, query),
  });
  registerContract(app, contracts.panelAreaContract, {
    handler: async ({ params }) => ({ data: await getArea(db, params.id) }),
  });
  registerContract(app, contracts.createAreaContract, {
    handler: async ({ body, request }) => ({
      data: await createArea(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateAreaContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateArea(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteAreaContract, {
    handler: async ({ params, request }) => {
      await removeAreas(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteAreasContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeAreas(db, request.actor!, body.ids) },
    }),
  });
}
