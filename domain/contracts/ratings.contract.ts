// Product and store ratings (spec §3 rating, §5 "rating required", "ratings in halves",
// §7 `ratings` POST/DELETE and `store-ratings` POST/DELETE/GET): one rating per shopper per product
// or store, 0.5–5 in halves with an optional comment; the lists are public and paged.
import { z } from 'zod';
import { V } from '../validation/keys';
import { ratingSchema as ratingValueSchema } from '../validation/numbers';
import { optionalStringRule } from '../validation/rule';
import { queryId, queryPage, ratingSchema as ratingSummarySchema } from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';

export const RATING_COMMENT_MAX = 1000;
export const RATINGS_PER_PAGE = 10;

/** An optional comment: at most 1000 characters, several lines; empty = none. */
export const ratingCommentSchema = optionalStringRule({
  max: [RATING_COMMENT_MAX, V.feedback.comment_too_long],
  multiline: true,
});

export const productRatingBodySchema = z.object({
  product_id: bodyId,
  rating: ratingValueSchema,
  comment: ratingCommentSchema,
});
export type ProductRatingBody = z.infer<typeof productRatingBodySchema>;

export const storeRatingBodySchema = z.object({
  store_id: bodyId,
  rating: ratingValueSchema,
  comment: ratingCommentSchema,
});
export type StoreRatingBody = z.infer<typeof storeRatingBodySchema>;

/** One rating as the lists show it. */
export const ratingEntrySchema = z.object({
  id: z.number().int(),
  /** The shopper's display name (their name, else their username). */
  author: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;

/** The average (in halves) and the count after a write, as cards and pages show them. */
export { ratingSummarySchema };
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Why a viewer may not rate, so the page can say what would let them. */
export const RATE_REFUSALS = [
  /** A visitor: signing in comes first. */
  'sign_in',
  /** A panel session, which never rates. */
  'not_shopper',
  /** The store's owner or staff. */
  'own_store',
  /** A product with no delivered order of theirs containing it. */
  'not_delivered',
  /** A store they neither ordered from nor wrote to. */
  'not_dealt',
] as const;
export type RateRefusal = (typeof RATE_REFUSALS)[number];

/** A page of ratings, the summary, and the signed-in shopper's own rating (null otherwise). */
export const ratingsPageSchema = z.object({
  summary: ratingSummarySchema,
  mine: ratingEntrySchema.nullable(),
  /** May the viewer rate this (signed-in shopper, not the store's own people)? */
  can_rate: z.boolean(),
  /** Why not, when `can_rate` is false; null when they may. */
  rate_refusal: z.enum(RATE_REFUSALS).nullable(),
  ratings: z.array(ratingEntrySchema),
});
export type RatingsPage = z.infer<typeof ratingsPageSchema>;

/** After a write: the shopper's rating (null once deleted) and the new summary. */
export const ratingResultSchema = z.object({
  mine: ratingEntrySchema.nullable(),
  summary: ratingSummarySchema,
});
export type RatingResult = z.infer<typeof ratingResultSchema>;

const perPage = z.coerce
  .number({ error: V.filter.invalid })
  .int({ error: V.filter.invalid })
  .min(1, { error: V.filter.invalid })
  .max(50, { error: V.filter.invalid })
  .default(RATINGS_PER_PAGE);

const tags = ['ratings'];

export const productRatingsContract = defineContract({
  tags,
  method: 'GET',
  path: '/api/ratings',
  summary: 'A public product’s ratings, newest first, with my own rating when signed in',
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({ product_id: queryId, page: queryPage, per_page: perPage }),
  response: ratingsPageSchema,
  paged: true,
});

export const rateProductContract = defineContract({
  tags,
  method: 'POST',
  path: '/api/ratings',
  summary: 'Rate a product 0.5–5 in halves, or change my rating of it',
  permission: { resource: 'ratings', action: 'create', kind: 'user' },
  body: productRatingBodySchema,
  response: ratingResultSchema,
  idempotent: true,
});

export const deleteProductRatingContract = defineContract({
  tags,
  method: 'DELETE',
  path: '/api/ratings',
  summary: 'Delete my rating of a product (deleting twice is fine)',
  permission: { resource: 'ratings', action: 'delete', kind: 'user' },
  query: z.object({ product_id: queryId }),
  response: ratingResultSchema,
});

export const storeRatingsContract = defineContract({
  tags,
  method: 'GET',
  path: '/api/store-ratings',
  summary: 'A public store’s ratings, newest first, with my own rating when signed in',
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({ store_id: queryId, page: queryPage, per_page: perPage }),
  response: ratingsPageSchema,
  paged: true,
});

export const rateStoreContract = defineContract({
  tags,
  method: 'POST',
  path: '/api/store-ratings',
  summary: 'Rate a store 0.5–5 in halves, or change my rating of it',
  permission: { resource: 'ratings', action: 'create', kind: 'user' },
  body: storeRatingBodySchema,
  response: ratingResultSchema,
  idempotent: true,
});

export const deleteStoreRatingContract = defineContract({
  tags,
  method: 'DELETE',
  path: '/api/store-ratings',
  summary: 'Delete my rating of a store (deleting twice is fine)',
  permission: { resource: 'ratings', action: 'delete', kind: 'user' },
  query: z.object({ store_id: queryId }),
  response: ratingResultSchema,
});
