import { describe, expect, it } from 'vitest';
import {
  NOINDEX_PREFIXES,
  PANELS,
  PANEL_PREFIXES,
  isNoindexPath,
  panelByPrefix,
  panelForRole,
  panelGuardLoginPath,
  panelLandingPath,
  panelMenu,
  panelPath,
} from './panels';
import { withinCeiling } from './permissions';

const paths = (prefix: string) => panelByPrefix(prefix)?.nav.map((item) => item.path);

describe('[DOMAIN][PANELS] spec §2 areas', () => {
  it('[DOMAIN][PANELS] has the four panels with their roles and layouts', () => {
    expect(PANEL_PREFIXES).toEqual(['admin', 'moderator', 'reseller', 'sub_reseller']);
    expect(PANELS.map((p) => [p.key, p.prefix, p.role, p.layout])).toEqual([
      ['admin', 'admin', 'admin', 'admin'],
      ['moderator', 'moderator', 'moderator_admin', 'moderator-admin'],
      ['reseller', 'reseller', 'reseller', 'reseller'],
      ['sub_reseller', 'sub_reseller', 'moderator_reseller', 'moderator-reseller'],
    ]);
  });

  it('[ADMIN][PANELS] lists every admin route of spec §2', () => {
    expect(paths('admin')).toEqual([
      'login',
      'dashboard',
      'categories',
      'categories/:id',
      'attributes',
      'attributes/:id',
      'nested_main_attributes/:id',
      'nested_sub_attributes/:id',
      'packages',
      'packages/:id',
      'stores',
      'products',
      'delivery_zones',
      'governorates',
      'governorates/:id',
      'roles/admins',
      'roles/users',
      'roles/moderators',
      'roles/resellers',
      'roles/sub_resellers',
      'coupons',
      'search_keywords',
      'offers',
      'orders',
      'orders/:id',
      'package_invoices',
      'my_profile_settings',
      'settings/manage_website',
      'settings/manage_SEO',
      'settings/manage_Ads',
      'settings/manage_notifications',
      'settings/wizard',
      'reports/products',
      'reports/stores',
      'reports/orders',
      // Not in spec §2's list: the reasons shoppers pick when reporting.
      'report_reasons',
      'homepage_offers',
      'homepage_offers/:id',
      'logs',
    ]);
  });

  it('[MODERATOR][PANELS] lists every moderator route of spec §2', () => {
    expect(paths('moderator')).toEqual([
      'login',
      'dashboard',
      'stores',
      'products',
      'roles/users',
      'roles/resellers',
      'roles/sub_resellers',
      'orders',
      'orders/:id',
      'my_profile_settings',
      'offers',
      'reports/products',
      'reports/stores',
      'reports/orders',
      'logs',
    ]);
  });

  it('[RESELLER][PANELS] lists every reseller route of spec §2', () => {
    expect(paths('reseller')).toEqual([
      'login',
      'dashboard',
      'stores',
      'products',
      'product_coupons',
      'branches',
      'delivery_zones',
      'sub_resellers',
      'orders',
      'orders/:id',
      'package_invoices',
      'my_profile_settings',
      'reports/products',
      'reports/stores',
      'reports/orders',
    ]);
  });

  it('[SUB_RESELLER][PANELS] lists every sub-reseller route of spec §2', () => {
    expect(paths('sub_reseller')).toEqual([
      'login',
      'dashboard',
      'stores',
      'products',
      'branches',
      'delivery_zones',
      'orders',
      'orders/:id',
      'my_profile_settings',
    ]);
  });

  it('[DOMAIN][PANELS] every route is within the ceiling of its panel role', () => {
    for (const panel of PANELS) {
      for (const item of panel.nav) {
        expect(withinCeiling(panel.role, item.resource, 'view'), `${panel.key}/${item.path}`).toBe(
          true,
        );
      }
    }
  });

  it('[DOMAIN][PANELS] login and detail routes stay out of the menu', () => {
    const admin = panelByPrefix('admin');
    expect(admin).not.toBeNull();
    const menu = panelMenu(admin!).map((item) => item.path);
    expect(menu).not.toContain('login');
    expect(menu).not.toContain('categories/:id');
    expect(menu).toContain('settings/manage_SEO');
    expect(admin!.nav.find((item) => item.path === 'settings/manage_SEO')?.labelKey).toBe(
      'panel.nav.settings_manage_seo',
    );
    expect(admin!.nav.find((item) => item.path === 'categories/:id')?.labelKey).toBe(
      'panel.nav.categories',
    );
  });

  it('[DOMAIN][PANELS] finds panels by role and prefix', () => {
    expect(panelForRole('moderator_reseller')?.prefix).toBe('sub_reseller');
    expect(panelForRole('moderator_admin')?.prefix).toBe('moderator');
    expect(panelForRole('user')).toBeNull();
    expect(panelForRole('guest')).toBeNull();
    expect(panelByPrefix('/reseller')?.role).toBe('reseller');
    expect(panelByPrefix('shop')).toBeNull();
    expect(panelPath(PANELS[0]!, 'settings/manage_SEO')).toBe('/admin/settings/manage_SEO');
  });

  it('[DOMAIN][PANELS] landing and guard login paths follow spec §4', () => {
    expect(panelLandingPath('admin')).toBe('/admin/categories');
    expect(panelLandingPath('moderator_admin')).toBe('/moderator/dashboard');
    expect(panelLandingPath('reseller')).toBe('/reseller/dashboard');
    expect(panelLandingPath('moderator_reseller')).toBe('/sub_reseller/dashboard');
    expect(panelLandingPath('user')).toBeNull();
    expect(panelGuardLoginPath('reseller')).toBe('/login');
    expect(panelGuardLoginPath('moderator_reseller')).toBe('/login');
    expect(panelGuardLoginPath('admin')).toBe('/panel/login');
    expect(panelGuardLoginPath(null)).toBe('/panel/login');
  });

  it('[DOMAIN][SEO] panel paths are not indexable', () => {
    expect(NOINDEX_PREFIXES).toEqual([
      '/admin',
      '/moderator',
      '/reseller',
      '/sub_reseller',
      '/panel',
    ]);
    for (const path of ['/admin', '/admin/logs', '/panel/login', '/sub_reseller/orders']) {
      expect(isNoindexPath(path)).toBe(true);
    }
    for (const path of ['/', '/products', '/administrator', '/store/reseller', '/panels']) {
      expect(isNoindexPath(path)).toBe(false);
    }
  });
});
