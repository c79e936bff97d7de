import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { rememberPreviousPath, setSession, type StoredSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { buildSession } from '@/test/sessions';

/**
 * Every role × every route of the route table, followed through the real guard loaders (and the
 * panels' index `<Navigate>`): no chain may come back to a page it left, and every chain ends within
 * two redirects. A loop here is a frozen tab in the browser.
 */

const MAX_HOPS = 2;

/** Concrete URLs for every route: optional segments dropped, params filled, `*` an unknown page. */
function concretePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? '' : (route.path ?? '');
    const filled = own
      .split('/')
      .filter((segment) => !segment.endsWith('?'))
      .map((segment) =>
        segment === '*' ? 'no-such-page' : segment.startsWith(':') ? '7' : segment,
      )
      .join('/');
    const path = [parent, filled].filter(Boolean).join('/').replace(/\/+/g, '/');
    const here = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...here, ...concretePaths(route.children ?? [], path)];
  });
}

const PATHS = [...new Set(concretePaths(routes).map((path) => `/${path}`.replace(/^\/+/, '/')))];
// A query string must not change where a page sends (`/login?locale=en` looped, `/login` did not).
const WITH_LOCALE = PATHS.flatMap((path) => [path, `${path}?locale=en`]);

type Signed = { user?: StoredSession; admin?: StoredSession };
const session = (role: string, extra: Partial<StoredSession> = {}) =>
  buildSession({ role, token: `${role}-token`, ...extra });

/** Who is signed in: one entry per role and per way a role holds its sessions. */
const ACTORS: Record<string, Signed> = {
  visitor: {},
  user: { user: session('user') },
  guest: { user: session('guest') },
  reseller: { user: session('reseller') },
  'reseller with 2FA': { user: session('reseller', { two_factor_enabled: true }) },
  'reseller in its panel': { user: session('reseller'), admin: session('reseller') },
  moderator_reseller: { user: session('moderator_reseller') },
  'moderator_reseller in its panel': {
    user: session('moderator_reseller'),
    admin: session('moderator_reseller'),
  },
  admin: { admin: session('admin') },
  'admin who also shops': { admin: session('admin'), user: session('user') },
  moderator_admin: { admin: session('moderator_admin') },
};

function signIn(actor: Signed) {
  if (actor.user) setSession('user', actor.user);
  if (actor.admin) setSession('admin', actor.admin);
}

/** Where one page load goes: the first redirect among its loaders (or its index `<Navigate>`). */
async function step(path: string): Promise<string | null> {
  const url = new URL(path, 'http://localhost');
  const matches = matchRoutes(routes, url) ?? [];
  let next: string | null = null;
  for (const { route, params } of matches) {
    if (typeof route.loader === 'function') {
      const result: unknown = await route.loader({
        request: new Request(url),
        url,
        pattern: route.path ?? '',
        params,
        context: undefined,
      });
      if (next === null && result instanceof Response) next = result.headers.get('Location');
    }
    const element = route.element as ReactElement<{ to: string }> | undefined;
    if (next === null && isValidElement(element) && element.type === Navigate) {
      next = element.props.to;
    }
  }
  return next;
}

/** Follows a page load to where it settles; stops at a loop or after too many hops. */
async function follow(start: string): Promise<{ chain: string[]; looped: boolean }> {
  const chain = [start];
  for (let hops = 0; hops <= MAX_HOPS + 2; hops += 1) {
    const next = await step(chain[chain.length - 1]!);
    if (next === null) {
      // The router remembers finished navigations for "back after login".
      rememberPreviousPath(chain[chain.length - 1]!);
      return { chain, looped: false };
    }
    if (chain.includes(next)) return { chain: [...chain, next], looped: true };
    chain.push(next);
  }
  return { chain, looped: true };
}

describe('[GUARDS] redirect chains of every role × route', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetStateForTests();
  });

  it('covers the whole route table', () => {
    expect(PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/cart',
        '/login',
        '/panel/login',
        '/admin/categories',
        '/reseller/dashboard',
        '/reseller/login',
        '/sub_reseller/dashboard',
        '/moderator',
      ]),
    );
  });

  for (const [name, actor] of Object.entries(ACTORS)) {
    it(`${name}: every route settles within ${MAX_HOPS} redirects, never in a loop`, async () => {
      const failures: string[] = [];
      for (const path of WITH_LOCALE) {
        localStorage.clear();
        sessionStorage.clear();
        resetStateForTests();
        // The page was open before signing in (its URL is then the "previous path"), …
        await follow(path);
        signIn(actor);
        // … and is opened again signed in (a reload, or the login form's "back").
        const { chain, looped } = await follow(path);
        if (looped || chain.length - 1 > MAX_HOPS) failures.push(chain.join(' → '));
      }
      expect(failures).toEqual([]);
      // ~1,000 page loads through the real loaders and storage: seconds on a loaded machine.
    }, 120_000);
  }
});
