// A required attribute a product offers in one value only leaves the shopper nothing to choose:
// that value is chosen for them, on the product page and by the cart (spec §8 "fill all required
// attributes" asks only for real choices).

/** One main attribute of a product: whether it is required and the ids of its values. */
export interface AttributeGroup {
  id: number;
  required: boolean;
  valueIds: readonly number[];
}

/** The values chosen for the shopper: the only value of each required attribute with just one. */
export function impliedChoices(groups: readonly AttributeGroup[]): Map<number, number> {
  return new Map(
    groups
      .filter((group) => group.required && group.valueIds.length === 1)
      .map((group) => [group.id, group.valueIds[0]!]),
  );
}
