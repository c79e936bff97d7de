/**
 * What `react` resolves to (aliases.ts): preact/compat, with React's server snapshot for
 * `useSyncExternalStore` (see use-sync-external-store.ts). Libraries that read
 * `React.useSyncExternalStore` (Ark's Portal and ClientOnly, TanStack Query) get it too.
 */
import compat from 'preact/compat';
import { useSyncExternalStore } from './use-sync-external-store';

// @ts-expect-error -- the types of preact/compat are `export =`; its module has named exports.
export * from 'preact/compat';
export { useSyncExternalStore };
export default { ...compat, useSyncExternalStore };
