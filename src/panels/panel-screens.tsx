import type { Panel, PanelNavItem } from '@domain/auth/panels';
import type { Resource } from '@domain/auth/resources';
import type { ComponentType } from 'react';
import type { AnyRow, ResourceDefinition, SingletonForm } from '@/crud/resource';
import { loadPanelTranslations } from '@/lib/i18n';

export type PanelScreenComponent = ComponentType<{ panel: Panel; item: PanelNavItem }>;

type Loader = () => Promise<PanelScreenComponent>;

/** A one-record page (settings) of src/crud, loaded with its declaration. */
function singletonScreen(load: () => Promise<SingletonForm>): Loader {
  return async () => {
    const [form, { SingletonScreen }] = await Promise.all([
      load(),
      import('./resource-screen'),
      loadPanelTranslations(),
    ]);
    return function Screen(props) {
      return <SingletonScreen {...props} form={form} />;
    };
  };
}

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
  search_keywords: resourceScreen(
    async () =>
      (await import('@/features/back-office/search-keywords.resource'))
        .searchKeywordsResource as unknown as ResourceDefinition<AnyRow>,
  ),
  offers: resourceScreen(
    async () =>
      (await import('@/features/back-office/offers.resource'))
        .offersResource as unknown as ResourceDefinition<AnyRow>,
  ),
  homepage_offers: resourceScreen(
    async () =>
      (await import('@/features/back-office/offers.resource'))
        .offerGroupsResource as unknown as ResourceDefinition<AnyRow>,
  ),
  logs: resourceScreen(
    async () =>
      (await import('@/features/back-office/logs.resource'))
        .logsResource as unknown as ResourceDefinition<AnyRow>,
  ),
};

/**
 * Screens chosen by the nav entry's path, for resources with several pages (the settings pages
 * all guard `settings`) or whose detail route lists another resource.
 */
const settings = (
  name: 'websiteSettingsForm' | 'seoSettingsForm' | 'adsSettingsForm' | 'wizardSettingsForm',
) => singletonScreen(async () => (await import('@/features/back-office/settings.forms'))[name]);
const SCREENS_BY_PATH: Partial<Record<string, Loader>> = {
  'settings/manage_website': settings('websiteSettingsForm'),
  'settings/manage_SEO': settings('seoSettingsForm'),
  'settings/manage_Ads': settings('adsSettingsForm'),
  'settings/wizard': settings('wizardSettingsForm'),
  // A homepage group's page lists the offers inside it (resource group_offers).
  'homepage_offers/:id': resourceScreen(
    async () =>
      (await import('@/features/back-office/offers.resource'))
        .groupOffersResource as unknown as ResourceDefinition<AnyRow>,
  ),
};

/** The screen of a panel route: its path's screen, the resource's own screen, else the generic one. */
export async function loadPanelScreen(item: PanelNavItem): Promise<PanelScreenComponent> {
  const load = SCREENS_BY_PATH[item.path] ?? SCREENS[item.resource];
  if (load) return load();
  return (await import('./panel-screen')).PanelScreen;
}
