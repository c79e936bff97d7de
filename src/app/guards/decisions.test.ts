import { describe, expect, it } from 'vitest';
import { buildSession, expiredSession } from '@/test/sessions';
import { decideAdminArea, decideLoginPage, decidePanelAlias, decideUserArea } from './decisions';

const none = { admin: null, user: null };
const back = () => '/products';

describe('[GUARD][ADMIN AREA] spec §4 admin-type area', () => {
  it('lets in an admin session with the panel role', () => {
    const admin = buildSession({ role: 'admin' });
    expect(decideAdminArea('admin', { admin, user: null })).toEqual({ type: 'allow' });
  });

  it('reads the stored role case-insensitively', () => {
    const admin = buildSession({ role: 'MODERATOR_ADMIN' });
    expect(decideAdminArea('moderator_admin', { admin, user: null }).type).toBe('allow');
  });

  it('sends staff without a session to the panel login and clears the admin session', () => {
    expect(decideAdminArea('admin', none)).toEqual({
      type: 'redirect',
      to: '/panel/login',
      clear: 'admin',
      remember: true,
    });
    expect(decideAdminArea('moderator_admin', none)).toMatchObject({ to: '/panel/login' });
  });

  it('sends sellers without a session to the user login', () => {
    expect(decideAdminArea('reseller', none)).toMatchObject({ to: '/login', clear: 'admin' });
    expect(decideAdminArea('moderator_reseller', none)).toMatchObject({ to: '/login' });
  });

  it('refuses an expired admin session', () => {
    const admin = expiredSession({ role: 'admin' });
    expect(decideAdminArea('admin', { admin, user: null })).toMatchObject({ type: 'redirect' });
  });

  it('refuses another role (a moderator opening /admin)', () => {
    const admin = buildSession({ role: 'moderator_admin' });
    expect(decideAdminArea('admin', { admin, user: null })).toMatchObject({
      type: 'redirect',
      to: '/panel/login',
      clear: 'admin',
    });
  });

  it('sends a reseller admin session opening /admin to the user login, clearing it', () => {
    const admin = buildSession({ role: 'reseller' });
    expect(decideAdminArea('admin', { admin, user: null })).toMatchObject({
      type: 'redirect',
      to: '/login',
      clear: 'admin',
    });
  });

  it('hands a reseller user session over to the reseller panel', () => {
    const user = buildSession({ role: 'reseller' });
    expect(decideAdminArea('reseller', { admin: null, user })).toEqual({
      type: 'handover',
      session: user,
    });
  });

  it('sends a seller with 2FA to the panel login (the code) instead of handing the session over', () => {
    const user = buildSession({ role: 'reseller', two_factor_enabled: true });
    expect(decideAdminArea('reseller', { admin: null, user })).toEqual({
      type: 'redirect',
      to: '/panel/login?reason=two_factor',
      clear: 'admin',
      remember: true,
    });
    // A panel session from /panel/login (with the code) opens the panel as usual.
    const admin = buildSession({ role: 'reseller', token: 'panel', two_factor_enabled: true });
    expect(decideAdminArea('reseller', { admin, user }).type).toBe('allow');
  });

  it('hands a sub-reseller user session over to the sub-reseller panel', () => {
    const user = buildSession({ role: 'moderator_reseller' });
    expect(decideAdminArea('moderator_reseller', { admin: null, user }).type).toBe('handover');
  });

  it('does not hand over into another panel or from an expired session', () => {
    const reseller = buildSession({ role: 'reseller' });
    expect(decideAdminArea('moderator_reseller', { admin: null, user: reseller }).type).toBe(
      'redirect',
    );
    expect(
      decideAdminArea('admin', { admin: null, user: buildSession({ role: 'admin' }) }).type,
    ).toBe('redirect');
    const expired = expiredSession({ role: 'reseller' });
    expect(decideAdminArea('reseller', { admin: null, user: expired }).type).toBe('redirect');
  });

  it.each([
    ['a shopper', 'user', 'reseller'],
    ['a shopper', 'user', 'moderator_reseller'],
    ['a reseller', 'reseller', 'moderator_reseller'],
    ['a sub-reseller', 'moderator_reseller', 'reseller'],
  ] as const)(
    'sends %s (%s) signed in at the user login to /401 from the %s panel, not to that login',
    (_who, role, panel) => {
      // The user login sends a signed-in visitor back to the panel: that loop froze the tab.
      const user = buildSession({ role });
      expect(decideAdminArea(panel, { admin: null, user })).toEqual({
        type: 'redirect',
        to: '/401',
        clear: 'admin',
      });
    },
  );

  it('sends a reseller in its panel who opens /admin to /401 (its user login would send it back)', () => {
    const reseller = buildSession({ role: 'reseller' });
    expect(decideAdminArea('admin', { admin: reseller, user: reseller })).toMatchObject({
      to: '/401',
    });
  });
});

