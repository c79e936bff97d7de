import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { attributes, categories, productAttributeValues, products, stores } from '../../db/schema';
import { productCardColumns, type ProductCardRow } from './products.repository';
import { publicProduct } from './visibility.repository';

// The reads of the in-process catalogue read model (catalogue-model.ts): every public product
// with what its card and the grid's filters, sorts and search need, in chunks of ids (a chunk's
// rows are parsed between other requests' work, so a build does not hold the event loop or, on
// PGlite, the one connection for long), and the reference data the grid's filters look up.

/** A public product's card row and what the model filters, sorts and searches by. */
export type ModelRow = ProductCardRow & {
  /** `lower(stores.username)`, PostgreSQL's lower (the grid's store filter compares it). */
  storeLower: string;
  governorateId: number | null;
  areaId: number | null;
  storeExpiresAt: Date | string | null;
  /** created_at in microseconds since the epoch (the SQL sorts by the full timestamp). */
  createdMicros: number;
  /** The folded name (`search_text`). */
  text: string | null;
  /** Its sub-attribute ids (product_attribute_values.attribute_id). */
  attributeIds: number[] | null;
};

/** Up to `limit` public products with an id above `afterId`, ids ascending. */
export function listModelRows(db: Db, afterId: number, limit: number): Promise<ModelRow[]> {
  const statement = prepared(db, 'catalogue-model-rows', () =>
    db
      .select({
        ...productCardColumns,
        storeLower: sql<string>`lower(${stores.username})`,
        governorateId: stores.governorateId,
        areaId: stores.areaId,
        storeExpiresAt: stores.expiresAt,
        createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
        text: products.searchText,
        attributeIds: sql<
          number[] | null
        >`(select array_agg(${productAttributeValues.attributeId}) from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id})`,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publicProduct(), gt(products.id, sql.placeholder('after'))))
      .orderBy(asc(products.id))
      .limit(sql.placeholder('limit')),
  );
  return statement.execute({ after: afterId, limit }) as Promise<ModelRow[]>;
}

/**
 * What the grid's filters look up: the active categories with their parent (`findCategory`),
 * and each sub-attribute whose main attribute is shown in filters (`findFilterValues`).
 */
export async function listModelReference(db: Db) {
  const parent = alias(attributes, 'parent');
  const [activeCategories, filterValues] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.isActive, true)),
    db
      .select({ id: attributes.id, parentId: attributes.parentId })
      .from(attributes)
      .innerJoin(parent, eq(parent.id, attributes.parentId))
      .where(eq(parent.showInFilter, true)),
  ]);
  return { activeCategories, filterValues };
}
