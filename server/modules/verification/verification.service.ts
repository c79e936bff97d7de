// Store verification. The owner of a store goes through the steps —
// the store's phone confirmed by a code (the accounts code machinery, its throttles and the dev
// outbox), the ID's front and back and a selfie (kept under the object store's `private/` keys,
// never among the public uploads), the fee paid once (wallet, or card through the payment layer's
// `verification` purpose) — and submits. Each step is a row update, so the process resumes where
// it stopped. An admin or moderator approves (the store's `verified_at`, the badge everywhere) or
// rejects with a reason; 30 days after the decision a job deletes the photos.
import type {
  PanelVerification,
  VerificationDecisionBody,
  VerificationPhoto,
  VerificationStep,
  VerificationStore,
} from '../../../domain/contracts/verification.contract';
import { VERIFICATION_PHOTO_RETENTION_DAYS } from '../../../domain/contracts/verification.contract';
import { AppError } from '../../../domain/errors';
import { toPiastres } from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { readSiteSettings } from '../../db/settings';
import { text } from '../../lib/texts';
import { writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { consumeCode, sendCode, type AccountsDeps } from '../accounts/codes.service';
import { enqueue, registerJobHandler } from '../jobs/jobs.service';
import {
  registerPaymentPurpose,
  requireCardPayments,
  startPayment,
} from '../payments/payments.service';
import { debitWallet } from '../payments/wallet.service';
import type { ObjectKey, ObjectStore } from '../../providers/object-store';
import { storePrivateImage } from '../uploads/uploads.service';
import {
  clearPhotos,
  findVerification,
  listOwnVerifications,
  lockRequest,
  lockSubmitted,
  markPaid,
  photoFile,
  setStoreVerified,
  updateRequest,
  type VerificationRow,
} from './verification.repository';

export const PURGE_PHOTOS_JOB = 'verification.purge-photos';
const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Where an ID photo lives: a private key, never served under `/uploads/`. */
const photoKey = (file: string): ObjectKey => `private/verification/${file}`;

function steps(row: VerificationRow) {
  // A phone confirmed before the store's number changed no longer counts.
  const phone = row.phone_confirmed !== null && row.phone_confirmed === row.phone_number;
  return {
    phone,
    id_front: row.id_front !== null,
    id_back: row.id_back !== null,
    selfie: row.selfie !== null,
    payment: row.paid_at !== null,
  };
}

function nextStep(row: VerificationRow): VerificationStep | null {
  if (row.status === 'submitted' || row.status === 'approved' || row.verified_at !== null) {
    return null;
  }
  const done = steps(row);
  const order: Exclude<VerificationStep, 'submit'>[] = [
    'phone',
    'id_front',
    'id_back',
    'selfie',
    'payment',
  ];
  return order.find((step) => !done[step]) ?? 'submit';
}

type Status = VerificationStore['status'];

function toStore(row: VerificationRow): VerificationStore {
  return {
    store_id: row.store_id,
    name: row.name,
    username: row.username,
    logo: row.logo,
    phone_number: row.phone_number,
    verified: row.verified_at !== null,
    status: (row.status as Status) ?? null,
    steps: steps(row),
    next_step: nextStep(row),
    fee_paid: row.fee,
    paid_with: (row.paid_with as VerificationStore['paid_with']) ?? null,
    rejection_reason: row.rejection_reason,
    submitted_at: iso(row.submitted_at),
    decided_at: iso(row.decided_at),
  };
}

export async function verificationPrice(db: Db) {
  const site = await readSiteSettings(db);
  return { price: site?.verificationPrice ?? 0, currency: 'EGP' as const };
}

export async function myVerifications(db: Db, actor: Actor): Promise<VerificationStore[]> {
  return (await listOwnVerifications(db, actor.userId)).map(toStore);
}

/** The actor's own store, or 404 (another's store is not found, not forbidden). */
async function ownStore(db: Db, actor: Actor, storeId: number) {
  const row = await findVerification(db, storeId, actor.userId);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function myVerification(db: Db, actor: Actor, storeId: number) {
  return toStore(await ownStore(db, actor, storeId));
}

/** Steps change only while the request is open (not submitted, not approved, store not verified). */
async function openRequest(tx: Db, actor: Actor, storeId: number) {
  const store = await findVerification(tx, storeId, actor.userId);
  if (!store) throw new AppError('not_found');
  if (store.verified_at !== null) {
    throw new AppError('invalid_transition', 'This store is already verified');
  }
  const request = await lockRequest(tx, storeId, actor.userId);
  if (request.status === 'submitted' || request.status === 'approved') {
    throw new AppError('invalid_transition', 'This verification was already submitted');
  }
  // A rejected request is taken up again by its next step.
  const reopen = request.status === 'rejected' ? { status: 'in_progress' } : {};
  return { store, request, reopen };
}

export async function sendStorePhoneCode(
  deps: AccountsDeps,
  actor: Actor,
  storeId: number,
  info: { ip: string; language: Language },
) {
  const store = await ownStore(deps.db, actor, storeId);
  if (store.verified_at !== null) {
    throw new AppError('invalid_transition', 'This store is already verified');
  }
  const retryAfter = await sendCode(deps, {
    purpose: 'store_phone',
    channel: 'phone',
    target: store.phone_number,
    userId: actor.userId,
    language: info.language,
    deliver: true,
    ip: info.ip,
  });
  return { phone_number: store.phone_number, retry_after: retryAfter };
}

export async function confirmStorePhone(
  deps: AccountsDeps,
  actor: Actor,
  storeId: number,
  code: string,
) {
  const store = await ownStore(deps.db, actor, storeId);
  const row = await consumeCode(deps, 'store_phone', 'phone', store.phone_number, code);
  // The code went to this number for this account (someone else's send replaces it).
  if (row.userId !== actor.userId) throw new AppError('otp_invalid', 'Wrong or expired code');
  await deps.db.transaction(async (tx) => {
    const { request, reopen } = await openRequest(tx, actor, storeId);
    await updateRequest(tx, request.id, {
      ...reopen,
      phoneConfirmed: store.phone_number,
      phoneConfirmedAt: new Date(),
    });
  });
  return myVerification(deps.db, actor, storeId);
}

const PHOTO_COLUMN = { id_front: 'idFront', id_back: 'idBack', selfie: 'selfie' } as const;

export async function uploadVerificationPhoto(
  db: Db,
  store: ObjectStore,
  actor: Actor,
  storeId: number,
  kind: VerificationPhoto,
  bytes: Buffer,
) {
  await ownStore(db, actor, storeId);
  // Checked and re-encoded like every image (no EXIF location), but stored under a private key,
  // before the transaction: no call to the store while it holds its locks.
  const file = await storePrivateImage(store, 'verification', bytes);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const { request, reopen } = await openRequest(tx, actor, storeId);
      replaced = request[PHOTO_COLUMN[kind]];
      await updateRequest(tx, request.id, {
        ...reopen,
        [PHOTO_COLUMN[kind]]: file,
        photosDeletedAt: null,
      });
    });
  } catch (error) {
    await store.remove(photoKey(file));
    throw error;
  }
  if (replaced) await store.remove(photoKey(replaced));
  return myVerification(db, actor, storeId);
}

