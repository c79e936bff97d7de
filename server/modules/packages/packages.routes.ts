import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/packages.contract';
import { registerContract } from '../../lib/route';
import {
  createPackage,
  getPackage,
  getPackages,
  removePackages,
  updatePackage,
} from './packages.service';

/** Admin subscription packages (spec §2 `packages`, `packages/:id`); every write is logged. */
export async function packagesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelPackagesContract, {
    handler: ({ query }) => getPackages(db, query),
  });
  registerContract(app, contracts.panelPackageContract, {
    handler: async ({ params }) => ({ data: await getPackage(db, params.id) }),
  });
  registerContract(app, contracts.createPackageContract, {
    handler: async ({ body, request }) => ({
      data: await createPackage(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updatePackageContract, {
    handler: async ({ params, body, request }) => ({
      data: await updatePackage(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deletePackageContract, {
    handler: async ({ params, request }) => {
      await removePackages(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeletePackagesContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removePackages(db, request.actor!, body.ids) },
    }),
  });
}
