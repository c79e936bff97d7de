import type { FastifyInstance } from 'fastify';
import {
  panelDashboardContract,
  panelIndexContract,
} from '../../../domain/contracts/panel/dashboard.contract';
import { registerContract } from '../../lib/route';
import { getDashboard, getIndex } from './dashboard.service';

/** The panels' dashboards: `index` (admin, site-wide) and `dashboard` (every panel, scoped). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, panelIndexContract, {
    handler: async () => ({ data: await getIndex(db) }),
  });
  registerContract(app, panelDashboardContract, {
    handler: async ({ request }) => ({ data: await getDashboard(db, request.actor!) }),
  });
}
