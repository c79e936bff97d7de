import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/seller-products.contract';
import { MAX_UPLOAD_BYTES } from '../../../domain/contracts/panel/uploads.contract';
import { registerContract } from '../../lib/route';
import { readImageUpload } from '../uploads/read-image-upload';
import { storeImage } from '../uploads/uploads.service';
import { missingTranslation } from '../my-stores/store-translation';
import { fillProductDescription, productTranslationState } from './seller-products.repository';
import {
  createSellerProduct,
  getSellerProduct,
  pushReview,
  updateSellerProduct,
  updateProductImages,
} from './seller-products.service';
import { optionChoices } from './product-options';
// Registers the daily existence-period job's handler (archiving and reminders).
import './product-lifecycle';

/** A seller's product writes in the reseller and sub-reseller panels. */
export async function sellerProductsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  // Auto-translate: after the answer, a product of an auto-translating store gets its
  // missing description from the AI endpoint when one is configured.
  const translate = (productId: number) => {
    void (async () => {
      const filled = await missingTranslation(
        app.env.ai,
        await productTranslationState(db, productId),
        2000,
      );
      if (filled) await fillProductDescription(db, productId, filled.field, filled.value);
    })().catch((error: unknown) =>
      app.log.warn({ err: error, productId }, 'product auto-translate failed'),
    );
  };
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });
  registerContract(app, contracts.uploadProductImageContract, {
    handler: async ({ request }) => {
      const bytes = await readImageUpload(request);
      return { data: await storeImage(app.objectStore, 'products', bytes) };
    },
  });
  registerContract(app, contracts.createProductContract, {
    handler: async ({ body, request }) => {
      const product = await createSellerProduct(db, request.actor!, body);
      translate(product.id);
      return { data: product };
    },
  });
  registerContract(app, contracts.sellerProductContract, {
    handler: async ({ params, request }) => ({
      data: await getSellerProduct(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.productImagesContract, {
    handler: async ({ body, request }) => ({
      data: await updateProductImages(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateProductContract, {
    handler: async ({ params, body, request }) => {
      const product = await updateSellerProduct(db, request.actor!, params.id, body);
      translate(product.id);
      return { data: product };
    },
  });
  registerContract(app, contracts.productOptionsContract, {
    handler: async ({ query }) => ({ data: await optionChoices(db, query.category) }),
  });
  registerContract(app, contracts.pushReviewContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await pushReview(db, request.actor!, body.ids) },
    }),
  });
}
