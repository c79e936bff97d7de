import type { Panel, PanelNavItem } from '@domain/auth/panels';
import type { Resource } from '@domain/auth/resources';
import type { ComponentType } from 'react';

export type PanelScreenComponent = ComponentType<{ panel: Panel; item: PanelNavItem }>;

/**
 * The resources that have their real screen, each loaded on demand and shared by every panel that
 * lists the resource (STYLE: one screen, never a copy per panel). Resources not listed here render
 * the generic `PanelScreen` until their issue adds them.
 */
const SCREENS: Partial<Record<Resource, () => Promise<PanelScreenComponent>>> = {
  profile: async () => (await import('./screens/profile-settings-screen')).ProfileSettingsScreen,
};

/** The screen of a panel route: the resource's own screen, else the generic one. */
export async function loadPanelScreen(resource: Resource): Promise<PanelScreenComponent> {
  const load = SCREENS[resource];
  if (load) return load();
  return (await import('./panel-screen')).PanelScreen;
}
