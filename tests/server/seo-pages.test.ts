import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { seedProduct } from '../factories';
import { startApp, stopApp, testEnv } from './helper';

// Every indexable page's server HTML has its own title, description and canonical (spec §2), and
// pages that do not exist answer 404 with the not-found head instead of a soft 200.

const SITE = 'https://dukkan.example';
const env = testEnv({ SITE_URL: SITE });
let database: Database;
let app: FastifyInstance;

const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>دكّان</title>
    <meta name="description" content="shell description" />
  </head>
  <body><div id="root"></div></body>
</html>`;

// The server-rendering bundle's route knowledge, as dist-ssr/entry-server.js exposes it: this
// miniature knows the shop pages; the real one asks react-router (src/app/routes/not-found.ts).
const BUNDLE = `
const known = /^\\/(|stores|search|about-us|contact-us|privacy-policy|terms-condition|categories|products(\\/.*)?|store\\/.*)$/;
export const configure = () => {};
export const isCacheable = () => false;
export const renderPage = async () => null;
export const pageStatus = (url) => known.test(new URL(url, 'http://x').pathname) ? 200 : 404;
`;

beforeAll(async () => {
  mkdirSync(env.distDir, { recursive: true });
  writeFileSync(path.join(env.distDir, 'index.html'), SHELL);
  mkdirSync(env.ssrDir, { recursive: true });
  writeFileSync(path.join(env.ssrDir, 'entry-server.js'), BUNDLE);
  ({ app, database } = await startApp(env));
});

afterAll(() => stopApp(app, database));

const page = (url: string) => app.inject({ method: 'GET', url });

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function head(html: string) {
  const meta = (name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1]!)),
    description: meta('description'),
    descriptions: html.match(/<meta\s+name="description"/g)?.length ?? 0,
    robots: meta('robots'),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}

describe('[SEO] server HTML of the indexable pages', () => {
  const pages = [
    [
      '/',
      {
        ar: 'دكّان | سوق مصري بين البائع والمشتري',
        en: 'Dukkan | Egypt’s marketplace, seller to buyer',
      },
    ],
    ['/stores', { ar: 'المتاجر | دكّان', en: 'Stores | Dukkan' }],
    ['/about-us', { ar: 'من نحن | دكّان', en: 'About us | Dukkan' }],
    ['/contact-us', { ar: 'تواصل معنا | دكّان', en: 'Contact us | Dukkan' }],
    ['/search', { ar: 'البحث | دكّان', en: 'Search | Dukkan' }],
    ['/categories', { ar: 'الأقسام | دكّان', en: 'Categories | Dukkan' }],
  ] as const;

  for (const [path, titles] of pages) {
    for (const language of ['ar', 'en'] as const) {
      it(`${path} (${language}) has its own title, description and canonical`, async () => {
        const url = `${path}?locale=${language}`;
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`<html lang="${language}"`);
        const tags = head(response.body);
        expect(tags.titles).toEqual([titles[language]]);
        expect(tags.descriptions).toBe(1);
        expect(tags.description).not.toBe('shell description');
        expect(tags.canonical).toBe(`${SITE}${url}`);
      });
    }
  }

  it('the home title is the SEO title from the settings; descriptions differ by language', async () => {
    const ar = head((await page('/')).body);
    const en = head((await page('/?locale=en')).body);
    expect(ar.description).toBeTruthy();
    expect(en.description).toBeTruthy();
    expect(ar.description).not.toBe(en.description);
  });

  it('a search page names its query and is not indexed (decisions: search pages noindex)', async () => {
    const tags = head((await page('/search?q=shirt&locale=en')).body);
    expect(tags.titles).toEqual(['Results for “shirt” | Dukkan']);
    expect(tags.robots).toBe('noindex, follow');
    expect(tags.canonical).toBe(`${SITE}/search?q=shirt&locale=en`);
    expect(head((await page('/stores')).body).robots).toBe('index, follow');
  });
});

describe('[SEO] pages that do not exist answer 404', () => {
  it('unknown routes, missing products and missing stores: 404 with the not-found head', async () => {
    const product = await seedProduct(database);
    const detail = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    const store = detail.json().data.store.username as string;
    for (const url of [
      '/no-such-page',
      '/stores/extra/segments',
      '/products/x/999999999',
      `/products/someone.else/${product.id}`,
      '/store/zay.zaman',
      '/products?category=999999',
    ]) {
      for (const language of ['ar', 'en'] as const) {
        const response = await page(`${url}${url.includes('?') ? '&' : '?'}locale=${language}`);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/html');
        const tags = head(response.body);
        expect(tags.titles, url).toEqual([
          language === 'ar' ? 'الصفحة غير موجودة | دكّان' : 'Page not found | Dukkan',
        ]);
        expect(tags.robots, url).toBe('noindex, follow');
      }
    }
    expect((await page(`/products/${store}/${product.id}`)).statusCode).toBe(200);
    const headRequest = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(headRequest.statusCode).toBe(404);
  });
});
