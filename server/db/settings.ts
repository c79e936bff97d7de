import { eq } from 'drizzle-orm';
import { type SiteSettings, siteSettingsSchema } from '../../domain/contracts/general.contract';
import type { Db } from './client';
import { settings } from './schema/index';

/**
 * Keys of the `settings` table. One JSON document per admin settings page keeps reads to one row
 * and lets each page be validated by its own zod schema.
 */
export const SETTINGS_KEYS = {
  /** SiteSettings (domain/contracts/general.contract.ts). */
  site: 'site',
  /** Layout meta per language: `{ ar: LayoutMeta, en: LayoutMeta }`. */
  meta: 'meta',
  /** Ad slots `{ slots: AdSlot[] }` (domain/contracts/panel/settings.contract.ts). */
  ads: 'ads',
  /** ISO time the first-start seed committed; its presence means "never seed again". */
  seededAt: 'seeded_at',
  /** The JWT secret generated when JWT_SECRET is unset, shared by every process on the database. */
  jwtSecret: 'jwt_secret',
  /** DeliverySettings: whose delivery table prices orders (docs/decisions/0052-delivery-fees.md). */
  delivery: 'delivery',
} as const;

/** Whether the marketplace's own delivery table prices every store's orders. */
export interface DeliverySettings {
  marketplaceTable: boolean;
}

export async function readSetting<T = unknown>(db: Db, key: string): Promise<T | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row ? (row.value as T) : null;
}

export async function writeSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Stores `value` under `key` unless a value is already there, and answers the stored one. One
 * statement (insert … on conflict do nothing) then a read, so processes racing on a fresh
 * database all end up with the first writer's value.
 */
export async function claimSetting<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  const stored = await readSetting<T>(db, key);
  if (stored === null) throw new Error(`setting ${key} vanished after insert`);
  return stored;
}

/** Site settings, validated: a hand-edited row that drifted from the contract fails loudly here. */
export async function readSiteSettings(db: Db): Promise<SiteSettings | null> {
  const value = await readSetting(db, SETTINGS_KEYS.site);
  return value === null ? null : siteSettingsSchema.parse(value);
}

/** Delivery settings; none stored means every store prices from its own table. */
export async function readDeliverySettings(db: Db): Promise<DeliverySettings> {
  const value = await readSetting<Partial<DeliverySettings>>(db, SETTINGS_KEYS.delivery);
  return { marketplaceTable: value?.marketplaceTable === true };
}