describe('[GUARD][USER AREA] spec §4 user-type area', () => {
  it.each(['user', 'reseller', 'guest', 'moderator_reseller'])('lets in a %s', (role) => {
    expect(decideUserArea({ admin: null, user: buildSession({ role }) })).toEqual({
      type: 'allow',
    });
  });

  it('sends a visitor to the user login, clearing the user session and remembering the page', () => {
    expect(decideUserArea(none)).toEqual({
      type: 'redirect',
      to: '/login',
      clear: 'user',
      remember: true,
    });
  });

  it('refuses an expired session and panel-only roles', () => {
    expect(decideUserArea({ admin: null, user: expiredSession() }).type).toBe('redirect');
    expect(decideUserArea({ admin: null, user: buildSession({ role: 'admin' }) }).type).toBe(
      'redirect',
    );
  });

  it('ignores the admin session', () => {
    const admin = buildSession({ role: 'admin' });
    expect(decideUserArea({ admin, user: null }).type).toBe('redirect');
  });
});

describe('[GUARD][LOGIN PAGE] spec §4 login page while signed in', () => {
  it('sends an admin to the admin categories', () => {
    const admin = buildSession({ role: 'admin' });
    expect(decideLoginPage('panel', { admin, user: null }, back)).toEqual({
      type: 'redirect',
      to: '/admin/categories',
    });
  });

  it('sends a moderator to the moderator dashboard (the moderator area has no categories)', () => {
    const admin = buildSession({ role: 'moderator_admin' });
    expect(decideLoginPage('panel', { admin, user: null }, back)).toMatchObject({
      to: '/moderator/dashboard',
    });
  });

  it('sends a signed-in user back to the previous path', () => {
    expect(decideLoginPage('user', { admin: null, user: buildSession() }, back)).toEqual({
      type: 'redirect',
      to: '/products',
    });
  });

  it('never sends a signed-in user back to a sign-in page (whatever its query string)', () => {
    const user = buildSession();
    for (const page of ['/login?locale=en', '/login/forgot-password', '/otp', '/panel/login?x=1']) {
      expect(decideLoginPage('user', { admin: null, user }, () => page)).toEqual({
        type: 'redirect',
        to: '/',
      });
    }
  });

  it('shows the login page to visitors and to expired sessions', () => {
    expect(decideLoginPage('user', none, back)).toEqual({ type: 'allow' });
    expect(
      decideLoginPage('panel', { admin: expiredSession({ role: 'admin' }), user: null }, back),
    ).toEqual({ type: 'allow' });
  });

  it('does not read the pending target unless it redirects', () => {
    let reads = 0;
    decideLoginPage('user', none, () => {
      reads += 1;
      return '/';
    });
    expect(reads).toBe(0);
  });
});

describe('[GUARD][PANEL LOGIN ALIAS] /<panel>/login', () => {
  it('sends the signed-in panel role to its landing page', () => {
    const admin = buildSession({ role: 'reseller' });
    expect(decidePanelAlias('reseller', { admin, user: null })).toEqual({
      type: 'redirect',
      to: '/reseller/dashboard',
    });
  });

  it('sends everyone else to the login the panel signs in through', () => {
    expect(decidePanelAlias('admin', none)).toMatchObject({ to: '/panel/login', remember: true });
    expect(decidePanelAlias('moderator_reseller', none)).toMatchObject({ to: '/login' });
  });

  it('skips a login the visitor is already signed in at: on to where it would send', () => {
    const user = buildSession({ role: 'user' });
    expect(decidePanelAlias('reseller', { admin: null, user })).toEqual({
      type: 'redirect',
      to: '/reseller/dashboard',
    });
    const admin = buildSession({ role: 'admin' });
    expect(decidePanelAlias('moderator_admin', { admin, user: null })).toEqual({
      type: 'redirect',
      to: '/admin/categories',
    });
  });
});
