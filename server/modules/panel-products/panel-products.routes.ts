import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/products.contract';
import { registerDownload } from '../../lib/download-route';
import { registerContract } from '../../lib/route';
import { productsCsv, productsXlsx } from './panel-products.export';
import { productScope, productWhere } from './panel-products.repository';
import {
  archiveProducts,
  changeProductCategory,
  setProductKeywords,
  deleteProducts,
  getProduct,
  getProducts,
  reviewProducts,
} from './panel-products.service';

/** Products in every panel (spec §2 `products`), scoped by the actor; every write is logged. */
export async function panelProductsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelProductsContract, {
    handler: ({ query, request }) => getProducts(db, request.actor!, query),
  });
  registerDownload(app, contracts.exportProductsContract, async ({ query, request, reply }) => {
    const where = productWhere(productScope(request.actor!), query);
    const day = new Date().toISOString().slice(0, 10);
    const arabic = (request.headers['accept-language'] ?? 'ar').startsWith('ar');
    reply.header('content-disposition', `attachment; filename="products-${day}.${query.format}"`);
    if (query.format === 'xlsx') {
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(productsXlsx(db, where, arabic));
    }
    return reply.type('text/csv; charset=utf-8').send(productsCsv(db, where));
  });
  registerContract(app, contracts.reviewProductsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await reviewProducts(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.archiveProductsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await archiveProducts(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.deleteProductsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await deleteProducts(db, request.actor!, body.ids) },
    }),
  });
  registerContract(app, contracts.productKeywordsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await setProductKeywords(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.productCategoryContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await changeProductCategory(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.panelProductContract, {
    handler: async ({ params, request }) => ({
      data: await getProduct(db, request.actor!, params.id),
    }),
  });
}
