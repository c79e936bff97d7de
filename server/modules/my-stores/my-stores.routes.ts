import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/my-stores.contract';
import { MAX_UPLOAD_BYTES } from '../../../domain/contracts/panel/uploads.contract';
import { registerContract } from '../../lib/route';
import { readImageUpload } from '../uploads/read-image-upload';
import { storeImage } from '../uploads/uploads.service';
import {
  createStore,
  getMyStore,
  getMyStores,
  getStartPackages,
  updateStore,
} from './my-stores.service';
import { autoTranslateStore } from './store-translation';
import { clearCachesAfterWrites } from '../../lib/cache-registry';

/** A seller's own stores in the user area. */
export async function myStoresRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });
  // A store's page and the store lists are cached: a saved store shows at once (as after a panel write).
  clearCachesAfterWrites(app);
  const translate = (storeId: number) => {
    void autoTranslateStore(db, app.env.ai, storeId).catch((error: unknown) =>
      app.log.warn({ err: error, storeId }, 'store auto-translate failed'),
    );
  };

  registerContract(app, contracts.myStoresContract, {
    handler: async ({ request }) => ({ data: await getMyStores(db, request.actor!) }),
  });
  registerContract(app, contracts.startPackagesContract, {
    handler: async ({ request }) => ({ data: await getStartPackages(db, request.actor!) }),
  });
  registerContract(app, contracts.createStoreContract, {
    handler: async ({ body, request }) => {
      const store = await createStore(db, request.actor!, body);
      translate(store.id);
      return { data: store };
    },
  });
  registerContract(app, contracts.myStoreContract, {
    handler: async ({ params, request }) => ({
      data: await getMyStore(db, request.actor!, params.id),
    }),
  });
  registerContract(app, contracts.updateStoreContract, {
    handler: async ({ params, body, request }) => {
      const store = await updateStore(db, request.actor!, params.id, body);
      translate(store.id);
      return { data: store };
    },
  });
  registerContract(app, contracts.storeImageContract, {
    handler: async ({ request }) => {
      const bytes = await readImageUpload(request);
      return { data: await storeImage(app.objectStore, 'stores', bytes) };
    },
  });
}
