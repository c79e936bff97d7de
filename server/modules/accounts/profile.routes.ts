import type { FastifyInstance } from 'fastify';
import * as profile from '../../../domain/contracts/profile.contract';
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

  registerContract(app, profile.profileContract, {
    handler: async ({ request }) => ({ data: await getProfile(deps, request.actor!) }),
  });
  registerContract(app, profile.updateProfileContract, {
    handler: async ({ body, request }) => ({
      data: await updateProfile(deps, request.actor!, body, request.ip),
    }),
  });
  registerContract(app, profile.verifyProfileContactContract, {
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await verifyProfileContact(deps, request.actor!, body.channel, body.code),
    }),
  });
  registerContract(app, profile.resendProfileCodeContract, {
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await resendProfileCode(deps, request.actor!, body.channel, request.ip),
    }),
  });
}
