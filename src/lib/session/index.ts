export { isSessionValid, isStoredSession, sessionRole, type StoredSession } from './session';
export {
  clearSession,
  getSession,
  getValidSession,
  patchSession,
  setSession,
  signOut,
} from './sessions';
export {
  DEFAULT_STATE,
  readHydrationState,
  readState,
  setHydrationState,
  STORAGE_KEY,
  subscribeState,
  writeState,
  type StoredState,
} from './storage';
export {
  rememberPendingRedirect,
  takePendingRedirect,
  type PendingRedirect,
} from './pending-redirect';
export { getPreviousPath, isReturnPath, rememberPreviousPath } from './previous-path';
export { useStoredState } from './use-stored-state';
