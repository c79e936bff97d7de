import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@/app/theme/system';
import { routes } from '@/app/routes';
import { initI18n, setLanguage } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { layoutFixture } from '@/test/layout-fixture';
import { buildSession } from '@/test/sessions';

const reseller = {
  id: 7,
  username: 'karim7',
  first_name: 'Karim',
  last_name: 'Mansour',
  email: 'karim7@example.com',
  phone: '01000000007',
  role: 'reseller',
  status: 'active',
  language: 'ar',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  phone_verified_at: null,
  verified: true,
  two_factor_enabled: false,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  stores_count: 2,
  credit_piastres: 123_456,
};

let sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  resetStateForTests();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ data: reseller }), { status: 200 });
      }
      const list = String(url).startsWith('/api/panel/resellers');
      const body = list
        ? { data: [reseller], meta: { page: 1, perPage: 20, total: 1, lastPage: 1 } }
        : { data: layoutFixture };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open(path: string, role: 'admin' | 'moderator_admin') {
  initI18n('en');
  setLanguage('en', { persist: false });
  setSession('admin', buildSession({ role }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  await screen.findAllByText('karim7', {}, { timeout: 25_000 });
}

describe('[PEOPLE] one resellers screen in two panels, buttons by the call’s own permission', () => {
  it('the admin sees the credit in pounds and may change it', async () => {
    await open('/admin/roles/resellers', 'admin');
    expect(screen.getAllByText(/1,234\.56/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Change credit' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Suspend' }).length).toBeGreaterThan(0);
  });

  it('the moderator may suspend a reseller but not change its credit (reseller_credit is admin only)', async () => {
    await open('/moderator/roles/resellers', 'moderator_admin');
    expect(screen.getAllByRole('button', { name: 'Suspend' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Change credit' })).toBeNull();
  });

  it('sends the typed pounds (Arabic digits too) as exact whole piastres', async () => {
    await open('/admin/roles/resellers', 'admin');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change credit' })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/^Change/), { target: { value: 'set' } });
    fireEvent.input(within(dialog).getByLabelText(/^Amount in EGP/), {
      target: { value: '١٫١٥' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change credit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/api/panel/resellers/credit');
    expect(sent[0]!.body).toEqual({ reseller_id: 7, mode: 'set', amount_piastres: 115 });
  });

  it('refuses an amount with three decimals before sending anything', async () => {
    await open('/admin/roles/resellers', 'admin');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change credit' })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.input(within(dialog).getByLabelText(/^Amount in EGP/), {
      target: { value: '1.234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change credit' }));
    expect(
      await within(dialog).findByText('Enter an amount with at most two decimals.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
