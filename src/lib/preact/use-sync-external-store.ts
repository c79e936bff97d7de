import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore as compatUseSyncExternalStore,
} from 'preact/compat';
import { afterHydration, isServerMarkupPass } from './hydration-pass';

/**
 * React's `useSyncExternalStore` on Preact: preact/compat's ignores the third argument, so the
 * server rendered `getSnapshot()` (which may not exist there: `navigator.onLine`, `location`) and
 * hydration rendered the browser's value into the server's markup, which Preact keeps unpatched.
 * As React does: a component that renders in the server pass or a hydrating pass reads
 * `getServerSnapshot`; once the page's hydration is complete it switches to `getSnapshot` and
 * renders again only when the two differ (most do not: TanStack Query's, Chakra's). The store is read through one
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
  const rendered = useRef(value);
  rendered.current = value;
  const [, setRenders] = useState(0);
  useEffect(() => {
    if (!fromServer.current) return undefined;
    // Once the page's hydration is complete (every held-back subtree included, see
    // hydration-pass.ts), or at once after the first commit when there is none.
    return afterHydration(() => {
      fromServer.current = false;
      if (!Object.is(latest.current.getSnapshot(), rendered.current)) {
        setRenders((count) => count + 1);
      }
    });
  }, []);
  return value;
}
