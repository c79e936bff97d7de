import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { readState, setSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { buildSession, expiredSession } from '@/test/sessions';

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  return router;
}

const location = (router: Awaited<ReturnType<typeof open>>) =>
  router.state.location.pathname + router.state.location.search;

describe('[GUARDS] as route loaders', () => {
  beforeEach(() => resetStateForTests());

  it('sends a visitor from /cart to /login and remembers /cart', async () => {
    const router = await open('/cart?from=header');
    expect(location(router)).toBe('/login');
    expect(JSON.parse(sessionStorage.getItem('dukkan:pending-redirect') ?? '{}')).toEqual({
      destination: '/cart?from=header',
    });
  });

  it('clears an expired user session on the way', async () => {
    setSession('user', expiredSession());
    await open('/orders');
    expect(readState().user).toBeNull();
  });

  it('opens /cart for a signed-in user', async () => {
    setSession('user', buildSession());
    expect(location(await open('/cart'))).toBe('/cart');
  });

  it('sends a visitor from /admin/categories to the panel login', async () => {
    expect(location(await open('/admin/categories'))).toBe('/panel/login');
  });

  it('sends a visitor from /reseller/orders to the user login', async () => {
    expect(location(await open('/reseller/orders'))).toBe('/login');
  });

  it('hands a reseller user session over to the reseller panel', async () => {
    const user = buildSession({ role: 'reseller', token: 'seller' });
    setSession('user', user);
    expect(location(await open('/reseller/orders'))).toBe('/reseller/orders');
    expect(readState().admin?.token).toBe('seller');
  });

  it('lets an admin session into the panel root (its index then shows the dashboard)', async () => {
    const admin = buildSession({ role: 'admin' });
    setSession('admin', admin);
    expect(location(await open('/admin'))).toBe('/admin');
    expect(readState().admin).toEqual(admin);
  });

  it('keeps an admin out of the moderator panel and signs the admin session out', async () => {
    setSession('admin', buildSession({ role: 'admin' }));
    expect(location(await open('/moderator/dashboard'))).toBe('/panel/login');
    expect(readState().admin).toBeNull();
  });

  it('sends a signed-in admin from the panel login to the admin categories', async () => {
    setSession('admin', buildSession({ role: 'admin' }));
    expect(location(await open('/panel/login'))).toBe('/admin/categories');
  });

  it('sends a signed-in user from the login page to the pending target', async () => {
    setSession('user', buildSession());
    sessionStorage.setItem('dukkan:pending-redirect', JSON.stringify({ destination: '/wallet' }));
    expect(location(await open('/login'))).toBe('/wallet');
    expect(sessionStorage.getItem('dukkan:pending-redirect')).toBeNull();
  });

  it('sends /sub_reseller/login to the user login, coming back to the panel', async () => {
    expect(location(await open('/sub_reseller/login'))).toBe('/login');
    expect(JSON.parse(sessionStorage.getItem('dukkan:pending-redirect') ?? '{}')).toEqual({
      destination: '/sub_reseller/dashboard',
    });
  });
});