async function fee(db: Db): Promise<number> {
  const { price } = await verificationPrice(db);
  const piastres = toPiastres(price);
  if (piastres <= 0) throw new AppError('service_unavailable', 'No verification price is set');
  return piastres;
}

/**
 * Pays the fee once. Wallet: the debit and the step are one transaction, and `markPaid` moves
 * only an unpaid request, so a second payment is refused before any money moves. Card: a
 * `verification` payment; its settlement marks the step paid (once, whatever the replays).
 */
export async function payVerification(
  db: Db,
  actor: Actor,
  storeId: number,
  method: 'wallet' | 'card',
  lang: Language,
) {
  const amount = await fee(db);
  const description = text(lang, 'notifications.payment.verification_fee');
  if (method === 'wallet') {
    await db.transaction(async (tx) => {
      const { request, reopen } = await openRequest(tx, actor, storeId);
      if (request.paidAt) throw new AppError('conflict', 'The fee is already paid');
      if (Object.keys(reopen).length > 0) await updateRequest(tx, request.id, reopen);
      const marked = await markPaid(tx, storeId, {
        fee: amount / 100,
        paidWith: 'wallet',
        paymentId: null,
      });
      if (!marked) throw new AppError('conflict', 'The fee is already paid');
      await debitWallet(tx, actor.userId, amount, description, {
        purpose: 'verification',
        storeId,
        description,
      });
    });
    return { checkout_url: null, store: await myVerification(db, actor, storeId) };
  }
  requireCardPayments();
  await db.transaction(async (tx) => {
    const { request } = await openRequest(tx, actor, storeId);
    if (request.paidAt) throw new AppError('conflict', 'The fee is already paid');
  });
  const started = await startPayment(db, {
    userId: actor.userId,
    purpose: 'verification',
    referenceIds: [storeId],
    amountPiastres: amount,
    returnPath: `/payment-state/verification`,
    lang,
    description,
    storeId,
  });
  return { checkout_url: started.checkoutUrl, store: await myVerification(db, actor, storeId) };
}

registerPaymentPurpose('verification', {
  async onPaid(tx, payment) {
    const storeId = payment.referenceIds[0];
    if (storeId === undefined) return;
    await lockRequest(tx, storeId, payment.userId);
    // A second card payment for an already paid fee (two tabs) stays recorded as paid; the
    // request keeps its first payment. Refunds are the admin's (invoices).
    await markPaid(tx, storeId, {
      fee: payment.amountPiastres / 100,
      paidWith: 'card',
      paymentId: payment.id,
    });
  },
  async onFailed() {},
});

