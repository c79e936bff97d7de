import { DEFAULT_DARK_MODE, DEFAULT_LANGUAGE } from '@domain/constants';
import { formatPreferencesCookie, PREFERENCES_COOKIE } from '@domain/ssr/ssr';
import { isLanguage } from '@domain/language';
import type { Language } from '@domain/status/statuses';
import { ONE_YEAR_SECONDS, writeCookie } from '../cookies';
import { isStoredSession, type StoredSession } from './session';

/** The one localStorage key of spec §3. */
export const STORAGE_KEY = 'dukkan';

/** Everything the app keeps in localStorage (spec §3 "Local browser storage (one key)"). */
export interface StoredState {
  language: Language;
  admin: StoredSession | null;
  user: StoredSession | null;
  isDarkMode: boolean;
  categories: unknown[];
  favoriteProducts: Array<number | string>;
  paramOptions: Record<string, unknown>;
}

export const DEFAULT_STATE: Readonly<StoredState> = Object.freeze({
  language: DEFAULT_LANGUAGE,
  admin: null,
  user: null,
  isDarkMode: DEFAULT_DARK_MODE,
  categories: [],
  favoriteProducts: [],
  paramOptions: {},
});

/** `remote` when the change came from another tab through the `storage` event. */
export type ChangeSource = 'local' | 'remote';
type Listener = (state: StoredState, source: ChangeSource) => void;

const listeners = new Set<Listener>();
let cache: StoredState | null = null;
let listening = false;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns whatever is stored (possibly old, hand-edited or corrupt) into a full, typed state. */
export function parseState(raw: string | null): StoredState {
  if (!raw) return { ...DEFAULT_STATE };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_STATE };
  }
  if (!isPlainObject(value)) return { ...DEFAULT_STATE };
  return {
    language: isLanguage(value.language) ? value.language : DEFAULT_STATE.language,
    admin: isStoredSession(value.admin) ? value.admin : null,
    user: isStoredSession(value.user) ? value.user : null,
    isDarkMode: typeof value.isDarkMode === 'boolean' ? value.isDarkMode : DEFAULT_STATE.isDarkMode,
    categories: Array.isArray(value.categories) ? value.categories : [],
    favoriteProducts: Array.isArray(value.favoriteProducts) ? value.favoriteProducts : [],
    paramOptions: isPlainObject(value.paramOptions) ? value.paramOptions : {},
  };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Safari private mode and sandboxed iframes throw on access.
  }
}

function emit(state: StoredState, source: ChangeSource): void {
  for (const listener of listeners) listener(state, source);
}

function onStorageEvent(event: StorageEvent): void {
  // `key === null` means another tab cleared the whole storage: fall back to the defaults (spec §4).
  if (event.key !== null && event.key !== STORAGE_KEY) return;
  cache = parseState(event.key === null ? null : event.newValue);
  emit(cache, 'remote');
}

function ensureCrossTabListener(): void {
  if (listening || typeof window === 'undefined') return;
  window.addEventListener('storage', onStorageEvent);
  listening = true;
}

/** The current state; cached, so calling it on every render is cheap. */
export function readState(): StoredState {
  ensureCrossTabListener();
  if (!cache) cache = parseState(safeStorage()?.getItem(STORAGE_KEY) ?? null);
  return cache;
}

/**
 * Mirrors the language and dark mode into a cookie, so the server renders the page the way this
 * browser will show it (and hydration can reuse the server's markup).
 */
export function writePreferencesCookie(state: Pick<StoredState, 'language' | 'isDarkMode'>): void {
  writeCookie(
    PREFERENCES_COOKIE,
    formatPreferencesCookie(state.language, state.isDarkMode),
    ONE_YEAR_SECONDS,
  );
}

/** Merges a patch into the stored state and notifies this tab's subscribers. */
export function writeState(patch: Partial<StoredState>): StoredState {
  const next: StoredState = { ...readState(), ...patch };
  cache = next;
  try {
    safeStorage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage disabled: keep the in-memory state so the session still works.
  }
  if ('language' in patch || 'isDarkMode' in patch) writePreferencesCookie(next);
  emit(next, 'local');
  return next;
}

/** Called on every change, from this tab (`writeState`) or another one (`storage` event). */
export function subscribeState(listener: Listener): () => void {
  ensureCrossTabListener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let hydrationState: StoredState | null = null;

/**
 * The state the server rendered with: a visitor in the request's language and colour mode. Hydration
 * reads it instead of localStorage (React's server snapshot), so the first client render matches the
 * server's markup; the real state follows right after.
 */
export function setHydrationState(patch: Pick<StoredState, 'language' | 'isDarkMode'>): void {
  hydrationState = { ...DEFAULT_STATE, ...patch };
}

export function readHydrationState(): StoredState {
  return hydrationState ?? readState();
}

/** Test helper: forget the cache and the cross-tab listener. */
export function resetStateForTests(): void {
  cache = null;
  hydrationState = null;
  listeners.clear();
  if (listening && typeof window !== 'undefined') {
    window.removeEventListener('storage', onStorageEvent);
  }
  listening = false;
}
