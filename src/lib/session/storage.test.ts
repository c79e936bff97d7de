import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/sessions';
import {
  DEFAULT_STATE,
  parseState,
  readState,
  resetStateForTests,
  STORAGE_KEY,
  subscribeState,
  writeState,
} from './storage';

function storageEvent(newValue: string | null, key: string | null = STORAGE_KEY) {
  return new StorageEvent('storage', { key, newValue });
}

describe('[STORAGE] one localStorage key (spec §3)', () => {
  beforeEach(() => resetStateForTests());
  afterEach(() => resetStateForTests());

  it('starts from the defaults: Arabic, no sessions, dark mode off', () => {
    expect(readState()).toEqual({
      language: 'ar',
      admin: null,
      user: null,
      isDarkMode: false,
      categories: [],
      favoriteProducts: [],
      paramOptions: {},
    });
  });

  it('falls back to the defaults for corrupt JSON and repairs invalid fields', () => {
    expect(parseState('{not json')).toEqual(DEFAULT_STATE);
    const state = parseState(JSON.stringify({ language: 'fr', isDarkMode: 'yes', user: { a: 1 } }));
    expect(state.language).toBe('ar');
    expect(state.isDarkMode).toBe(false);
    expect(state.user).toBeNull();
  });

  it('writes everything under the single `dukkan` key and notifies this tab', () => {
    const listener = vi.fn();
    subscribeState(listener);
    writeState({ language: 'en', isDarkMode: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({
      language: 'en',
      isDarkMode: true,
    });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }), 'local');
  });

  it('follows a language or session change made in another tab', () => {
    readState();
    const listener = vi.fn();
    subscribeState(listener);
    const user = buildSession();
    window.dispatchEvent(storageEvent(JSON.stringify({ language: 'en', user })));
    expect(readState().language).toBe('en');
    expect(readState().user?.token).toBe(user.token);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }), 'remote');
  });

  it('resets to the defaults when another tab clears the storage', () => {
    writeState({ language: 'en' });
    window.dispatchEvent(storageEvent(null, null));
    expect(readState().language).toBe('ar');
  });

  it('ignores storage events for other keys', () => {
    writeState({ language: 'en' });
    window.dispatchEvent(storageEvent('{"language":"ar"}', 'something-else'));
    expect(readState().language).toBe('en');
  });
});
