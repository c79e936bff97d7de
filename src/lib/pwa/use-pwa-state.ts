import { useSyncExternalStore } from 'react';
import { getPwaState, subscribePwaState, type PwaState } from './pwa-store';

/** React binding of the PWA state. */
export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwaState, getPwaState, getPwaState);
}
