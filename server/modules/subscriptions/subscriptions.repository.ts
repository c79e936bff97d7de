import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SubscriptionAction } from '../../../domain/subscriptions/subscriptions';
import { fromPiastres } from '../../../domain/payments/payments';
import { queryRows, type Db } from '../../db/client';
import {
  coupons,
  packageFeatures,
  packages,
  products,
  stores,
  subscriptionEvents,
  subscriptionPurchases,
} from '../../db/schema';

// Package subscriptions: the store's package and expiry, purchases, the downgrade
// preview and the expiry sweep's once-per-period events. Store reads are by owner; a store of
// someone else is "not found".

/** Packages one may buy: active and not a trial (a trial only opens a new store). */
export async function buyablePackages(db: Db) {
  const rows = await db
    .select({
      id: packages.id,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
      price: packages.price,
      productsCount: packages.productsCount,
      durationDays: packages.durationDays,
      isTrial: packages.isTrial,
      isLifetime: packages.isLifetime,
      trialPeriodDays: packages.trialPeriodDays,
    })
    .from(packages)
    .where(and(eq(packages.isActive, true), eq(packages.isTrial, false)))
    .orderBy(asc(packages.sort), asc(packages.price), asc(packages.id));
  if (rows.length === 0) return [];
  const features = await db
    .select({
      packageId: packageFeatures.packageId,
      name_ar: packageFeatures.nameAr,
      name_en: packageFeatures.nameEn,
      statement_ar: packageFeatures.statementAr,
      statement_en: packageFeatures.statementEn,
    })
    .from(packageFeatures)
    .where(
      inArray(
        packageFeatures.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(packageFeatures.sort), asc(packageFeatures.id));
  return rows.map((row) => ({
    ...row,
    features: features
      .filter((feature) => feature.packageId === row.id)
      .map(({ packageId: _packageId, ...feature }) => feature),
  }));
}

export type PackageRow = typeof packages.$inferSelect;

export async function findPackage(db: Db, id: number): Promise<PackageRow | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  return row ?? null;
}

export function ownStoreNames(db: Db, ownerId: number) {
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), isNull(stores.archivedAt)))
    .orderBy(asc(stores.createdAt), asc(stores.id));
}

const productsUsed = sql<number>`(
  SELECT count(*)::int FROM products AS p WHERE p.store_id = "stores"."id" AND p.archived_at IS NULL
)`;

const scheduledName = (column: 'name_ar' | 'name_en') =>
  sql<
    string | null
  >`(SELECT sp.${sql.raw(column)} FROM packages AS sp WHERE sp.id = "stores"."scheduled_package_id")`;

const storeColumns = {
  id: stores.id,
  ownerId: stores.ownerId,
  name: stores.name,
  status: stores.status,
  archivedAt: stores.archivedAt,
  autoRenew: stores.autoRenew,
  expiresAt: stores.expiresAt,
  packageId: stores.packageId,
  scheduledPackageId: stores.scheduledPackageId,
  scheduledFrom: stores.scheduledFrom,
  scheduledNameAr: scheduledName('name_ar'),
  scheduledNameEn: scheduledName('name_en'),
  productsUsed,
  packageNameAr: packages.nameAr,
  packageNameEn: packages.nameEn,
  packagePrice: packages.price,
  packageProductsCount: packages.productsCount,
  packageDurationDays: packages.durationDays,
  packageIsTrial: packages.isTrial,
  packageIsLifetime: packages.isLifetime,
};

/**
 * A store with its package; `ownerId` scopes it to its owner (undefined: any store, for the
 * settlement and the sweep); `lock` holds the store row for the rest of the transaction, so
 * purchases, downgrades and the sweep on one store run one after the other.
 */
export async function findSubscriptionStore(
  db: Db,
  storeId: number,
  options: { ownerId?: number; lock?: boolean } = {},
) {
  const query = db
    .select(storeColumns)
    .from(stores)
    .leftJoin(packages, eq(packages.id, stores.packageId))
    .where(
      and(
        eq(stores.id, storeId),
        options.ownerId === undefined ? undefined : eq(stores.ownerId, options.ownerId),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: stores }) : await query;
  return row ?? null;
}
export type SubscriptionStoreRow = NonNullable<Awaited<ReturnType<typeof findSubscriptionStore>>>;

export async function setStoreSubscription(
  db: Db,
  storeId: number,
  values: {
    packageId?: number;
    expiresAt?: Date | null;
    scheduledPackageId?: number | null;
    scheduledFrom?: Date | null;
  },
) {
  await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/**
 * The store's unarchived products that a quota of `keep` would leave over: the newest ones
 * (the store keeps the products it has had longest), newest first.
 */
export async function productsBeyondQuota(db: Db, storeId: number, keep: number) {
  const rows = await db
    .select({
      id: products.id,
      name_ar: products.nameAr,
      name_en: products.nameEn,
      main_image: products.mainImage,
      created_at: products.createdAt,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.archivedAt)))
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(Math.max(0, keep));
  return rows.reverse();
}

export async function countActiveProducts(db: Db, storeId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.archivedAt)));
  return row?.total ?? 0;
}

export async function archiveProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(products)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return rows.length;
}

/** A site coupon usable today (no use counted): for a quote. */
export async function findSiteCoupon(db: Db, code: string, today: string) {
  const [row] = await db
    .select({ id: coupons.id, code: coupons.code, percentage: coupons.percentage })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        eq(coupons.kind, 'site'),
        sql`${coupons.usedCount} < ${coupons.maxUsage}`,
        sql`${coupons.expiryDate} >= ${today}`,
      ),
    );
  return row ?? null;
}

