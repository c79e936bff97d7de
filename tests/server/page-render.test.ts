import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { startApp, stopApp, testEnv } from './helper';

// A miniature server-rendering bundle with the interface of dist-ssr/entry-server.js: it calls the
// API through the transport the server installs and renders what it got back.
const BUNDLE = `
let transport;
let renders = 0;
export const configure = (next) => { transport = next; };
export const isCacheable = (url) => !url.startsWith('/products/');
export const shellHead = (language) => '<link rel="preload" href="/face-' + language + '.woff2" as="font">';
export const renderPage = async ({ url, language, isDarkMode }) => {
  if (url.startsWith('/login')) return null;
  if (url.startsWith('/broken')) throw new Error('render failed');
  const answer = await transport('/api/about-us', { method: 'GET', headers: { Accept: 'application/json' } });
  const body = await answer.json();
  return {
    head: '<style data-emotion="css x">main{color:red}</style>',
    html: '<main>render ' + (++renders) + ': rendered ' + url + ' in ' + language + ' (' + answer.status + ') ' + body.data.title + '</main>' + '<p>padding</p>'.repeat(100),
    state: { language, isDarkMode, queries: { note: '</script><script>alert(1)</script>' }, router: { loaderData: {} } },
  };
};
`;

const env = testEnv();
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(env.distDir, { recursive: true });
  writeFileSync(
    path.join(env.distDir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  const worker = 'self.addEventListener("fetch", () => {});'.repeat(40);
  writeFileSync(path.join(env.distDir, 'sw.js'), worker);
  writeFileSync(path.join(env.distDir, 'sw.js.br'), brotliCompressSync(worker));
  mkdirSync(env.ssrDir, { recursive: true });
  writeFileSync(path.join(env.ssrDir, 'entry-server.js'), BUNDLE);
  ({ app, database } = await startApp(env));
});

afterAll(() => stopApp(app, database));

describe('[SERVER][SSR] server-rendered pages', () => {
  it('puts the rendered page, its state and the language on <html> into the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/products?category=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain('<html lang="ar" dir="rtl" class="light"');
    const style = response.body.indexOf('<style data-emotion="css x">main{color:red}</style>');
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain(': rendered /products?category=1 in ar (200) من نحن</main>');
    const state = /<script type="application\/json" id="dukkan-ssr">(.*?)<\/script>/s.exec(
      response.body,
    );
    expect(JSON.parse(state?.[1] ?? 'null')).toMatchObject({ language: 'ar', isDarkMode: false });
    // The state cannot close its script element early.
    expect(response.body).not.toContain('</script><script>alert(1)');
  });

  it('renders in the language and colour mode of the preferences cookie; ?locale= wins', async () => {
    const cookies = { dukkan_prefs: 'en.dark' };
    const english = await app.inject({ method: 'GET', url: '/stores', cookies });
    expect(english.body).toContain('<html lang="en" dir="ltr" class="dark"');
    expect(english.body).toContain('rendered /stores in en (200) About us');
    const arabic = await app.inject({ method: 'GET', url: '/stores?locale=ar', cookies });
    expect(arabic.body).toContain('rendered /stores?locale=ar in ar (200) من نحن');
  });

  it('reuses a rendered listing for the next visitor, never a page that counts a view', async () => {
    const renderOf = (body: string) => /render (\d+):/.exec(body)?.[1];
    const first = await app.inject({ method: 'GET', url: '/categories' });
    const second = await app.inject({ method: 'GET', url: '/categories' });
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    const english = await app.inject({ method: 'GET', url: '/categories?locale=en' });
    expect(renderOf(english.body)).not.toBe(renderOf(first.body));

    const product = await app.inject({ method: 'GET', url: '/products/some.store/1' });
    const again = await app.inject({ method: 'GET', url: '/products/some.store/1' });
    expect(renderOf(again.body)).not.toBe(renderOf(product.body));
  });

  it('serves the plain shell when the bundle leaves a page to the browser or fails', async () => {
    for (const url of ['/login', '/broken']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('dukkan-ssr');
    }
  });

  it("gives the plain shell its language's font preloads, direction and colour mode", async () => {
    const arabic = await app.inject({ method: 'GET', url: '/login' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" class="light"');
    const preload = arabic.body.indexOf('<link rel="preload" href="/face-ar.woff2" as="font">');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(arabic.body.indexOf('</head>'));
    const english = await app.inject({
      method: 'GET',
      url: '/login',
      cookies: { dukkan_prefs: 'en.dark' },
    });
    expect(english.headers.vary).toContain('cookie');
    expect(english.body).toContain('<html lang="en" dir="ltr" class="dark"');
    expect(english.body).toContain('href="/face-en.woff2"');
    expect(english.body).not.toContain('face-ar');
  });

  it('compresses pages and serves precompressed assets with their own cache rules', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('rendered / in ar');
    const worker = await app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
