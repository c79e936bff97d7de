import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/people.contract';
import type { PeopleResource } from '../../../domain/contracts/panel/people.contract';
import type { ActivityStatus } from '../../../domain/status/statuses';
import { registerContract } from '../../lib/route';
import type { Actor } from '../auth/actor';
import {
  changeCredit,
  changeStatus,
  createAdmin,
  createModerator,
  createSubReseller,
  forceDeleteUser,
  getAccount,
  getAccounts,
  getModerator,
  getModerators,
  getReseller,
  getResellers,
  getSubReseller,
  getSubResellers,
  updateModerator,
  updateSubReseller,
  verifyUser,
} from './people.service';

/**
 * People in the panels (spec §2 roles/*, the reseller's sub_resellers, spec §7 admins, users,
 * moderator-admins, resellers, moderator-resellers); every write is logged. Nothing here changes
 * what shoppers see, so no cache is cleared.
 */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  /** Changes the status, then answers the row as its resource shows it. */
  async function statusThen<T>(
    actor: Actor,
    resource: PeopleResource,
    id: number,
    status: ActivityStatus,
    read: (actor: Actor, id: number) => Promise<T>,
  ): Promise<T> {
    await changeStatus(db, actor, resource, id, status);
    return read(actor, id);
  }

  // admins
  registerContract(app, contracts.panelAdminsContract, {
    handler: ({ query, request }) => getAccounts(db, request.actor!, 'admins', query),
  });
  registerContract(app, contracts.panelAdminContract, {
    handler: async ({ params, request }) => ({
      data: await getAccount(db, request.actor!, 'admins', params.id),
    }),
  });
  registerContract(app, contracts.createAdminContract, {
    handler: async ({ body, request }) => ({ data: await createAdmin(db, request.actor!, body) }),
  });
  registerContract(app, contracts.adminStatusContract, {
    handler: async ({ params, body, request }) => ({
      data: await statusThen(request.actor!, 'admins', params.id, body.status, (actor, id) =>
        getAccount(db, actor, 'admins', id),
      ),
    }),
  });

  // moderators
  registerContract(app, contracts.panelModeratorsContract, {
    handler: ({ query, request }) => getModerators(db, request.actor!, query),
  });
  registerContract(app, contracts.panelModeratorContract, {
    handler: async ({ params, request }) => ({
      data: await getModerator(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.createModeratorContract, {
    handler: async ({ body, request }) => ({
      data: await createModerator(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateModeratorContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateModerator(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.moderatorStatusContract, {
    handler: async ({ params, body, request }) => ({
      data: await statusThen(request.actor!, 'moderators', params.id, body.status, (actor, id) =>
        getModerator(db, actor, id),
      ),
    }),
  });

  // users
  registerContract(app, contracts.panelUsersContract, {
    handler: ({ query, request }) => getAccounts(db, request.actor!, 'users', query),
  });
  registerContract(app, contracts.panelUserContract, {
    handler: async ({ params, request }) => ({
      data: await getAccount(db, request.actor!, 'users', params.id),
    }),
  });
  registerContract(app, contracts.userStatusContract, {
    handler: async ({ params, body, request }) => ({
      data: await statusThen(request.actor!, 'users', params.id, body.status, (actor, id) =>
        getAccount(db, actor, 'users', id),
      ),
    }),
  });
  registerContract(app, contracts.verifyUserContract, {
    handler: async ({ body, request }) => ({ data: await verifyUser(db, request.actor!, body) }),
  });
  registerContract(app, contracts.forceDeleteUserContract, {
    handler: async ({ query, request }) => ({
      data: await forceDeleteUser(db, request.actor!, query.id),
    }),
  });

  // resellers
  registerContract(app, contracts.panelResellersContract, {
    handler: ({ query, request }) => getResellers(db, request.actor!, query),
  });
  registerContract(app, contracts.panelResellerContract, {
    handler: async ({ params, request }) => ({
      data: await getReseller(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.resellerStatusContract, {
    handler: async ({ params, body, request }) => ({
      data: await statusThen(request.actor!, 'resellers', params.id, body.status, (actor, id) =>
        getReseller(db, actor, id),
      ),
    }),
  });
  registerContract(app, contracts.resellerCreditContract, {
    handler: async ({ body, request }) => ({ data: await changeCredit(db, request.actor!, body) }),
  });

  // sub-resellers
  registerContract(app, contracts.panelSubResellersContract, {
    handler: ({ query, request }) => getSubResellers(db, request.actor!, query),
  });
  registerContract(app, contracts.panelSubResellerContract, {
    handler: async ({ params, request }) => ({
      data: await getSubReseller(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.createSubResellerContract, {
    handler: async ({ body, request }) => ({
      data: await createSubReseller(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateSubResellerContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateSubReseller(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.subResellerStatusContract, {
    handler: async ({ params, body, request }) => ({
      data: await statusThen(request.actor!, 'sub_resellers', params.id, body.status, (actor, id) =>
        getSubReseller(db, actor, id),
      ),
    }),
  });
}
