import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { categories } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedProduct, seedStore, seedUser } from '../factories';
import { startApp, stopApp, testEnv } from './helper';
import { panelCall, panelCaller } from './panel.helpers';

// A miniature server-rendering bundle (the interface of dist-ssr/entry-server.js): the same page
// for the same address and language, and product pages not reused (they count a view).
const BUNDLE = `
let transport;
export const configure = (next) => { transport = next; };
export const isCacheable = (url) => !url.startsWith('/products/');
export const shellHead = () => '';
export const renderPage = async ({ url, language, isDarkMode }) => {
  const answer = await transport('/api/about-us', { method: 'GET', headers: {} });
  const body = await answer.json();
  return {
    head: '',
    html: '<main>' + url + ' ' + body.data.title + '</main>' + '<p>padding</p>'.repeat(100),
    state: { language, isDarkMode, queries: {}, router: { loaderData: {} } },
  };
};
`;

const PUBLIC = 'public, max-age=10, stale-while-revalidate=60';
const STRONG_TAG = /^"[\w-]{22}"$/;

// The app is built once the built shell and the bundle are in place: the server looks for them
// at start.
const ctx = { env: testEnv() } as { env: ReturnType<typeof testEnv> } & {
  app: FastifyInstance;
  database: Database;
};

beforeAll(async () => {
  mkdirSync(ctx.env.distDir, { recursive: true });
  writeFileSync(
    path.join(ctx.env.distDir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(ctx.env.ssrDir, { recursive: true });
  writeFileSync(path.join(ctx.env.ssrDir, 'entry-server.js'), BUNDLE);
  Object.assign(ctx, await startApp(ctx.env));
});

afterAll(() => stopApp(ctx.app, ctx.database));

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar', ...headers } });
}

/** A shop (user-kind) session's bearer header. */
async function shopperHeaders() {
  const user = await seedUser(ctx.database.db, { role: 'user' });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role: 'user',
  });
  return { authorization: `Bearer ${session.token}` };
}

describe('[CATALOGUE][HTTP CACHE] public reads', () => {
  it('answers Cache-Control, Vary and a strong ETag, and 304 to a matching If-None-Match', async () => {
    const first = await get('/api/categories');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.vary).toContain('accept-language');
    expect(first.headers.vary).toContain('authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(STRONG_TAG);

    const again = await get('/api/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC);

    const other = await get('/api/categories', { 'if-none-match': '"someone-elses-copy-0000"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('tags an Arabic and an English answer differently', async () => {
    const arabic = await get('/api/layout');
    const english = await get('/api/layout', { 'accept-language': 'en' });
    expect(arabic.headers.vary).toContain('accept-language');
    expect(arabic.headers.etag).toMatch(STRONG_TAG);
    expect(english.headers.etag).toMatch(STRONG_TAG);
    expect(english.headers.etag).not.toBe(arabic.headers.etag);
    const crossed = await get('/api/layout', {
      'accept-language': 'en',
      'if-none-match': String(arabic.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
  });

  it('gives a compressed copy its own tag and still answers 304 for it', async () => {
    const headers = { 'accept-encoding': 'br' };
    const plain = await get('/api/categories');
    const coded = await get('/api/categories', headers);
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}.br"`);
    const again = await get('/api/categories', {
      ...headers,
      'if-none-match': String(coded.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(coded.headers.etag);
  });

  it('changes the ETag when a seller changes a price', async () => {
    const [main] = await ctx.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(isNull(categories.parentId))
      .limit(1);
    const [sub] = await ctx.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, main!.id))
      .limit(1);
    const seller = await panelCaller(ctx, 'reseller');
    const store = await seedStore(ctx.database.db, { ownerId: seller.userId });
    const product = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'accepted',
      acceptedAt: new Date(),
      mainImage: '/uploads/products/0a1b2c3d.jpg',
      categoryId: main!.id,
      subCategoryId: sub!.id,
      basicPrice: 100,
      discount: 0,
    });
    const grid = `/api/products?store=${encodeURIComponent(store.username)}`;
    const before = await get(grid);
    expect(before.json().data.map((card: { id: number }) => card.id)).toEqual([product.id]);

    const form = await panelCall(ctx.app, seller, 'GET', `/api/panel/products/${product.id}/form`);
    const values = form.json().data;
    const choices = await panelCall(
      ctx.app,
      seller,
      'GET',
      `/api/panel/products/options?category=${sub!.id}`,
    );
    const options = (choices.json().data as { is_required: boolean; values: { id: number }[] }[])
      .filter((group) => group.is_required)
      .map((group) => ({ attribute_id: group.values[0]!.id, extra_price: null }));
    const priced = await panelCall(ctx.app, seller, 'PUT', `/api/panel/products/${product.id}`, {
      store_id: store.id,
      name_ar: values.name_ar,
      name_en: values.name_en,
      description_ar: values.description_ar,
      description_en: values.description_en,
      main_image: values.main_image,
      other_images: [],
      category_id: main!.id,
      sub_category_id: sub!.id,
      basic_price: 175,
      options,
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data).toMatchObject({ status: 'accepted', basic_price: 175 });

    const after = await get(grid, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toMatch(STRONG_TAG);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('lets caches keep a page that counts a view only if they ask before each use', async () => {
    const [card] = (await get('/api/products?per_page=1')).json().data as { id: number }[];
    const page = await get(`/api/products/${card!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(page.headers.etag).toMatch(STRONG_TAG);
  });

  it('keeps a public read private when it is asked with a bearer token', async () => {
    const layout = await get('/api/layout', await shopperHeaders());
    expect(layout.statusCode).toBe(200);
    expect(layout.headers['cache-control']).toBe('private, no-store');
    expect(layout.headers.etag).toBeUndefined();
  });

  it('never lets a cache keep an error', async () => {
    const missing = await get('/api/products/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('[ACCOUNT][HTTP CACHE] personal reads', () => {
  it('answers private, no-store and no ETag', async () => {
    const cart = await get('/api/cart', await shopperHeaders());
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers.etag).toBeUndefined();
    const refused = await get('/api/cart');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});

describe('[SSR][HTTP CACHE] rendered pages', () => {
  it('answers a listing with a short public lifetime, Vary: Cookie, an ETag and 304', async () => {
    const page = await get('/categories');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>/categories');
    expect(page.headers['cache-control']).toBe(PUBLIC);
    expect(page.headers.vary).toContain('cookie');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(STRONG_TAG);

    const again = await get('/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const english = await ctx.app.inject({
      method: 'GET',
      url: '/categories',
      cookies: { dukkan_prefs: 'en' },
      headers: { 'if-none-match': etag },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('revalidates a page that counts a view, and never stores one asked with a token', async () => {
    const [card] = (await get('/api/products?per_page=1')).json().data as {
      id: number;
      store: { username: string };
    }[];
    const product = await get(`/products/${card!.store.username}/${card!.id}`);
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe('public, no-cache');
    expect(product.headers.etag).toMatch(STRONG_TAG);
    const signedIn = await get('/categories', await shopperHeaders());
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
  });
});
