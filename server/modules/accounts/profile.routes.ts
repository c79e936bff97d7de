import type { FastifyInstance } from 'fastify';
import * as profile from '../../../domain/contracts/profile.contract';
import { requireOwner } from '../../plugins/auth';
import { registerContract } from '../../lib/route';
import { accountsDeps, authRateLimit } from './deps';
import {
  getProfile,
  resendProfileCode,
  updateProfile,
  verifyProfileContact,
} from './profile.service';

/** GET/POST /api/profile and the code step of an email/phone change. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountsDeps(app);
  const preHandler = requireOwner('user');

  registerContract(app, profile.profileContract, {
    preHandler,
    handler: async ({ request }) => ({ data: await getProfile(deps, request.actor!) }),
  });
  registerContract(app, profile.updateProfileContract, {
    preHandler,
    handler: async ({ body, request }) => ({
      data: await updateProfile(deps, request.actor!, body),
    }),
  });
  registerContract(app, profile.verifyProfileContactContract, {
    preHandler,
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await verifyProfileContact(deps, request.actor!, body.channel, body.code),
    }),
  });
  registerContract(app, profile.resendProfileCodeContract, {
    preHandler,
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await resendProfileCode(deps, request.actor!, body.channel),
    }),
  });
}
