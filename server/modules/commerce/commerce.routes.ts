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
import { payAgain, payOnDelivery } from './order-pay-again.service';

interface DirectOrderAnswer {
  data: { session: { id: number; role: string } | null };
}

/** The shopper's cart, checkout and orders. */
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
  registerContract(app, contracts.payAgainContract, {
    handler: async ({ body, request }) => ({
      data: await payAgain(db, request.actor!, body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.payOnDeliveryContract, {
    handler: async ({ body, request }) => ({
      data: await payOnDelivery(db, request.actor!, body.id, requestLanguage(request)),
    }),
  });
  const signInGuest = async (guestId: number, userAgent: string | undefined) => {
    const guest = await findUserById(db, guestId);
    return guest ? startSession(accountsDeps(app), guest, 'user', userAgent) : null;
  };
  registerContract(app, contracts.directOrderContract, {
    handler: async ({ body, request }) => {
      const { result, guestId } = await placeDirectOrder(
        db,
        request.actor ?? null,
        body,
        requestLanguage(request),
      );
      const session =
        guestId === null ? null : await signInGuest(guestId, request.headers['user-agent']);
      return { data: { ...result, session } };
    },
    // A replay answers the same orders; a guest's gets a new session of the same guest (no
    // token is stored with the answer).
    idempotentAnswer: {
      keep(body) {
        const answer = JSON.parse(body) as DirectOrderAnswer;
        const guestId = answer.data.session?.role === 'guest' ? answer.data.session.id : null;
        return JSON.stringify({ ...answer, data: { ...answer.data, session: null }, guestId });
      },
      async replay(request, kept) {
        const { guestId, ...answer } = JSON.parse(kept) as DirectOrderAnswer & {
          guestId: number | null;
        };
        if (guestId === null) return JSON.stringify(answer);
        const session = await signInGuest(guestId, request.headers['user-agent']);
        return JSON.stringify({ ...answer, data: { ...answer.data, session } });
      },
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
