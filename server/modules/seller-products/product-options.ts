// A seller product's attributes (spec §7 `products/options`, §8 "fill all
// required attributes", "sub-attributes required"): the values chosen must belong to attributes
// linked to the product's category or sub-category, every required attribute needs a value, a
// single-choice attribute takes one, and only attributes with prices carry an extra price.
import type {
  ProductOptionGroup,
  SellerProductBody,
} from '../../../domain/contracts/panel/seller-products.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import {
  attributesOfCategories,
  categoryFamily,
  type OptionAttributeRow,
} from './product-options.repository';

function groups(rows: OptionAttributeRow[]): ProductOptionGroup[] {
  const mains = rows.filter((row) => row.parentId === null);
  return mains.map((main) => ({
    id: main.id,
    name_ar: main.nameAr,
    name_en: main.nameEn,
    has_price: main.hasPrice,
    multi_select: main.multiSelect,
    is_required: main.isRequired,
    values: rows
      .filter((row) => row.parentId === main.id)
      .map((row) => ({ id: row.id, name_ar: row.nameAr, name_en: row.nameEn, color: row.color })),
  }));
}

/** `GET products/options?category=`: the form's choices for a category and its sub-categories. */
export async function optionChoices(db: Db, categoryId: number): Promise<ProductOptionGroup[]> {
  return groups(await attributesOfCategories(db, await categoryFamily(db, categoryId)));
}

export interface CheckedOption {
  attributeId: number;
  parentAttributeId: number;
  extraPrice: number | null;
}

/** Checks the body's options against the product's categories; answers the rows to store. */
export async function checkOptions(db: Db, body: SellerProductBody): Promise<CheckedOption[]> {
  const categoryIds = [body.category_id, ...(body.sub_category_id ? [body.sub_category_id] : [])];
  const rows = await attributesOfCategories(db, categoryIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chosen = body.options ?? [];
  const seen = new Set<number>();
  const checked: CheckedOption[] = [];
  for (const [index, option] of chosen.entries()) {
    const value = byId.get(option.attribute_id);
    const main = value?.parentId ? byId.get(value.parentId) : undefined;
    if (!value || !main || seen.has(value.id)) {
      throw new AppError('validation_failed', 'Not a value of this category’s attributes', [
        { path: `options.${index}.attribute_id`, message: V.choice.attribute },
      ]);
    }
    seen.add(value.id);
    const price = option.extra_price ?? null;
    checked.push({
      attributeId: value.id,
      parentAttributeId: main.id,
      // Only attributes with prices carry one; a value without a price costs nothing extra.
      extraPrice: main.hasPrice ? price : null,
    });
  }
  const missing: ProductOptionGroup[] = [];
  for (const group of groups(rows)) {
    const count = checked.filter((option) => option.parentAttributeId === group.id).length;
    if (group.is_required && count === 0) missing.push(group);
    if (!group.multi_select && count > 1) {
      throw new AppError('validation_failed', `${group.name_en} takes one value`, [
        { path: 'options', message: V.choice.attribute },
      ]);
    }
  }
  if (missing.length > 0) {
    const names = (language: 'ar' | 'en') =>
      missing
        .map((group) => (language === 'ar' ? group.name_ar : group.name_en))
        .join(language === 'ar' ? '، ' : ', ');
    throw new AppError(
      'attributes_required',
      `Required attributes: ${missing.map((group) => group.name_en).join(', ')}`,
      [{ path: 'options', message: V.choice.attribute }],
      {
        text: {
          key: 'notifications.errors.attributes_required',
          values: { ar: { names: names('ar') }, en: { names: names('en') } },
        },
      },
    );
  }
  return checked;
}
