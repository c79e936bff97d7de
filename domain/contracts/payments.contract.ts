// Card payments, the wallet and the provider's callback (spec §7 "Wallet and payment":
// GET credit, POST charge, POST checkout, POST callback). A payment's state is read from the
// server's record (and the provider's status call), never from the return URL's query.
import { z } from 'zod';
import {
  INVOICE_METHODS,
  INVOICE_STATUSES,
  LEDGER_KINDS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  WALLET_CHARGE_MAX,
  WALLET_CHARGE_MIN,
} from '../payments/payments';
import { line } from '../validation/hygiene';
import { V } from '../validation/keys';
import { moneySchema } from '../validation/numbers';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';

const tags = ['payments'];

/** Message key of a charge outside 1–50,000 EGP (payments.json). */
export const CHARGE_AMOUNT_KEY = 'payments.wallet.amount_range';

export const checkoutStartedSchema = z.object({
  payment_id: z.number().int(),
  /** Where the browser goes to pay (the provider's hosted page, or the sandbox's). */
  checkout_url: z.string(),
});
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export const checkoutBodySchema = z.object({ payment_id: bodyId });

export const checkoutContract = defineContract({
  method: 'POST',
  path: '/api/checkout',
  summary: 'Open the hosted card checkout again for one of my pending payments',
  tags,
  permission: { resource: 'payments', action: 'create', kind: 'user' },
  body: checkoutBodySchema,
  response: checkoutStartedSchema,
});

const amountField = z.union([z.number(), line(30)]);

/**
 * FawryPay's server notification V2 (the sandbox sends the same). Unknown fields are kept aside:
 * the signature covers only the fields named here.
 */
export const callbackBodySchema = z.looseObject({
  requestId: line(100).optional(),
  fawryRefNumber: z.union([line(100), z.number()]),
  merchantRefNumber: line(100),
  customerName: line(300).optional(),
  customerMobile: line(50).optional(),
  customerMail: line(300).optional(),
  customerMerchantId: line(100).optional(),
  paymentAmount: amountField,
  orderAmount: amountField,
  fawryFees: amountField.optional(),
  shippingFees: amountField.optional(),
  orderStatus: line(50),
  paymentMethod: line(50).optional(),
  paymentTime: z.union([z.number(), line(50)]).optional(),
  messageSignature: line(200),
  paymentRefrenceNumber: z.union([line(100), z.number()]).optional(),
  orderExpiryDate: z.union([z.number(), line(50)]).optional(),
  failureErrorCode: z.union([z.number(), line(50)]).optional(),
  failureReason: line(500).optional(),
  orderItems: z
    .array(
      z.looseObject({
        itemCode: line(100).optional(),
        price: amountField.optional(),
        quantity: z.number().optional(),
      }),
    )
    .max(200)
    .optional(),
});
export type CallbackBody = z.infer<typeof callbackBodySchema>;

export const callbackContract = defineContract({
  method: 'POST',
  path: '/api/callback',
  summary:
    "The payment provider's signed server notification; a forged or altered one is refused, a replay changes nothing",
  tags,
  permission: { resource: 'payments', action: 'create' },
  body: callbackBodySchema,
  response: z.object({
    /** True when this notification settled the payment; false for a replay or a pending state. */
    changed: z.boolean(),
    status: z.enum(PAYMENT_STATUSES),
  }),
});

export const paymentStateQuerySchema = z.object({
  /** The payment's reference as the return URL carries it (unguessable). */
  ref: line(100, { tooLongKey: V.filter.invalid }).min(8, { error: V.filter.invalid }),
});

export const paymentStateSchema = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  reference_ids: z.array(z.number().int()),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentStateContract = defineContract({
  method: 'GET',
  path: '/api/payments/state',
  summary:
    "A payment's state from the server's record; a pending one is first confirmed with the provider's status call",
  tags,
  permission: { resource: 'payments', action: 'view' },
  query: paymentStateQuerySchema,
  response: paymentStateSchema,
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const walletInvoiceSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  method: z.enum(INVOICE_METHODS),
  provider_transaction_id: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  created_at: z.string(),
});
export type WalletInvoice = z.infer<typeof walletInvoiceSchema>;

export const walletSchema = z.object({
  balance: z.number(),
  /** The latest moves, newest first. */
  ledger: z.array(ledgerEntrySchema),
  /** The latest invoices, newest first. */
  invoices: z.array(walletInvoiceSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const creditContract = defineContract({
  method: 'GET',
  path: '/api/credit',
  summary: 'My wallet: credit balance, its ledger and my invoices',
  tags,
  permission: { resource: 'wallet', action: 'view', kind: 'user' },
  response: walletSchema,
});

export const chargeBodySchema = z.object({
  /** EGP with at most two decimals, 1–50,000. */
  amount: moneySchema
    .refine((value) => value >= WALLET_CHARGE_MIN, { error: CHARGE_AMOUNT_KEY })
    .refine((value) => value <= WALLET_CHARGE_MAX, { error: CHARGE_AMOUNT_KEY }),
});
export type ChargeBody = z.infer<typeof chargeBodySchema>;

export const chargeContract = defineContract({
  method: 'POST',
  path: '/api/charge',
  summary: 'Charge my wallet by card: starts a card payment and answers where to pay',
  tags,
  permission: { resource: 'wallet', action: 'create', kind: 'user' },
  body: chargeBodySchema,
  response: checkoutStartedSchema,
  status: 201,
  idempotent: true,
});
