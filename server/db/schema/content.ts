import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
