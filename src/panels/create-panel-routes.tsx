import { withinCeiling } from '@domain/auth/permissions';
import { panelPath, type Panel, type PanelNavItem } from '@domain/auth/panels';
import { Navigate, type RouteObject } from 'react-router';
import { adminAreaLoader, alwaysRevalidate, panelAliasLoader } from '@/app/guards';
import { ErrorScreen } from '@/components/error-screen';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { loadPanelScreen } from './panel-screens';

const LOGIN = 'login';

function screenRoute(panel: Panel, item: PanelNavItem): RouteObject {
  return {
    path: item.path,
    handle: { panel: panel.key, resource: item.resource },
    lazy: async () => {
      const Screen = await loadPanelScreen(item);
      return { Component: () => <Screen panel={panel} item={item} /> };
    },
  };
}

/**
 * All routes of one panel from its nav list (domain/auth/panels.ts): `/<prefix>/login` outside the
 * guard, every other entry within the role's ceiling inside it, `/<prefix>` → dashboard, unknown → 404.
 */
export function createPanelRoutes(panel: Panel): RouteObject {
  const screens = panel.nav.filter(
    (item) => item.path !== LOGIN && withinCeiling(panel.role, item.resource, 'view'),
  );
  return {
    path: panel.prefix,
    children: [
      // Loader-only routes always redirect; `element: null` says so to the router.
      { path: LOGIN, loader: panelAliasLoader(panel), element: null },
      {
        loader: adminAreaLoader(panel),
        shouldRevalidate: alwaysRevalidate,
        lazy: async () => {
          const { PanelLayout } = await import('@/app/layouts/panel/panel-layout');
          return { Component: () => <PanelLayout panel={panel} /> };
        },
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              // An element, not a loader: a loader here would run beside the guard's and could
              // redirect past it after the guard has cleared the session.
              { index: true, element: <Navigate to={panelPath(panel, 'dashboard')} replace /> },
              ...screens.map((item) => screenRoute(panel, item)),
              { path: '*', element: <ErrorScreen kind="not_found" /> },
            ],
          },
        ],
      },
    ],
  };
}
