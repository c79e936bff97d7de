import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { isImageWidth } from '../../domain/catalogue/images';
import { AppErrorCode } from '../../domain/errors';
import { uploadKey, type ObjectKey, type ObjectStore } from '../providers/object-store';
import { errorBody } from './error-handler';

// `/img/<width>/<upload path>[.webp]` (scheme in domain/catalogue/images.ts): an upload, read
// through the object store, resized once by sharp, kept under this process's DATA_DIR/cache/img
// with the same relative path, then served from there. Widths come from an allow-list so the
// cache cannot grow without bound; the source is always a public `uploads/` key with no `..`
// segment, so encoded tricks cannot read private or other files.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SOURCE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

export async function registerResponsiveImages(app: FastifyInstance): Promise<void> {
  const store = app.objectStore;
  const cacheRoot = path.resolve(app.env.dataDir, 'cache', 'img');
  const pending = new Map<string, Promise<Buffer | null>>();

  app.get<{ Params: { width: string; '*': string } }>(
    '/img/:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const requested = request.params['*'];
      if (!isImageWidth(width) || requested.includes('\0')) return notFound(reply);
      const webp = requested.toLowerCase().endsWith('.webp');
      const relative = webp ? requested.slice(0, -'.webp'.length) : requested;
      const type = SOURCE_TYPES[path.extname(relative).toLowerCase()];
      const source = uploadKey(relative);
      if (!type || !source) return notFound(reply);

      const target = path.join(cacheRoot, String(width), `${relative}${webp ? '.webp' : ''}`);
      const sourceModified = await store.modifiedAt(source);
      if (!sourceModified) return notFound(reply);
      let body = await cached(target, sourceModified.getTime());
      if (!body) {
        let job = pending.get(target);
        if (!job) {
          job = resize(store, source, target, { width, webp }).finally(() =>
            pending.delete(target),
          );
          pending.set(target, job);
        }
        body = await job;
      }
      if (!body) return notFound(reply);
      return reply
        .header('content-type', webp ? 'image/webp' : type)
        .header('cache-control', IMMUTABLE)
        .send(body);
    },
  );
}

/** The cached file when it is newer than its source. */
async function cached(target: string, sourceMtime: number): Promise<Buffer | null> {
  const info = await stat(target).catch(() => null);
  if (!info || info.mtimeMs < sourceMtime) return null;
  return readFile(target);
}

/** The resized copy of `source`, written to `target`; null when the original is gone. */
async function resize(
  store: ObjectStore,
  source: ObjectKey,
  target: string,
  { width, webp }: { width: number; webp: boolean },
) {
  const original = await store.get(source);
  if (!original) return null;
  const image = sharp(original.body).rotate().resize({ width, withoutEnlargement: true });
  const ext = path.extname(source).toLowerCase();
  const body = await (
    webp
      ? image.webp({ quality: 78 })
      : ext === '.png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 80, mozjpeg: true })
  ).toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename: a concurrent reader never sees half a file.
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, body);
  await rename(temp, target);
  return body;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody(reply.request, AppErrorCode.not_found, 'Not found'));
}
