import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientRoutes, patchPanelRoutes } from './client-routes';
import { routes } from './index';

/** The server-rendered shop pages: their loader data is keyed by route id for hydration. */
const SERVER_RENDERED = ['/', '/products', '/products/souq/12', '/store/souq', '/categories'];

/** Route ids as react-router numbers them (`0-0-3`): a data router's routes carry them. */
function idsFor(table: RouteObject[], path: string): string[] {
  const router = createMemoryRouter(table, { initialEntries: ['/404'] });
  const matches = matchRoutes(router.routes, path) ?? [];
  router.dispose();
  return matches.map((match) => match.route.id as string);
}

describe('the browser route table without the panels', () => {
  it('gives every server-rendered page the same route ids as the full table', () => {
    for (const path of SERVER_RENDERED) {
      expect(idsFor(clientRoutes, path), path).toEqual(idsFor(routes, path));
    }
  });

  it('adds the panels on a navigation into one, and only then', async () => {
    const patch = vi.fn();
    await patchPanelRoutes({ path: '/products/souq/12', patch } as never);
    await patchPanelRoutes({ path: '/administrator', patch } as never);
    expect(patch).not.toHaveBeenCalled();
    await patchPanelRoutes({ path: '/admin/products', patch } as never);
    expect(patch).toHaveBeenCalledTimes(1);
    const [parent, children] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(parent).toBe('root');
    expect(children.map((route) => route.path)).toEqual([
      'admin',
      'moderator',
      'reseller',
      'sub_reseller',
    ]);
  });

  it('reaches a panel screen after the patch', async () => {
    const router = createMemoryRouter(clientRoutes, {
      initialEntries: ['/'],
      patchRoutesOnNavigation: patchPanelRoutes,
    });
    expect(matchRoutes(router.routes, '/admin/login')?.at(-1)?.route.path).toBe('*');
    await router.navigate('/admin/login');
    expect(matchRoutes(router.routes, '/admin/login')?.at(-1)?.route.path).toBe('login');
    router.dispose();
  });
});
