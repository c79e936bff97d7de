/**
 * The product grid's sorts (`/products?sort=`). Kept apart from the contract (zod) so the shop's
 * listing can name them without loading zod on the first page load.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'views'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
