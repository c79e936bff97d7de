import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/push.contract';
import { registerContract } from '../../lib/route';
import {
  getPreferences,
  registerDevice,
  unregisterDevice,
  updatePreferences,
} from './push.service';

/** Device registration (`refresh-firebase`), the VAPID key, and the per-type switches. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.pushConfigContract, {
    handler: () => {
      const web = app.env.push.firebaseWeb;
      return {
        data: {
          vapid_public_key: app.push.vapidPublicKey,
          firebase: web
            ? {
                api_key: web.apiKey,
                app_id: web.appId,
                messaging_sender_id: web.messagingSenderId,
                project_id: web.projectId,
                vapid_key: web.vapidKey,
              }
            : null,
        },
      };
    },
  });
  registerContract(app, contracts.refreshFirebaseContract, {
    handler: async ({ body, request }) => ({
      data: await registerDevice(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.unregisterPushContract, {
    handler: async ({ body, request }) => ({
      data: await unregisterDevice(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.pushPreferencesContract, {
    handler: async ({ request }) => ({ data: await getPreferences(db, request.actor!) }),
  });
  registerContract(app, contracts.updatePushPreferencesContract, {
    handler: async ({ body, request }) => ({
      data: await updatePreferences(db, request.actor!, body.preferences),
    }),
  });
}
