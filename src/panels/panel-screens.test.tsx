import { PANELS } from '@domain/auth/panels';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@/app/theme/system';
import { routes } from '@/app/routes';
import { initI18n, setLanguage } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { layoutFixture } from '@/test/layout-fixture';
import { buildSession } from '@/test/sessions';

const profile = {
  id: 3,
  role: 'admin',
  first_name: 'Karim',
  last_name: 'Mansour',
  username: 'karim',
  email: 'karim@example.com',
  phone: '01000000003',
  language: 'en',
  two_factor_enabled: false,
  pending_email: null,
  pending_phone: null,
};

beforeEach(() => {
  resetStateForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).startsWith('/api/panel/profile') ? profile : layoutFixture;
      return new Response(JSON.stringify({ data: body }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('[PANELS] my_profile_settings is one real screen in every panel', () => {
  it.each(PANELS.map((panel) => [panel.prefix, panel.role] as const))(
    '/%s/my_profile_settings shows the profile, password and two-factor sections',
    async (prefix, role) => {
      initI18n('en');
      setLanguage('en', { persist: false });
      setSession('admin', buildSession({ role }));
      const router = createMemoryRouter(routes, {
        initialEntries: [`/${prefix}/my_profile_settings`],
      });
      render(
        <ChakraProvider value={getSystem()}>
          <QueryClientProvider client={new QueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ChakraProvider>,
      );
      const username = await screen.findByLabelText(/^Username/, {}, { timeout: 25_000 });
      expect((username as HTMLInputElement).value).toBe('karim');
      expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    },
    // The route modules load lazily; under the full parallel suite the first import is slow.
    30_000,
  );
});
