// The built-in sandbox: with no Fawry credentials it takes Fawry's place through the
// same interface and the same wire format. It keeps its own record of each charge
// (`sandbox_charges`, Fawry's side), shows a hosted checkout page under /sandbox/fawry/ with test
// cards (sandbox-pages.ts), posts a server notification V2 signed with its own key to
// /api/callback, and sends the shopper back to the return URL, as Fawry does. A PAYATFAWRY
// reference is paid on its outlet page (/sandbox/fawry/outlet), as a cashier at a Fawry outlet would.
import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { fromPiastres, toPiastres } from '../../../domain/payments/payments';
import type {
  CheckoutRequest,
  CheckoutResult,
  PaymentProvider,
  ProviderReport,
  ReferenceRequest,
  ReferenceResult,
  RefundResult,
} from './payment-provider';
import { messageSignature } from './fawry-signatures';
import { verifiedNotification } from './fawry-wire';
import {
  findSandboxCharge,
  insertSandboxCharge,
  refundSandboxCharge,
  type SandboxCharge,
} from './sandbox.repository';

export const SANDBOX_MERCHANT_CODE = 'DUKKAN-SANDBOX';
export const SANDBOX_PATH = '/sandbox/fawry';

/** The sandbox's secure key: derived from the JWT secret, so every process shares it. */
export function sandboxSecureKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('dukkan-sandbox-fawry-secure-key').digest('hex');
}

/** Test cards (digits only) and what paying with them does. */
export const SANDBOX_CARDS = {
  '4242424242424242': 'PAID',
  '4000000000000002': 'FAILED',
  '4000000000000069': 'EXPIRED',
} as const satisfies Record<string, string>;

/** The notification Fawry would post for `charge` in its current status, signed. */
export function sandboxNotification(charge: SandboxCharge, secureKey: string) {
  const amount = toPiastres(charge.amount);
  const paid = charge.orderStatus === 'PAID';
  const fields = {
    requestId: `sbx${charge.referenceNumber}`,
    fawryRefNumber: charge.referenceNumber,
    merchantRefNumber: charge.merchantRef,
    customerName: charge.customerName,
    customerMobile: charge.customerMobile,
    customerMail: charge.customerEmail,
    paymentAmount: fromPiastres(paid ? amount : 0),
    orderAmount: fromPiastres(amount),
    fawryFees: 0,
    orderStatus: charge.orderStatus,
    paymentMethod: charge.paymentMethod,
    paymentTime: charge.updatedAt.getTime(),
    paymentRefrenceNumber: '',
    orderItems: [{ itemCode: charge.merchantRef, price: fromPiastres(amount), quantity: 1 }],
  };
  return {
    ...fields,
    messageSignature: messageSignature({
      fawryRefNumber: fields.fawryRefNumber,
      merchantRefNumber: fields.merchantRefNumber,
      paymentAmountPiastres: paid ? amount : 0,
      orderAmountPiastres: amount,
      orderStatus: fields.orderStatus,
      paymentMethod: fields.paymentMethod,
      paymentRefrenceNumber: '',
      secureKey,
    }),
  };
}

export function createSandboxProvider(db: Db, jwtSecret: string): PaymentProvider {
  const secureKey = sandboxSecureKey(jwtSecret);
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
      const amount = request.items.reduce((sum, item) => sum + item.pricePiastres, 0);
      await insertSandboxCharge(db, {
        merchantRef: request.merchantRef,
        referenceNumber: String(randomInt(100_000_000, 999_999_999)),
        amount: fromPiastres(amount),
        returnUrl: request.returnUrl,
        customerName: request.customer.name,
        customerMobile: request.customer.mobile,
        customerEmail: request.customer.email,
        itemDescription: request.items.map((item) => item.description).join(' · '),
        language: request.language,
      });
      return { checkoutUrl: `${SANDBOX_PATH}/checkout/${encodeURIComponent(request.merchantRef)}` };
    },

    async createReference(request: ReferenceRequest): Promise<ReferenceResult> {
      const amount = request.items.reduce((sum, item) => sum + item.pricePiastres, 0);
      const referenceNumber = String(randomInt(100_000_000, 999_999_999));
      await insertSandboxCharge(db, {
        merchantRef: request.merchantRef,
        referenceNumber,
        amount: fromPiastres(amount),
        returnUrl: '',
        customerName: request.customer.name,
        customerMobile: request.customer.mobile,
        customerEmail: request.customer.email,
        itemDescription: request.items.map((item) => item.description).join(' · '),
        language: request.language,
        paymentMethod: 'PAYATFAWRY',
        expiresAt: request.expiresAt,
      });
      // A retried request for the same attempt answers the reference it was given first.
      const charge = await findSandboxCharge(db, request.merchantRef);
      return {
        referenceNumber: charge?.referenceNumber ?? referenceNumber,
        expiresAt: charge?.expiresAt ?? request.expiresAt,
      };
    },

    verifyCallback(body: unknown): ProviderReport | null {
      return verifiedNotification(body, secureKey);
    },

    async queryStatus(merchantRef: string): Promise<ProviderReport> {
      const charge = await findSandboxCharge(db, merchantRef);
      if (!charge) {
        return {
          merchantRef,
          state: 'pending',
          providerRef: null,
          amountPiastres: null,
          paidPiastres: null,
          method: null,
          raw: 'UNKNOWN',
        };
      }
      // The answer goes through the same signature check as Fawry's.
      const report = verifiedNotification(sandboxNotification(charge, secureKey), secureKey);
      if (!report) throw new Error('sandbox status answer failed its own signature');
      return report;
    },

    async refund(providerRef: string, amountPiastres: number): Promise<RefundResult> {
      // As Fawry: a paid charge gives back all or part of what is left of it, never more.
      const refunded = await refundSandboxCharge(db, providerRef, fromPiastres(amountPiastres));
      return refunded
        ? { ok: true, message: 'Operation done successfully' }
        : { ok: false, message: 'The order is not paid or the amount exceeds what is left' };
    },
  };
}
