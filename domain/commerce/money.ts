// Exact money for the cart and orders (DESIGN §8): integer piastres in every sum, 2 decimals on the
// wire and in numeric(12,2) columns.

/** EGP (a number with at most 2 decimals, as numeric(12,2) gives it) → integer piastres. */
export function toPiastres(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15)));
}

/** Integer piastres → EGP with 2 decimals (exact for every amount a money column holds). */
export function fromPiastres(piastres: number): number {
  return piastres / 100;
}

/**
 * The unit price a shopper pays for a product with chosen values, in piastres: the discounted
 * price (rounded to the piastre, as `discountedPrice` rounds) plus each chosen value's extra price.
 */
export function unitPricePiastres(
  basicPrice: number,
  discountPercent: number,
  extraPrices: readonly number[],
): number {
  const base = toPiastres(basicPrice);
  const discounted =
    discountPercent > 0 && discountPercent <= 100 && base > 0
      ? Math.round((base * (10_000 - Math.round(discountPercent * 100))) / 10_000)
      : base;
  return discounted + extraPrices.reduce((sum, extra) => sum + toPiastres(extra), 0);
}
