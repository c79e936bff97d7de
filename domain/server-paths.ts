// Paths the server answers itself, never with the app: the API, uploaded files, responsive images,
// the payment sandbox, the dev outbox, robots.txt and the sitemaps. The service worker does not
// answer their navigations with the cached shell (sw/routes.ts), and the server's SPA fallback
// answers them 404 instead of the app (server/plugins/static.ts): one list, so the two agree.

/** Path prefixes owned by the server. */
export const SERVER_PATH_PREFIXES = ['/api/', '/uploads/', '/img/', '/sandbox/', '/dev/'] as const;

/** Single files the server writes (`/sitemap.xml`, `/sitemap-<n>.xml`, `/robots.txt`). */
const SERVER_FILES = /^\/(?:sitemap(?:-\d+)?\.xml|robots\.txt)$/;

/** The list as regular expressions, the form Workbox's `NavigationRoute` denylist takes. */
export const SERVER_PATH_PATTERNS: readonly RegExp[] = [
  ...SERVER_PATH_PREFIXES.map(
    (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
  ),
  SERVER_FILES,
];

/** True for a path the server answers itself (never the app shell). */
export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PATTERNS.some((pattern) => pattern.test(pathname));
}
