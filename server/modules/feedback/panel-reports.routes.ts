import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/reports.contract';
import { registerContract } from '../../lib/route';
import {
  createReason,
  deleteReason,
  getProductReportSummaries,
  getReasons,
  getReports,
  getStoreReportSummaries,
  removeReports,
  resolveReport,
  updateReason,
} from './reports.service';

/**
 * The back office's reports (admin and moderator: all; a reseller: their stores', read only) and
 * the admin's report reasons.
 */
export async function panelReportsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.panelReportReasonsContract, {
    handler: ({ query }) => getReasons(db, query),
  });
  registerContract(app, contracts.createReportReasonContract, {
    handler: async ({ body, request }) => ({ data: await createReason(db, request.actor!, body) }),
  });
  registerContract(app, contracts.updateReportReasonContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateReason(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteReportReasonContract, {
    handler: async ({ params, request }) => ({
      data: await deleteReason(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.panelReportsContract, {
    handler: ({ query, request }) => getReports(db, request.actor!, query),
  });
  registerContract(app, contracts.deleteReportContract, {
    handler: async ({ params, request }) => {
      await removeReports(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteReportsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeReports(db, request.actor!, body.ids) },
    }),
  });
  registerContract(app, contracts.resolveReportContract, {
    handler: async ({ params, body, request }) => ({
      data: await resolveReport(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.productReportsContract, {
    handler: ({ query, request }) => getProductReportSummaries(db, request.actor!, query),
  });
  registerContract(app, contracts.storeReportsContract, {
    handler: ({ query, request }) => getStoreReportSummaries(db, request.actor!, query),
  });
}
