import { useSyncExternalStore } from 'react';
import { readState, subscribeState, type StoredState } from './storage';

/** Re-renders when the selected slice of the stored state changes, in this tab or another. */
export function useStoredState<T>(select: (state: StoredState) => T): T {
  return useSyncExternalStore(
    subscribeState,
    () => select(readState()),
    () => select(readState()),
  );
}
