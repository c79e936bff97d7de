import { describe, expect, it } from 'vitest';
import { PANELS } from './panels';
import {
  MODERATOR_GRANTS,
  MODERATOR_GRANT_REQUIRED,
  PERMISSIONS,
  adminOnlyResources,
  allowedActions,
  can,
  canOnStore,
  withinCeiling,
} from './permissions';
import { RESOURCES, type Action, type Resource } from './resources';
import { ROLES, type Role } from './roles';

/** Resources a role has any action on. */
const reach = (role: Role | null) =>
  RESOURCES.filter((resource) => allowedActions(role, resource).length > 0).sort();

const SHOPPER_FEATURES: Resource[] = [
  'cart',
  'chats',
  'favourites',
  'my_stores',
  'notifications',
  'my_orders',
  'profile',
  'store_settings',
  'wallet',
  'upgrade',
  'verification',
];

describe('[DOMAIN][PERMISSIONS] spec §6', () => {
  it('[DOMAIN][PERMISSIONS] the table covers every resource and names only known roles', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...RESOURCES].sort());
    for (const row of Object.values(PERMISSIONS)) {
      for (const subject of Object.keys(row)) {
        expect([...ROLES, 'visitor']).toContain(subject);
      }
    }
  });

  it('[VISITOR][PERMISSIONS] open pages are open to everyone, signed in or not', () => {
    for (const role of [null, ...ROLES]) {
      expect(can(role, 'catalogue', 'list', [])).toBe(true);
      expect(can(role, 'catalogue', 'view', [])).toBe(true);
      expect(can(role, 'auth', 'view', [])).toBe(true);
      expect(can(role, 'contact', 'create', [])).toBe(true);
    }
    expect(reach(null)).toEqual([
      'auth',
      'catalogue',
      'contact',
      'health',
      'my_orders',
      // A payment's state by its unguessable reference, and the provider's signed callback.
      'payments',
      'preferences',
    ]);
    expect(allowedActions(null, 'my_orders')).toEqual(['create']);
  });

  it('[ADMIN][PERMISSIONS] admin reaches everything in the admin panel', () => {
    const admin = PANELS.find((panel) => panel.role === 'admin');
    for (const item of admin?.nav ?? []) expect(can('admin', item.resource, 'view')).toBe(true);
    for (const resource of ['categories', 'stores', 'products', 'orders', 'users'] as const) {
      expect(can('admin', resource, 'delete')).toBe(true);
    }
    expect(can('admin', 'orders', 'bulk_update')).toBe(true);
    expect(can('admin', 'products', 'review')).toBe(true);
    expect(can('admin', 'products', 'archive')).toBe(true);
  });

  it('[ADMIN][PERMISSIONS] admin-only resources are reachable by the admin alone', () => {
    const adminOnly = adminOnlyResources();
    for (const resource of [
      'admins',
      'moderators',
      'homepage_offers',
      'group_offers',
      'dashboard_stats',
      'settings',
      'cache',
      'reseller_credit',
    ] as const) {
      expect(adminOnly).toContain(resource);
      for (const role of [null, ...ROLES.filter((r) => r !== 'admin')]) {
        expect(allowedActions(role, resource)).toEqual([]);
      }
    }
    expect(can('admin', 'cache', 'clear')).toBe(true);
    expect(can('admin', 'reseller_credit', 'update')).toBe(true);
    expect(can('admin', 'settings', 'update')).toBe(true);
  });

  it('[MODERATOR][PERMISSIONS] moderator_admin has the limited panel set only', () => {
    expect(reach('moderator_admin')).toEqual(
      [
        'auth',
        'catalogue',
        'contact',
        'dashboard',
        'health',
        'logs',
        'offers',
        'orders',
        'payments',
        'preferences',
        'products',
        'profile',
        'reports',
        'resellers',
        'session',
        'stores',
        'sub_resellers',
        'two_factor',
        'uploads',
        'users',
      ].sort(),
    );
    expect(can('moderator_admin', 'products', 'review')).toBe(true);
    expect(can('moderator_admin', 'orders', 'bulk_update')).toBe(true);
    expect(can('moderator_admin', 'users', 'delete')).toBe(false);
    expect(can('moderator_admin', 'products', 'archive')).toBe(false);
    expect(can('moderator_admin', 'stores', 'delete')).toBe(false);
  });

  it('[RESELLER][PERMISSIONS] reseller manages own stores, products, orders, branches, coupons', () => {
    expect(can('reseller', 'stores', 'create')).toBe(true);
    expect(can('reseller', 'stores', 'update')).toBe(true);
    expect(can('reseller', 'stores', 'delete')).toBe(false);
    for (const action of ['create', 'update', 'delete', 'archive', 'export', 'import'] as const) {
      expect(can('reseller', 'products', action)).toBe(true);
    }
    expect(can('reseller', 'products', 'review')).toBe(false);
    expect(can('reseller', 'orders', 'change_status')).toBe(true);
    expect(can('reseller', 'orders', 'bulk_update')).toBe(false);
    expect(can('reseller', 'branches', 'delete')).toBe(true);
    expect(can('reseller', 'product_coupons', 'create')).toBe(true);
    expect(can('reseller', 'sub_resellers', 'create')).toBe(true);
    expect(can('reseller', 'package_invoices', 'list')).toBe(true);
    expect(can('reseller', 'package_invoices', 'update')).toBe(false);
    expect(can('reseller', 'reports', 'list')).toBe(true);
    expect(can('reseller', 'wallet', 'view')).toBe(true);
    expect(can('reseller', 'coupons', 'create')).toBe(false);
  });

  it('[RESELLER][PERMISSIONS] only the reseller upgrades, renews, downgrades and cancels', () => {
    for (const action of ['upgrade', 'renew', 'downgrade', 'cancel'] as const) {
      expect(can('reseller', 'subscription', action)).toBe(true);
      for (const role of [null, ...ROLES.filter((r) => r !== 'reseller')]) {
        expect(can(role, 'subscription', action, [])).toBe(false);
      }
    }
  });

  it('[SUB_RESELLER][PERMISSIONS] moderator_reseller works on assigned stores within grants', () => {
    expect(can('moderator_reseller', 'stores', 'list', [])).toBe(true);
    expect(can('moderator_reseller', 'stores', 'create', [])).toBe(false);
    expect(can('moderator_reseller', 'stores', 'update', ['manage_store'])).toBe(true);
    expect(can('moderator_reseller', 'stores', 'update', ['chat'])).toBe(false);
    expect(can('moderator_reseller', 'stores', 'view', ['chat'])).toBe(true);
    expect(can('moderator_reseller', 'products', 'create', ['manage_store'])).toBe(true);
    expect(can('moderator_reseller', 'products', 'delete', ['manage_store'])).toBe(false);
    expect(can('moderator_reseller', 'orders', 'change_status', ['chat'])).toBe(false);
    expect(can('moderator_reseller', 'branches', 'update', ['manage_store'])).toBe(true);
    expect(can('moderator_reseller', 'store_chats', 'create', ['chat'])).toBe(true);
    expect(can('moderator_reseller', 'store_chats', 'list', ['manage_store'])).toBe(false);
    expect(can('moderator_reseller', 'sub_resellers', 'list', [])).toBe(false);
    expect(can('moderator_reseller', 'package_invoices', 'list', [])).toBe(false);
  });

  it('[SUB_RESELLER][PERMISSIONS] without grants nothing that needs a grant is allowed', () => {
    for (const [resource, actions] of Object.entries(MODERATOR_GRANT_REQUIRED)) {
      for (const action of Object.keys(actions ?? {}) as Action[]) {
        // The nav may show the entry (ceiling) but the request is refused (authorisation).
        expect(withinCeiling('moderator_reseller', resource as Resource, action)).toBe(true);
        expect(can('moderator_reseller', resource as Resource, action, [])).toBe(false);
        expect(can('moderator_reseller', resource as Resource, action, [...MODERATOR_GRANTS])).toBe(
          true,
        );
      }
    }
  });

  it('[USER][PERMISSIONS] user and guest have the shopper features and no panel', () => {
    for (const role of ['user', 'guest'] as const) {
      for (const resource of SHOPPER_FEATURES) expect(reach(role)).toContain(resource);
      expect(can(role, 'my_orders', 'cancel', [])).toBe(true);
      expect(can(role, 'cart', 'create', [])).toBe(true);
      expect(can(role, 'dashboard', 'view', [])).toBe(false);
      expect(can(role, 'two_factor', 'enable', [])).toBe(role === 'user');
      expect(can(role, 'orders', 'list', [])).toBe(false);
      expect(can(role, 'stores', 'list', [])).toBe(false);
    }
  });

  it('[USER][PERMISSIONS] sellers shop too, staff do not', () => {
    for (const role of ['reseller', 'moderator_reseller'] as const) {
      for (const resource of SHOPPER_FEATURES) expect(reach(role)).toContain(resource);
    }
    for (const role of ['admin', 'moderator_admin'] as const) {
      expect(can(role, 'cart', 'create', [])).toBe(false);
      expect(can(role, 'my_orders', 'create', [])).toBe(false);
    }
  });

  it('[PERMISSIONS] every account with a password may generate, enable and disable two-factor', () => {
    for (const role of ROLES) {
      const withPassword = ['admin', 'moderator_admin', 'reseller', 'moderator_reseller', 'user'];
      for (const action of ['generate', 'enable', 'disable'] as const) {
        expect(can(role, 'two_factor', action, [])).toBe(withPassword.includes(role));
      }
    }
  });
});

