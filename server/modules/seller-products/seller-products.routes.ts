import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/seller-products.contract';
import { MAX_UPLOAD_BYTES } from '../../../domain/contracts/panel/uploads.contract';
import { AppError } from '../../../domain/errors';
import { registerContract } from '../../lib/route';
import { storeImage } from '../uploads/uploads.service';
import {
  createSellerProduct,
  getSellerProduct,
  pushReview,
  updateSellerProduct,
} from './seller-products.service';

/** A seller's product writes in the reseller and sub-reseller panels (issue 13). */
export async function sellerProductsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });
  registerContract(app, contracts.uploadProductImageContract, {
    handler: async ({ request }) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) {
        throw new AppError('image_invalid', 'No image', [
          { path: 'image', message: 'validation.image.required' },
        ]);
      }
      const bytes = await file.toBuffer().catch(() => {
        throw new AppError('payload_too_large', 'Image too large');
      });
      return { data: await storeImage(app.env.uploadsDir, 'products', bytes) };
    },
  });
  registerContract(app, contracts.createProductContract, {
    handler: async ({ body, request }) => ({
      data: await createSellerProduct(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.sellerProductContract, {
    handler: async ({ params, request }) => ({
      data: await getSellerProduct(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.updateProductContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateSellerProduct(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.pushReviewContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await pushReview(db, request.actor!, body.ids) },
    }),
  });
}
