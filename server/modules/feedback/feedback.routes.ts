import type { FastifyInstance } from 'fastify';
import * as ratings from '../../../domain/contracts/ratings.contract';
import * as reports from '../../../domain/contracts/reports.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getRatings, rateProduct, rateStore, unrateProduct, unrateStore } from './ratings.service';
import { fileReport, getReportReasons } from './reports.service';

/** Ratings and reports of the shop. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, ratings.productRatingsContract, {
    handler: ({ query, request }) =>
      getRatings(db, request.actor ?? null, { kind: 'product', id: query.product_id }, query),
  });
  registerContract(app, ratings.rateProductContract, {
    handler: async ({ body, request }) => ({ data: await rateProduct(db, request.actor!, body) }),
  });
  registerContract(app, ratings.deleteProductRatingContract, {
    handler: async ({ query, request }) => ({
      data: await unrateProduct(db, request.actor!, query.product_id),
    }),
  });
  registerContract(app, ratings.storeRatingsContract, {
    handler: ({ query, request }) =>
      getRatings(db, request.actor ?? null, { kind: 'store', id: query.store_id }, query),
  });
  registerContract(app, ratings.rateStoreContract, {
    handler: async ({ body, request }) => ({ data: await rateStore(db, request.actor!, body) }),
  });
  registerContract(app, ratings.deleteStoreRatingContract, {
    handler: async ({ query, request }) => ({
      data: await unrateStore(db, request.actor!, query.store_id),
    }),
  });
  registerContract(app, reports.reportReasonsContract, {
    handler: async ({ request }) => ({
      data: await getReportReasons(db, requestLanguage(request)),
    }),
  });
  registerContract(app, reports.reportContract, {
    handler: async ({ body, request }) => ({ data: await fileReport(db, request.actor!, body) }),
  });
}
