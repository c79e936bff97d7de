import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/settings.contract';
import { registerContract } from '../../lib/route';
import { clearCaches, getSettings, saveSettings } from './settings.service';

/** Admin settings pages and cache clearing (spec §2 `settings/*`, §7 admin only). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelSettingsContract, {
    handler: async ({ query }) => ({ data: await getSettings(db, query.page) }),
  });
  registerContract(app, contracts.saveSettingsContract, {
    handler: async ({ body, request }) => ({
      data: await saveSettings(db, request.actor!, body, app.env.siteUrl),
    }),
  });
  registerContract(app, contracts.clearCacheContract, {
    handler: async ({ request }) => ({
      data: await clearCaches(db, request.actor!, () => app.caches.clearEverywhere()),
    }),
  });
}
