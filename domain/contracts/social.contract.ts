// Favourites and follows (spec §7 `favorites`, `favorites/ids`, `follow`): a shopper's
// own lists; only public products and stores can be added.
import { z } from 'zod';
import { V } from '../validation/keys';
import {
  productCardSchema,
  queryId,
  queryPage,
  queryPerPage,
  storeCardSchema,
} from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';

export const FAVOURITE_TYPES = ['products', 'stores'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

const favouriteType = z.enum(FAVOURITE_TYPES, { error: V.filter.invalid });

export const favouritesQuerySchema = z.object({
  type: favouriteType.default('products'),
  page: queryPage,
  per_page: queryPerPage,
});

/** One page of favourites of one type, newest first; the other list is empty. */
export const favouritesSchema = z.object({
  type: favouriteType,
  products: z.array(productCardSchema),
  stores: z.array(storeCardSchema),
});

export const favouritesContract = defineContract({
  method: 'GET',
  path: '/api/favorites',
  summary: 'My favourite products or stores, newest first',
  tags: ['social'],
  permission: { resource: 'favourites', action: 'list', kind: 'user' },
  query: favouritesQuerySchema,
  response: favouritesSchema,
  paged: true,
});

/** Every id a card or page needs to show its heart and follow state, in one small call. */
export const favouriteIdsSchema = z.object({
  products: z.array(z.number().int()),
  stores: z.array(z.number().int()),
  /** Stores followed (spec §7 `follow`), so follow buttons know their state too. */
  following: z.array(z.number().int()),
});
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

export const favouriteIdsContract = defineContract({
  method: 'GET',
  path: '/api/favorites/ids',
  summary: 'Ids of my favourite products and stores and of the stores I follow',
  tags: ['social'],
  permission: { resource: 'favourites', action: 'list', kind: 'user' },
  response: favouriteIdsSchema,
});

export const favouriteBodySchema = z.object({ type: favouriteType, id: bodyId });
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

const favouriteStateSchema = z.object({
  type: favouriteType,
  id: z.number().int(),
  favourite: z.boolean(),
});

export const addFavouriteContract = defineContract({
  method: 'POST',
  path: '/api/favorites',
  summary: 'Add a public product or store to my favourites (adding twice is fine)',
  tags: ['social'],
  permission: { resource: 'favourites', action: 'create', kind: 'user' },
  body: favouriteBodySchema,
  response: favouriteStateSchema,
  idempotent: true,
});

export const removeFavouriteContract = defineContract({
  method: 'DELETE',
  path: '/api/favorites',
  summary: 'Remove a product or store from my favourites (removing twice is fine)',
  tags: ['social'],
  permission: { resource: 'favourites', action: 'delete', kind: 'user' },
  query: z.object({ type: favouriteType, id: queryId }),
  response: favouriteStateSchema,
  idempotent: true,
});

export const followBodySchema = z.object({
  store_id: bodyId,
  /** true to follow, false to stop: the call sets the state, so repeating it changes nothing. */
  follow: z.boolean({ error: V.required }),
});
export type FollowBody = z.infer<typeof followBodySchema>;

export const followContract = defineContract({
  method: 'POST',
  path: '/api/follow',
  summary: 'Follow a public store, or stop following it',
  tags: ['social'],
  permission: { resource: 'follows', action: 'create', kind: 'user' },
  body: followBodySchema,
  response: z.object({
    store_id: z.number().int(),
    following: z.boolean(),
    followers_count: z.number().int(),
  }),
  idempotent: true,
});

export const followingContract = defineContract({
  method: 'GET',
  path: '/api/follow',
  summary: 'The stores I follow, newest first',
  tags: ['social'],
  permission: { resource: 'follows', action: 'list', kind: 'user' },
  query: z.object({ page: queryPage, per_page: queryPerPage }),
  response: z.array(storeCardSchema),
  paged: true,
});
