import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * The site's origin for absolute links (sharing a product). The server and the hydrating render
 * answer '' (a relative link); the real origin follows right after hydration.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => location.origin,
    () => '',
  );
}
