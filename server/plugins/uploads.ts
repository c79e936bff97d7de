import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mkdirSync } from 'node:fs';
import { AppErrorCode } from '../../domain/errors';
import { uploadKey } from '../providers/object-store';
import { errorBody } from './error-handler';

/** Upload names are random and never rewritten, so browsers and CDNs may keep them a month. */
const UPLOAD_CACHE = 'public, max-age=2592000';
const UPLOAD_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * `/uploads/<path>`, the public uploads. On the disk, the static file server as always; with a
 * bucket, read through the object store (every process answers every upload), or sent on to
 * S3_PUBLIC_URL when the bucket's `uploads/` prefix is published there. `private/` keys are never
 * reachable: the key is always `uploads/` + the path, and a `..` segment is no key.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const store = app.objectStore;
  if (store.kind === 'disk') {
    mkdirSync(app.env.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.env.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '30d',
      index: false,
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const relative = request.params['*'];
      const key = uploadKey(relative);
      const type = UPLOAD_TYPES[path.extname(relative).toLowerCase()];
      if (!key || !type) return notFound(reply);
      if (store.publicBaseUrl) {
        return reply
          .header('cache-control', UPLOAD_CACHE)
          .redirect(`${store.publicBaseUrl}/${key}`, 301);
      }
      const stored = await store.get(key);
      if (!stored) return notFound(reply);
      return reply
        .header('content-type', type)
        .header('cache-control', UPLOAD_CACHE)
        .header('last-modified', stored.modifiedAt.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody(reply.request, AppErrorCode.not_found, 'Not found'));
}
