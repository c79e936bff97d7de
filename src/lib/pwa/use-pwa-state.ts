import { useSyncExternalStore } from 'react';
import { getPwaState, subscribePwaState, type PwaState } from './pwa-store';

/** What the server rendered: no bar. The browser may offer installation before hydration. */
const SERVER_STATE: PwaState = Object.freeze({ updateWaiting: false, canInstall: false });
const getServerState = () => SERVER_STATE;

/**
 * React binding of the PWA state. Hydration renders the server's state, so an install offer caught
 * before the app loaded (src/boot.ts) appears right after it instead of failing the hydration.
 */
export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwaState, getPwaState, getServerState);
}