export async function submitVerification(db: Db, actor: Actor, storeId: number) {
  await db.transaction(async (tx) => {
    const { store, request } = await openRequest(tx, actor, storeId);
    const merged: VerificationRow = {
      ...store,
      phone_confirmed: request.phoneConfirmed,
      id_front: request.idFront,
      id_back: request.idBack,
      selfie: request.selfie,
      paid_at: request.paidAt,
      status: request.status,
    };
    const missing = Object.entries(steps(merged))
      .filter(([, done]) => !done)
      .map(([step]) => step);
    if (missing.length > 0) {
      throw new AppError(
        'verification_incomplete',
        `Steps not done: ${missing.join(', ')}`,
        missing.map((step) => ({ path: step, message: 'validation.required' })),
      );
    }
    await updateRequest(tx, request.id, {
      status: 'submitted',
      submittedAt: new Date(),
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
    });
  });
  return myVerification(db, actor, storeId);
}

// Panel side.

export async function panelVerification(db: Db, storeId: number): Promise<PanelVerification> {
  const row = await findVerification(db, storeId, null);
  if (!row) throw new AppError('not_found');
  return {
    ...toStore(row),
    owner_id: row.owner_id,
    phone_confirmed: row.phone_confirmed,
    photos: {
      id_front: row.id_front !== null,
      id_back: row.id_back !== null,
      selfie: row.selfie !== null,
    },
    photos_deleted_at: iso(row.photos_deleted_at),
  };
}

/** The bytes of one ID photo, for the reviewers' authorised route. */
export async function readVerificationPhoto(
  db: Db,
  store: ObjectStore,
  storeId: number,
  kind: VerificationPhoto,
): Promise<Buffer> {
  const file = await photoFile(db, storeId, kind);
  const photo = file ? await store.get(photoKey(file)) : null;
  if (!photo) throw new AppError('not_found');
  return photo.body;
}

/**
 * Approves or rejects submitted requests, all or none. Approval verifies the store (its badge in
 * the shop); either way the photos are deleted 30 days later by a job queued here.
 */
export async function decideVerifications(
  db: Db,
  actor: Actor,
  body: VerificationDecisionBody,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const rows = await lockSubmitted(tx, ids, undefined);
    if (rows.length !== ids.length) throw new AppError('not_found');
    const notSubmitted = rows.filter((row) => row.status !== 'submitted');
    if (notSubmitted.length > 0) {
      throw new AppError(
        'invalid_transition',
        `Not waiting for a decision: ${notSubmitted.map((row) => `#${row.storeId}`).join(', ')}`,
      );
    }
    const now = new Date();
    const status = body.approved ? 'approved' : 'rejected';
    for (const row of rows) {
      await updateRequest(tx, row.id, {
        status,
        decidedAt: now,
        decidedBy: actor.userId,
        rejectionReason: body.approved ? null : (body.reason ?? null),
      });
      await enqueue(tx, {
        type: PURGE_PHOTOS_JOB,
        payload: { requestId: row.id, decidedAt: now.toISOString() },
        runAt: new Date(now.getTime() + VERIFICATION_PHOTO_RETENTION_DAYS * DAY_MS),
        // One purge per decision: a request decided again later gets its own.
        dedupeKey: `${PURGE_PHOTOS_JOB}:${row.id}:${now.toISOString()}`,
      });
    }
    if (body.approved)
      await setStoreVerified(
        tx,
        rows.map((row) => row.storeId),
      );
    await writeLogs(
      tx,
      actor,
      rows.map((row) => ({
        action: body.approved ? 'stores.verification_approve' : 'stores.verification_reject',
        entity: 'stores',
        entityId: row.storeId,
        notes: body.approved ? undefined : body.reason,
        changes: { verification: ['submitted', status] },
      })),
    );
    return rows.length;
  });
}

let purgeStore: ObjectStore | null = null;

/** The purge job needs the object store; `verificationRoutes` sets it at start. */
export function configureVerificationFiles(store: ObjectStore): void {
  purgeStore = store;
}

/** Deletes a decided request's photos (files and names); idempotent, so a re-run does nothing. */
export async function purgeVerificationPhotos(
  db: Db,
  store: ObjectStore,
  requestId: number,
  decidedAt: string,
) {
  const dropped = await clearPhotos(db, requestId, decidedAt);
  if (!dropped) return 0;
  const files = [dropped.id_front, dropped.id_back, dropped.selfie].filter(
    (file): file is string => file !== null,
  );
  await Promise.all(files.map((file) => store.remove(photoKey(file))));
  return files.length;
}

registerJobHandler(PURGE_PHOTOS_JOB, async (db, payload) => {
  if (!purgeStore) throw new Error('verification files are not configured');
  const requestId = Number(payload.requestId);
  const decidedAt = String(payload.decidedAt ?? '');
  if (Number.isInteger(requestId) && decidedAt) {
    await purgeVerificationPhotos(db, purgeStore, requestId, decidedAt);
  }
});
