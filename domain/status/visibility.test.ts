import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  isProductPublic,
  isStoreExpired,
  isStorePublic,
  productArchiveDate,
  type StoreVisibility,
} from './visibility';

const now = new Date('2026-11-21T10:00:00Z');
const store = (overrides: Partial<StoreVisibility> = {}): StoreVisibility => ({
  status: 'active',
  archived: false,
  expires_at: '2026-12-21T00:00:00Z',
  ...overrides,
});

describe('[DOMAIN][STORE] visibility', () => {
  it('[DOMAIN][STORE] is public only when active, not archived and not expired', () => {
    expect(isStorePublic(store(), now)).toBe(true);
    expect(isStorePublic(store({ expires_at: null }), now)).toBe(true);
    expect(isStorePublic(store({ status: 'suspended' }), now)).toBe(false);
    expect(isStorePublic(store({ archived: true }), now)).toBe(false);
    expect(isStorePublic(store({ expires_at: '2026-11-20T00:00:00Z' }), now)).toBe(false);
  });

  it('[DOMAIN][STORE] is expired from the expiry instant on', () => {
    expect(isStoreExpired({ expires_at: now }, now)).toBe(true);
    expect(isStoreExpired({ expires_at: new Date(now.getTime() + 1) }, now)).toBe(false);
  });

  it('[DOMAIN][PRODUCT] is public only when accepted, not archived and its store is public', () => {
    const accepted = { status: 'accepted' as const, archived: false };
    expect(isProductPublic(accepted, store(), now)).toBe(true);
    expect(isProductPublic({ ...accepted, archived: true }, store(), now)).toBe(false);
    expect(isProductPublic({ ...accepted, status: 'reviewed' }, store(), now)).toBe(false);
    expect(isProductPublic(accepted, store({ status: 'suspended' }), now)).toBe(false);
    expect(isProductPublic(accepted, store({ expires_at: '2026-01-01' }), now)).toBe(false);
  });

  it('[DOMAIN][PRODUCT] is archived 90 days after publishing unless permanent', () => {
    expect(productArchiveDate('2026-11-21T00:00:00Z')?.toISOString()).toBe(
      '2027-02-19T00:00:00.000Z',
    );
    expect(
      productArchiveDate('2026-11-21T00:00:00Z', { existencePeriodDays: 30 })?.toISOString(),
    ).toBe('2026-12-21T00:00:00.000Z');
    expect(productArchiveDate('2026-11-21T00:00:00Z', { permanent: true })).toBeNull();
  });

  it('[DOMAIN][PRODUCT] counts days left rounded up, never below 0', () => {
    expect(daysLeft('2026-11-21T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-28T10:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
  });
});
