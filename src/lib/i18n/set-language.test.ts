import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { buildSession } from '@/test/sessions';
import { initI18n } from './i18n';
import { setLanguage } from './set-language';

const fetchMock = vi.fn<typeof fetch>();

describe('[I18N] saving the language on the account', () => {
  beforeEach(() => {
    resetStateForTests();
    initI18n('ar');
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: { language: 'en' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  it('posts the new language for a signed-in user', async () => {
    setSession('user', buildSession({ token: 'user-token' }));
    setLanguage('en');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/change-language');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"language":"en"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer user-token');
    setLanguage('ar', { persist: false });
  });

  it('does not call the server for visitors', async () => {
    setLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    setLanguage('ar', { persist: false });
  });
});
