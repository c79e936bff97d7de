import { and, count, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { areas, branches, categories, governorates, products, stores } from '../../db/schema';
import { placeColumns } from './geo.repository';
import { prepared } from '../../db/prepared';
import type { Shape } from './products.repository';
import { publicStore } from './visibility.repository';

/**
 * Public products of the store row in the outer query (correlated; uses products_store_id_idx).
 * Only the product half of the visibility rule: the outer query already keeps public stores only.
 */
const publicProductsCount = sql<number>`(select count(*)::int from ${products} where ${products.storeId} = ${stores.id} and ${products.status} = 'accepted' and ${products.archivedAt} is null)`;

export const storeCardColumns = {
  id: stores.id,
  username: stores.username,
  name: stores.name,
  descriptionAr: stores.descriptionAr,
  descriptionEn: stores.descriptionEn,
  logo: stores.logo,
  mainColor: stores.mainColor,
  backgroundColor: stores.backgroundColor,
  verifiedAt: stores.verifiedAt,
  followersCount: stores.followersCount,
  ratingAvg: stores.ratingAvg,
  ratingCount: stores.ratingCount,
  ...placeColumns,
  categoryId: categories.id,
  categoryAr: categories.nameAr,
  categoryEn: categories.nameEn,
  productsCount: publicProductsCount,
};

/** Verified first, then the best rated and most followed. */
export const storeOrder: SQL[] = [
  sql`(${stores.verifiedAt} is null) asc`,
  sql`${stores.ratingAvg} desc`,
  sql`${stores.followersCount} desc`,
  sql`${stores.id} asc`,
];

export interface StoreListQuery {
  where: SQL[];
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** false: `productsCount` is 0 and the caller fills it (from counts per store it keeps). */
  countProducts?: boolean;
}

/** Public store cards matching `where` (always AND-ed with the visibility rule). */
export function listStoreCards(db: Db, query: StoreListQuery) {
  return storeCardsQuery(db, query, query.limit, query.offset);
}

function storeCardsQuery(
  db: Db,
  query: StoreListQuery,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const columns =
    query.countProducts === false
      ? { ...storeCardColumns, productsCount: sql<number>`0` }
      : storeCardColumns;
  return db
    .select(columns)
    .from(stores)
    .leftJoin(governorates, eq(governorates.id, stores.governorateId))
    .leftJoin(areas, eq(areas.id, stores.areaId))
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .where(and(publicStore(), ...query.where))
    .orderBy(...query.orderBy)
    .limit(limit as number)
    .offset(offset as number);
}
export type StoreCardRow = Awaited<ReturnType<typeof listStoreCards>>[number];

/**
 * `listStoreCards` as a prepared statement per shape (products.repository.ts `Shape`): `where`
 * and `orderBy` take their values from `shape.binder` and are the same SQL for one `shape.key`.
 * Suggestions ask for stores on every keystroke; planning the query was most of its cost.
 */
export function listShapedStoreCards(
  db: Db,
  shape: Shape,
  query: StoreListQuery,
): Promise<StoreCardRow[]> {
  const statement = prepared(db, `stores|${shape.key}|${query.countProducts !== false}`, () =>
    storeCardsQuery(db, query, sql.placeholder('limit'), sql.placeholder('offset')),
  );
  return statement.execute({
    ...shape.binder.values,
    limit: query.limit,
    offset: query.offset,
  }) as Promise<StoreCardRow[]>;
}

/**
 * Public products per store (the product half of the visibility rule; callers keep public stores).
 * One grouped pass instead of a count per store card: each card's count walked a whole index,
 * ~16 ms a card on 100,000 products.
 */
export async function countPublicProductsByStore(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ storeId: products.storeId, total: count() })
    .from(products)
    .where(and(eq(products.status, 'accepted'), isNull(products.archivedAt)))
    .groupBy(products.storeId);
  return new Map(rows.map((row) => [row.storeId, row.total]));
}

export async function countStores(db: Db, where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(stores)
    .where(and(publicStore(), ...where));
  return row?.total ?? 0;
}

