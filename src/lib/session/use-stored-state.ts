import { useSyncExternalStore } from 'react';
import { readHydrationState, readState, subscribeState, type StoredState } from './storage';

/**
 * Re-renders when the selected slice of the stored state changes, in this tab or another. While
 * hydrating server markup it answers from the state the server rendered with.
 */
export function useStoredState<T>(select: (state: StoredState) => T): T {
  return useSyncExternalStore(
    subscribeState,
    () => select(readState()),
    () => select(readHydrationState()),
  );
}
