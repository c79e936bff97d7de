import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OfferLinkKind } from '../../../domain/contracts/panel/offers.contract';
import { createdAt, id, timestamps, updatedAt } from './columns';
import { wizardPlatformEnum } from './enums';

/**
 * Key/value settings, one JSON document per settings page: `site` (SiteSettings of
 * domain/contracts/general.contract.ts), `meta` ({ ar, en } × meta_title/description/keywords) and
 * `seeded_at` (ISO time the first-start seed finished). See SETTINGS_KEYS in server/db/settings.ts.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** about-us, privacy-policy, terms (spec §7 Static). */
export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: updatedAt(),
});

/** Tutorial wizard steps per platform (spec §1, admin settings/wizard). */
export const wizardSteps = pgTable(
  'wizard_steps',
  {
    id: id(),
    platform: wizardPlatformEnum('platform').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('wizard_steps_platform_idx').on(t.platform, t.sort)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/**
 * Homepage offer groups (spec §2 admin `homepage_offers`): a titled row of offer images on the
 * home page, in `sort` order, shown while active and within its optional schedule (dates are
 * whole days, Cairo time not considered: `starts_on` ≤ today ≤ `ends_on`, UTC).
 */
export const offerGroups = pgTable(
  'offer_groups',
  {
    id: id(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    sort: integer('sort').notNull().default(0),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('offer_groups_sort_idx').on(t.sort)],
);

/** One offer image inside a group (spec §2 `homepage_offers/:id`, moderator `offers`). */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => offerGroups.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    linkKind: text('link_kind').$type<OfferLinkKind>().notNull(),
    /** The product, store or category id, or the URL. */
    linkTarget: text('link_target').notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('offers_group_idx').on(t.groupId, t.sort)],
);
