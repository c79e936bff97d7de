// The admin's settings pages (spec §2 `settings/manage_website`, `manage_SEO`, `manage_Ads`,
// `wizard`; spec §7 admin-only `GET settings`, `POST settings`, `POST clear-cache`). Each page is
// one form: `GET ?page=` answers it, `POST` with the same `page` saves it whole. They write exactly
// what the shop reads: the `site`, `meta` and `ads` settings documents, the static pages and the
// wizard steps (server/db/settings.ts), so `GET /api/layout`, the static pages and `GET /api/wizard`
// show a save at once.
import { z } from 'zod';
import { HOME_THEMES } from '../../status/statuses';
import { emailSchema } from '../../validation/account';
import {
  descriptionSchema,
  footerSchema,
  phoneSchema,
  whatsappSchema,
} from '../../validation/common';
import { line } from '../../validation/hygiene';
import { V } from '../../validation/keys';
import {
  instagramLinkSchema,
  optionalFacebookLinkSchema,
  twitterLinkSchema,
  urlSchema,
} from '../../validation/links';
import { moneySchema } from '../../validation/numbers';
import { optionalRule, optionalStringRule, stringRule } from '../../validation/rule';
import { defineContract } from '../contract';
import { WIZARD_PLATFORMS } from '../general.contract';
import { catalogueNameSchema, sortOrderSchema } from './categories.contract';

export const SETTINGS_PAGES = ['manage_website', 'manage_SEO', 'manage_Ads', 'wizard'] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

