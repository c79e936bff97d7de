import { matchRoutes } from 'react-router';
import { routes } from './index';

/** The routes that draw the not-found screen: the catch-all and `/404` itself. */
const NOT_FOUND_PATHS = new Set(['*', '404']);

/**
 * True when `pathname` reaches only the not-found screen: no page of the app answers it. The
 * server sends these with HTTP 404 (spec §2), so the URL is not indexed as a page.
 */
export function isNotFoundPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const deepest = matches?.at(-1)?.route.path;
  return !matches || (deepest !== undefined && NOT_FOUND_PATHS.has(deepest));
}
