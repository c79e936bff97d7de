import { and, count, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  AttributeBody,
  AttributeFilters,
} from '../../../domain/contracts/panel/attributes.contract';
import type { Db } from '../../db/client';
import {
  attributes,
  categories,
  categoryAttributes,
  productAttributeValues,
} from '../../db/schema';
import { pagedList, searchAny, sortBy } from '../../lib/paging';

// Written out with table names: inside a select list drizzle renders a column without its table,
// which the subquery would read as its own column (see categories.repository.ts).
/** Products carrying the attribute, as main attribute or as chosen value. */
const productCount = sql<number>`(
  SELECT count(DISTINCT v.product_id)::int FROM product_attribute_values AS v
  WHERE v.attribute_id = "attributes"."id" OR v.parent_attribute_id = "attributes"."id"
)`;
const childCount = sql<number>`(
  SELECT count(*)::int FROM attributes AS child WHERE child.parent_id = "attributes"."id"
)`;
const categoryIds = sql<number[]>`(
  SELECT coalesce(array_agg(ca.category_id ORDER BY ca.category_id), '{}')
  FROM category_attributes AS ca WHERE ca.attribute_id = "attributes"."id"
)`;

const columns = {
  id: attributes.id,
  name_ar: attributes.nameAr,
  name_en: attributes.nameEn,
  parent_id: attributes.parentId,
  has_price: attributes.hasPrice,
  multi_select: attributes.multiSelect,
  is_required: attributes.isRequired,
  show_in_filter: attributes.showInFilter,
  color: attributes.color,
  sort: attributes.sort,
  category_ids: categoryIds,
  products: productCount,
  children: childCount,
  created_at: attributes.createdAt,
};

const SORTS = {
  sort: attributes.sort,
  name_ar: attributes.nameAr,
  name_en: attributes.nameEn,
  created_at: attributes.createdAt,
  products: productCount,
} as const;

export async function listAttributes(db: Db, filters: AttributeFilters) {
  const where = and(
    filters.parent ? eq(attributes.parentId, filters.parent) : isNull(attributes.parentId),
    filters.category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(categoryAttributes)
            .where(
              and(
                eq(categoryAttributes.attributeId, attributes.id),
                eq(categoryAttributes.categoryId, filters.category),
              ),
            ),
        )
      : undefined,
    filters.show_in_filter === undefined
      ? undefined
      : eq(attributes.showInFilter, filters.show_in_filter),
    searchAny(filters.q, [attributes.nameAr, attributes.nameEn]),
  );
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(attributes).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(attributes)
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, attributes.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findAttribute(db: Db, id: number) {
  const [row] = await db.select(columns).from(attributes).where(eq(attributes.id, id));
  return row ?? null;
}
export type PanelAttributeRow = NonNullable<Awaited<ReturnType<typeof findAttribute>>>;

/** The columns a body writes; values (sub-attributes) carry no flags, main ones no colour. */
export function attributeValues(body: AttributeBody) {
  const main = body.parent_id === null;
  return {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    parentId: body.parent_id,
    hasPrice: main && body.has_price,
    multiSelect: main && body.multi_select,
    isRequired: main && body.is_required,
    showInFilter: main && body.show_in_filter,
    color: main ? null : body.color,
    sort: body.sort,
  };
}

export async function insertAttribute(db: Db, body: AttributeBody) {
  const [row] = await db
    .insert(attributes)
    .values(attributeValues(body))
    .returning({ id: attributes.id });
  return row!.id;
}

export async function updateAttributeRow(db: Db, id: number, body: AttributeBody) {
  await db.update(attributes).set(attributeValues(body)).where(eq(attributes.id, id));
}

/** Replaces the categories linked to a main attribute. */
export async function setAttributeCategories(db: Db, id: number, categoryIds: number[]) {
  await db.delete(categoryAttributes).where(eq(categoryAttributes.attributeId, id));
  if (categoryIds.length === 0) return;
  await db
    .insert(categoryAttributes)
    .values(categoryIds.map((categoryId) => ({ categoryId, attributeId: id })));
}

/** How many of `ids` are existing categories. */
export async function countCategories(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(categories)
    .where(inArray(categories.id, ids));
  return row?.total ?? 0;
}

/** Ids among `ids` (or their values) that products still carry. */
export async function attributesInUse(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: productAttributeValues.parentAttributeId })
    .from(productAttributeValues)
    .where(
      or(
        inArray(productAttributeValues.attributeId, ids),
        inArray(productAttributeValues.parentAttributeId, ids),
      ),
    )
    .limit(ids.length + 1);
  return rows.map((row) => row.id);
}

export async function deleteAttributes(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(attributes)
    .where(inArray(attributes.id, ids))
    .returning({ id: attributes.id });
  return rows.map((row) => row.id);
}
