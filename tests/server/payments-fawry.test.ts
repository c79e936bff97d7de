// The real FawryPay adapter against known signature vectors and a LOCAL FAKE of Fawry's HTTP
// endpoints (a tiny HTTP server in this test that checks what it receives the way Fawry does,
// with its own hashing), not a mock of our code.
import { beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import {
  buildChargeRequest,
  createFawryProvider,
  FAWRY_PATHS,
  type FawryConfig,
} from '../../server/providers/payments/fawry-provider';
import {
  chargeSignature,
  messageSignature,
  refundSignature,
  statusSignature,
} from '../../server/providers/payments/fawry-signatures';
import { chargeSigned, readBody, refundSigned, sha, useFawryFake } from './fawry-fake';

const SECURE_KEY = '259af31fc2f74453b3a55739b21ae9ef';
const MERCHANT = '1tSa6uxz2nRbgY+b+cZGyA==';

describe('Fawry signatures (known vectors)', () => {
  it('charge request: merchantCode + merchantRefNum + profile + returnUrl + items + key', () => {
    // printf '%s' … | sha256sum, computed outside this code.
    expect(
      chargeSignature({
        merchantCode: MERCHANT,
        merchantRefNum: '2312465464',
        customerProfileId: '1212',
        returnUrl: 'https://shop.example/payment-state/wallet?ref=2312465464',
        items: [
          { itemId: '6b5fdea340e31b3b0339d4d4ae5', quantity: 1, pricePiastres: 5000 },
          { itemId: '97092dd9e9c07888c7eef36', quantity: 1, pricePiastres: 7525 },
        ],
        secureKey: SECURE_KEY,
      }),
    ).toBe('6bfa37a2353dfe4bd1a823c30692f486f4959c2563eadd02b4ba72a48eb68edf');
  });

  it('server notification V2 messageSignature', () => {
    expect(
      messageSignature({
        fawryRefNumber: '970177',
        merchantRefNumber: '9708f1cea8b5426cb57922df51b7f790',
        paymentAmountPiastres: 15200,
        orderAmountPiastres: 15000,
        orderStatus: 'PAID',
        paymentMethod: 'CARD',
        paymentRefrenceNumber: '',
        secureKey: SECURE_KEY,
      }),
    ).toBe('4d468f5a8d540af63a1f5ead44818c60f5e0363591a1e6c6dc2cc051272dcc27');
  });

  it('status query: merchantCode + merchantRefNumber + key', () => {
    expect(statusSignature(MERCHANT, '9708f1cea8b5426cb57922df51b7f790', SECURE_KEY)).toBe(
      '357358eb5a3c52866c15a3153e3f075b0964e6e8610b139012586b4c5231e307',
    );
  });

  it('refund: the vector of the public fawry-api/fawry gem spec', () => {
    expect(
      refundSignature({
        merchantCode: 'merchant_code',
        referenceNumber: '931337410',
        refundAmountPiastres: 2050,
        reason: '',
        secureKey: 'fawry_secure_key',
      }),
    ).toBe('3ddbaf9457ed9b5f6e048e1775ff7eaccd477070e31cf28a90d879e8f9689323');
  });
});

// ---- the local fake of Fawry ----------------------------------------------------------------

interface FakeCharge {
  amount: string;
  status: string;
  fawryRef: string;
}
const charges = new Map<string, FakeCharge>();
const received: { path: string; body: unknown }[] = [];
let tamperStatus = false;

function signed(merchantRef: string, charge: FakeCharge) {
  const paid = charge.status === 'PAID' ? charge.amount : '0.00';
  return {
    type: 'PaymentStatusResponse',
    statusCode: 200,
    statusDescription: 'Operation done successfully',
    fawryRefNumber: charge.fawryRef,
    merchantRefNumber: merchantRef,
    paymentAmount: Number(paid),
    orderAmount: Number(charge.amount),
    fawryFees: 0,
    orderStatus: charge.status,
    paymentMethod: 'CARD',
    messageSignature: sha(
      `${charge.fawryRef}${merchantRef}${paid}${charge.amount}${charge.status}CARD${tamperStatus ? 'x' : ''}${SECURE_KEY}`,
    ),
  };
}

const fake = useFawryFake(async (request, url, reply) => {
  if (request.method === 'POST' && url.pathname === FAWRY_PATHS.init) {
    const body = JSON.parse(await readBody(request));
    received.push({ path: url.pathname, body });
    if (!chargeSigned(body, SECURE_KEY)) {
      return reply.json(400, { statusCode: 9946, statusDescription: 'INVALID_SIGNATURE' });
    }
    const amount = body.chargeItems.reduce(
      (sum: number, item: { price: string }) => sum + Math.round(Number(item.price) * 100),
      0,
    );
    charges.set(body.merchantRefNum, {
      amount: (amount / 100).toFixed(2),
      status: 'UNPAID',
      fawryRef: String(900000000 + charges.size),
    });
    return reply.checkoutPage(body.merchantRefNum);
  }
  if (request.method === 'GET' && url.pathname === FAWRY_PATHS.status) {
    const ref = url.searchParams.get('merchantRefNumber')!;
    if (
      url.searchParams.get('signature') !==
      sha(`${url.searchParams.get('merchantCode')}${ref}${SECURE_KEY}`)
    ) {
      return reply.json(200, { statusCode: 9946, statusDescription: 'INVALID_SIGNATURE' });
    }
    const charge = charges.get(ref);
    if (!charge) return reply.json(200, { statusCode: 9901, statusDescription: 'Order not found' });
    return reply.json(200, signed(ref, charge));
  }
  if (request.method === 'POST' && url.pathname === FAWRY_PATHS.refund) {
    const body = JSON.parse(await readBody(request));
    received.push({ path: url.pathname, body });
    return reply.json(
      200,
      refundSigned(body, SECURE_KEY)
        ? { statusCode: 200, statusDescription: 'Operation done successfully' }
        : { statusCode: 9946 },
    );
  }
});
let config: FawryConfig;
beforeAll(() => {
  config = { merchantCode: MERCHANT, secureKey: SECURE_KEY, baseUrl: fake.baseUrl() };
});

const request = (merchantRef: string, pricePiastres = 123_45) => ({
  merchantRef,
  items: [{ id: 'wallet_charge-9', description: 'Wallet charge', pricePiastres }],
  customer: { name: 'Mona', mobile: '01012345678', email: 'mona@example.com', profileId: '9' },
  returnUrl: `https://shop.example/payment-state/wallet?ref=${merchantRef}`,
  language: 'ar' as const,
  expiresAt: new Date('2026-11-24T12:00:00Z'),
});

describe('FawryPay adapter against a local fake of Fawry', () => {
  it('sends the Express Checkout charge request in the spec’s shape and returns the hosted URL', async () => {
    const fawry = createFawryProvider(config);
    const { checkoutUrl } = await fawry.createCheckout(request('ref00000000000001'));
    expect(checkoutUrl).toBe(
      'https://atfawry.fawrystaging.com/atfawry/plugin/?ref=ref00000000000001',
    );
    const body = received.at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      merchantCode: MERCHANT,
      merchantRefNum: 'ref00000000000001',
      customerMobile: '01012345678',
      customerEmail: 'mona@example.com',
      customerName: 'Mona',
      paymentMethod: 'CARD',
      language: 'en-gb',
      chargeItems: [
        { itemId: 'wallet_charge-9', price: '123.45', quantity: 1, description: 'Wallet charge' },
      ],
      returnUrl: 'https://shop.example/payment-state/wallet?ref=ref00000000000001',
    });
    expect(body).toEqual(buildChargeRequest(config, request('ref00000000000001')));
  });

  it('a wrong secure key is refused by Fawry and surfaces as an error', async () => {
    const wrong = createFawryProvider({ ...config, secureKey: 'wrong' });
    await expect(wrong.createCheckout(request('ref00000000000002'))).rejects.toThrow(/refused/);
  });

  it('queries the status with a signed GET and checks the answer’s signature', async () => {
    const fawry = createFawryProvider(config);
    await fawry.createCheckout(request('ref00000000000003', 50_00));
    expect((await fawry.queryStatus('ref00000000000003')).state).toBe('pending');
    charges.get('ref00000000000003')!.status = 'PAID';
    const paid = await fawry.queryStatus('ref00000000000003');
    expect(paid).toMatchObject({
      state: 'paid',
      amountPiastres: 5000,
      method: 'CARD',
      raw: 'PAID',
    });
    expect(paid.providerRef).toBe(charges.get('ref00000000000003')!.fawryRef);
    expect((await fawry.queryStatus('unknown-reference')).state).toBe('pending');
    tamperStatus = true;
    await expect(fawry.queryStatus('ref00000000000003')).rejects.toThrow(/signature/);
    tamperStatus = false;
  });

  it('verifies a server notification V2 and refuses an altered one', () => {
    const fawry = createFawryProvider(config);
    const notification = signed('ref00000000000003', {
      amount: '50.00',
      status: 'PAID',
      fawryRef: '777',
    });
    expect(fawry.verifyCallback(notification)).toMatchObject({
      state: 'paid',
      merchantRef: 'ref00000000000003',
      providerRef: '777',
    });
    expect(fawry.verifyCallback({ ...notification, orderAmount: 5 })).toBeNull();
    expect(fawry.verifyCallback({ ...notification, orderStatus: 'EXPIRED' })).toBeNull();
    expect(fawry.verifyCallback('not json')).toBeNull();
  });

  it('refunds with a signed request', async () => {
    const fawry = createFawryProvider(config);
    expect(await fawry.refund('900000000', 20_50, 'late payment')).toEqual({
      ok: true,
      message: 'Operation done successfully',
    });
    expect(received.at(-1)!.body).toMatchObject({
      referenceNumber: '900000000',
      refundAmount: '20.50',
      reason: 'late payment',
    });
  });
});

describe('configuration', () => {
  it('all three FAWRY_* variables choose Fawry; some of them stop the start; none is the sandbox', () => {
    const base = { NODE_ENV: 'test' };
    expect(readEnv(base).fawry).toBeNull();
    expect(
      readEnv({
        ...base,
        FAWRY_MERCHANT_CODE: 'm',
        FAWRY_SECURE_KEY: 'k',
        FAWRY_BASE_URL: 'https://atfawry.fawrystaging.com/',
      }).fawry,
    ).toEqual({ merchantCode: 'm', secureKey: 'k', baseUrl: 'https://atfawry.fawrystaging.com' });
    expect(() => readEnv({ ...base, FAWRY_MERCHANT_CODE: 'm' })).toThrow(/FAWRY_SECURE_KEY/);
  });
});
