// Store verification (spec §2 /verify_my_store and
// /verify_my_store/verification_process, §7 GET verification/price, GET verification/stores, POST
// verification/verify). The seller confirms the store's phone by code, uploads the ID's front and
// back and a selfie, pays the fee (wallet or card) and submits; each step is saved on the server,
// so the process resumes where it stopped. Admins and moderators decide from the stores screen.
import { z } from 'zod';
import { V } from '../validation/keys';
import { otpCodeSchema } from './auth.contract';
import { queryId } from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId, bulkIdsSchema, bulkResultSchema, idParams } from './panel/panel-list';
import { rejectionReasonSchema } from './panel/products.contract';

/** in_progress → submitted → approved | rejected; a rejected request is taken up again. */
export const VERIFICATION_STATUSES = ['in_progress', 'submitted', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The three ID photos, in the order the process asks for them. */
export const VERIFICATION_PHOTOS = ['id_front', 'id_back', 'selfie'] as const;
export type VerificationPhoto = (typeof VERIFICATION_PHOTOS)[number];

/** The steps of the process, in order (the client shows them as a stepper). */
export const VERIFICATION_STEPS = ['phone', ...VERIFICATION_PHOTOS, 'payment', 'submit'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

export const VERIFICATION_PAY_METHODS = ['wallet', 'card'] as const;

/** ID photos are deleted this many days after the decision (personal data). */
export const VERIFICATION_PHOTO_RETENTION_DAYS = 30;

export const verificationPriceSchema = z.object({
  /** The fee in EGP (the admin's `settings/manage_website` verification price). */
  price: z.number(),
  currency: z.literal('EGP'),
});

/** One of the user's stores, with where its verification stands. */
export const verificationStoreSchema = z.object({
  store_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  logo: z.string().nullable(),
  phone_number: z.string(),
  verified: z.boolean(),
  /** null: never started. */
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  steps: z.object({
    phone: z.boolean(),
    id_front: z.boolean(),
    id_back: z.boolean(),
    selfie: z.boolean(),
    payment: z.boolean(),
  }),
  /** The first step not done yet (`submit` when all are done; null once submitted or decided). */
  next_step: z.enum(VERIFICATION_STEPS).nullable(),
  fee_paid: z.number().nullable(),
  paid_with: z.enum(VERIFICATION_PAY_METHODS).nullable(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type VerificationStore = z.infer<typeof verificationStoreSchema>;

const base = { tags: ['verification'] };
const storeParams = idParams;

export const verificationPriceContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/verification/price',
  summary: 'The store verification fee in EGP',
  permission: { resource: 'verification', action: 'view', kind: 'user' },
  response: verificationPriceSchema,
});

export const verificationStoresContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/verification/stores',
  summary: 'The signed-in seller’s stores with the state of their verification',
  permission: { resource: 'verification', action: 'view', kind: 'user' },
  response: z.array(verificationStoreSchema),
});

export const verificationPhoneCodeContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/verification/stores/:id/phone-code',
  summary:
    'Send a code by text message to the store’s phone number (throttled like every code send)',
  permission: { resource: 'verification', action: 'create', kind: 'user' },
  params: storeParams,
  response: z.object({
    /** The number the code went to (the store’s). */
    phone_number: z.string(),
    /** Seconds before another code may be asked for. */
    retry_after: z.number().int(),
  }),
});

export const verificationPhoneContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/verification/stores/:id/phone',
  summary: 'Confirm the store’s phone with the code it received; wrong or expired → otp_invalid',
  permission: { resource: 'verification', action: 'create', kind: 'user' },
  params: storeParams,
  body: z.object({ code: otpCodeSchema }),
  response: verificationStoreSchema,
});

export const verificationPhotoParams = z.object({
  id: queryId,
  kind: z.enum(VERIFICATION_PHOTOS, { error: V.filter.invalid }),
});

export const verificationPhotoContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/verification/stores/:id/photos/:kind',
  summary:
    'Upload an ID photo (multipart field `image`, jpg/jpeg/png of at least 647×647). It is kept ' +
    'outside the public uploads and shown only to admins and moderators.',
  permission: { resource: 'verification', action: 'create', kind: 'user' },
  params: verificationPhotoParams,
  response: verificationStoreSchema,
});

export const verificationPayBodySchema = z.object({
  method: z.enum(VERIFICATION_PAY_METHODS, { error: V.required }),
});

export const verificationPayContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/verification/stores/:id/pay',
  summary:
    'Pay the verification fee once: from the wallet (at once; insufficient_credit when short) or ' +
    'by card (answers the checkout to open; the step is marked paid when the payment settles). ' +
    'Already paid → conflict.',
  permission: { resource: 'verification', action: 'create', kind: 'user' },
  idempotent: true,
  params: storeParams,
  body: verificationPayBodySchema,
  response: z.object({
    /** Set for a card payment: where the browser goes to pay. */
    checkout_url: z.string().nullable(),
    store: verificationStoreSchema,
  }),
});

export const verificationVerifyContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/verification/verify',
  summary:
    'Submit the store’s verification for review once every step is done ' +
    '(else verification_incomplete)',
  permission: { resource: 'verification', action: 'create', kind: 'user' },
  idempotent: true,
  body: z.object({ store_id: bodyId }),
  response: verificationStoreSchema,
});

// Panel side: the admin's and moderators' stores screen.

export const panelVerificationSchema = verificationStoreSchema.extend({
  owner_id: z.number().int(),
  /** The number the code confirmed. */
  phone_confirmed: z.string().nullable(),
  /** Which photos can still be seen (they are deleted 30 days after the decision). */
  photos: z.object({ id_front: z.boolean(), id_back: z.boolean(), selfie: z.boolean() }),
  photos_deleted_at: z.string().nullable(),
});
export type PanelVerification = z.infer<typeof panelVerificationSchema>;

export const panelVerificationContract = defineContract({
  tags: ['panel', 'stores'],
  method: 'GET',
  path: '/api/panel/stores/:id/verification',
  summary: 'A store’s verification request as the reviewer sees it',
  permission: { resource: 'stores', action: 'review', kind: 'admin' },
  params: storeParams,
  response: panelVerificationSchema,
});

export const verificationPhotoQuery = z.object({
  store: queryId,
  kind: z.enum(VERIFICATION_PHOTOS, { error: V.filter.invalid }),
});

export const panelVerificationPhotoContract = defineContract({
  tags: ['panel', 'stores'],
  method: 'GET',
  path: '/api/panel/verification/photo',
  summary:
    'One ID photo of a store’s verification (image/jpeg, Cache-Control: private, no-store); ' +
    'admins and moderators only',
  permission: { resource: 'stores', action: 'review', kind: 'admin' },
  query: verificationPhotoQuery,
  response: z.string(),
});

export const verificationDecisionBodySchema = z
  .object({
    ids: bulkIdsSchema,
    approved: z.boolean({ error: V.required }),
    /** Required to reject; the seller sees it. */
    reason: rejectionReasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.approved && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: V.required });
    }
  });
export type VerificationDecisionBody = z.infer<typeof verificationDecisionBodySchema>;

export const verificationDecisionContract = defineContract({
  tags: ['panel', 'stores'],
  method: 'POST',
  path: '/api/panel/stores/verification/decide',
  summary:
    'Approve submitted verifications (the store gets its verified badge) or reject them with a ' +
    'reason; all or none. The ID photos are deleted 30 days later.',
  permission: { resource: 'stores', action: 'review', kind: 'admin' },
  body: verificationDecisionBodySchema,
  response: bulkResultSchema,
});
