// Pure request predicates of the service worker: no Workbox, no globals, so they run under vitest
// in node.

import { isServerRenderedPath } from '../domain/ssr/rendered-paths';
import { SERVER_PATH_PATTERNS } from '../domain/server-paths';

/**
 * Navigations to these paths are served by the server, never by the precached app shell: the
 * server's own list (domain/server-paths.ts), which its SPA fallback uses too.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = SERVER_PATH_PATTERNS;

/**
 * Public catalogue reads worth keeping for offline browsing. Exact paths also match their sub-paths
 * (`/api/stores` covers `/api/stores/:username`); `/api/website/` is a whole family.
 */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/api/layout',
  '/api/home',
  '/api/website-home',
  '/api/products',
  '/api/category-products',
  '/api/categories',
  '/api/all-stores',
  '/api/stores',
  '/api/governorates',
  '/api/areas',
  '/api/wizard',
  '/api/about-us',
  '/api/privacy-policy',
  '/api/terms',
  '/api/website/',
  '/api/suggestions',
];

/**
 * Personal data the worker must never keep, whatever the request looks like (ID photos
 * of store verification, and the seller's verification state). Checked before any cache rule.
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/api/panel/verification',
  '/api/verification',
  '/private/',
];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The subset of `Headers` the predicates read, so tests can pass a plain object. */
export interface HeaderReader {
  get(name: string): string | null;
}

function matchesPublicPath(pathname: string): boolean {
  return PUBLIC_API_PATHS.some((path) =>
    path.endsWith('/')
      ? pathname.startsWith(path) && pathname.length > path.length
      : pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** True when the request carries credentials that make its response personal. */
export function isAuthenticated(headers: HeaderReader): boolean {
  return (headers.get('authorization') ?? '').trim() !== '';
}

/**
 * A same-origin GET of the public catalogue made without an Authorization header. Signed-in reads
 * are personal (favourite flags, notification counts) and live only in the per-user persisted query
 * cache.
 */
export function isPublicApiRequest(
  url: URL,
  headers: HeaderReader,
  method = 'GET',
  origin: string = url.origin,
): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  if (url.origin !== origin) return false;
  if (isAuthenticated(headers)) return false;
  if (isPrivatePath(url.pathname)) return false;
  return matchesPublicPath(url.pathname);
}

/** Uploaded media and any image the page asks for on our origin: cache-first candidates. */
export function isImageRequest(
  url: URL,
  destination: string,
  headers: HeaderReader,
  method = 'GET',
  origin: string = url.origin,
): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  if (url.origin !== origin) return false;
  if (isAuthenticated(headers)) return false;
  if (url.pathname.startsWith('/api/') || isPrivatePath(url.pathname)) return false;
  return url.pathname.startsWith('/uploads/') || destination === 'image';
}

/**
 * Cache key for a public API response: the response text follows Accept-Language (spec §7), so the
 * language is folded into the key, otherwise an offline Arabic page could show cached English data.
 */
export function languageCacheKey(url: URL, headers: HeaderReader): string {
  const lang = (headers.get('accept-language') ?? '')
    .split(',')[0]
    ?.trim()
    .slice(0, 2)
    .toLowerCase();
  const keyed = new URL(url.href);
  keyed.searchParams.set('__sw_lang', lang === 'en' ? 'en' : 'ar');
  return keyed.href;
}

/** The cookie the page mirrors its language and colour mode into (domain/ssr/ssr.ts). */
export const PREFERENCES_COOKIE_NAME = 'dukkan_prefs';

const PRODUCT_NAME_SEGMENT = /^(\/products\/[^/]+\/\d+)\/(?!MakingReportModal\/?$)[^/]+\/?$/;

/**
 * Cache key of a server-rendered page: the server renders it in the language and colour mode of the
 * `dukkan_prefs` cookie, so a saved Arabic page must not answer an English tab. The cookie is only
 * known where the worker can read cookies (`cookieStore`); elsewhere the key says `any`, and a page
 * in another language renders afresh in the browser (src/main.tsx) instead of hydrating.
 */
export function pageCacheKey(url: URL, preferences: string | null | undefined): string {
  const keyed = new URL(url.href);
  keyed.hash = '';
  // A product's name segment is cosmetic (the app writes it into the address after loading): the
  // page with and without it is one page, so a reload of the named address finds the saved page.
  keyed.pathname = keyed.pathname.replace(PRODUCT_NAME_SEGMENT, '$1');
  const value = /^(ar|en)(\.dark)?$/.test(preferences ?? '') ? preferences! : 'any';
  keyed.searchParams.set('__sw_prefs', value);
  return keyed.href;
}

/** A navigation the server answers with a rendered page (domain/ssr/rendered-paths.ts). */
export function isRenderedPageNavigation(url: URL, mode: string, origin: string = url.origin) {
  return mode === 'navigate' && url.origin === origin && isServerRenderedPath(url.pathname);
}
