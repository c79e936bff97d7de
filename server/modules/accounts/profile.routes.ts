import type { FastifyInstance } from 'fastify';
import { keepGuestAccountContract } from '../../../domain/contracts/guest-account.contract';
import * as profile from '../../../domain/contracts/profile.contract';
import * as twoFactor from '../../../domain/contracts/two-factor.contract';
import { registerContract } from '../../lib/route';
import { keepGuestAccount } from './account-status.service';
import { accountsDeps, authRateLimit } from './deps';
import {
  getProfile,
  resendProfileCode,
  updateProfile,
  verifyProfileContact,
} from './profile.service';
import {
  disableTwoFactor,
  enableTwoFactor,
  generateTwoFactor,
} from '../panel-account/panel-account.service';

/**
 * GET/POST /api/profile, the code step of an email/phone change, and two-factor sign-in (the
 * panel's service: one secret per account, shared by its shop and panel sign-ins).
 */
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
  // A guest keeps the account checkout made for them (spec §6).
  registerContract(app, keepGuestAccountContract, {
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await keepGuestAccount(deps, request.actor!, body, { ip: request.ip }),
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
  registerContract(app, twoFactor.profileGenerate2faContract, {
    handler: async ({ request }) => ({ data: await generateTwoFactor(deps, request.actor!) }),
  });
  registerContract(app, twoFactor.profileEnable2faContract, {
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await enableTwoFactor(deps, request.actor!, body),
    }),
  });
  registerContract(app, twoFactor.profileDisable2faContract, {
    config: { rateLimit: authRateLimit(app) },
    handler: async ({ body, request }) => ({
      data: await disableTwoFactor(deps, request.actor!, body),
    }),
  });
}
