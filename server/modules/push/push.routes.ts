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
    handler: () => ({ data: { vapid_public_key: app.push.vapidPublicKey } }),
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
