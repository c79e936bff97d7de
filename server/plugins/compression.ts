import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses dynamic answers (rendered pages, API JSON) for phones on slow networks. Brotli at a
 * low quality costs about as much CPU as gzip and is smaller; built assets are compressed once at
 * build time (scripts/compress-assets.mjs) and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
