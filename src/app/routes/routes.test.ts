import { PANELS } from '@domain/auth/panels';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './index';

/** Every URL shape of spec §2, with sample parameters. */
const SHOP_PATHS = [
  '/',
  '/login',
  '/login/register',
  '/otp',
  '/panel/login',
  '/panel/otp',
  '/products',
  '/products/souq/12',
  '/products/souq/12/red-shirt',
  '/products/souq/12/MakingReportModal',
  '/store',
  '/store/souq',
  '/stores',
  '/search',
  '/categories',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-condition',
  '/404',
  '/401',
  '/503',
  '/payment-state',
  '/payment-state/upgrade',
  '/cart',
  '/orders',
  '/chats',
  '/chats/5',
  '/favourite',
  '/favourite/stores',
  '/notifications',
  '/profile',
  '/profile/security',
  '/my-stores',
  '/store-settings/3',
  '/upgrade',
  '/upgrade/renew',
  '/wallet',
  '/verify_my_store',
  '/verify_my_store/verification_process',
];

function deepest(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.at(-1)?.route;
}

describe('[ROUTES] every route of spec §2 is registered', () => {
  it.each(SHOP_PATHS)('%s has its own route', (path) => {
    const route = deepest(path);
    expect(route, path).toBeDefined();
    expect(route?.path, path).not.toBe('*');
  });

  const panelPaths = PANELS.flatMap((panel) =>
    panel.nav.map((item) => `/${panel.prefix}/${item.path.replace(':id', '9')}`),
  );

  it.each(panelPaths)('%s has its own route', (path) => {
    const route = deepest(path);
    expect(route?.path, path).not.toBe('*');
  });

  it('sends unknown URLs to the 404 screen', () => {
    expect(deepest('/no-such-page')?.path).toBe('*');
    expect(deepest('/admin/no-such-page')?.path).toBe('*');
  });

  it('picks the report route over the product name', () => {
    expect(deepest('/products/souq/12/MakingReportModal')?.path).toBe(
      'products/:storeusername/:id/MakingReportModal',
    );
  });

  it('loads every screen lazily', () => {
    const screens = SHOP_PATHS.map(deepest).filter((route) => route?.path !== '404');
    expect(screens.every((route) => typeof route?.lazy === 'function' || route?.loader)).toBe(true);
  });
});
