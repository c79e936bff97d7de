// Public surface of the PWA client: registration, update/install prompts, chunk-error recovery.
export { reloadOnceForChunkError, isChunkLoadError } from './chunk-reload';
export { PwaControls } from './pwa-controls';
export { applyUpdate, promptInstall, type PwaState } from './pwa-store';
export { usePwaState } from './use-pwa-state';
export { useOnlineStatus } from './use-online-status';
export { registerServiceWorker } from './register-service-worker';
