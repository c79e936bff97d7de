import type { FastifyInstance } from 'fastify';
import {
  panelLogActionsContract,
  panelLogsContract,
} from '../../../domain/contracts/panel/logs.contract';
import { registerContract } from '../../lib/route';
import { getLogActions, getLogs } from './audit.service';

/** `GET /api/panel/logs` and its action list: read-only for every panel (DESIGN §7). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, panelLogsContract, {
    handler: ({ query, request }) => getLogs(db, request.actor!, query),
  });
  registerContract(app, panelLogActionsContract, {
    handler: async ({ request }) => ({ data: await getLogActions(db, request.actor!) }),
  });
}
