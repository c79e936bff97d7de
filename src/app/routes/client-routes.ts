import { PANEL_PREFIXES } from '@domain/auth/panels';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadMoreTexts } from '@/lib/i18n';
import { rootRoute } from './root-route';

/**
 * The browser's route table: the shop, sign-in and error pages. The four panels' ~75 screens join
 * it on the first navigation into a panel (`patchPanelRoutes`): a trace of the home page spent
 * ~90 ms at Lighthouse's 4× CPU slowdown flattening and ranking the whole table twice (the matched
 * routes' preload and the router's creation) before hydration, and the panels' route code no
 * longer loads with every shop page (docs/decisions/0040-first-load-and-main-thread.md).
 */
export const clientRoutes: RouteObject[] = [rootRoute()];

let panels: Promise<RouteObject[]> | null = null;

/**
 * react-router asks when a path matches nothing or only a splat or dynamic route, which is what a
 * panel path does before the panels are there (the not-found catch-all). It asks again on later
 * panel navigations with parameters; patching the same routes again adds nothing.
 */
export const patchPanelRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const inPanel = PANEL_PREFIXES.some(
    (prefix) => pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`),
  );
  if (!inPanel) return;
  // The panels' frame and forms read texts a catalogue page's first load leaves out.
  panels ??= Promise.all([import('./panel-routes'), loadMoreTexts()]).then(
    ([module]) => module.panelRoutes,
  );
  patch('root', await panels);
};
