import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attributes,
  categories,
  categoryAttributes,
  productAttributeValues,
} from '../../db/schema';

export interface OptionAttributeRow {
  id: number;
  parentId: number | null;
  nameAr: string;
  nameEn: string;
  hasPrice: boolean;
  multiSelect: boolean;
  isRequired: boolean;
  color: string | null;
}

const attributeColumns = {
  id: attributes.id,
  parentId: attributes.parentId,
  nameAr: attributes.nameAr,
  nameEn: attributes.nameEn,
  hasPrice: attributes.hasPrice,
  multiSelect: attributes.multiSelect,
  isRequired: attributes.isRequired,
  color: attributes.color,
};

/**
 * The main attributes linked to any of `categoryIds` (a product's main and sub-category, or a main
 * category and all its sub-categories for the form's choices), with their values, in order.
 */
export async function attributesOfCategories(
  db: Db,
  categoryIds: number[],
): Promise<OptionAttributeRow[]> {
  if (categoryIds.length === 0) return [];
  const mains = await db
    .selectDistinct(attributeColumns)
    .from(attributes)
    .innerJoin(categoryAttributes, eq(categoryAttributes.attributeId, attributes.id))
    .where(and(inArray(categoryAttributes.categoryId, categoryIds), isNull(attributes.parentId)));
  if (mains.length === 0) return [];
  const values = await db
    .select(attributeColumns)
    .from(attributes)
    .where(
      inArray(
        attributes.parentId,
        mains.map((main) => main.id),
      ),
    )
    .orderBy(asc(attributes.sort), asc(attributes.id));
  return [...mains, ...values];
}

/**
 * A category and its parent: the form's choices for a main category alone, or for a sub-category
 * with its main category's attributes — the same pair the save checks, never a sibling's.
 */
export async function categoryFamily(db: Db, categoryId: number): Promise<number[]> {
  const parent = db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, categoryId), inArray(categories.id, parent)));
  return rows.map((row) => row.id);
}

export async function productOptions(db: Db, productId: number) {
  return db
    .select({
      attribute_id: productAttributeValues.attributeId,
      extra_price: productAttributeValues.extraPrice,
    })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(productAttributeValues.id));
}

export async function setProductOptions(
  db: Db,
  productId: number,
  options: { attributeId: number; parentAttributeId: number; extraPrice: number | null }[],
) {
  await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (options.length === 0) return;
  await db.insert(productAttributeValues).values(
    options.map((option) => ({
      productId,
      attributeId: option.attributeId,
      parentAttributeId: option.parentAttributeId,
      extraPrice: option.extraPrice,
    })),
  );
}
