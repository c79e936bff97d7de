import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { sitemapRoot, sitemapFile } from '../../server/modules/seo/seo.service';
import { seedProduct, seedStore } from '../factories';
import { startApp, stopApp, testEnv } from './helper';

const SITE = 'https://dukkan.example';
const env = testEnv({ SITE_URL: SITE });
let database: Database;
let app: FastifyInstance;

const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>دكّان</title>
    <meta
      name="description"
      content="shell description"
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  mkdirSync(env.distDir, { recursive: true });
  writeFileSync(path.join(env.distDir, 'index.html'), SHELL);
  // The PWA's own robots.txt in dist/: the server's answer must win over it.
  writeFileSync(path.join(env.distDir, 'robots.txt'), 'Sitemap: /sitemap.xml\n');
  ({ app, database } = await startApp(env));
});

afterAll(() => stopApp(app, database));

const page = (url: string) => app.inject({ method: 'GET', url });

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!),
  );
}

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

describe('[SEO] robots.txt and sitemaps', () => {
  it('[ROBOTS] disallows the panels and the API and points at the absolute sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    for (const prefix of [
      '/admin',
      '/moderator',
      '/reseller',
      '/sub_reseller',
      '/panel',
      '/api/',
    ]) {
      expect(response.body).toContain(`Disallow: ${prefix}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('[SITEMAP] lists public products, stores and categories only', async () => {
    const store = await seedStore(database, { username: 'sitemap.store' });
    const visible = await seedProduct(database, { storeId: store.id, nameAr: 'حذاء رياضي & خفيف' });
    const hidden = await seedProduct(database, { storeId: store.id, status: 'rejected' });
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${SITE}/store/sitemap.store</loc>`);
    expect(xml).toContain(`<loc>${SITE}/categories</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE}/products\\?category=\\d+&amp;sub_category=\\d+</loc>`),
    );
    expect(xml).toContain(`${SITE}/products/sitemap.store/${visible.id}/`);
    expect(xml).not.toContain(`/products/sitemap.store/${hidden.id}/`);
    for (const hiddenStore of ['zay.zaman', 'delta.lands', 'mansoura.mobile']) {
      expect(xml).not.toContain(`/store/${hiddenStore}<`);
      expect(xml).not.toContain(`/products/${hiddenStore}/`);
    }
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('[SITEMAP] becomes an index of /sitemap-<n>.xml files past the URL limit', async () => {
    const root = await sitemapRoot(database.db, SITE, 60);
    expect(root).toContain('<sitemapindex');
    const locs = [...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs[0]).toBe(`${SITE}/sitemap-1.xml`);
    const urls = new Set<string>();
    for (let n = 1; n <= locs.length; n += 1) {
      const file = (await sitemapFile(database.db, SITE, n, 60))!;
      const fileUrls = [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(fileUrls.length).toBeLessThanOrEqual(60);
      for (const url of fileUrls) urls.add(url);
    }
    const single = await sitemapRoot(database.db, SITE);
    const singleUrls = [...single.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.size).toBe(singleUrls.length);
    expect(await sitemapFile(database.db, SITE, locs.length + 1, 60)).toBeNull();
    expect((await page('/sitemap-1.xml')).statusCode).toBe(200);
    expect((await page('/sitemap-2.xml')).statusCode).toBe(404);
  });
});

describe('[SEO] server-side page head', () => {
  it('[HEAD] a product page carries title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const store = await seedStore(database, { name: 'متجر الحرية', username: 'hurriya.store' });
    const product = await seedProduct(database, {
      storeId: store.id,
      nameAr: 'قميص كتان </script><script>alert(1)</script>',
      nameEn: 'Linen shirt "classic" with a rather long name to trim',
      descriptionEn:
        'Breathable linen shirt for hot summer days in Cairo and Alexandria, all sizes.',
      basicPrice: 400,
      discount: 10,
      stockAmount: 0,
      ratingAvg: 4.5,
      ratingCount: 12,
      sku: 'LIN-01',
      mainImage: '/uploads/seed/products/linen.jpg',
    });
    const url = `/products/hurriya.store/${product.id}/linen-shirt?locale=en`;
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const title = unescape(html.match(/<title>([^<]*)<\/title>/)![1]!);
    expect([...title].length).toBeLessThanOrEqual(55);
    expect(title).toMatch(/^Linen shirt "classic"/);
    expect(html).not.toContain('shell description');
    expect([...unescape(metaContent(html, 'description')!)].length).toBeLessThanOrEqual(120);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${url.replace('&', '&amp;')}" />`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/uploads/seed/products/linen.jpg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'LIN-01',
      brand: { '@type': 'Brand', name: 'متجر الحرية' },
      offers: {
        '@type': 'Offer',
        price: '360.00',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/OutOfStock',
        url: `${SITE}${url}`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
    expect((ld!.name as string).length).toBeLessThanOrEqual(30);
    expect((ld!.description as string).length).toBeLessThanOrEqual(50);

    // Arabic by default; a name with </script> cannot close the JSON-LD element.
    const ar = (await page(`/products/hurriya.store/${product.id}`)).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).not.toContain('<script>alert(1)</script>');
    expect(ar.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(ar)[0]!.name).toContain('قميص كتان <');
  });

  it('[HEAD] does not count a view; unavailable or mismatched products answer 404', async () => {
    const product = await seedProduct(database, { views: 3 });
    const hidden = await seedProduct(database, { status: 'pending_for_review' });
    const detail = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    const store = detail.json().data.store.username as string;
    await page(`/products/${store}/${product.id}`);
    const after = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(after.json().data.views).toBe(5);
    for (const url of [
      `/products/${store}/${hidden.id}/x`,
      `/products/someone.else/${product.id}`,
      '/products/x/999999999',
      '/store/zay.zaman',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>الصفحة غير موجودة | دكّان</title>');
    }
  });

  it('[HEAD] a store page carries a Store JSON-LD', async () => {
    const store = await seedStore(database, {
      username: 'head.store',
      logo: '/uploads/seed/stores/head.png',
    });
    const html = (await page('/store/head.store?locale=en')).body;
    expect(html).toContain(`<title>${store.name} | Dukkan</title>`);
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/uploads/seed/stores/head.png`);
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Store',
      url: `${SITE}/store/head.store?locale=en`,
      telephone: '01012345678',
      address: { '@type': 'PostalAddress', addressCountry: 'EG' },
    });
  });

  it('[HEAD] categories and a category listing get their own title', async () => {
    const categories = (await page('/categories')).body;
    expect(categories).toMatch(/<title>الأقسام \| دكّان<\/title>/);
    const tree = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-language': 'en' },
    });
    const main = tree.json().data[0];
    const listing = (await page(`/products?category=${main.id}&locale=en`)).body;
    expect(listing).toContain(`<title>${main.name} | Dukkan</title>`);
    expect(jsonLd(listing)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((await page('/products?category=999999')).statusCode).toBe(404);
  });
});
