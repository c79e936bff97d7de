// The admin's settings pages (spec §2 `settings/*`) as one-record forms of src/crud. Each page
// loads and saves through the same two calls with its `page` name; the shop reads what they save.
import {
  AD_PLACEMENTS,
  adsSettingsBodySchema,
  panelSettingsContract,
  saveSettingsContract,
  seoSettingsBodySchema,
  websiteSettingsBodySchema,
  wizardSettingsBodySchema,
  type SettingsPage,
} from '@domain/contracts/panel/settings.contract';
import { WIZARD_PLATFORMS } from '@domain/contracts/general.contract';
import { HOME_THEMES } from '@domain/status/statuses';
import type { ResourceField, SingletonForm } from '@/crud/resource';

const L = 'back_office_settings';

function settingsPage(
  page: SettingsPage,
  schema: SingletonForm['schema'],
  fields: ResourceField[],
) {
  return {
    resource: 'settings',
    load: panelSettingsContract,
    loadQuery: { page },
    save: saveSettingsContract,
    schema,
    fields,
    description: `${L}.${page}.description`,
    // The page name travels with the body; `site_url` is shown by the shop, not edited here.
    fromData: (data: unknown) => {
      const { site_url: _siteUrl, ...values } = data as Record<string, unknown>;
      return values;
    },
    toBody: (values: Record<string, unknown>) => ({ ...values, page }),
  } satisfies SingletonForm;
}

const pair = (name: string, kind: ResourceField['kind'], required = true): ResourceField[] => [
  { name: `${name}_ar`, label: `${L}.fields.${name}_ar`, kind, dir: 'rtl', required },
  { name: `${name}_en`, label: `${L}.fields.${name}_en`, kind, dir: 'ltr', required },
];

export const websiteSettingsForm = settingsPage('manage_website', websiteSettingsBodySchema, [
  ...pair('site_name', 'text'),
  { name: 'logo', label: `${L}.fields.logo`, kind: 'image', uploadKind: 'site', wide: true },
  {
    name: 'home_theme',
    label: `${L}.fields.home_theme`,
    kind: 'select',
    required: true,
    choices: HOME_THEMES.map((theme) => ({ value: theme, label: `${L}.themes.${theme}` })),
  },
  {
    name: 'verification_price',
    label: `${L}.fields.verification_price`,
    kind: 'number',
    step: 0.01,
  },
  {
    name: 'contact_email',
    label: `${L}.fields.contact_email`,
    kind: 'text',
    dir: 'ltr',
    required: true,
  },
  {
    name: 'contact_phone',
    label: `${L}.fields.contact_phone`,
    kind: 'text',
    dir: 'ltr',
    required: true,
  },
  { name: 'whatsapp', label: `${L}.fields.whatsapp`, kind: 'text', dir: 'ltr' },
  { name: 'facebook', label: `${L}.fields.facebook`, kind: 'text', dir: 'ltr' },
  { name: 'instagram', label: `${L}.fields.instagram`, kind: 'text', dir: 'ltr' },
  { name: 'twitter', label: `${L}.fields.twitter`, kind: 'text', dir: 'ltr' },
  { name: 'orders_without_login', label: `${L}.fields.orders_without_login`, kind: 'switch' },
  { name: 'marketplace_delivery', label: `${L}.fields.marketplace_delivery`, kind: 'switch' },
  ...pair('footer', 'textarea', false),
  ...pair('about', 'textarea'),
  ...pair('privacy', 'textarea'),
  ...pair('terms', 'textarea'),
]);

export const seoSettingsForm = settingsPage('manage_SEO', seoSettingsBodySchema, [
  ...pair('meta_title', 'text'),
  ...pair('meta_description', 'textarea'),
  ...pair('meta_keywords', 'textarea', false),
]);

export const adsSettingsForm = settingsPage('manage_Ads', adsSettingsBodySchema, [
  {
    name: 'slots',
    label: `${L}.fields.slots`,
    kind: 'list',
    maxItems: 30,
    newItem: () => ({
      image: null,
      link: '',
      placement: 'home_top',
      starts_at: new Date().toISOString().slice(0, 10),
      ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      is_active: true,
    }),
    itemFields: [
      { name: 'image', label: `${L}.fields.image`, kind: 'image', uploadKind: 'ads', wide: true },
      { name: 'link', label: `${L}.fields.link`, kind: 'text', dir: 'ltr', required: true },
      {
        name: 'placement',
        label: `${L}.fields.placement`,
        kind: 'select',
        required: true,
        choices: AD_PLACEMENTS.map((value) => ({ value, label: `${L}.placements.${value}` })),
      },
      { name: 'starts_at', label: `${L}.fields.starts_at`, kind: 'date', required: true },
      { name: 'ends_at', label: `${L}.fields.ends_at`, kind: 'date', required: true },
      { name: 'is_active', label: `${L}.fields.is_active`, kind: 'switch' },
    ],
  },
]);

export const wizardSettingsForm = settingsPage('wizard', wizardSettingsBodySchema, [
  {
    name: 'steps',
    label: `${L}.fields.steps`,
    kind: 'list',
    maxItems: 60,
    newItem: () => ({
      platform: 'web',
      title_ar: '',
      title_en: '',
      body_ar: '',
      body_en: '',
      image: null,
      sort: 0,
    }),
    itemFields: [
      {
        name: 'platform',
        label: `${L}.fields.platform`,
        kind: 'select',
        required: true,
        choices: WIZARD_PLATFORMS.map((value) => ({ value, label: `${L}.platforms.${value}` })),
      },
      { name: 'sort', label: `${L}.fields.sort`, kind: 'number' },
      ...pair('title', 'text'),
      ...pair('body', 'textarea'),
      { name: 'image', label: `${L}.fields.image`, kind: 'image', uploadKind: 'site', wide: true },
    ],
  },
]);
