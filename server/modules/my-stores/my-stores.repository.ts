import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages, stores, users } from '../../db/schema';

// A seller's own stores. Every query is by owner: a store of someone else is "not
// found", never readable or writable through these calls.

/** Unarchived products of the store: what counts against `products_count` (DESIGN §4 quota). */
const productsUsed = sql<number>`(
  SELECT count(*)::int FROM products AS p WHERE p.store_id = "stores"."id" AND p.archived_at IS NULL
)`;

/** Has any product of the store been accepted (a store without one is shown as `new`)? */
const hasAccepted = sql<boolean>`EXISTS (
  SELECT 1 FROM products AS p WHERE p.store_id = "stores"."id" AND p.status = 'accepted'
)`;

const columns = {
  id: stores.id,
  ownerId: stores.ownerId,
  name: stores.name,
  username: stores.username,
  logo: stores.logo,
  mainColor: stores.mainColor,
  status: stores.status,
  archivedAt: stores.archivedAt,
  verifiedAt: stores.verifiedAt,
  expiresAt: stores.expiresAt,
  createdAt: stores.createdAt,
  productsUsed,
  hasAccepted,
  packageId: packages.id,
  packageNameAr: packages.nameAr,
  packageNameEn: packages.nameEn,
  packageIsTrial: packages.isTrial,
  packageIsLifetime: packages.isLifetime,
  packageProductsCount: packages.productsCount,
};

const detailColumns = {
  ...columns,
  descriptionAr: stores.descriptionAr,
  descriptionEn: stores.descriptionEn,
  phoneNumber: stores.phoneNumber,
  whatsapp: stores.whatsapp,
  address: stores.address,
  governorateId: stores.governorateId,
  areaId: stores.areaId,
  location: stores.location,
  latitude: stores.latitude,
  longitude: stores.longitude,
  backgroundColor: stores.backgroundColor,
  backgroundImage: stores.backgroundImage,
  categoryId: stores.categoryId,
  facebookUrl: stores.facebookUrl,
  instagramUrl: stores.instagramUrl,
  linkedinUrl: stores.linkedinUrl,
  twitterUrl: stores.twitterUrl,
  telegram: stores.telegram,
  authorizedOrders: stores.authorizedOrders,
  autoRenew: stores.autoRenew,
  autoTranslate: stores.autoTranslate,
};

export type MyStoreRow = Awaited<ReturnType<typeof listOwnStores>>[number];
export type MyStoreDetailRow = NonNullable<Awaited<ReturnType<typeof findOwnStore>>>;

export function listOwnStores(db: Db, ownerId: number) {
  return db
    .select(columns)
    .from(stores)
    .leftJoin(packages, eq(packages.id, stores.packageId))
    .where(eq(stores.ownerId, ownerId))
    .orderBy(asc(stores.createdAt), asc(stores.id));
}

export async function findOwnStore(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(stores)
    .leftJoin(packages, eq(packages.id, stores.packageId))
    .where(and(eq(stores.id, id), eq(stores.ownerId, ownerId)));
  return row ?? null;
}

/** The store row, locked for the rest of the transaction (owner writes serialise on it). */
export async function lockOwnStore(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .select({ id: stores.id, username: stores.username })
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.ownerId, ownerId)))
    .for('update');
  return row ?? null;
}

/** Locks the account row: one owner's store creations run one after the other. */
export async function lockAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Is the username used by another store (case-insensitive, as the unique index)? */
export async function storeUsernameTaken(db: Db, username: string, exceptId?: number) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(sql`lower(${stores.username}) = lower(${username})`);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Packages a new store may start on without paying: active trials the owner has not used on
 * another store yet, and active free packages.
 */
export function startPackages(db: Db, ownerId: number) {
  const trialUsed = sql<boolean>`EXISTS (
    SELECT 1 FROM stores AS s WHERE s.owner_id = ${ownerId} AND s.package_id = "packages"."id"
  )`;
  return db
    .select({
      id: packages.id,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
      isTrial: packages.isTrial,
      isLifetime: packages.isLifetime,
      trialPeriodDays: packages.trialPeriodDays,
      durationDays: packages.durationDays,
      productsCount: packages.productsCount,
    })
    .from(packages)
    .where(
      and(
        eq(packages.isActive, true),
        or(
          and(
            eq(packages.isTrial, true),
            sql`coalesce(${packages.trialPeriodDays}, 0) > 0`,
            sql`NOT ${trialUsed}`,
          ),
          and(eq(packages.isTrial, false), sql`${packages.price} = 0`),
        ),
      ),
    )
    .orderBy(sql`${packages.isTrial} DESC`, asc(packages.sort), asc(packages.id));
}

export type StartPackageRow = Awaited<ReturnType<typeof startPackages>>[number];

export type StoreValues = Omit<
  typeof stores.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'searchText' | 'searchWords'
>;

export async function insertStore(db: Db, ownerId: number, values: StoreValues) {
  const [row] = await db
    .insert(stores)
    .values({ ...values, ownerId })
    .returning({ id: stores.id });
  return row!.id;
}

export async function updateStoreRow(db: Db, id: number, values: Partial<StoreValues>) {
  await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, id));
}

/** A shopper's first store makes them a reseller (spec §4 hand-over). */
export async function makeReseller(db: Db, userId: number) {
  await db
    .update(users)
    .set({ role: 'reseller', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
}

/** Fill a store's missing English or Arabic description (auto-translate). */
export async function fillStoreDescription(
  db: Db,
  id: number,
  field: 'descriptionAr' | 'descriptionEn',
  value: string,
) {
  await db
    .update(stores)
    .set({ [field]: value })
    .where(and(eq(stores.id, id), eq(stores[field], '')));
}

/** Whether auto-translate is on, and the two descriptions. */
export async function storeTranslationState(db: Db, id: number) {
  const [row] = await db
    .select({ on: stores.autoTranslate, ar: stores.descriptionAr, en: stores.descriptionEn })
    .from(stores)
    .where(eq(stores.id, id));
  return row ?? null;
}
