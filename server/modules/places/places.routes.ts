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
  // Store cards, branch lists and the address pickers show the change at once.
  const shopChanged = <T>(result: T): T => {
    app.caches.clearAll();
    return result;
  };

  registerContract(app, contracts.panelGovernoratesContract, {
    handler: ({ query }) => getGovernorates(db, query),
  });
  registerContract(app, contracts.panelGovernorateContract, {
    handler: async ({ params }) => ({ data: await getGovernorate(db, params.id) }),
  });
  registerContract(app, contracts.createGovernorateContract, {
    handler: async ({ body, request }) => ({
      data: shopChanged(await createGovernorate(db, request.actor!, body)),
    }),
  });
  registerContract(app, contracts.updateGovernorateContract, {
    handler: async ({ params, body, request }) => ({
      data: shopChanged(await updateGovernorate(db, request.actor!, params.id, body)),
    }),
  });
  registerContract(app, contracts.deleteGovernorateContract, {
    handler: async ({ params, request }) => {
      shopChanged(await removeGovernorates(db, request.actor!, [params.id]));
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteGovernoratesContract, {
    handler: async ({ body, request }) => ({
      data: { affected: shopChanged(await removeGovernorates(db, request.actor!, body.ids)) },
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
      data: shopChanged(await createArea(db, request.actor!, body)),
    }),
  });
  registerContract(app, contracts.updateAreaContract, {
    handler: async ({ params, body, request }) => ({
      data: shopChanged(await updateArea(db, request.actor!, params.id, body)),
    }),
  });
  registerContract(app, contracts.deleteAreaContract, {
    handler: async ({ params, request }) => {
      shopChanged(await removeAreas(db, request.actor!, [params.id]));
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteAreasContract, {
    handler: async ({ body, request }) => ({
      data: { affected: shopChanged(await removeAreas(db, request.actor!, body.ids)) },
    }),
  });
}
