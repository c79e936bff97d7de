import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/offers.contract';
import { registerContract } from '../../lib/route';
import { offerGroupChoices } from './offers.repository';
import {
  createOffer,
  createOfferGroup,
  getOffer,
  getOfferGroup,
  getOfferGroups,
  getOffers,
  removeOfferGroups,
  removeOffers,
  updateOffer,
  updateOfferGroup,
} from './offers.service';

/**
 * Homepage offer groups (admin, spec §7 `groups`) and the offers inside them (admin and moderator,
 * `offers`; `group-offers` is `offers?group=`). The home page shows changes at once.
 */
export async function offersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelOfferGroupsContract, {
    handler: ({ query }) => getOfferGroups(db, query),
  });
  registerContract(app, contracts.panelOfferGroupContract, {
    handler: async ({ params }) => ({ data: await getOfferGroup(db, params.id) }),
  });
  registerContract(app, contracts.createOfferGroupContract, {
    handler: async ({ body, request }) => ({
      data: await createOfferGroup(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateOfferGroupContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateOfferGroup(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteOfferGroupContract, {
    handler: async ({ params, request }) => {
      await removeOfferGroups(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteOfferGroupsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeOfferGroups(db, request.actor!, body.ids) },
    }),
  });

  registerContract(app, contracts.offerGroupChoicesContract, {
    handler: async () => ({ data: await offerGroupChoices(db) }),
  });
  registerContract(app, contracts.panelOffersContract, {
    handler: ({ query }) => getOffers(db, query),
  });
  registerContract(app, contracts.panelOfferContract, {
    handler: async ({ params }) => ({ data: await getOffer(db, params.id) }),
  });
  registerContract(app, contracts.createOfferContract, {
    handler: async ({ body, request }) => ({
      data: await createOffer(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateOfferContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateOffer(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteOfferContract, {
    handler: async ({ params, request }) => {
      await removeOffers(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteOffersContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeOffers(db, request.actor!, body.ids) },
    }),
  });
}
