import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { STORAGE_KEY } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { renderWithApp } from '@/test/render';
import { PreferencesSync } from './preferences-sync';

function otherTabWrites(value: object | null) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: value ? STORAGE_KEY : null,
        newValue: value ? JSON.stringify(value) : null,
      }),
    );
  });
}

describe('[I18N] language and dark mode across tabs (spec §4)', () => {
  beforeEach(() => {
    resetStateForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
  });

  it('takes ?locale=en from the URL and saves it', async () => {
    renderWithApp(<PreferencesSync />, { path: '/products?locale=en' });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('follows a later change in another tab over an old ?locale=', async () => {
    renderWithApp(<PreferencesSync />, { path: '/products?locale=en' });
    await waitFor(() => expect(i18n.language).toBe('en'));
    otherTabWrites({ language: 'ar', isDarkMode: true });
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('goes back to Arabic and light mode when another tab clears the storage', async () => {
    renderWithApp(<PreferencesSync />, { path: '/', language: 'en' });
    otherTabWrites({ language: 'en', isDarkMode: true });
    otherTabWrites(null);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
