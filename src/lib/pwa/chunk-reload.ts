import { RELOAD_GUARD_MS } from '@domain/constants';

/** sessionStorage key holding the time of the last chunk-error reload of this tab. */
export const CHUNK_RELOAD_KEY = 'dukkan:chunk-reload-at';

// What browsers and Vite say when a lazily imported chunk is gone (usually: a new deploy removed
// it).
const CHUNK_ERROR_PATTERNS: readonly RegExp[] = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (css )?chunk [\w-]+ failed/i,
  /expected a javascript(-or-wasm)? module script/i, // the server answered the chunk URL with HTML
  /is not a valid javascript mime type/i,
];

/** True when `error` is a failed dynamic import or chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  const matches = (text: string) => CHUNK_ERROR_PATTERNS.some((re) => re.test(text));
  if (typeof error === 'string') return matches(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && matches(message));
}

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/** Set once this page has asked for a reload, so later callers know the page is going away. */
let reloadPending = false;

/**
 * Reloads the page once when a lazy chunk failed to load, so the tab picks up the new build. A
 * second failure within RELOAD_GUARD_MS (spec §9: 10 s) after a reload is left to the error screen
 * instead of looping; without sessionStorage there is no guard, so there is no reload either.
 * Returns whether the page is reloading (also true for every later call on the same page).
 */
export function reloadOnceForChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloadPending) return true;
  const now = deps.now ?? Date.now;
  const reload = deps.reload ?? (() => window.location.reload());
  try {
    const storage = deps.storage ?? window.sessionStorage;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now() - last < RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  reloadPending = true;
  reload();
  return true;
}

/** Test helper: forget that this page already asked for a reload. */
export function resetChunkReloadForTests(): void {
  reloadPending = false;
}
