/**
 * What `react-dom/client` resolves to (aliases.ts): preact/compat's, with the hydrating
 * pass marked so `useSyncExternalStore` answers the server's snapshot during it.
 */
import { createRoot, hydrateRoot as compatHydrateRoot } from 'preact/compat/client';
import { whileHydrating } from './hydration-pass';

export { createRoot };

export function hydrateRoot(
  container: Parameters<typeof compatHydrateRoot>[0],
  children: Parameters<typeof compatHydrateRoot>[1],
): ReturnType<typeof compatHydrateRoot> {
  return whileHydrating(() => compatHydrateRoot(container, children));
}

export default { createRoot, hydrateRoot };
