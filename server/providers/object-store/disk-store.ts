import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, type ObjectKey, type ObjectStore } from './object-store';

export interface DiskRoots {
  /** `uploads/…` keys: UPLOADS_DIR (DATA_DIR/uploads by default). */
  uploadsDir: string;
  /** `private/…` keys: DATA_DIR/private, outside what the static server publishes; null: none. */
  privateDir: string | null;
}

/** Files on this machine's disk, in the folders the server has always used. */
export function createDiskStore(roots: DiskRoots): ObjectStore {
  const fileOf = (key: ObjectKey) => {
    assertObjectKey(key);
    const [area, ...rest] = key.split('/');
    const root = area === 'uploads' ? roots.uploadsDir : roots.privateDir;
    if (root === null) throw new Error('This disk store keeps no private files');
    return path.join(root, ...rest);
  };
  return {
    kind: 'disk',
    publicBaseUrl: null,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = await readFile(file).catch(() => null);
      return body ? { body, modifiedAt: info.mtime } : null;
    },
    async modifiedAt(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? info.mtime : null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
