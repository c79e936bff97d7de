import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  PackageBody,
  PackageFeatureBody,
  PackageFilters,
} from '../../../domain/contracts/panel/packages.contract';
import type { Db } from '../../db/client';
import { packageFeatures, packages, stores } from '../../db/schema';
import { pagedList, searchAny, sortBy } from '../../lib/paging';

// Written out with table names: inside a select list drizzle renders a column without its table,
// which the subquery would read as its own column (see categories.repository.ts).
const storeCount = sql<number>`(
  SELECT count(*)::int FROM stores AS s WHERE s.package_id = "packages"."id"
)`;

const columns = {
  id: packages.id,
  name_ar: packages.nameAr,
  name_en: packages.nameEn,
  price: packages.price,
  products_count: packages.productsCount,
  duration_days: packages.durationDays,
  is_lifetime: packages.isLifetime,
  is_trial: packages.isTrial,
  trial_period_days: packages.trialPeriodDays,
  is_active: packages.isActive,
  sort: packages.sort,
  stores: storeCount,
  created_at: packages.createdAt,
};

const SORTS = {
  sort: packages.sort,
  price: packages.price,
  name_ar: packages.nameAr,
  name_en: packages.nameEn,
  created_at: packages.createdAt,
  stores: storeCount,
} as const;

type PackageRow = Awaited<ReturnType<typeof selectPackages>>[number];

function selectPackages(db: Db) {
  return db.select(columns).from(packages);
}

/** The features of the packages, in order, grouped by package id. */
async function featuresOf(db: Db, ids: number[]) {
  const byPackage = new Map<number, PackageFeatureBody[]>();
  if (ids.length === 0) return byPackage;
  const rows = await db
    .select({
      packageId: packageFeatures.packageId,
      name_ar: packageFeatures.nameAr,
      name_en: packageFeatures.nameEn,
      statement_ar: packageFeatures.statementAr,
      statement_en: packageFeatures.statementEn,
    })
    .from(packageFeatures)
    .where(inArray(packageFeatures.packageId, ids))
    .orderBy(asc(packageFeatures.sort), asc(packageFeatures.id));
  for (const { packageId, ...feature } of rows) {
    byPackage.set(packageId, [...(byPackage.get(packageId) ?? []), feature]);
  }
  return byPackage;
}

async function withFeatures(db: Db, rows: PackageRow[]) {
  const features = await featuresOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, features: features.get(row.id) ?? [] }));
}

export async function listPackages(db: Db, filters: PackageFilters) {
  const where = and(
    filters.active === undefined ? undefined : eq(packages.isActive, filters.active),
    filters.trial === undefined ? undefined : eq(packages.isTrial, filters.trial),
    searchAny(filters.q, [packages.nameAr, packages.nameEn]),
  );
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(packages).where(where))[0]?.total ?? 0,
    async ({ limit, offset }) =>
      withFeatures(
        db,
        await selectPackages(db)
          .where(where)
          .orderBy(...sortBy(SORTS[filters.sort], filters.dir, packages.id))
          .limit(limit)
          .offset(offset),
      ),
  );
}

export async function findPackage(db: Db, id: number) {
  const rows = await selectPackages(db).where(eq(packages.id, id));
  const [row] = await withFeatures(db, rows);
  return row ?? null;
}
export type PanelPackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

export function packageValues(body: PackageBody) {
  return {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    price: body.price,
    productsCount: body.products_count,
    durationDays: body.duration_days,
    isLifetime: body.is_lifetime,
    isTrial: body.is_trial,
    trialPeriodDays: body.trial_period_days,
    isActive: body.is_active,
    sort: body.sort,
  };
}

export async function insertPackage(db: Db, body: PackageBody) {
  const [row] = await db
    .insert(packages)
    .values(packageValues(body))
    .returning({ id: packages.id });
  return row!.id;
}

export async function updatePackageRow(db: Db, id: number, body: PackageBody) {
  await db.update(packages).set(packageValues(body)).where(eq(packages.id, id));
}

/** Replaces a package's features with `features`, in that order. */
export async function setPackageFeatures(db: Db, id: number, features: PackageFeatureBody[]) {
  await db.delete(packageFeatures).where(eq(packageFeatures.packageId, id));
  if (features.length === 0) return;
  await db.insert(packageFeatures).values(
    features.map((feature, sort) => ({
      packageId: id,
      nameAr: feature.name_ar,
      nameEn: feature.name_en,
      statementAr: feature.statement_ar,
      statementEn: feature.statement_en,
      sort,
    })),
  );
}

/** Whether any store is on one of the packages. */
export async function packagesInUse(db: Db, ids: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.packageId, ids))
    .limit(1);
  return Boolean(row);
}

export async function deletePackages(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(packages)
    .where(inArray(packages.id, ids))
    .returning({ id: packages.id });
  return rows.map((row) => row.id);
}
