import type { FastifyInstance } from 'fastify';
import { PANEL_ROLES } from '../../../domain/auth/roles';
import * as panel from '../../../domain/contracts/panel-account.contract';
import { registerContract } from '../../lib/route';
import { requireOwner } from '../../plugins/auth';
import { changePassword, logout } from '../accounts/accounts.service';
import { accountsDeps, authRateLimit } from '../accounts/deps';
import {
  disableTwoFactor,
  enableTwoFactor,
  generateTwoFactor,
  getPanelProfile,
  panelLogin,
  panelLoginVerify,
  updatePanelProfile,
} from './panel-account.service';

/** Spec §7 "Shared panel" calls, for every panel role. */
export async function panelAccountRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountsDeps(app);
  const config = { rateLimit: authRateLimit(app) };
  const preHandler = requireOwner('admin', PANEL_ROLES);
  const info = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  registerContract(app, panel.panelLoginContract, {
    config,
    handler: async ({ body, request }) => ({ data: await panelLogin(deps, body, info(request)) }),
  });
  registerContract(app, panel.panelLoginVerifyContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await panelLoginVerify(deps, body, info(request)),
    }),
  });
  registerContract(app, panel.panelProfileContract, {
    preHandler,
    handler: async ({ request }) => ({ data: await getPanelProfile(deps, request.actor!) }),
  });
  for (const contract of [panel.updatePanelProfileContract, panel.putPanelProfileContract]) {
    registerContract(app, contract, {
      preHandler,
      handler: async ({ body, request }) => ({
        data: await updatePanelProfile(deps, request.actor!, body),
      }),
    });
  }
  registerContract(app, panel.panelChangePasswordContract, {
    preHandler,
    config,
    handler: async ({ body, request }) => ({
      data: await changePassword(deps, request.actor!, body),
    }),
  });
  registerContract(app, panel.generate2faContract, {
    preHandler,
    handler: async ({ request }) => ({ data: await generateTwoFactor(deps, request.actor!) }),
  });
  registerContract(app, panel.enable2faContract, {
    preHandler,
    config,
    handler: async ({ body, request }) => ({
      data: await enableTwoFactor(deps, request.actor!, body.code),
    }),
  });
  registerContract(app, panel.disable2faContract, {
    preHandler,
    config,
    handler: async ({ body, request }) => ({
      data: await disableTwoFactor(deps, request.actor!, body.code),
    }),
  });
  registerContract(app, panel.panelLogoutContract, {
    preHandler,
    handler: async ({ request }) => ({ data: await logout(deps, request.actor!) }),
  });
}
