import type { RouteObject } from 'react-router';
import { panelRoutes } from './panel-routes';
import { rootRoute } from './root-route';

/**
 * Every route of spec §2. Screens and layouts are lazy; guards are static loaders. The server and
 * the tests use this table; the browser starts without the panels (src/app/routes/client-routes.ts).
 */
export const routes: RouteObject[] = [rootRoute(panelRoutes)];
