// FawryPay Express Checkout (spec §3 card checkout payload and §7 "Other"): the charge
// request goes to Fawry's Express Checkout link API, which answers the hosted page's URL; Fawry
// posts a server notification V2 to /api/callback; the payment status V2 call confirms before a
// return URL is trusted. Each charge item has quantity 1, method CARD, amounts with 2 decimals,
// English; the signature is Fawry's SHA-256 (fawry-signatures.ts).
import { piastresTo2dp } from '../../../domain/payments/payments';
import type {
  CheckoutRequest,
  CheckoutResult,
  PaymentProvider,
  ProviderReport,
  ReferenceRequest,
  ReferenceResult,
  RefundResult,
} from './payment-provider';
import {
  chargeSignature,
  referenceChargeSignature,
  refundSignature,
  statusSignature,
} from './fawry-signatures';
import { verifiedNotification } from './fawry-wire';

export interface FawryConfig {
  merchantCode: string;
  secureKey: string;
  /** `https://atfawry.fawrystaging.com` or `https://www.atfawry.com`. */
  baseUrl: string;
}

export const FAWRY_PATHS = {
  init: '/fawrypay-api/api/payments/init',
  charge: '/ECommerceWeb/Fawry/payments/charge',
  status: '/ECommerceWeb/Fawry/payments/status/v2',
  refund: '/ECommerceWeb/Fawry/payments/refund',
} as const;

/** Fawry answers in seconds; a hung call must not hold a request or a job for long. */
const TIMEOUT_MS = 15_000;

export class FawryError extends Error {
  override name = 'FawryError';
}

/** The charge request body exactly as sent (exported for the known-vector tests). */
export function buildChargeRequest(config: FawryConfig, request: CheckoutRequest) {
  // Sorted by itemId, and signed in that order.
  const items = [...request.items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const signature = chargeSignature({
    merchantCode: config.merchantCode,
    merchantRefNum: request.merchantRef,
    customerProfileId: request.customer.profileId,
    returnUrl: request.returnUrl,
    items: items.map((item) => ({
      itemId: item.id,
      quantity: 1,
      pricePiastres: item.pricePiastres,
    })),
    secureKey: config.secureKey,
  });
  return {
    merchantCode: config.merchantCode,
    merchantRefNum: request.merchantRef,
    customerMobile: request.customer.mobile,
    customerEmail: request.customer.email,
    customerName: request.customer.name,
    customerProfileId: request.customer.profileId,
    paymentExpiry: request.expiresAt.getTime(),
    // Spec §7 "Other": the hosted page opens in English.
    language: 'en-gb',
    chargeItems: items.map((item) => ({
      itemId: item.id,
      description: item.description,
      price: piastresTo2dp(item.pricePiastres),
      quantity: 1,
    })),
    paymentMethod: 'CARD',
    returnUrl: request.returnUrl,
    authCaptureModePayment: false,
    signature,
  };
}

/** Fawry's word for paying a reference at an outlet (sent, signed and reported as is). */
export const PAY_AT_FAWRY = 'PAYATFAWRY';

/** The pay-at-Fawry charge request body exactly as sent (exported for the known-vector tests). */
export function buildReferenceChargeRequest(config: FawryConfig, request: ReferenceRequest) {
  const amountPiastres = request.items.reduce((sum, item) => sum + item.pricePiastres, 0);
  return {
    merchantCode: config.merchantCode,
    merchantRefNum: request.merchantRef,
    customerProfileId: request.customer.profileId,
    customerName: request.customer.name,
    customerMobile: request.customer.mobile,
    customerEmail: request.customer.email,
    paymentMethod: PAY_AT_FAWRY,
    amount: piastresTo2dp(amountPiastres),
    currencyCode: 'EGP',
    language: request.language === 'ar' ? 'ar-eg' : 'en-gb',
    paymentExpiry: request.expiresAt.getTime(),
    chargeItems: request.items.map((item) => ({
      itemId: item.id,
      description: item.description,
      price: piastresTo2dp(item.pricePiastres),
      quantity: 1,
    })),
    description: request.items.map((item) => item.description).join(' · '),
    signature: referenceChargeSignature({
      merchantCode: config.merchantCode,
      merchantRefNum: request.merchantRef,
      customerProfileId: request.customer.profileId,
      paymentMethod: PAY_AT_FAWRY,
      amountPiastres,
      secureKey: config.secureKey,
    }),
  };
}

/** Fawry's ChargeResponse → the reference, or a FawryError when it refused. */
export function referenceOf(
  status: number,
  body: Record<string, unknown> | null,
  asked: Date,
): ReferenceResult {
  const reference = body?.referenceNumber;
  if (status !== 200 || !body || Number(body.statusCode) !== 200 || !reference) {
    throw new FawryError(
      `Fawry refused the reference charge (${status}): ${String(body?.statusDescription ?? '')}`,
    );
  }
  const expiry = Number(body.expirationTime);
  return {
    referenceNumber: String(reference),
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? new Date(expiry) : asked,
  };
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new FawryError(`Fawry did not answer: ${(error as Error).message}`);
  }
}

