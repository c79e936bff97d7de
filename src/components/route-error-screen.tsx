import { useRouteError } from 'react-router';
import { reloadOnceForChunkError } from '@/lib/pwa';
import { ErrorScreen } from './error-screen';

/** One decision per error object, so re-renders do not ask for a second reload. */
const reloading = new WeakMap<object, boolean>();

function startsReload(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return reloadOnceForChunkError(error);
  let decided = reloading.get(error);
  if (decided === undefined) {
    decided = reloadOnceForChunkError(error);
    reloading.set(error, decided);
  }
  return decided;
}

/**
 * `errorElement` of the routes (spec §2 "Error screen"): a lazy chunk that failed to load after a
 * deploy reloads the page once (PWA guard, 10 s); anything else shows the not-found screen.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (startsReload(error)) return null;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen kind="not_found" />;
}