/** Takes one use of a site coupon usable today, in one conditional UPDATE (never past max_usage). */
export async function takeSiteCouponUse(db: Db, code: string, today: string) {
  const [row] = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        eq(coupons.kind, 'site'),
        sql`${coupons.usedCount} < ${coupons.maxUsage}`,
        sql`${coupons.expiryDate} >= ${today}`,
      ),
    )
    .returning({ id: coupons.id, code: coupons.code, percentage: coupons.percentage });
  return row ?? null;
}

export async function releaseCouponUse(db: Db, couponId: number) {
  await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.usedCount} > 0`));
}

export interface NewPurchase {
  storeId: number;
  userId: number;
  packageId: number;
  action: SubscriptionAction;
  status: 'pending' | 'paid';
  basePiastres: number;
  creditPiastres: number;
  discountPiastres: number;
  amountPiastres: number;
  couponId: number | null;
  method: 'wallet' | 'card' | 'free' | 'auto_renew';
}

export async function insertPurchase(db: Db, purchase: NewPurchase): Promise<number> {
  const [row] = await db
    .insert(subscriptionPurchases)
    .values({
      storeId: purchase.storeId,
      userId: purchase.userId,
      packageId: purchase.packageId,
      action: purchase.action,
      status: purchase.status,
      basePrice: fromPiastres(purchase.basePiastres),
      credit: fromPiastres(purchase.creditPiastres),
      discount: fromPiastres(purchase.discountPiastres),
      amount: fromPiastres(purchase.amountPiastres),
      couponId: purchase.couponId,
      method: purchase.method,
      appliedAt: purchase.status === 'paid' ? new Date() : null,
    })
    .returning({ id: subscriptionPurchases.id });
  return row!.id;
}

export async function setPurchasePayment(db: Db, id: number, paymentId: number) {
  await db
    .update(subscriptionPurchases)
    .set({ paymentId, updatedAt: new Date() })
    .where(eq(subscriptionPurchases.id, id));
}

/**
 * Closes a pending purchase once (paid: applied now; failed): the conditional UPDATE answers the
 * row only to the one caller that moved it, so a settlement run twice applies it once.
 */
export async function closePendingPurchase(db: Db, id: number, status: 'paid' | 'failed') {
  const [row] = await db
    .update(subscriptionPurchases)
    .set({ status, appliedAt: status === 'paid' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(subscriptionPurchases.id, id), eq(subscriptionPurchases.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findPurchase(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionPurchases)
    .where(eq(subscriptionPurchases.id, id));
  return row ?? null;
}

// ---- The expiry sweep ---------------------------------------------------------------------

/** Records that `kind` happened for the store's period; false when it had already. */
export async function recordEvent(db: Db, storeId: number, kind: string, periodEnd: Date) {
  const rows = await db
    .insert(subscriptionEvents)
    .values({ storeId, kind, periodEnd })
    .onConflictDoNothing()
    .returning({ storeId: subscriptionEvents.storeId });
  return rows.length > 0;
}

/**
 * Stores whose paid-for downgrade is due: the period of the bigger package they were on has
 * ended (`scheduled_from` ≤ `now`), so they move to the scheduled package.
 */
export async function storesWithDueDowngrade(db: Db, now: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT s.id FROM stores AS s
        WHERE s.scheduled_from IS NOT NULL AND s.scheduled_from <= ${now.toISOString()}
          AND s.scheduled_package_id IS NOT NULL
        ORDER BY s.scheduled_from, s.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Stores that auto-renew and whose period ends in (`since`, `until`] (active, unarchived, on a
 * paid period package).
 */
export async function storesToAutoRenew(db: Db, since: Date, until: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT s.id FROM stores AS s JOIN packages AS p ON p.id = s.package_id
        WHERE s.auto_renew AND s.expires_at > ${since.toISOString()}
          AND s.expires_at <= ${until.toISOString()}
          AND s.status = 'active' AND s.archived_at IS NULL AND NOT p.is_trial AND NOT p.is_lifetime
        ORDER BY s.expires_at, s.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * One reminder kind for every store whose period ends in (`from`, `to`], recorded once per
 * period in one INSERT … SELECT … ON CONFLICT DO NOTHING: answers only the stores this call
 * recorded, so two sweeps at once split them and none is reminded twice. Rows go in store order, so
 * two sweeps inserting at once wait for each other instead of deadlocking.
 */
export async function recordDueEvents(db: Db, kind: string, from: Date, to: Date) {
  return queryRows<{ store_id: number; owner_id: number; name: string; expires_at: Date | string }>(
    db,
    sql`WITH due AS (
          SELECT s.id, s.owner_id, s.name, s.expires_at FROM stores AS s
          WHERE s.expires_at IS NOT NULL AND s.expires_at > ${from.toISOString()}
            AND s.expires_at <= ${to.toISOString()}
            AND s.status = 'active' AND s.archived_at IS NULL
        ), inserted AS (
          INSERT INTO subscription_events (store_id, kind, period_end)
          SELECT id, ${kind}, expires_at FROM due ORDER BY id
          ON CONFLICT DO NOTHING
          RETURNING store_id, period_end
        )
        SELECT due.id AS store_id, due.owner_id, due.name, due.expires_at
        FROM inserted JOIN due ON due.id = inserted.store_id
        ORDER BY due.id`,
  );
}
