// A seller's own stores in the user area (spec §2 /my-stores, /store-settings/:id, §7
// GET/POST stores). Opening the first store makes the account a reseller (spec §4 hand-over).
import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../status/statuses';
import {
  facebookLinkSchema,
  instagramLinkSchema,
  linkedinLinkSchema,
  locationSchema,
  mainColorSchema,
  optionalRule,
  phoneSchema,
  resellerStoreDescriptionSchema,
  storeAddressSchema,
  storeNameSchema,
  storeUsernameSchema,
  telegramUsernameSchema,
  twitterLinkSchema,
  whatsappSchema,
} from '../validation';
import { V } from '../validation/keys';
import { line } from '../validation/hygiene';
import { defineContract } from './contract';
import { bodyId, idParams } from './panel/panel-list';
import { uploadedImageSchema } from './panel/uploads.contract';

/**
 * What `/my-stores` shows as a store's state: archived and suspended come first, then
 * expired (its paid period is over), then `new` (no product accepted yet), else `active`.
 */
export const MY_STORE_STATES = ['new', 'active', 'suspended', 'archived', 'expired'] as const;
export type MyStoreState = (typeof MY_STORE_STATES)[number];

/** An uploaded image path of ours (`/uploads/stores/…`), as the upload answered it. */
const imagePathSchema = line(300).refine(
  (value) => /^\/uploads\/[a-z]+\/[0-9a-f]+\.jpg$/.test(value),
  {
    error: V.image.required,
  },
);

const coordinate = (limit: number) =>
  z
    .number({ error: V.location.invalid })
    .min(-limit, { error: V.location.invalid })
    .max(limit, { error: V.location.invalid });

/**
 * The store form (create and settings). Optional texts may be sent empty (a cleared field); the
 * server stores null. `location` is a maps link; "use my location" sends the coordinates too.
 */
export const storeBodySchema = z
  .object({
    name: storeNameSchema,
    username: storeUsernameSchema,
    description_ar: resellerStoreDescriptionSchema,
    description_en: optionalRule(resellerStoreDescriptionSchema),
    phone_number: phoneSchema,
    whatsapp: whatsappSchema,
    address: storeAddressSchema,
    governorate_id: bodyId,
    area_id: bodyId.nullable().optional(),
    location: optionalRule(locationSchema),
    latitude: coordinate(90).nullable().optional(),
    longitude: coordinate(180).nullable().optional(),
    logo: imagePathSchema,
    main_color: mainColorSchema,
    background_color: optionalRule(mainColorSchema),
    background_image: imagePathSchema.nullable().optional(),
    category_id: bodyId,
    facebook_url: optionalRule(facebookLinkSchema),
    instagram_url: optionalRule(instagramLinkSchema),
    linkedin_url: optionalRule(linkedinLinkSchema),
    twitter_url: optionalRule(twitterLinkSchema),
    telegram: optionalRule(telegramUsernameSchema),
    /** Orders without login (guest checkout, DESIGN §4). */
    authorized_orders: z.boolean().default(false),
    auto_renew: z.boolean().default(false),
    auto_translate: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    // Coordinates come in pairs.
    if ((body.latitude == null) !== (body.longitude == null)) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: V.location.invalid });
    }
  });
export type StoreBody = z.input<typeof storeBodySchema>;

/** Creating also chooses the package: a trial or a free one (paid ones go through /upgrade). */
export const createStoreBodySchema = storeBodySchema.and(
  z.object({ package_id: bodyId.nullable().optional() }),
);
export type CreateStoreBody = z.input<typeof createStoreBodySchema>;

export const myStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  logo: z.string().nullable(),
  main_color: z.string(),
  state: z.enum(MY_STORE_STATES),
  status: z.enum(ACTIVITY_STATUSES),
  verified: z.boolean(),
  package: z
    .object({
      id: z.number().int(),
      name_ar: z.string(),
      name_en: z.string(),
      is_trial: z.boolean(),
      is_lifetime: z.boolean(),
      products_count: z.number().int(),
    })
    .nullable(),
  expires_at: z.string().nullable(),
  /** Whole days until `expires_at` (0 on the day, negative after); null without an expiry. */
  days_left: z.number().int().nullable(),
  /** Unarchived products: what counts against the package's `products_count`. */
  products_used: z.number().int(),
  created_at: z.string(),
});
export type MyStore = z.infer<typeof myStoreSchema>;

/** Everything the settings form edits, as stored. */
export const myStoreDetailSchema = myStoreSchema.extend({
  description_ar: z.string(),
  description_en: z.string(),
  phone_number: z.string(),
  whatsapp: z.string().nullable(),
  address: z.string(),
  governorate_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  background_color: z.string().nullable(),
  background_image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  telegram: z.string().nullable(),
  authorized_orders: z.boolean(),
  auto_renew: z.boolean(),
  auto_translate: z.boolean(),
});
export type MyStoreDetail = z.infer<typeof myStoreDetailSchema>;

/** A package a new store may start on without paying: trials and free packages. */
export const startPackageSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  is_trial: z.boolean(),
  is_lifetime: z.boolean(),
  /** Days the store runs on it; null for a lifetime package. */
  days: z.number().int().nullable(),
  products_count: z.number().int(),
});
export type StartPackage = z.infer<typeof startPackageSchema>;

const base = { tags: ['my-stores'] };

export const myStoresContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/stores',
  summary: 'The signed-in seller’s stores with state, package, expiry and quota used',
  permission: { resource: 'my_stores', action: 'list', kind: 'user' },
  response: z.array(myStoreSchema),
});

export const startPackagesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/store-packages',
  summary: 'The packages a new store may start on (trials the account has not used, free ones)',
  permission: { resource: 'my_stores', action: 'create', kind: 'user' },
  response: z.array(startPackageSchema),
});

export const createStoreContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/stores',
  summary:
    'Open a store. The first one makes the account a reseller. Taken username → 409 conflict; a ' +
    'paid, inactive or used trial package → 400 package_unavailable.',
  permission: { resource: 'my_stores', action: 'create', kind: 'user' },
  idempotent: true,
  body: createStoreBodySchema,
  response: myStoreDetailSchema,
  status: 201,
});

export const myStoreContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/store-settings/:id',
  summary: 'One of the seller’s own stores, everything the settings form edits',
  permission: { resource: 'store_settings', action: 'view', kind: 'user' },
  params: idParams,
  response: myStoreDetailSchema,
});

export const updateStoreContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/store-settings/:id',
  summary: 'Save a store’s settings (the owner only). Taken username → 409 conflict.',
  permission: { resource: 'store_settings', action: 'update', kind: 'user' },
  idempotent: true,
  params: idParams,
  body: storeBodySchema,
  response: myStoreDetailSchema,
});

/** One multipart file field `image`; jpg/jpeg/png of at least 647×647 (spec §5). */
export const storeImageContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/stores/images',
  summary: 'Upload a store logo or background image before saving the store form',
  permission: { resource: 'my_stores', action: 'create', kind: 'user' },
  response: uploadedImageSchema,
  status: 201,
});