export function createFawryProvider(config: FawryConfig): PaymentProvider {
  return {
    name: 'fawry',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
      const response = await call(`${config.baseUrl}${FAWRY_PATHS.init}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/plain, application/json' },
        body: JSON.stringify(buildChargeRequest(config, request)),
      });
      const body = (await response.text()).trim();
      // The link API answers the hosted page's URL as text (some gateways quote it as JSON).
      const url = body.startsWith('"') ? (JSON.parse(body) as string) : body;
      if (!response.ok || !/^https?:\/\//.test(url)) {
        throw new FawryError(
          `Fawry refused the charge request (${response.status}): ${body.slice(0, 200)}`,
        );
      }
      return { checkoutUrl: url };
    },

    async createReference(request: ReferenceRequest): Promise<ReferenceResult> {
      const response = await call(`${config.baseUrl}${FAWRY_PATHS.charge}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(buildReferenceChargeRequest(config, request)),
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      return referenceOf(response.status, body, request.expiresAt);
    },

    verifyCallback(body: unknown): ProviderReport | null {
      return verifiedNotification(body, config.secureKey);
    },

    async queryStatus(merchantRef: string): Promise<ProviderReport> {
      const query = new URLSearchParams({
        merchantCode: config.merchantCode,
        merchantRefNumber: merchantRef,
        signature: statusSignature(config.merchantCode, merchantRef, config.secureKey),
      });
      const response = await call(`${config.baseUrl}${FAWRY_PATHS.status}?${query}`, {
        headers: { accept: 'application/json' },
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || !body)
        throw new FawryError(`Fawry status call failed (${response.status})`);
      if (body.statusCode !== undefined && Number(body.statusCode) !== 200) {
        // Fawry does not know the reference (the shopper never reached its page): still pending.
        return {
          merchantRef,
          state: 'pending',
          providerRef: null,
          amountPiastres: null,
          paidPiastres: null,
          method: null,
          raw: String(body.statusDescription ?? body.statusCode),
        };
      }
      const report = verifiedNotification(body, config.secureKey);
      if (!report || report.merchantRef !== merchantRef) {
        throw new FawryError('Fawry status answer has a wrong signature');
      }
      return report;
    },

    async refund(
      providerRef: string,
      amountPiastres: number,
      reason: string,
    ): Promise<RefundResult> {
      const response = await call(`${config.baseUrl}${FAWRY_PATHS.refund}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          merchantCode: config.merchantCode,
          referenceNumber: providerRef,
          refundAmount: piastresTo2dp(amountPiastres),
          reason,
          signature: refundSignature({
            merchantCode: config.merchantCode,
            referenceNumber: providerRef,
            refundAmountPiastres: amountPiastres,
            reason,
            secureKey: config.secureKey,
          }),
        }),
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      // Only a readable answer from Fawry is a "yes" or a "no"; a gateway error or a body we
      // cannot read leaves the outcome unknown (the refund may have been made), so it throws.
      if (!response.ok || !body || body.statusCode === undefined) {
        throw new FawryError(`Fawry refund answer unreadable (${response.status})`);
      }
      const ok = Number(body.statusCode) === 200;
      return { ok, message: String(body.statusDescription ?? body.statusCode) };
    },
  };
}
