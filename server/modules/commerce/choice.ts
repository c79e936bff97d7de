// A product's chosen values (sub-attributes): shared by the cart and the chat's offers.
import { AppError } from '../../../domain/errors';
import { impliedChoices } from '../../../domain/catalogue/implied-choices';
import type { ProductValueRow } from './cart.repository';

/** The given values plus the only value of each required attribute left unchosen. */
function withImplied(given: readonly number[], values: ProductValueRow[]): number[] {
  const parents = [...new Set(values.map((value) => value.parentId))];
  const groups = parents.map((parentId) => {
    const own = values.filter((value) => value.parentId === parentId);
    return { id: parentId, required: own[0]!.isRequired, valueIds: own.map((value) => value.id) };
  });
  const picked = new Set(
    values.filter((value) => given.includes(value.id)).map((value) => value.parentId),
  );
  const implied = [...impliedChoices(groups)]
    .filter(([parentId]) => !picked.has(parentId))
    .map(([, valueId]) => valueId);
  return [...given, ...implied];
}

/** The chosen values of a line that the product still carries, in a stable order. */
export function chosenValues(attributeIds: readonly number[], values: ProductValueRow[]) {
  return attributeIds
    .map((id) => values.find((value) => value.id === id))
    .filter((value): value is ProductValueRow => value !== undefined);
}

/**
 * Checks a choice of values against the product (spec §8 "fill all required attributes",
 * "sub-attributes required"): every value is one of the product's, every required main attribute
 * has one, a single-choice attribute has at most one.
 */
export function assertValidChoice(given: readonly number[], values: ProductValueRow[]) {
  const attributeIds = withImplied(given, values);
  const chosen = chosenValues(attributeIds, values);
  if (chosen.length !== new Set(attributeIds).size) throw new AppError('attributes_required');
  const parents = new Map<number, ProductValueRow>();
  for (const value of values) parents.set(value.parentId, value);
  for (const [parentId, parent] of parents) {
    const picked = chosen.filter((value) => value.parentId === parentId).length;
    if (parent.isRequired && picked === 0) throw new AppError('attributes_required');
    if (!parent.multiSelect && picked > 1) throw new AppError('attributes_required');
  }
  return chosen;
}
