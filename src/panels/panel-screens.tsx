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

/**
 * A resource's generic list screen (src/crud), loaded with its declaration (of any row type:
 * `never` accepts every `ResourceDefinition<Row>`).
 */
function resourceScreen(load: () => Promise<ResourceDefinition<never>>): Loader {
  return async () => {
    const [loaded, { ResourceScreen }] = await Promise.all([
      load(),
      import('./resource-screen'),
      loadPanelTranslations(),
    ]);
    // The screen renders any row type; each declaration's own type checked its columns.
    const definition = loaded as unknown as ResourceDefinition<AnyRow>;
    return function Screen(props) {
      return <ResourceScreen {...props} definition={definition} />;
    };
  };
}

/** A row's own page (`orders/:id`) from a resource's `detail` declaration. */
function detailScreen(load: () => Promise<ResourceDefinition<never>>): Loader {
  return async () => {
    const [loaded, { DetailScreen }] = await Promise.all([
      load(),
      import('./resource-screen'),
      loadPanelTranslations(),
    ]);
    const definition = loaded as unknown as ResourceDefinition<AnyRow>;
    return function Screen(props) {
      return <DetailScreen {...props} definition={definition} />;
    };
  };
}

/** One of the attribute screens (main attributes, of a category, or the values of one). */
const attributes = (
  name: 'attributesResource' | 'categoryAttributesResource' | 'attributeValuesResource',
) => resourceScreen(async () => (await import('@/features/back-office/attributes.resource'))[name]);

/** The people lists (one module: they share their columns, forms and actions). */
const people = (
  name:
    | 'adminsResource'
    | 'moderatorsResource'
    | 'usersResource'
    | 'resellersResource'
    | 'subResellersResource',
) =>
  resourceScreen(async () => (await import('@/features/back-office/people/people.resource'))[name]);

/**
 * The resources that have their real screen, each loaded on demand and shared by every panel that
 * lists the resource (STYLE: one screen, never a copy per panel). Resources not listed here render
 * the generic `PanelScreen` until their issue adds them.
 */
const SCREENS: Partial<Record<Resource, Loader>> = {
  profile: async () => (await import('./screens/profile-settings-screen')).ProfileSettingsScreen,
  dashboard: async () => {
    const [{ DashboardScreen }] = await Promise.all([
      import('@/features/back-office/dashboard/dashboard-screen'),
      loadPanelTranslations(),
    ]);
    return DashboardScreen;
  },
  categories: resourceScreen(
    async () => (await import('@/features/back-office/categories.resource')).categoriesResource,
  ),
  admins: people('adminsResource'),
  moderators: people('moderatorsResource'),
  users: people('usersResource'),
  resellers: people('resellersResource'),
  sub_resellers: people('subResellersResource'),
  search_keywords: resourceScreen(
    async () =>
      (await import('@/features/back-office/search-keywords.resource')).searchKeywordsResource,
  ),
  offers: resourceScreen(
    async () => (await import('@/features/back-office/offers.resource')).offersResource,
  ),
  homepage_offers: resourceScreen(
    async () => (await import('@/features/back-office/offers.resource')).offerGroupsResource,
  ),
  logs: resourceScreen(
    async () => (await import('@/features/back-office/logs.resource')).logsResource,
  ),
  attributes: attributes('attributesResource'),
  governorates: resourceScreen(
    async () => (await import('@/features/back-office/geo.resource')).governoratesResource,
  ),
  // `governorates/:id` guards `areas`: a governorate's page lists its areas.
  areas: resourceScreen(
    async () => (await import('@/features/back-office/geo.resource')).areasResource,
  ),
  packages: resourceScreen(
    async () => (await import('@/features/back-office/packages.resource')).packagesResource,
  ),
  package_invoices: resourceScreen(
    async () => (await import('@/features/back-office/invoices.resource')).invoicesResource,
  ),
  stores: resourceScreen(
    async () => (await import('@/features/back-office/stores.resource')).storesResource,
  ),
  products: resourceScreen(
    async () => (await import('@/features/back-office/products.resource')).productsResource,
  ),
  report_reasons: resourceScreen(
    async () => (await import('@/features/back-office/reports.resource')).reportReasonsResource,
  ),
  orders: resourceScreen(
    async () => (await import('@/features/back-office/orders.resource')).ordersResource,
  ),
  coupons: resourceScreen(
    async () => (await import('@/features/back-office/coupons.resource')).couponsResource,
  ),
  product_coupons: resourceScreen(
    async () => (await import('@/features/back-office/coupons.resource')).productCouponsResource,
  ),
  branches: resourceScreen(
    async () => (await import('@/features/back-office/branches.resource')).branchesResource,
  ),
  delivery_zones: resourceScreen(
    async () =>
      (await import('@/features/back-office/delivery-zones.resource')).deliveryZonesResource,
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
  // `attributes/:id` and `nested_sub_attributes/:id` list the values of main attribute :id;
  // `nested_main_attributes/:id` the main attributes linked to category :id.
  'attributes/:id': attributes('attributeValuesResource'),
  'nested_main_attributes/:id': attributes('categoryAttributesResource'),
  'nested_sub_attributes/:id': attributes('attributeValuesResource'),
  // A package's own page: its fields and features, edited in place.
  'packages/:id': singletonScreen(
    async () => (await import('@/features/back-office/packages.resource')).packageForm,
  ),
  'settings/manage_notifications': resourceScreen(
    async () =>
      (await import('@/features/back-office/announcements.resource')).announcementsResource,
  ),
  // Shoppers' reports.
  'reports/products': resourceScreen(
    async () => (await import('@/features/back-office/reports.resource')).productReportsResource,
  ),
  'reports/stores': resourceScreen(
    async () => (await import('@/features/back-office/reports.resource')).storeReportsResource,
  ),
  // Sales by period, store and status, with totals and export.
  'reports/orders': async () => {
    const [{ OrdersReportScreen }] = await Promise.all([
      import('@/features/back-office/orders-report'),
      loadPanelTranslations(),
    ]);
    return OrdersReportScreen;
  },
  // One order: items, customer, address, totals, payment, timeline and its status moves.
  'orders/:id': detailScreen(
    async () => (await import('@/features/back-office/orders.resource')).ordersResource,
  ),
  // A homepage group's page lists the offers inside it (resource group_offers).
  'homepage_offers/:id': resourceScreen(
    async () => (await import('@/features/back-office/offers.resource')).groupOffersResource,
  ),
};

/** Whether a panel route has its real screen (not the generic placeholder `PanelScreen`). */
export function hasOwnScreen(item: PanelNavItem): boolean {
  return Boolean(SCREENS_BY_PATH[item.path] ?? SCREENS[item.resource]);
}

/** The screen of a panel route: its path's screen, the resource's own screen, else the generic one. */
export async function loadPanelScreen(item: PanelNavItem): Promise<PanelScreenComponent> {
  const load = SCREENS_BY_PATH[item.path] ?? SCREENS[item.resource];
  if (load) return load();
  return (await import('./panel-screen')).PanelScreen;
}
