import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  uploadImageContract,
} from '../../../domain/contracts/panel/uploads.contract';
import { AppError } from '../../../domain/errors';
import { registerContract } from '../../lib/route';
import { storeImage } from './uploads.service';

/** Images for panel forms; the multipart parser exists only in this plugin's scope. */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });
  registerContract(app, uploadImageContract, {
    handler: async ({ query, request }) => {
      if (!request.isMultipart()) {
        throw new AppError('image_invalid', 'Send the image as multipart/form-data', [
          { path: 'image', message: 'validation.image.required' },
        ]);
      }
      const file = await request.file();
      if (!file) {
        throw new AppError('image_invalid', 'No image', [
          { path: 'image', message: 'validation.image.required' },
        ]);
      }
      const bytes = await file.toBuffer().catch(() => {
        throw new AppError('payload_too_large', 'Image too large');
      });
      return { data: await storeImage(app.env.uploadsDir, query.kind, bytes) };
    },
  });
}
