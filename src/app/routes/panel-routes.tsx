import { PANELS } from '@domain/auth/panels';
import type { RouteObject } from 'react-router';
import { createPanelRoutes } from '@/panels/create-panel-routes';

/** `/admin`, `/moderator`, `/reseller`, `/sub_reseller`: one generator, four panels. */
export const panelRoutes: RouteObject[] = PANELS.map(createPanelRoutes);