/** Where an ad slot shows in the shop. */
export const AD_PLACEMENTS = ['home_top', 'home_middle', 'home_bottom', 'category_top'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** At most this many ad slots and wizard steps. */
export const ADS_MAX = 30;
export const WIZARD_STEPS_MAX = 60;

/** An image already stored by the site: `/uploads/…`, as the shop reads it. */
export const STORED_IMAGE_URL = /^\/uploads\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(jpg|jpeg|png)$/;

/**
 * An image field of a settings form: the `/uploads/…` URL the upload call answered, or the one
 * the form was filled with (unchanged image).
 */
export const settingsImageSchema = line(200, { tooLongKey: V.image.required }).refine(
  (value) => STORED_IMAGE_URL.test(value),
  { error: V.image.required },
);

/** Static page text (about, privacy, terms): 10–20,000 characters, paragraphs kept. */
export const pageBodySchema = stringRule({
  multiline: true,
  min: [10, V.page_body.too_short],
  max: [20_000, V.page_body.too_long],
});

/** Title of a wizard step: 2–100 characters. */
export const stepTitleSchema = stringRule({
  min: [2, V.title.too_short],
  max: [100, V.title.too_long],
});

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar date, `2026-11-24`. */
export const isoDateSchema = stringRule({ checks: [[isIsoDate, V.date.invalid]] });

// Meta text is trimmed to spec §9 limits when saved; the input ceilings only bound the work.
const metaLine = (ceiling: number) => stringRule({ ceiling });
const optionalMetaLine = (ceiling: number) => optionalStringRule({ ceiling }).default('');

// ---------------------------------------------------------------------------------------------
// manage_website

export const websiteSettingsBodySchema = z.object({
  page: z.literal('manage_website'),
  site_name_ar: catalogueNameSchema,
  site_name_en: catalogueNameSchema,
  // No `site_url`: it is the deployment's SITE_URL (canonical links, emails), shown read-only.
  /** Upload path or the stored `/uploads/…` URL; null for the text logo. */
  logo: settingsImageSchema.nullable().default(null),
  home_theme: z.enum(HOME_THEMES, { error: V.required }),
  contact_email: emailSchema,
  contact_phone: phoneSchema,
  whatsapp: whatsappSchema.default(''),
  facebook: optionalFacebookLinkSchema.default(''),
  instagram: optionalRule(instagramLinkSchema).default(''),
  twitter: optionalRule(twitterLinkSchema).default(''),
  footer_ar: footerSchema.default(''),
  footer_en: footerSchema.default(''),
  orders_without_login: z.boolean({ error: V.required }),
  /** The marketplace's own delivery table prices every store's orders (off: each store's). */
  marketplace_delivery: z.boolean().default(false),
  /** Price of store verification in EGP. */
  verification_price: moneySchema,
  about_ar: pageBodySchema,
  about_en: pageBodySchema,
  privacy_ar: pageBodySchema,
  privacy_en: pageBodySchema,
  terms_ar: pageBodySchema,
  terms_en: pageBodySchema,
});
export type WebsiteSettingsBody = z.infer<typeof websiteSettingsBodySchema>;

export const websiteSettingsSchema = z.object({
  page: z.literal('manage_website'),
  site_name_ar: z.string(),
  site_name_en: z.string(),
  /** Read-only here: set by SITE_URL at first start. */
  site_url: z.string(),
  logo: z.string().nullable(),
  home_theme: z.enum(HOME_THEMES),
  contact_email: z.string(),
  contact_phone: z.string(),
  whatsapp: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  footer_ar: z.string(),
  footer_en: z.string(),
  orders_without_login: z.boolean(),
  marketplace_delivery: z.boolean(),
  verification_price: z.number(),
  about_ar: z.string(),
  about_en: z.string(),
  privacy_ar: z.string(),
  privacy_en: z.string(),
  terms_ar: z.string(),
  terms_en: z.string(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// manage_SEO

export const seoSettingsBodySchema = z.object({
  page: z.literal('manage_SEO'),
  meta_title_ar: metaLine(255),
  meta_title_en: metaLine(255),
  meta_description_ar: metaLine(1000),
  meta_description_en: metaLine(1000),
  /** Comma-separated (Arabic `،` too). */
  meta_keywords_ar: optionalMetaLine(2000),
  meta_keywords_en: optionalMetaLine(2000),
});
export type SeoSettingsBody = z.infer<typeof seoSettingsBodySchema>;

/** What is stored and served: trimmed to title 55, description 120, keywords 255 (spec §9). */
export const seoSettingsSchema = z.object({
  page: z.literal('manage_SEO'),
  meta_title_ar: z.string(),
  meta_title_en: z.string(),
  meta_description_ar: z.string(),
  meta_description_en: z.string(),
  meta_keywords_ar: z.string(),
  meta_keywords_en: z.string(),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// manage_Ads

export const adSlotBodySchema = z
  .object({
    image: settingsImageSchema,
    /** Where a click goes. */
    link: urlSchema,
    placement: z.enum(AD_PLACEMENTS, { error: V.required }),
    /** First and last day shown (inclusive, Cairo time). */
    starts_at: isoDateSchema,
    ends_at: isoDateSchema,
    is_active: z.boolean().default(true),
  })
  .superRefine((slot, ctx) => {
    if (slot.ends_at < slot.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: V.date.order });
    }
  });
export type AdSlotBody = z.infer<typeof adSlotBodySchema>;

export const adsSettingsBodySchema = z.object({
  page: z.literal('manage_Ads'),
  /** In display order within each placement. */
  slots: z.array(adSlotBodySchema, { error: V.required }).max(ADS_MAX, { error: V.bulk.too_many }),
});
export type AdsSettingsBody = z.infer<typeof adsSettingsBodySchema>;

export const adSlotSchema = z.object({
  image: z.string(),
  link: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  starts_at: z.string(),
  ends_at: z.string(),
  is_active: z.boolean(),
});
export type AdSlot = z.infer<typeof adSlotSchema>;

export const adsSettingsSchema = z.object({
  page: z.literal('manage_Ads'),
  slots: z.array(adSlotSchema),
});

// ---------------------------------------------------------------------------------------------
// wizard

export const wizardStepBodySchema = z.object({
  platform: z.enum(WIZARD_PLATFORMS, { error: V.required }),
  title_ar: stepTitleSchema,
  title_en: stepTitleSchema,
  body_ar: descriptionSchema,
  body_en: descriptionSchema,
  image: settingsImageSchema.nullable().default(null),
  /** Order within its platform, smaller first. */
  sort: sortOrderSchema.default(0),
});
export type WizardStepBody = z.infer<typeof wizardStepBodySchema>;

export const wizardSettingsBodySchema = z.object({
  page: z.literal('wizard'),
  /** Every step of every platform: the steps sent replace the old ones. */
  steps: z
    .array(wizardStepBodySchema, { error: V.required })
    .max(WIZARD_STEPS_MAX, { error: V.bulk.too_many }),
});
export type WizardSettingsBody = z.infer<typeof wizardSettingsBodySchema>;

export const panelWizardStepSchema = z.object({
  id: z.number().int(),
  platform: z.enum(WIZARD_PLATFORMS),
  title_ar: z.string(),
  title_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  image: z.string().nullable(),
  sort: z.number().int(),
});

export const wizardSettingsSchema = z.object({
  page: z.literal('wizard'),
  steps: z.array(panelWizardStepSchema),
});

// ---------------------------------------------------------------------------------------------

export const settingsBodySchema = z.discriminatedUnion(
  'page',
  [
    websiteSettingsBodySchema,
    seoSettingsBodySchema,
    adsSettingsBodySchema,
    wizardSettingsBodySchema,
  ],
  { error: V.filter.invalid },
);
export type SettingsBody = z.infer<typeof settingsBodySchema>;

export const panelSettingsSchema = z.discriminatedUnion('page', [
  websiteSettingsSchema,
  seoSettingsSchema,
  adsSettingsSchema,
  wizardSettingsSchema,
]);
export type PanelSettings = z.infer<typeof panelSettingsSchema>;

const base = { tags: ['panel', 'settings'] };

export const panelSettingsContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/settings',
  summary: 'One settings page as its form holds it',
  permission: { resource: 'settings', action: 'view', kind: 'admin' },
  query: z.object({ page: z.enum(SETTINGS_PAGES, { error: V.filter.invalid }) }),
  response: panelSettingsSchema,
});

export const saveSettingsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/settings',
  summary: 'Save one settings page whole; the shop shows it at once',
  permission: { resource: 'settings', action: 'update', kind: 'admin' },
  body: settingsBodySchema,
  response: panelSettingsSchema,
});

export const clearCacheContract = defineContract({
  tags: ['panel', 'cache'],
  method: 'POST',
  path: '/api/panel/clear-cache',
  summary: 'Empty the server caches of public answers and rendered pages',
  permission: { resource: 'cache', action: 'clear', kind: 'admin' },
  response: z.object({ cleared: z.number().int() }),
});
