import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/payments.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getPaymentState, handleCallback, resumeCheckout } from './payments.service';
import { chargeWallet, getWallet } from './wallet.service';

/** Card payments and the wallet (spec §7 "Wallet and payment"). */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.checkoutContract, {
    handler: async ({ body, request }) => ({
      data: await resumeCheckout(db, request.actor!.userId, body.payment_id),
    }),
  });
  registerContract(app, contracts.callbackContract, {
    handler: async ({ body, request }) => ({
      data: await handleCallback(db, body, request.log, request.ip),
    }),
  });
  registerContract(app, contracts.paymentStateContract, {
    handler: async ({ query }) => ({ data: await getPaymentState(db, query.ref) }),
  });
  registerContract(app, contracts.creditContract, {
    handler: async ({ request }) => ({ data: await getWallet(db, request.actor!) }),
  });
  registerContract(app, contracts.chargeContract, {
    handler: async ({ body, request }) => ({
      data: await chargeWallet(db, request.actor!, body, requestLanguage(request)),
    }),
  });
}
