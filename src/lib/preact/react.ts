/**
 * What `react` resolves to (preact-aliases.ts): preact/compat, with React's server snapshot for
 * `useSyncExternalStore` (see use-sync-external-store.ts). Libraries that read
 * `React.useSyncExternalStore` (Ark's Portal and ClientOnly, TanStack Query) get it too.
 */
import compat from 'preact/compat';
import { useSyncExternalStore } from './use-sync-external-store';

export * from 'preact/compat';
export { useSyncExternalStore };
export default { ...compat, useSyncExternalStore };
