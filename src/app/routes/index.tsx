import type { RouteObject } from 'react-router';
import { ProgressBar } from '@/components/progress-bar';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { AppShell } from '../app-shell';
import { bareRoutes } from './auth-routes';
import { panelRoutes } from './panel-routes';
import { shopRoutes } from './shop-routes';

/** Every route of spec §2. Screens and layouts are lazy; guards are static loaders. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <ProgressBar active />,
    children: [shopRoutes, ...panelRoutes, bareRoutes],
  },
];
