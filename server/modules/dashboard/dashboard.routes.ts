import type { FastifyInstance } from 'fastify';
import {
  panelDashboardContract,
  panelIndexContract,
} from '../../../domain/contracts/panel/dashboard.contract';
import { registerContract } from '../../lib/route';
import { TtlCache } from '../../lib/ttl-cache';
import { getDashboard, getIndex } from './dashboard.service';

/**
 * The panels' dashboards: `index` (admin, site-wide) and `dashboard` (every panel, scoped). Their
 * figures are aggregates over whole tables, so an answer is reused per scope for
 * `PANEL_DASHBOARD_TTL_MS` (15 s; emptied by panel writes like the other caches).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const answers = app.caches.add(new TtlCache<unknown>(app.env.panelDashboardTtlMs, 500));
  registerContract(app, panelIndexContract, {
    handler: async () => ({
      data: (await answers.get('index', () => getIndex(db))) as Awaited<
        ReturnType<typeof getIndex>
      >,
    }),
  });
  registerContract(app, panelDashboardContract, {
    handler: async ({ request }) => {
      const actor = request.actor!;
      // The scope decides the figures: the role and the stores the actor reaches.
      const key = JSON.stringify(['dashboard', actor.role, actor.scope.storeIds]);
      const data = await answers.get(key, () => getDashboard(db, actor));
      return { data: data as Awaited<ReturnType<typeof getDashboard>> };
    },
  });
}
