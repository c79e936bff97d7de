import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/branches.contract';
import { registerContract } from '../../lib/route';
import {
  createBranch,
  deleteBranch,
  getBranch,
  getBranches,
  updateBranch,
} from './branches.service';

/** Store branches in the panels. */
export async function branchesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.panelBranchesContract, {
    handler: ({ query, request }) => getBranches(db, request.actor!, query),
  });
  registerContract(app, contracts.panelBranchContract, {
    handler: async ({ params, request }) => ({
      data: await getBranch(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.createBranchContract, {
    handler: async ({ body, request }) => ({ data: await createBranch(db, request.actor!, body) }),
  });
  registerContract(app, contracts.updateBranchContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateBranch(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteBranchContract, {
    handler: async ({ params, request }) => {
      await deleteBranch(db, request.actor!, params.id);
      return { data: { id: params.id } };
    },
  });
}
