// Product calls of the shopper catalogue (spec §7 "Catalogue"). Open to visitors; only
// accepted, unarchived products of active, unexpired, unarchived stores are ever returned.
import { z } from 'zod';
import { PRODUCT_SORTS, type ProductSort } from '../catalogue/sorts';
import { V } from '../validation/keys';
import { defineContract } from './contract';
import {
  namedRefSchema,
  productCardSchema,
  queryAmount,
  queryFlag,
  queryId,
  queryIdList,
  queryPage,
  queryPerPage,
  ratingSchema,
  storeUsernameParam,
} from './catalogue-schemas';

export { PRODUCT_SORTS, type ProductSort };

/**
 * Filters of `/products` (they live in the page URL with the same names). `attr` repeats:
 * `?attr=12&attr=15` = products having sub-attribute 12 AND (when 15 belongs to another main
 * attribute) 15; values of the same main attribute are OR-ed. Only sub-attributes of main
 * attributes marked "show in filter" are accepted as filters; others are ignored.
 */
export const productFiltersSchema = z.object({
  category: queryId.optional(),
  sub_category: queryId.optional(),
  attr: queryIdList.optional(),
  price_min: queryAmount.optional(),
  price_max: queryAmount.optional(),
  governorate: queryId.optional(),
  area: queryId.optional(),
  negotiable: queryFlag.optional(),
  discounted: queryFlag.optional(),
  /** Store username (case-insensitive): the store page's products. */
  store: storeUsernameParam.optional(),
  sort: z.enum(PRODUCT_SORTS, { error: V.filter.invalid }).default('newest'),
  page: queryPage,
  per_page: queryPerPage,
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** `GET /api/products` — the paged product grid. Past the last page → the last page. */
export const productsContract = defineContract({
  method: 'GET',
  path: '/api/products',
  summary: 'Public products with filters, sorting and paging',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: productFiltersSchema,
  response: z.array(productCardSchema),
  paged: true,
});

export const filterAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  multiSelect: z.boolean(),
  values: z.array(
    z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable() }),
  ),
});
export type FilterAttribute = z.infer<typeof filterAttributeSchema>;

/**
 * `GET /api/category-products?category=<main or sub id>` — the filter panel of `/products` for a
 * category: the category (and its parent when it is a sub-category), the sub-categories of the main
 * category, the attributes marked "show in filter" with their values and swatches, and the price
 * bounds of its public products. Without `category`: every main category as `subCategories`, the
 * attributes shown in filters site-wide, and the global price bounds. 404 `not_found` for an
 * unknown category.
 */
export const categoryProductsContract = defineContract({
  method: 'GET',
  path: '/api/category-products',
  summary: 'Filter facets of a category: sub-categories, filterable attributes, price bounds',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({
    category: queryId.optional(),
    /** A store's username: facets, counts and price bounds of that store's products only. */
    store: storeUsernameParam.optional(),
  }),
  response: z.object({
    category: z
      .object({
        id: z.number().int(),
        name: z.string(),
        image: z.string().nullable(),
        parent: namedRefSchema.nullable(),
      })
      .nullable(),
    subCategories: z.array(
      z.object({ id: z.number().int(), name: z.string(), productsCount: z.number().int() }),
    ),
    attributes: z.array(filterAttributeSchema),
    price: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type CategoryProducts = z.infer<typeof categoryProductsContract.response>;

/**
 * `GET /api/products/:id` — product detail. Counts a view. 404 `product_not_available` when the
 * product is missing, not accepted, archived, or its store is not public.
 */
export const productDetailContract = defineContract({
  method: 'GET',
  path: '/api/products/:id',
  summary: 'Public product detail (counts a view)',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'view' },
  countsView: true,
  params: z.object({ id: queryId }),
  response: productCardSchema.extend({
    description: z.string(),
    /** Other images (the main image is `mainImage`), in gallery order. */
    images: z.array(z.string()),
    category: namedRefSchema,
    subCategory: namedRefSchema.nullable(),
    sku: z.string().nullable(),
    /** Keywords the panels set (`products/keywords`): the page head's keywords. */
    keywords: z.array(z.string()),
    /** Chosen sub-attribute values grouped under their main attribute. */
    attributes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        /** A value must be chosen to add it to the cart (spec §8 "fill all required attributes"). */
        required: z.boolean(),
        /** More than one value may be chosen. */
        multiSelect: z.boolean(),
        /** Its values' extra prices change the price (spec: `has_price`). */
        hasPrice: z.boolean(),
        values: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            color: z.string().nullable(),
            /** Extra EGP on top of the price for this value; null when it costs nothing more. */
            extraPrice: z.number().nullable(),
          }),
        ),
      }),
    ),
    video: z.object({ youtube: z.string().nullable(), facebook: z.string().nullable() }),
    /** The store card of the product page (messaging links from `domain/contact/phone.ts`). */
    store: z.object({
      id: z.number().int(),
      username: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      mainColor: z.string(),
      backgroundColor: z.string().nullable(),
      verified: z.boolean(),
      followersCount: z.number().int(),
      phone: z.string(),
      whatsapp: z.string().nullable(),
      governorate: namedRefSchema.nullable(),
      area: namedRefSchema.nullable(),
      rating: ratingSchema,
      authorizedOrders: z.boolean(),
    }),
  }),
});
export type ProductDetail = z.infer<typeof productDetailContract.response>;
