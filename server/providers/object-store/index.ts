import path from 'node:path';
import type { Env } from '../../env';
import { createDiskStore } from './disk-store';
import type { ObjectStore } from './object-store';

/**
 * The one place the server picks where uploads live: the S3 bucket when S3_* is set, else the
 * disk (UPLOADS_DIR and DATA_DIR/private). Every process on one bucket shares every upload.
 */
export async function createObjectStore(env: Env): Promise<ObjectStore> {
  if (env.s3) {
    const { createS3Store } = await import('./s3-store');
    return createS3Store(env.s3);
  }
  return diskStoreOf(env);
}

/** The disk store of an environment's folders (also what seeding without a server uses). */
export function diskStoreOf(env: Pick<Env, 'uploadsDir' | 'dataDir'>): ObjectStore {
  return createDiskStore({
    uploadsDir: env.uploadsDir,
    privateDir: path.join(env.dataDir, 'private'),
  });
}

export { isObjectKey, uploadKey } from './object-store';
export type { ObjectKey, ObjectStore, StoredObject } from './object-store';