describe('[PERMISSIONS] canOnStore (a sub-reseller’s grants per store)', () => {
  const sub = 'moderator_reseller' as const;
  const chatOnly = { grants: ['chat'] as const, storeGrants: { 7: ['chat'] as const } };
  const mixed = {
    grants: ['manage_store', 'chat'] as const,
    storeGrants: { 7: ['chat'] as const, 8: ['manage_store', 'chat'] as const },
  };

  it('refuses every store-management write to a chat-only sub-reseller, lets them read', () => {
    for (const action of ['create', 'update'] as const) {
      expect(canOnStore(sub, 'products', action, chatOnly)).toBe(false);
      expect(canOnStore(sub, 'products', action, chatOnly, 7)).toBe(false);
      expect(canOnStore(sub, 'branches', action, chatOnly)).toBe(false);
    }
    expect(canOnStore(sub, 'stores', 'update', chatOnly, 7)).toBe(false);
    expect(canOnStore(sub, 'orders', 'change_status', chatOnly, 7)).toBe(false);
    expect(canOnStore(sub, 'products', 'list', chatOnly)).toBe(true);
    expect(canOnStore(sub, 'store_chats', 'view', chatOnly, 7)).toBe(true);
  });

  it('answers per store from the store’s own flags, and "some store" without one', () => {
    expect(canOnStore(sub, 'products', 'update', mixed, 7)).toBe(false);
    expect(canOnStore(sub, 'products', 'update', mixed, 8)).toBe(true);
    expect(canOnStore(sub, 'products', 'create', mixed)).toBe(true);
    expect(canOnStore(sub, 'products', 'update', mixed, 9)).toBe(false);
    // Never beyond the role's row: a sub-reseller never deletes or archives.
    expect(canOnStore(sub, 'products', 'delete', mixed, 8)).toBe(false);
    expect(canOnStore(sub, 'products', 'archive', mixed, 8)).toBe(false);
  });

  it('is can() for the other roles', () => {
    const none = { grants: [], storeGrants: {} };
    for (const role of ROLES.filter((role) => role !== sub)) {
      for (const action of ['create', 'update', 'delete', 'review'] as const) {
        expect(canOnStore(role, 'products', action, none, 1)).toBe(can(role, 'products', action));
      }
    }
  });
});
