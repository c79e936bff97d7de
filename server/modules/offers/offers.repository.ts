import { and, count, eq, inArray, isNull, lte, gte, or, sql, asc } from 'drizzle-orm';
import type {
  OfferBody,
  OfferFilters,
  OfferGroupBody,
  OfferGroupFilters,
} from '../../../domain/contracts/panel/offers.contract';
import type { Db } from '../../db/client';
import { categories, offerGroups, offers, products, stores } from '../../db/schema';
import { pagedList, searchAny, sortBy } from '../../lib/paging';

// Written out with table names: inside a select list drizzle renders a column without its table.
const offerCount = sql<number>`(
  SELECT count(*)::int FROM offers AS o WHERE o.group_id = "offer_groups"."id"
)`;

const groupColumns = {
  id: offerGroups.id,
  title_ar: offerGroups.titleAr,
  title_en: offerGroups.titleEn,
  sort: offerGroups.sort,
  starts_on: offerGroups.startsOn,
  ends_on: offerGroups.endsOn,
  is_active: offerGroups.isActive,
  offers: offerCount,
  created_at: offerGroups.createdAt,
};

const GROUP_SORTS = {
  sort: offerGroups.sort,
  title_ar: offerGroups.titleAr,
  title_en: offerGroups.titleEn,
  created_at: offerGroups.createdAt,
} as const;

