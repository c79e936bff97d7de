import { isServerPath, SERVER_PATH_PATTERNS } from '../domain/server-paths';
import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_DENYLIST,
  isImageRequest,
  isPublicApiRequest,
  isRenderedPageNavigation,
  languageCacheKey,
  pageCacheKey,
} from './routes';

const ORIGIN = 'https://dukkan.example';
const url = (path: string) => new URL(path, ORIGIN);
const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('[SW] isPublicApiRequest', () => {
  it.each([
    '/api/layout',
    '/api/home',
    '/api/website-home',
    '/api/products?page=2&category=3',
    '/api/products/42',
    '/api/category-products',
    '/api/categories',
    '/api/all-stores',
    '/api/stores/nile-shop',
    '/api/governorates',
    '/api/areas?governorate=1',
    '/api/wizard?platform=web',
    '/api/about-us',
    '/api/privacy-policy',
    '/api/terms',
    '/api/website/search-products?q=قميص',
    '/api/website/search-stores',
    '/api/suggestions?q=ph',
  ])('caches the anonymous public read %s', (path) => {
    expect(isPublicApiRequest(url(path), headers())).toBe(true);
  });

  it('never caches a request that carries Authorization', () => {
    const authed = headers({ Authorization: 'Bearer abc' });
    expect(isPublicApiRequest(url('/api/products'), authed)).toBe(false);
    expect(isPublicApiRequest(url('/api/layout'), authed)).toBe(false);
  });

  it.each([
    '/api/cart',
    '/api/orders',
    '/api/favorites',
    '/api/favorites/ids',
    '/api/notifications',
    '/api/profile',
    '/api/panel/products',
    '/api/health',
    '/api/productsx',
    '/api/website',
    '/api/layouts',
  ])('does not cache %s', (path) => {
    expect(isPublicApiRequest(url(path), headers())).toBe(false);
  });

  it('only caches GET requests', () => {
    expect(isPublicApiRequest(url('/api/products'), headers(), 'POST')).toBe(false);
    expect(isPublicApiRequest(url('/api/stores'), headers(), 'post')).toBe(false);
    expect(isPublicApiRequest(url('/api/stores'), headers(), 'get')).toBe(true);
  });

  it('ignores other origins', () => {
    const foreign = new URL('/api/products', 'https://elsewhere.example');
    expect(isPublicApiRequest(foreign, headers(), 'GET', ORIGIN)).toBe(false);
  });

  it('treats a blank Authorization header as anonymous', () => {
    expect(isPublicApiRequest(url('/api/home'), headers({ Authorization: ' ' }))).toBe(true);
  });
});

describe('[SW] isImageRequest', () => {
  it('caches uploads and same-origin images', () => {
    expect(isImageRequest(url('/uploads/p/1.webp'), '', headers())).toBe(true);
    expect(isImageRequest(url('/images/placeholder.svg'), 'image', headers())).toBe(true);
  });

  it('skips authorised, foreign, API and non-image requests', () => {
    expect(
      isImageRequest(url('/uploads/a.png'), 'image', headers({ authorization: 'Bearer x' })),
    ).toBe(false);
    expect(
      isImageRequest(new URL('https://cdn.example/a.png'), 'image', headers(), 'GET', ORIGIN),
    ).toBe(false);
    expect(isImageRequest(url('/api/products/1/qr'), 'image', headers())).toBe(false);
    expect(isImageRequest(url('/assets/app.js'), 'script', headers())).toBe(false);
    expect(isImageRequest(url('/uploads/a.png'), 'image', headers(), 'DELETE')).toBe(false);
  });
});

