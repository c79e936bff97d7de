import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { startApp, stopApp, testEnv } from './helper';

const env = testEnv();
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  // A miniature built app: the server must serve it exactly as it serves dist/.
  mkdirSync(path.join(env.distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(env.distDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(env.distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(env.distDir, 'assets', 'app-abc123.js'), 'console.log(1);');
  mkdirSync(path.join(env.uploadsDir, 'seed'), { recursive: true });
  writeFileSync(path.join(env.uploadsDir, 'seed', 'x.txt'), 'upload');
  ({ app, database } = await startApp(env));
});

afterAll(() => stopApp(app, database));

describe('[SERVER][STATIC]', () => {
  it('answers app routes with the shell (SPA fallback), uncached', async () => {
    // Without a server-rendering bundle the server cannot tell unknown routes: the shell answers.
    for (const url of ['/admin/dashboard', '/no/such/page', '/cart']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never answers /api/ with the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products-that-do-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it("never answers a server path (domain/server-paths, the worker's list too) with the shell", async () => {
    for (const url of ['/uploads/none/missing', '/img/none', '/sandbox/none', '/dev/none']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>shell</title>');
    }
  });

  it('serves sw.js with cache-control: no-cache and hashed assets as immutable', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves uploads and 404s a missing file instead of the shell', async () => {
    const upload = await app.inject({ method: 'GET', url: '/uploads/seed/x.txt' });
    expect(upload.statusCode).toBe(200);
    expect(upload.body).toBe('upload');
    const missing = await app.inject({ method: 'GET', url: '/uploads/seed/missing.jpg' });
    expect(missing.statusCode).toBe(404);
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
