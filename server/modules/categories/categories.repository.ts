import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  CategoryBody,
  CategoryFilters,
} from '../../../domain/contracts/panel/categories.contract';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { pagedList, searchAny, sortBy } from '../../lib/paging';

/** Products filed under a category as main or sub-category (index-backed on both columns). */
// Written out with table names: inside a select list drizzle renders a column without its table,
// which the subquery would read as its own column.
const productCount = sql<number>`(
  SELECT count(*)::int FROM products AS p
  WHERE p.category_id = "categories"."id" OR p.sub_category_id = "categories"."id"
)`;
const childCount = sql<number>`(
  SELECT count(*)::int FROM categories AS child WHERE child.parent_id = "categories"."id"
)`;

const columns = {
  id: categories.id,
  name_ar: categories.nameAr,
  name_en: categories.nameEn,
  parent_id: categories.parentId,
  image: categories.image,
  sort: categories.sort,
  display_as_text: categories.displayAsText,
  is_active: categories.isActive,
  slug: categories.slug,
  products: productCount,
  children: childCount,
  created_at: categories.createdAt,
};

const SORTS = {
  sort: categories.sort,
  name_ar: categories.nameAr,
  name_en: categories.nameEn,
  created_at: categories.createdAt,
  products: productCount,
} as const;

export async function listCategories(db: Db, filters: CategoryFilters) {
  const where = and(
    filters.parent ? eq(categories.parentId, filters.parent) : isNull(categories.parentId),
    filters.active === undefined ? undefined : eq(categories.isActive, filters.active),
    searchAny(filters.q, [categories.nameAr, categories.nameEn, categories.slug]),
  );
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(categories).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(categories)
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, categories.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}
export type PanelCategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

/** The columns a body writes. */
export function categoryValues(body: CategoryBody) {
  return {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    parentId: body.parent_id,
    image: body.image,
    sort: body.sort,
    displayAsText: body.display_as_text,
    isActive: body.is_active,
  };
}

export async function insertCategory(db: Db, body: CategoryBody, slug: string) {
  const [row] = await db
    .insert(categories)
    .values({ ...categoryValues(body), slug })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategoryRow(db: Db, id: number, body: CategoryBody) {
  await db.update(categories).set(categoryValues(body)).where(eq(categories.id, id));
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** Ids among `ids` (or their sub-categories) that still have products. */
export async function categoriesInUse(db: Db, ids: number[]): Promise<number[]> {
  const family = db
    .select({ id: categories.id })
    .from(categories)
    .where(or(inArray(categories.id, ids), inArray(categories.parentId, ids)));
  const rows = await db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(or(inArray(products.categoryId, family), inArray(products.subCategoryId, family)))
    .limit(ids.length + 1);
  return rows.map((row) => row.id);
}

export async function deleteCategories(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(categories)
    .where(inArray(categories.id, ids))
    .returning({ id: categories.id });
  return rows.map((row) => row.id);
}
