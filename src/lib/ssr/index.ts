export { createClientStyleCache } from './client-style-cache';
export { proposeCanonicalPath, takeCanonicalPath } from './canonical-path';
export { criticalStyleTags } from './critical-css';
export { imagePreloadTags, withoutLeadingPreloads } from './image-preloads';
export { readServerState } from './server-state';
export { useOrigin } from './use-origin';
