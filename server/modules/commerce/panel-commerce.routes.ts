import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/commerce-panel.contract';
import { registerDownload } from '../../lib/download-route';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { XLSX_TYPE } from '../../lib/xlsx-writer';
import { createCoupon, editCoupon, getCoupons, removeCoupon } from './coupons.service';
import {
  bulkChangeOrderStatus,
  changeOrderStatus,
  getPanelOrder,
  getPanelOrders,
  getWaitingOrders,
  orderWhere,
  ordersCsv,
  ordersXlsx,
  ordersReport,
  ordersReportFile,
} from './panel-orders.service';

/** Orders, reports/orders, coupons and product coupons in the panels. */
export async function panelCommerceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.panelOrdersContract, {
    fastSerializer: true,
    handler: ({ query, request }) =>
      getPanelOrders(db, request.actor!, query, requestLanguage(request)),
  });
  registerDownload(app, contracts.exportOrdersContract, async ({ query, request, reply }) => {
    const actor = request.actor!;
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="orders-${day}.csv"`);
    return reply
      .type('text/csv; charset=utf-8')
      .send(ordersCsv(db, actor, orderWhere(actor, query), requestLanguage(request)));
  });
  registerDownload(app, contracts.exportOrdersFileContract, async ({ query, request, reply }) => {
    const actor = request.actor!;
    const day = new Date().toISOString().slice(0, 10);
    const { format: _format, ...filters } = query;
    reply.header('content-disposition', `attachment; filename="orders-${day}.xlsx"`);
    return reply
      .type(XLSX_TYPE)
      .send(ordersXlsx(db, actor, orderWhere(actor, filters), requestLanguage(request)));
  });
  registerDownload(app, contracts.exportOrdersReportContract, async ({ query, request, reply }) => {
    const day = new Date().toISOString().slice(0, 10);
    const file = await ordersReportFile(db, request.actor!, query, requestLanguage(request));
    reply.header(
      'content-disposition',
      `attachment; filename="orders-report-${day}.${query.format}"`,
    );
    return reply.type(query.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8').send(file);
  });
  registerContract(app, contracts.ordersReportContract, {
    handler: async ({ query, request }) => ({
      data: await ordersReport(db, request.actor!, query),
    }),
  });
  registerContract(app, contracts.bulkOrdersContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await bulkChangeOrderStatus(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.waitingOrdersContract, {
    handler: async ({ request }) => ({ data: await getWaitingOrders(db, request.actor!) }),
  });
  registerContract(app, contracts.panelOrderContract, {
    handler: async ({ params, request }) => ({
      data: await getPanelOrder(db, request.actor!, params.id, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.updateOrderContract, {
    handler: async ({ params, body, request }) => ({
      data: { affected: await changeOrderStatus(db, request.actor!, [params.id], body) },
    }),
  });

  for (const kind of ['site', 'product'] as const) {
    const set =
      kind === 'site'
        ? {
            list: contracts.panelCouponsContract,
            create: contracts.createCouponContract,
            update: contracts.updateCouponContract,
            remove: contracts.deleteCouponContract,
          }
        : {
            list: contracts.panelProductCouponsContract,
            create: contracts.createProductCouponContract,
            update: contracts.updateProductCouponContract,
            remove: contracts.deleteProductCouponContract,
          };
    registerContract(app, set.list, {
      handler: ({ query, request }) =>
        getCoupons(db, request.actor!, kind, query, requestLanguage(request)),
    });
    registerContract(app, set.create, {
      handler: async ({ body, request }) => ({
        data: await createCoupon(db, request.actor!, kind, body, requestLanguage(request)),
      }),
    });
    registerContract(app, set.update, {
      handler: async ({ params, body, request }) => ({
        data: await editCoupon(db, request.actor!, kind, params.id, body, requestLanguage(request)),
      }),
    });
    registerContract(app, set.remove, {
      handler: async ({ params, request }) => ({
        data: await removeCoupon(db, request.actor!, kind, params.id),
      }),
    });
  }
}
