import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore as compatUseSyncExternalStore,
} from 'preact/compat';
import { isServerMarkupPass } from './hydration-pass';

/**
 * React's `useSyncExternalStore` on Preact: preact/compat's ignores the third argument, so the
 * server rendered `getSnapshot()` (which may not exist there: `navigator.onLine`, `location`) and
 * hydration rendered the browser's value into the server's markup, which Preact keeps unpatched.
 * As React does: a component that renders in the server pass or the hydrating pass reads
 * `getServerSnapshot`; right after hydration it switches to `getSnapshot` and renders again only
 * when the two differ (most do not: TanStack Query's, Chakra's). The store is read through one
 * stable function, so a change between hydration and that switch is not missed.
 */
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const fromServer = useRef(getServerSnapshot !== undefined && isServerMarkupPass());
  const latest = useRef({ getSnapshot, getServerSnapshot });
  latest.current = { getSnapshot, getServerSnapshot };
  const read = useCallback(
    () =>
      fromServer.current && latest.current.getServerSnapshot
        ? latest.current.getServerSnapshot()
        : latest.current.getSnapshot(),
    [],
  );
  const value = compatUseSyncExternalStore(subscribe, read);
  const [, setRenders] = useState(0);
  useEffect(() => {
    if (!fromServer.current) return;
    fromServer.current = false;
    if (!Object.is(latest.current.getSnapshot(), value)) setRenders((count) => count + 1);
    // Once, after the first commit: the hydrating pass is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
