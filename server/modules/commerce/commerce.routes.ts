import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/commerce.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { addOfferToCart, addToCart, getCart, removeFromCart, updateCart } from './cart.service';
import { findUserById } from '../accounts/accounts.repository';
import { accountsDeps } from '../accounts/deps';
import { startSession } from '../accounts/sessions.service';
import {
  cancelMyOrder,
  checkCoupon,
  checkProductCoupon,
  getMyOrder,
  getMyOrders,
  placeDirectOrder,
  placeOrder,
} from './orders.service';

/** The shopper's cart, checkout and orders (issue 12). */
export async function commerceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.cartContract, {
    handler: async ({ request }) => ({
      data: await getCart(db, request.actor!, requestLanguage(request)),
    }),
  });
  // The two hot writes answer through precompiled serializers (route.ts `fastSerializer`).
  registerContract(app, contracts.addToCartContract, {
    fastSerializer: true,
    handler: async ({ body, request }) => ({ data: await addToCart(db, request.actor!, body) }),
  });
  registerContract(app, contracts.addOfferToCartContract, {
    handler: async ({ body, request }) => ({
      data: await addOfferToCart(db, request.actor!, body.message_id),
    }),
  });
  registerContract(app, contracts.updateCartContract, {
    handler: async ({ body, request }) => ({ data: await updateCart(db, request.actor!, body) }),
  });
  registerContract(app, contracts.removeFromCartContract, {
    handler: async ({ query, request }) => ({
      data: await removeFromCart(db, request.actor!, query.id),
    }),
  });
  registerContract(app, contracts.placeOrderContract, {
    fastSerializer: true,
    handler: async ({ body, request }) => ({
      data: await placeOrder(db, request.actor!, body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.myOrdersContract, {
    handler: ({ query, request }) =>
      getMyOrders(db, request.actor!, requestLanguage(request), query),
  });
  registerContract(app, contracts.myOrderContract, {
    handler: async ({ params, request }) => ({
      data: await getMyOrder(db, request.actor!, params.id, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.cancelOrderContract, {
    handler: async ({ body, request }) => ({
      data: await cancelMyOrder(db, request.actor!, body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.directOrderContract, {
    handler: async ({ body, request }) => {
      const { result, guestId } = await placeDirectOrder(
        db,
        request.actor ?? null,
        body,
        requestLanguage(request),
      );
      const guest = guestId === null ? null : await findUserById(db, guestId);
      const session = guest
        ? await startSession(accountsDeps(app), guest, 'user', request.headers['user-agent'])
        : null;
      return { data: { ...result, session } };
    },
  });
  registerContract(app, contracts.checkCouponContract, {
    handler: async ({ query, request }) => ({
      data: await checkCoupon(db, request.actor!, query),
    }),
  });
  registerContract(app, contracts.checkProductCouponContract, {
    handler: async ({ query }) => ({ data: await checkProductCoupon(db, query) }),
  });
}
