import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * What the browser says about the connection. It only decides what the page *says* (the offline
 * banner); reads are sent whatever it answers, since it lies both ways on a flaky link.
 * The server renders as online, so hydration matches and an offline tab updates right after.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
