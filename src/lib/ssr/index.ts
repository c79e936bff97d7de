export { createClientStyleCache } from './client-style-cache';
export { criticalStyleTags } from './critical-css';
export { readServerState } from './server-state';
export { useOrigin } from './use-origin';
