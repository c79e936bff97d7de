// Shared pieces of the catalogue contracts: query parameter parsers that report message
// keys, and the product/store card shapes every listing answers with. Every text field is already
// in the request language (`Accept-Language`).
import { z } from 'zod';
import { line } from '../validation/hygiene';
import { V } from '../validation/keys';

/** Largest id the database stores (PostgreSQL `integer`); anything above is no id at all. */
const MAX_ID = 2_147_483_647;

/** A positive integer id in a query string (`?category=3`). */
export const queryId = z.coerce
  .number({ error: V.filter.invalid })
  .int({ error: V.filter.invalid })
  .positive({ error: V.filter.invalid })
  .max(MAX_ID, { error: V.filter.invalid });

/** A non-negative amount in a query string (`?price_min=100`). */
export const queryAmount = z.coerce
  .number({ error: V.filter.invalid })
  .min(0, { error: V.filter.invalid })
  .max(1e10, { error: V.filter.invalid });

/** `true`/`false` (also `1`/`0`) in a query string; absent means "no filter". */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: V.filter.invalid })
  .transform((value) => value === 'true' || value === '1');

/** Page number, from 1. Past the last page the API answers the last page (meta.page tells). */
export const queryPage = z.coerce
  .number({ error: V.page.too_small })
  .int({ error: V.page.too_small })
  .min(1, { error: V.page.too_small })
  .max(100_000, { error: V.page.too_big })
  .default(1);

export const MAX_PER_PAGE = 48;
export const DEFAULT_PER_PAGE = 24;

/** Page size, 1–48 (default 24). */
export const queryPerPage = z.coerce
  .number({ error: V.filter.invalid })
  .int({ error: V.filter.invalid })
  .min(1, { error: V.filter.invalid })
  .max(MAX_PER_PAGE, { error: V.filter.invalid })
  .default(DEFAULT_PER_PAGE);

/** A search term: trimmed, 1–100 characters. */
export const querySearch = line(200, { tooLongKey: V.search.too_long })
  .trim()
  .min(1, { error: V.required })
  .max(100, { error: V.search.too_long });

/** A store username in a path or filter: trimmed, 1–60 characters. */
export const storeUsernameParam = line(120, { tooLongKey: V.filter.invalid })
  .trim()
  .min(1, { error: V.filter.invalid })
  .max(60, { error: V.filter.invalid });

/** Repeatable id (`?attr=5&attr=9`): one value or many, always an array after parsing. */
export const queryIdList = z
  .union([queryId, z.array(queryId).max(30, { error: V.filter.invalid })], {
    error: V.filter.invalid,
  })
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const STOCK_STATES = ['unlimited', 'in_stock', 'out_of_stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const ratingSchema = z.object({
  /** Average in halves, 0 when unrated. */
  avg: z.number(),
  count: z.number().int(),
});

/** The store as shown on a product card. */
export const productStoreSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  mainColor: z.string(),
  verified: z.boolean(),
});

/**
 * A product in a listing. Prices in EGP with 2 decimals; `discountedPrice` is null without a
 * valid discount (domain/money.ts). `mainImage` is an `/uploads/…` path: build responsive URLs
 * with `imageUrl()` from `domain/catalogue/images.ts`; link with `productPath()` from
 * `domain/catalogue/paths.ts`.
 */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mainImage: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  discountedPrice: z.number().nullable(),
  negotiable: z.boolean(),
  stock: z.object({ state: z.enum(STOCK_STATES), amount: z.number().int() }),
  rating: ratingSchema,
  views: z.number().int(),
  categoryId: z.number().int(),
  subCategoryId: z.number().int().nullable(),
  store: productStoreSchema,
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A store in a listing. */
export const storeCardSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  mainColor: z.string(),
  backgroundColor: z.string().nullable(),
  verified: z.boolean(),
  followersCount: z.number().int(),
  rating: ratingSchema,
  governorate: namedRefSchema.nullable(),
  area: namedRefSchema.nullable(),
  category: namedRefSchema.nullable(),
  /** Public products of the store. */
  productsCount: z.number().int(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;