export const storeFilter = {
  category: (id: number) => eq(stores.categoryId, id),
  governorate: (id: number) => eq(stores.governorateId, id),
  verified: (value: boolean) =>
    sql`(${stores.verifiedAt} is ${sql.raw(value ? 'not null' : 'null')})`,
  username: (username: string) => sql`lower(${stores.username}) = lower(${username})`,
  ids: (ids: number[]) => sql`${stores.id} in ${ids}`,
};

function publicStoreSelect<Extra extends Record<string, SQL>>(
  db: Db,
  countProducts: boolean,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...extra,
      ...storeCardColumns,
      ...(countProducts ? {} : { productsCount: sql<number>`0` }),
      phoneNumber: stores.phoneNumber,
      whatsapp: stores.whatsapp,
      address: stores.address,
      location: stores.location,
      backgroundImage: stores.backgroundImage,
      authorizedOrders: stores.authorizedOrders,
      views: stores.views,
      createdAt: stores.createdAt,
    })
    .from(stores)
    .leftJoin(governorates, eq(governorates.id, stores.governorateId))
    .leftJoin(areas, eq(areas.id, stores.areaId))
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .$dynamic();
}
type PublicStoreRow = Awaited<ReturnType<typeof publicStoreSelect<Record<string, never>>>>[number];

// The store page is ONE prepared statement (server/db/prepared.ts): the store with its branches
// as JSON, one round trip instead of two.

interface BranchRow {
  id: number;
  nameAr: string;
  nameEn: string;
  address: string;
  location: string | null;
  phone: string | null;
  governorateId: number | null;
  governorateAr: string | null;
  governorateEn: string | null;
  areaId: number | null;
  areaAr: string | null;
  areaEn: string | null;
}
export type PublicStorePage = PublicStoreRow & { branches: BranchRow[] };

/** The store page's select: the store with its branches as JSON, and `extra` columns. */
function storePageSelect<Extra extends Record<string, SQL>>(
  db: Db,
  countProducts: boolean,
  extra: Extra = {} as Extra,
) {
  const branchGovernorate = alias(governorates, 'branch_governorate');
  const branchArea = alias(areas, 'branch_area');
  const branchRows = sql<BranchRow[]>`coalesce((select json_agg(json_build_object(
      'id', ${branches.id}, 'nameAr', ${branches.nameAr}, 'nameEn', ${branches.nameEn},
      'address', ${branches.address}, 'location', ${branches.location}, 'phone', ${branches.phone},
      'governorateId', ${branchGovernorate.id}, 'governorateAr', ${branchGovernorate.nameAr},
      'governorateEn', ${branchGovernorate.nameEn}, 'areaId', ${branchArea.id},
      'areaAr', ${branchArea.nameAr}, 'areaEn', ${branchArea.nameEn}) order by ${branches.id})
    from ${branches}
    left join ${governorates} ${sql.identifier('branch_governorate')} on ${branchGovernorate.id} = ${branches.governorateId}
    left join ${areas} ${sql.identifier('branch_area')} on ${branchArea.id} = ${branches.areaId}
    where ${branches.storeId} = ${stores.id}), '[]'::json)`;
  return publicStoreSelect(db, countProducts, { ...extra, branches: branchRows });
}

/** The store page row with its branches; null when the store is not public. */
export async function findPublicStore(
  db: Db,
  username: string,
  { countProducts = true } = {},
): Promise<PublicStorePage | null> {
  const statement = prepared(db, `store-page|${countProducts}`, () =>
    storePageSelect(db, countProducts).where(
      and(publicStore(), sql`lower(${stores.username}) = lower(${sql.placeholder('username')})`),
    ),
  );
  const [row] = (await statement.execute({ username })) as PublicStorePage[];
  return row ?? null;
}

/** Views counted since the last write (id → views), in one UPDATE (ids in order). */
export async function addStoreViews(db: Db, deltas: Map<number, number>) {
  if (deltas.size === 0) return;
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  const views = ids.map((id) => deltas.get(id)!);
  await db.execute(sql`
    update ${stores} set ${sql.identifier(stores.views.name)} = ${stores.views} + d.n
    from unnest(${sql.param(ids)}::int[], ${sql.param(views)}::int[]) as d(id, n)
    where ${stores.id} = d.id`);
}