describe('[SW] NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));

  it.each([
    '/api/docs',
    '/uploads/x.png',
    '/sandbox/checkout/1',
    '/dev/outbox',
    '/sitemap.xml',
    '/sitemap-2.xml',
    '/robots.txt',
    '/img/w480/uploads/a.webp',
  ])('leaves %s to the server', (path) => expect(denied(path)).toBe(true));

  it('is the list the server keeps from its SPA fallback', () => {
    for (const path of [
      '/api/x',
      '/uploads/a.png',
      '/img/w480/a.webp',
      '/sandbox/1',
      '/dev/outbox',
    ]) {
      expect(denied(path), path).toBe(isServerPath(path));
    }
    expect(NAVIGATION_DENYLIST).toBe(SERVER_PATH_PATTERNS);
  });

  it.each(['/', '/products', '/store/nile', '/admin/dashboard', '/panel/login', '/developers'])(
    'serves the shell for %s',
    (path) => expect(denied(path)).toBe(false),
  );
});

describe('[SW] languageCacheKey', () => {
  it('keys public responses by the request language', () => {
    const ar = languageCacheKey(url('/api/home'), headers({ 'Accept-Language': 'ar' }));
    const en = languageCacheKey(url('/api/home'), headers({ 'Accept-Language': 'en-US,en;q=0.9' }));
    expect(ar).toBe(`${ORIGIN}/api/home?__sw_lang=ar`);
    expect(en).toBe(`${ORIGIN}/api/home?__sw_lang=en`);
  });

  it('defaults to Arabic and keeps the query', () => {
    expect(languageCacheKey(url('/api/products?page=2'), headers())).toBe(
      `${ORIGIN}/api/products?page=2&__sw_lang=ar`,
    );
  });
});

describe('[SW] server-rendered page navigations', () => {
  it.each([
    '/',
    '/products?category=3',
    '/products/nile-shop/42',
    '/store/nile.shop',
    '/search?q=x',
  ])('goes to the network first for the rendered page %s', (path) => {
    expect(isRenderedPageNavigation(url(path), 'navigate', ORIGIN)).toBe(true);
  });

  it.each(['/profile', '/login', '/panel', '/cart', '/api/products'])(
    'leaves %s to the shell or the server',
    (path) => {
      expect(isRenderedPageNavigation(url(path), 'navigate', ORIGIN)).toBe(false);
    },
  );

  it('is only about navigations of this origin', () => {
    expect(isRenderedPageNavigation(url('/'), 'cors', ORIGIN)).toBe(false);
    expect(isRenderedPageNavigation(new URL('https://other.example/'), 'navigate', ORIGIN)).toBe(
      false,
    );
  });

  it('keys a saved page by the language and colour mode it was rendered in', () => {
    const page = url('/products?page=2#top');
    expect(pageCacheKey(page, 'en.dark')).toBe(`${ORIGIN}/products?page=2&__sw_prefs=en.dark`);
    expect(pageCacheKey(page, 'ar')).not.toBe(pageCacheKey(page, 'en'));
    expect(pageCacheKey(page, null)).toBe(`${ORIGIN}/products?page=2&__sw_prefs=any`);
    expect(pageCacheKey(page, 'fr')).toBe(`${ORIGIN}/products?page=2&__sw_prefs=any`);
  });

  it('saves a product page once, with or without its name in the address', () => {
    const bare = pageCacheKey(url('/products/nile-shop/42'), 'ar');
    expect(pageCacheKey(url('/products/nile-shop/42/%D9%82%D9%85%D9%8A%D8%B5'), 'ar')).toBe(bare);
    expect(pageCacheKey(url('/products/nile-shop/42/shirt/'), 'ar')).toBe(bare);
    expect(pageCacheKey(url('/products/nile-shop/43/shirt'), 'ar')).not.toBe(bare);
  });
});

describe('[SW] private personal data (ID photos)', () => {
  it.each([
    '/api/panel/verification/photo?store=3&kind=id_front',
    '/api/verification/stores',
    '/private/verification/abc.jpg',
  ])('never caches %s, as an image or as an API answer, signed in or not', (path) => {
    const inits: Record<string, string>[] = [{}, { authorization: 'Bearer x' }];
    for (const init of inits) {
      expect(isImageRequest(url(path), 'image', headers(init))).toBe(false);
      expect(isPublicApiRequest(url(path), headers(init))).toBe(false);
    }
  });
});
