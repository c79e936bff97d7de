import { beforeEach, describe, expect, it } from 'vitest';
import { buildSession, expiredSession } from '@/test/sessions';
import { rememberPendingRedirect, takePendingRedirect } from './pending-redirect';
import { getPreviousPath, rememberPreviousPath } from './previous-path';
import { isSessionValid, sessionRole } from './session';
import { clearSession, getValidSession, setSession, signOut } from './sessions';
import { resetStateForTests } from './storage';

describe('[SESSION] token validity (spec §4)', () => {
  beforeEach(() => resetStateForTests());

  it('is valid only while the expiry is in the future', () => {
    expect(isSessionValid(buildSession())).toBe(true);
    expect(isSessionValid(expiredSession())).toBe(false);
    expect(isSessionValid(buildSession({ expiresAt: Date.now() + 1000 }))).toBe(true);
    expect(isSessionValid(buildSession({ expiresAt: 'not a date' }))).toBe(false);
    expect(isSessionValid(buildSession({ token: '' }))).toBe(false);
    expect(isSessionValid(null)).toBe(false);
  });

  it('reads the role in lowercase (spec §6)', () => {
    expect(sessionRole(buildSession({ role: 'Reseller' }))).toBe('reseller');
    expect(sessionRole(buildSession({ role: 'superuser' }))).toBeNull();
  });

  it('keeps one session per owner kind and clears each on its own', () => {
    setSession('user', buildSession());
    setSession('admin', buildSession({ role: 'admin', token: 'admin-token' }));
    clearSession('user');
    expect(getValidSession('user')).toBeNull();
    expect(getValidSession('admin')?.token).toBe('admin-token');
  });

  it('signs out every kind holding the same token, and only those', () => {
    const seller = buildSession({ role: 'reseller', token: 'seller' });
    setSession('user', seller);
    setSession('admin', seller);
    signOut('admin');
    expect(getValidSession('user')).toBeNull();

    setSession('user', buildSession({ token: 'shopper' }));
    setSession('admin', buildSession({ role: 'admin', token: 'staff' }));
    signOut('admin');
    expect(getValidSession('user')?.token).toBe('shopper');
  });

  it('returns an expired session as missing', () => {
    setSession('user', expiredSession());
    expect(getValidSession('user')).toBeNull();
  });
});

describe('[SESSION] pending redirect target (spec §4)', () => {
  it('is removed when read', () => {
    rememberPendingRedirect({ destination: '/cart', id: 12 });
    expect(takePendingRedirect()).toEqual({ destination: '/cart', id: 12 });
    expect(takePendingRedirect()).toBeNull();
  });

  it('refuses targets outside the site', () => {
    sessionStorage.setItem(
      'dukkan:pending-redirect',
      JSON.stringify({ destination: 'https://x.y' }),
    );
    expect(takePendingRedirect()).toBeNull();
  });

  it('does not remember login pages as the previous path', () => {
    rememberPreviousPath('/products?page=2');
    rememberPreviousPath('/login');
    rememberPreviousPath('/panel/login');
    expect(getPreviousPath()).toBe('/products?page=2');
  });
});
