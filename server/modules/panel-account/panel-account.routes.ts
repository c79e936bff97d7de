import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as panel from '../../../domain/contracts/panel-account.contract';
import { registerContract } from '../../lib/route';
import { changePassword, logout } from '../accounts/accounts.service';
import { accountsDeps, authRateLimit } from '../accounts/deps';
import { DEVICE_COOKIE, rememberDevice } from '../accounts/device-cookie';
import {
  disableTwoFactor,
  enableTwoFactor,
  generateTwoFactor,
  getPanelProfile,
  panelLogin,
  panelLoginVerify,
  resendPanelProfileCode,
  updatePanelProfile,
  verifyPanelProfileContact,
} from './panel-account.service';

/** Spec §7 "Shared panel" calls, for every panel role. */
export async function panelAccountRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountsDeps(app);
  const config = { rateLimit: authRateLimit(app) };
  const info = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device: request.cookies[DEVICE_COOKIE],
  });

  registerContract(app, panel.panelLoginContract, {
    config,
    handler: async ({ body, request, reply }) => {
      const data = await panelLogin(deps, body, info(request));
      if (data.status === 'signed_in') rememberDevice(request, reply, deps.secret, data.session.id);
      return { data };
    },
  });
  registerContract(app, panel.panelLoginVerifyContract, {
    config,
    handler: async ({ body, request, reply }) => {
      const data = await panelLoginVerify(deps, body, info(request));
      rememberDevice(request, reply, deps.secret, data.session.id);
      return { data };
    },
  });
  registerContract(app, panel.panelAccessContract, {
    handler: ({ request }) => {
      const actor = request.actor!;
      const sub = actor.role === 'moderator_reseller';
      return {
        data: {
          role: actor.role,
          grants: sub ? [...actor.scope.grants] : [],
          stores: sub
            ? actor.scope.storeIds.map((id) => ({
                store_id: id,
                grants: [...(actor.scope.storeGrants[id] ?? [])],
              }))
            : [],
        },
      };
    },
  });
  registerContract(app, panel.panelProfileContract, {
    handler: async ({ request }) => ({ data: await getPanelProfile(deps, request.actor!) }),
  });
  for (const contract of [panel.updatePanelProfileContract, panel.putPanelProfileContract]) {
    registerContract(app, contract, {
      config,
      handler: async ({ body, request }) => ({
        data: await updatePanelProfile(deps, request.actor!, body, request.ip),
      }),
    });
  }
  registerContract(app, panel.verifyPanelProfileContactContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await verifyPanelProfileContact(deps, request.actor!, body.channel, body.code),
    }),
  });
  registerContract(app, panel.resendPanelProfileCodeContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await resendPanelProfileCode(deps, request.actor!, body.channel, request.ip),
    }),
  });
  registerContract(app, panel.panelChangePasswordContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await changePassword(deps, request.actor!, body),
    }),
  });
  registerContract(app, panel.generate2faContract, {
    handler: async ({ request }) => ({ data: await generateTwoFactor(deps, request.actor!) }),
  });
  registerContract(app, panel.enable2faContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await enableTwoFactor(deps, request.actor!, body),
    }),
  });
  registerContract(app, panel.disable2faContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await disableTwoFactor(deps, request.actor!, body),
    }),
  });
  registerContract(app, panel.panelLogoutContract, {
    handler: async ({ request }) => ({ data: await logout(deps, request.actor!) }),
  });
}
