import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  importProductsContract,
} from '../../../domain/contracts/panel/products-import.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import { registerContract } from '../../lib/route';
import { readTableFile } from '../../lib/table-file';
import { importProducts } from './panel-products.import';

/** `POST /api/panel/products/import`: one multipart file; the parser exists only in this scope. */
export async function productsImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 0 } });
  registerContract(app, importProductsContract, {
    handler: async ({ query, request }) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) {
        throw new AppError('validation_failed', 'No file', [{ path: 'file', message: V.required }]);
      }
      const bytes = await file.toBuffer().catch(() => {
        throw new AppError('payload_too_large', 'File too large');
      });
      const table = await readTableFile(bytes, query.format);
      return { data: await importProducts(app.database.db, request.actor!, table) };
    },
  });
}
