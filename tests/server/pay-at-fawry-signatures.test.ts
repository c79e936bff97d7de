// Fawry's pay-at-Fawry wire format against recorded payloads: the PAYATFAWRY charge request
// (amount with two decimals, signed merchantCode + merchantRefNum + customerProfileId +
// paymentMethod + amount + secureKey), its ChargeResponse, and server notifications whose
// paymentMethod is hashed exactly as received. The expected hashes were computed outside our code
// (sha256sum of the concatenated strings).
import { describe, expect, it } from 'vitest';
import {
  buildReferenceChargeRequest,
  FawryError,
  referenceOf,
} from '../../server/providers/payments/fawry-provider';
import { verifiedNotification } from '../../server/providers/payments/fawry-wire';

const config = { merchantCode: 'DUKKAN-TEST', secureKey: 'secret-key', baseUrl: 'https://x' };
const expiresAt = new Date('2026-12-08T20:00:00.000Z');

describe('[PAYMENTS][PAY AT FAWRY] signatures', () => {
  it('signs the PAYATFAWRY charge request with its amount in two decimals', () => {
    const body = buildReferenceChargeRequest(config, {
      merchantRef: 'ref-770',
      items: [{ id: 'order-12', description: 'Dukkan order', pricePiastres: 84_000 }],
      customer: { name: 'Mona', mobile: '01012345678', email: '', profileId: '12' },
      language: 'ar',
      expiresAt,
    });
    expect(body).toMatchObject({
      merchantCode: 'DUKKAN-TEST',
      merchantRefNum: 'ref-770',
      customerProfileId: '12',
      paymentMethod: 'PAYATFAWRY',
      amount: '840.00',
      paymentExpiry: expiresAt.getTime(),
      language: 'ar-eg',
      chargeItems: [{ itemId: 'order-12', price: '840.00', quantity: 1 }],
      signature: '350f528bcb3cd1deedb3d51ff4cf0e4770473ae125c3787b49936c95a69fc842',
    });
  });

  it('reads the reference from a ChargeResponse and refuses a refusal', () => {
    const answer = referenceOf(
      200,
      {
        type: 'ChargeResponse',
        referenceNumber: '938201547',
        merchantRefNumber: 'ref-770',
        expirationTime: 1_796_760_000_000,
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      },
      expiresAt,
    );
    expect(answer).toEqual({
      referenceNumber: '938201547',
      expiresAt: new Date(1_796_760_000_000),
    });
    expect(() =>
      referenceOf(200, { statusCode: 9946, statusDescription: 'Invalid signature' }, expiresAt),
    ).toThrow(FawryError);
  });

  const notification = (orderStatus: string, paymentAmount: string, signature: string) => ({
    requestId: 'c72827d084ea4b88949d91dd2db4996e',
    fawryRefNumber: '938201547',
    merchantRefNumber: 'ref-770',
    customerMobile: '01012345678',
    paymentAmount,
    orderAmount: '840.00',
    fawryFees: '0.00',
    orderStatus,
    paymentMethod: 'PAYATFAWRY',
    messageSignature: signature,
    orderExpiryDate: 1_796_760_000_000,
  });

  it('a NEW notification is a payment still waiting, not a failure', () => {
    const report = verifiedNotification(
      notification(
        'NEW',
        '0.00',
        '1d4538b8ba0b67d7abc42a4664ee634b56f926f37e721b767632e586be620647',
      ),
      'secret-key',
    );
    expect(report).toMatchObject({ state: 'pending', method: 'PAYATFAWRY', paidPiastres: 0 });
  });

  it('a PAID notification verifies with PAYATFAWRY hashed as received; altered, it does not', () => {
    const paid = notification(
      'PAID',
      '840.00',
      '1ae2ccd32936804685209be18f56b5d983ced2b2f4f830814eca97b45ddcc64b',
    );
    expect(verifiedNotification(paid, 'secret-key')).toMatchObject({
      state: 'paid',
      merchantRef: 'ref-770',
      providerRef: '938201547',
      amountPiastres: 84_000,
      paidPiastres: 84_000,
      method: 'PAYATFAWRY',
    });
    expect(verifiedNotification({ ...paid, paymentMethod: 'PayAtFawry' }, 'secret-key')).toBe(null);
    expect(verifiedNotification({ ...paid, orderAmount: '84.00' }, 'secret-key')).toBe(null);
  });
});
