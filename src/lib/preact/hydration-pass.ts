/**
 * Whether the renderer is producing or adopting server markup: on the server, and in the browser
 * for the one synchronous pass of `hydrateRoot` (react-dom-client.ts). React answers
 * `useSyncExternalStore`'s server snapshot in both; preact/compat does not know either.
 */
let hydrating = false;

export function isServerMarkupPass(): boolean {
  return hydrating || typeof window === 'undefined';
}

export function whileHydrating<T>(run: () => T): T {
  hydrating = true;
  try {
    return run();
  } finally {
    hydrating = false;
  }
}
