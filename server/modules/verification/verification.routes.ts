import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/verification.contract';
import { MAX_UPLOAD_BYTES } from '../../../domain/contracts/panel/uploads.contract';
import { registerDownload } from '../../lib/download-route';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { accountsDeps } from '../accounts/deps';
import { readImageUpload } from '../uploads/read-image-upload';
import {
  confirmStorePhone,
  configureVerificationFiles,
  decideVerifications,
  myVerifications,
  panelVerification,
  payVerification,
  readVerificationPhoto,
  sendStorePhoneCode,
  submitVerification,
  uploadVerificationPhoto,
  verificationPrice,
} from './verification.service';

/** The seller's side of store verification (spec §7 verification/*). */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const store = app.objectStore;
  configureVerificationFiles(store);
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });
  // The verified badge shows on cached store pages once a decision changes it; the seller's own
  // steps change nothing public, so no cache is emptied here.

  registerContract(app, contracts.verificationPriceContract, {
    handler: async () => ({ data: await verificationPrice(db) }),
  });
  registerContract(app, contracts.verificationStoresContract, {
    handler: async ({ request }) => ({ data: await myVerifications(db, request.actor!) }),
  });
  registerContract(app, contracts.verificationPhoneCodeContract, {
    handler: async ({ params, request }) => ({
      data: await sendStorePhoneCode(accountsDeps(app), request.actor!, params.id, {
        ip: request.ip,
        language: requestLanguage(request),
      }),
    }),
  });
  registerContract(app, contracts.verificationPhoneContract, {
    handler: async ({ params, body, request }) => ({
      data: await confirmStorePhone(accountsDeps(app), request.actor!, params.id, body.code),
    }),
  });
  registerContract(app, contracts.verificationPhotoContract, {
    handler: async ({ params, request }) => {
      const bytes = await readImageUpload(request);
      return {
        data: await uploadVerificationPhoto(
          db,
          store,
          request.actor!,
          params.id,
          params.kind,
          bytes,
        ),
      };
    },
  });
  registerContract(app, contracts.verificationPayContract, {
    handler: async ({ params, body, request }) => ({
      data: await payVerification(
        db,
        request.actor!,
        params.id,
        body.method,
        requestLanguage(request),
      ),
    }),
  });
  registerContract(app, contracts.verificationVerifyContract, {
    handler: async ({ body, request }) => ({
      data: await submitVerification(db, request.actor!, body.store_id),
    }),
  });
}

/** The reviewers' side, under api/panel (registered by panel.routes.ts). */
export async function panelVerificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const store = app.objectStore;
  registerContract(app, contracts.panelVerificationContract, {
    handler: async ({ params }) => ({ data: await panelVerification(db, params.id) }),
  });
  registerDownload(app, contracts.panelVerificationPhotoContract, async ({ query, reply }) => {
    const bytes = await readVerificationPhoto(db, store, query.store, query.kind);
    // Personal data: `private, no-store` as every answer of a session (plugins/http-cache.ts).
    return reply.header('x-content-type-options', 'nosniff').type('image/jpeg').send(bytes);
  });
  registerContract(app, contracts.verificationDecisionContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await decideVerifications(db, request.actor!, body) },
    }),
  });
}
