import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  uploadImageContract,
} from '../../../domain/contracts/panel/uploads.contract';
import { registerContract } from '../../lib/route';
import { readImageUpload } from './read-image-upload';
import { storeImage } from './uploads.service';

/** Images for panel forms; the multipart parser exists only in this plugin's scope. */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });
  registerContract(app, uploadImageContract, {
    handler: async ({ query, request }) => {
      const bytes = await readImageUpload(request);
      return { data: await storeImage(app.objectStore, query.kind, bytes) };
    },
  });
}
