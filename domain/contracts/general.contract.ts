import { z } from 'zod';
import { HOME_THEMES, LANGUAGES } from '../status/statuses';
import { defineContract } from './contract';

const localized = z.object({ ar: z.string(), en: z.string() });

export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database check (names no engine: that is for operators, not callers)',
  tags: ['general'],
  permission: { resource: 'health', action: 'view' },
  response: z.object({
    status: z.literal('ok'),
    version: z.string(),
  }),
});

export const siteSettingsSchema = z.object({
  siteName: localized,
  siteUrl: z.string(),
  homeTheme: z.enum(HOME_THEMES),
  contactEmail: z.string(),
  contactPhone: z.string(),
  whatsapp: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  footer: localized,
  ordersWithoutLogin: z.boolean(),
  verificationPrice: z.number(),
  /** `/uploads/…` URL of the site logo set in the admin's manage_website; absent or null: text. */
  logo: z.string().nullable().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const layoutMetaSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
});

/** An ad slot the shop shows today (admin settings/manage_Ads), in display order. */
export const layoutAdSchema = z.object({
  /** `/uploads/…` URL. */
  image: z.string(),
  link: z.string(),
  /** `home_top`, `home_middle`, `home_bottom`, `category_top` (panel/settings.contract.ts). */
  placement: z.string(),
});
export type LayoutAd = z.infer<typeof layoutAdSchema>;

export const layoutContract = defineContract({
  method: 'GET',
  path: '/api/layout',
  summary: 'Site meta (in the request language) and public settings',
  tags: ['general'],
  permission: { resource: 'catalogue', action: 'view' },
  response: z.object({
    meta: layoutMetaSchema,
    settings: siteSettingsSchema,
    notificationsCount: z.number().int(),
    /** Lines in the signed-in shopper's cart (spec §3 `cart_items_count`); 0 for visitors. */
    cartItemsCount: z.number().int(),
    /** Active ad slots whose dates include today (Cairo time). */
    ads: z.array(layoutAdSchema),
    /**
     * Whether card payments can be taken (a payment provider is configured): when false the shop
     * offers cash on delivery and the wallet only, and the server refuses card payments.
     */
    cardPayments: z.boolean(),
  }),
});
export type LayoutData = z.infer<typeof layoutContract.response>;

export const WIZARD_PLATFORMS = ['web', 'android', 'ios'] as const;

export const wizardStepSchema = z.object({
  id: z.number().int(),
  platform: z.enum(WIZARD_PLATFORMS),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  sort: z.number().int(),
});

export const wizardContract = defineContract({
  method: 'GET',
  path: '/api/wizard',
  summary: 'Tutorial wizard steps for a platform, in the request language',
  tags: ['general'],
  permission: { resource: 'catalogue', action: 'view' },
  query: z.object({ platform: z.enum(WIZARD_PLATFORMS).default('web') }),
  response: z.array(wizardStepSchema),
});

export const changeLanguageContract = defineContract({
  method: 'POST',
  path: '/api/change-language',
  summary: 'Remember the language of the signed-in account (no-op for visitors)',
  tags: ['general'],
  permission: { resource: 'preferences', action: 'update' },
  body: z.object({ language: z.enum(LANGUAGES) }),
  response: z.object({ language: z.enum(LANGUAGES) }),
});