export async function listOfferGroups(db: Db, filters: OfferGroupFilters) {
  const where = and(
    filters.active === undefined ? undefined : eq(offerGroups.isActive, filters.active),
    searchAny(filters.q, [offerGroups.titleAr, offerGroups.titleEn]),
  );
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(offerGroups).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(groupColumns)
        .from(offerGroups)
        .where(where)
        .orderBy(...sortBy(GROUP_SORTS[filters.sort], filters.dir, offerGroups.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findOfferGroup(db: Db, id: number) {
  const [row] = await db.select(groupColumns).from(offerGroups).where(eq(offerGroups.id, id));
  return row ?? null;
}
export type OfferGroupRow = NonNullable<Awaited<ReturnType<typeof findOfferGroup>>>;

const groupValues = (body: OfferGroupBody) => ({
  titleAr: body.title_ar,
  titleEn: body.title_en,
  sort: body.sort,
  startsOn: body.starts_on,
  endsOn: body.ends_on,
  isActive: body.is_active,
});

export async function insertOfferGroup(db: Db, body: OfferGroupBody) {
  const [row] = await db
    .insert(offerGroups)
    .values(groupValues(body))
    .returning({ id: offerGroups.id });
  return row!.id;
}

export async function updateOfferGroupRow(db: Db, id: number, body: OfferGroupBody) {
  await db.update(offerGroups).set(groupValues(body)).where(eq(offerGroups.id, id));
}

export async function deleteOfferGroups(db: Db, ids: number[]) {
  const rows = await db
    .delete(offerGroups)
    .where(inArray(offerGroups.id, ids))
    .returning({ id: offerGroups.id });
  return rows.map((row) => row.id);
}

const offerColumns = {
  id: offers.id,
  group_id: offers.groupId,
  group_title_ar: offerGroups.titleAr,
  group_title_en: offerGroups.titleEn,
  image: offers.image,
  link_kind: offers.linkKind,
  link_target: offers.linkTarget,
  sort: offers.sort,
  created_at: offers.createdAt,
};

const OFFER_SORTS = { sort: offers.sort, created_at: offers.createdAt } as const;

export async function listOffers(db: Db, filters: OfferFilters) {
  const where = and(
    filters.group ? eq(offers.groupId, filters.group) : undefined,
    searchAny(filters.q, [offerGroups.titleAr, offerGroups.titleEn, offers.linkTarget]),
  );
  return pagedList(
    filters,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(offers)
          .innerJoin(offerGroups, eq(offerGroups.id, offers.groupId))
          .where(where)
      )[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(offerColumns)
        .from(offers)
        .innerJoin(offerGroups, eq(offerGroups.id, offers.groupId))
        .where(where)
        .orderBy(...sortBy(OFFER_SORTS[filters.sort], filters.dir, offers.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findOffer(db: Db, id: number) {
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .innerJoin(offerGroups, eq(offerGroups.id, offers.groupId))
    .where(eq(offers.id, id));
  return row ?? null;
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

const offerValues = (body: OfferBody) => ({
  groupId: body.group_id,
  image: body.image,
  linkKind: body.link_kind,
  linkTarget: body.link_target,
  sort: body.sort,
});

export async function insertOffer(db: Db, body: OfferBody) {
  const [row] = await db.insert(offers).values(offerValues(body)).returning({ id: offers.id });
  return row!.id;
}

export async function updateOfferRow(db: Db, id: number, body: OfferBody) {
  await db.update(offers).set(offerValues(body)).where(eq(offers.id, id));
}

export async function deleteOffers(db: Db, ids: number[]) {
  const rows = await db.delete(offers).where(inArray(offers.id, ids)).returning({ id: offers.id });
  return rows.map((row) => row.id);
}

/** Whether the product, store or category of an offer link exists. */
export async function linkTargetExists(db: Db, kind: 'product' | 'store' | 'category', id: number) {
  const table = { product: products, store: stores, category: categories }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

/** Groups the home page shows today (`day` = `YYYY-MM-DD`), in order, with their offers. */
export async function liveOfferGroups(db: Db, day: string) {
  const groupRows = await db
    .select({ id: offerGroups.id, titleAr: offerGroups.titleAr, titleEn: offerGroups.titleEn })
    .from(offerGroups)
    .where(
      and(
        eq(offerGroups.isActive, true),
        or(isNull(offerGroups.startsOn), lte(offerGroups.startsOn, day)),
        or(isNull(offerGroups.endsOn), gte(offerGroups.endsOn, day)),
      ),
    )
    .orderBy(asc(offerGroups.sort), asc(offerGroups.id))
    .limit(10);
  if (groupRows.length === 0) return [];
  const offerRows = await db
    .select({
      id: offers.id,
      groupId: offers.groupId,
      image: offers.image,
      linkKind: offers.linkKind,
      linkTarget: offers.linkTarget,
    })
    .from(offers)
    .where(
      inArray(
        offers.groupId,
        groupRows.map((group) => group.id),
      ),
    )
    .orderBy(asc(offers.sort), asc(offers.id));
  return groupRows.map((group) => ({
    ...group,
    offers: offerRows.filter((offer) => offer.groupId === group.id),
  }));
}

/** Names and usernames the home page needs to turn offer links into paths. */
export async function linkTargets(db: Db, ids: Record<'product' | 'store' | 'category', number[]>) {
  const [productRows, storeRows, categoryRows] = await Promise.all([
    ids.product.length
      ? db
          .select({
            id: products.id,
            nameAr: products.nameAr,
            nameEn: products.nameEn,
            storeUsername: stores.username,
          })
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(inArray(products.id, ids.product))
      : [],
    ids.store.length
      ? db
          .select({ id: stores.id, username: stores.username })
          .from(stores)
          .where(inArray(stores.id, ids.store))
      : [],
    ids.category.length
      ? db
          .select({ id: categories.id, parentId: categories.parentId })
          .from(categories)
          .where(inArray(categories.id, ids.category))
      : [],
  ]);
  return { productRows, storeRows, categoryRows };
}

/** Every group's id and titles, in display order (at most 500). */
export function offerGroupChoices(db: Db) {
  return db
    .select({ id: offerGroups.id, title_ar: offerGroups.titleAr, title_en: offerGroups.titleEn })
    .from(offerGroups)
    .orderBy(asc(offerGroups.sort), asc(offerGroups.id))
    .limit(500);
}
