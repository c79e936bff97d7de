import type { Panel, PanelNavItem } from '@domain/auth/panels';
import type { Resource } from '@domain/auth/resources';
import type { ComponentType } from 'react';
import type { AnyRow, ResourceDefinition } from '@/crud/resource';
import { loadPanelTranslations } from '@/lib/i18n';

export type PanelScreenComponent = ComponentType<{ panel: Panel; item: PanelNavItem }>;

type Loader = () => Promise<PanelScreenComponent>;

/** A resource's generic list screen (src/crud), loaded with its declaration. */
function resourceScreen(load: () => Promise<ResourceDefinition<AnyRow>>): Loader {
  return async () => {
    const [definition, { ResourceScreen }] = await Promise.all([
      load(),
      import('./resource-screen'),
      loadPanelTranslations(),
    ]);
    return function Screen(props) {
      return <ResourceScreen {...props} definition={definition} />;
    };
  };
}

/**
 * The resources that have their real screen, each loaded on demand and shared by every panel that
 * lists the resource (STYLE: one screen, never a copy per panel). Resources not listed here render
 * the generic `PanelScreen` until their issue adds them.
 */
const SCREENS: Partial<Record<Resource, Loader>> = {
  profile: async () => (await import('./screens/profile-settings-screen')).ProfileSettingsScreen,
  categories: resourceScreen(
    async () =>
      (await import('@/features/back-office/categories.resource'))
        .categoriesResource as unknown as ResourceDefinition<AnyRow>,
  ),
  logs: resourceScreen(
    async () =>
      (await import('@/features/back-office/logs.resource'))
        .logsResource as unknown as ResourceDefinition<AnyRow>,
  ),
};

/** The screen of a panel route: the resource's own screen, else the generic one. */
export async function loadPanelScreen(resource: Resource): Promise<PanelScreenComponent> {
  const load = SCREENS[resource];
  if (load) return load();
  return (await import('./panel-screen')).PanelScreen;
}
