import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/social.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import {
  addFavourite,
  follow,
  getFavouriteIds,
  getFavourites,
  getFollowing,
  removeFavourite,
} from './social.service';

/** Favourites and follows of the signed-in shopper. */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.favouritesContract, {
    handler: ({ query, request }) =>
      getFavourites(db, request.actor!, requestLanguage(request), query),
  });
  registerContract(app, contracts.favouriteIdsContract, {
    handler: async ({ request }) => ({ data: await getFavouriteIds(db, request.actor!) }),
  });
  registerContract(app, contracts.addFavouriteContract, {
    handler: async ({ body, request }) => ({ data: await addFavourite(db, request.actor!, body) }),
  });
  registerContract(app, contracts.removeFavouriteContract, {
    handler: async ({ query, request }) => ({
      data: await removeFavourite(db, request.actor!, query),
    }),
  });
  registerContract(app, contracts.followContract, {
    handler: async ({ body, request }) => ({ data: await follow(db, request.actor!, body) }),
  });
  registerContract(app, contracts.followingContract, {
    handler: ({ query, request }) =>
      getFollowing(db, request.actor!, requestLanguage(request), query),
  });
}
