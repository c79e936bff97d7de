import type { RouteObject } from 'react-router';
import { ProgressBar } from '@/components/progress-bar';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { AppShell } from '../app-shell';
import { bareRoutes } from './auth-routes';
import { shopRoutes } from './shop-routes';

/**
 * The app's root route over `children`. The shop comes first and the sign-in/error pages second
 * in both route tables (the server's and the browser's), so their generated route ids — the keys
 * of the server's loader data that hydration reads — are the same on both sides.
 */
export function rootRoute(children: RouteObject[] = []): RouteObject {
  return {
    id: 'root',
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <ProgressBar active />,
    children: [shopRoutes, bareRoutes, ...children],
  };
}
