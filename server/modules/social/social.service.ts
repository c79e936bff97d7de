import type {
  FavouriteBody,
  FavouriteType,
  FollowBody,
} from '../../../domain/contracts/social.contract';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { pageWindow } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { toProductCard } from '../catalogue/mappers';
import { toStoreCard } from '../catalogue/stores.service';
import {
  addFavouriteProduct,
  addFavouriteStore,
  favouriteIds,
  favouriteProductCards,
  favouriteStoreCards,
  followedStoreCards,
  isPublicProduct,
  isPublicStore,
  removeFavouriteProduct,
  removeFavouriteStore,
  setFollowing,
} from './social.repository';

interface Paging {
  page: number;
  per_page: number;
}

export function getFavouriteIds(db: Db, actor: Actor) {
  return favouriteIds(db, actor.userId);
}

export async function getFavourites(
  db: Db,
  actor: Actor,
  language: Language,
  query: Paging & { type: FavouriteType },
) {
  const offset = (query.page - 1) * query.per_page;
  if (query.type === 'products') {
    const { total, rows } = await favouriteProductCards(db, actor.userId, query.per_page, offset);
    return {
      data: {
        type: query.type,
        products: rows.map((row) => toProductCard(row, language)),
        stores: [],
      },
      meta: pageWindow(total, query.page, query.per_page).meta,
    };
  }
  const { total, rows } = await favouriteStoreCards(db, actor.userId, query.per_page, offset);
  return {
    data: { type: query.type, products: [], stores: rows.map((row) => toStoreCard(row, language)) },
    meta: pageWindow(total, query.page, query.per_page).meta,
  };
}

/** Adds a favourite; only what the shop shows can be added (a hidden one answers "not available"). */
export async function addFavourite(db: Db, actor: Actor, body: FavouriteBody) {
  if (body.type === 'products') {
    if (!(await isPublicProduct(db, body.id))) throw new AppError('product_not_available');
    await addFavouriteProduct(db, actor.userId, body.id);
  } else {
    if (!(await isPublicStore(db, body.id))) throw new AppError('store_not_available');
    await addFavouriteStore(db, actor.userId, body.id);
  }
  return { type: body.type, id: body.id, favourite: true };
}

/** Removing works whatever the product or store became since. */
export async function removeFavourite(db: Db, actor: Actor, body: FavouriteBody) {
  if (body.type === 'products') await removeFavouriteProduct(db, actor.userId, body.id);
  else await removeFavouriteStore(db, actor.userId, body.id);
  return { type: body.type, id: body.id, favourite: false };
}

/** Follows only a public store; stopping works whatever the store became. */
export async function follow(db: Db, actor: Actor, body: FollowBody) {
  if (body.follow && !(await isPublicStore(db, body.store_id))) {
    throw new AppError('store_not_available');
  }
  const count = await setFollowing(db, actor.userId, body.store_id, body.follow);
  return { store_id: body.store_id, following: body.follow, followers_count: count };
}

export async function getFollowing(db: Db, actor: Actor, language: Language, query: Paging) {
  const offset = (query.page - 1) * query.per_page;
  const { total, rows } = await followedStoreCards(db, actor.userId, query.per_page, offset);
  return {
    data: rows.map((row) => toStoreCard(row, language)),
    meta: pageWindow(total, query.page, query.per_page).meta,
  };
}
