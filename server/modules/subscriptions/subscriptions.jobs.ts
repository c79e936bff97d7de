// The subscription sweep (DESIGN §8): auto-renew from the wallet,
// `store_expiration` reminders 7, 3 and 1 days before, `store_expired` on the day, scheduled
// downgrades applied at renewal. One job per hour, `subscriptions.sweep:<UTC hour>`: the jobs
// table's unique dedupe key queues each hour's sweep once however many processes ask, and FOR
// UPDATE SKIP LOCKED gives it to one runner. Every sweep looks at the state now (not at "what was
// due this hour"), so the first sweep after downtime catches up. What a sweep does to a store is
// recorded once per period (`subscription_events`, primary key store × kind × period end) in the
// same transaction as its notification, and a renewal locks the store and re-checks its expiry:
// two sweeps at once, or one re-run after its process died, never remind or charge twice.
import { STORE_EXPIRATION_REMINDER_DAYS } from '../../../domain/constants';
import { toPiastres } from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import { DAY_MS } from '../../../domain/subscriptions/subscriptions';
import type { Db } from '../../db/client';
import { bothLanguages, type TextValues } from '../../lib/texts';
import { enqueue, registerJobHandler } from '../jobs/jobs.service';
import { notify } from '../notifications/notifications.service';
import { findPayer } from '../payments/payments.repository';
import { debitWallet } from '../payments/wallet.service';
import {
  findPackage,
  findSubscriptionStore,
  insertPurchase,
  recordDueEvents,
  recordEvent,
  storesToAutoRenew,
  storesWithDueDowngrade,
  type PackageRow,
} from './subscriptions.repository';
import { applyDueDowngrade, applyPeriod } from './subscriptions.service';

export const SWEEP_JOB = 'subscriptions.sweep';
/** Auto-renew charges the wallet this long before the period ends, so the store never lapses. */
export const AUTO_RENEW_WINDOW_MS = DAY_MS;
/** An expiry older than this is not announced any more (a first start after a long downtime). */
export const EXPIRED_NOTICE_MAX_AGE_MS = 7 * DAY_MS;

/**
 * What a package notice says of the store, in `language`: its name, the package's name and, when
 * the smaller package archived products, how many (the `_archived` text).
 */
function packageValues(
  language: Language,
  pkg: Pick<PackageRow, 'nameAr' | 'nameEn'>,
  store: string,
  archived: number,
): TextValues {
  return {
    store,
    package: language === 'ar' ? pkg.nameAr : pkg.nameEn,
    ...(archived > 0 && { archived, context: 'archived' }),
  };
}

export interface SweepResult {
  renewed: number;
  renewFailed: number;
  /** Stores moved to their paid-for smaller package at the end of the bigger one's period. */
  downgraded: number;
  reminded: number;
  expired: number;
}

/** The hour a sweep belongs to (UTC, `2026-11-24T13`). */
export function sweepKey(at: Date): string {
  return `${SWEEP_JOB}:${at.toISOString().slice(0, 13)}`;
}

/** Queues the sweep of the hour of `at` (once per hour, whoever asks). */
export async function scheduleSweep(db: Db, at = new Date()): Promise<void> {
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  await enqueue(db, { type: SWEEP_JOB, runAt: hour, dedupeKey: sweepKey(hour), maxAttempts: 3 });
}

/** Auto-renew of one store from its owner's wallet; answers what happened. */
async function autoRenew(
  db: Db,
  storeId: number,
  now: Date,
): Promise<'renewed' | 'failed' | 'skipped' | 'notified'> {
  return db.transaction(async (tx) => {
    const store = await findSubscriptionStore(tx, storeId, { lock: true });
    if (
      !store ||
      !store.autoRenew ||
      store.packageId === null ||
      store.packageIsTrial ||
      store.packageIsLifetime ||
      !store.expiresAt ||
      store.expiresAt.getTime() > now.getTime() + AUTO_RENEW_WINDOW_MS
    ) {
      return 'skipped';
    }
    const pkg = await findPackage(tx, store.scheduledPackageId ?? store.packageId);
    const amount = pkg && pkg.isActive && !pkg.isTrial ? toPiastres(pkg.price) : null;
    const payer = await findPayer(tx, store.ownerId);
    if (pkg && amount !== null && amount <= toPiastres(payer?.credit ?? 0)) {
      const reason = bothLanguages('notifications.payment.auto_renewal', (language) => ({
        package: language === 'ar' ? pkg.nameAr : pkg.nameEn,
        store: store.name,
      }));
      await insertPurchase(tx, {
        storeId: store.id,
        userId: store.ownerId,
        packageId: pkg.id,
        action: 'renew',
        status: 'paid',
        basePiastres: amount,
        creditPiastres: 0,
        discountPiastres: 0,
        amountPiastres: amount,
        couponId: null,
        method: amount === 0 ? 'free' : 'auto_renew',
      });
      if (amount > 0) {
        await debitWallet(tx, store.ownerId, amount, reason.en, {
          purpose: 'subscription',
          storeId: store.id,
          description: `${reason.en} / ${reason.ar}`,
        });
      }
      const archived = await applyPeriod(tx, store, 'renew', pkg, now);
      const until = new Date(
        (store.expiresAt > now ? store.expiresAt : now).getTime() + pkg.durationDays * DAY_MS,
      );
      await notify(tx, [store.ownerId], {
        type: 'store_expiration',
        storeId: store.id,
        title: bothLanguages('notifications.subscription.renewed_title'),
        body: bothLanguages('notifications.subscription.renewed_body', (language) => ({
          ...packageValues(language, pkg, store.name, archived),
          until,
        })),
      });
      return 'renewed';
    }
    // Not enough credit (or the package can no longer be bought): say so once per period.
    if (!(await recordEvent(tx, store.id, 'auto_renew_failed', store.expiresAt))) return 'notified';
    await notify(tx, [store.ownerId], {
      type: 'store_expiration',
      storeId: store.id,
      title: bothLanguages('notifications.subscription.renew_failed_title'),
      body: bothLanguages('notifications.subscription.renew_failed_body', { store: store.name }),
    });
    return 'failed';
  });
}

/** Runs the sweep once at `now`: auto-renew, then reminders, then expiry notices. */
export async function runSubscriptionSweep(db: Db, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = {
    renewed: 0,
    renewFailed: 0,
    downgraded: 0,
    reminded: 0,
    expired: 0,
  };
  // First the downgrades whose bigger period has ended (an auto-renewal below may add more for
  // the next sweeps; a switch happens only once its moment has passed).
  for (const storeId of await storesWithDueDowngrade(db, now)) {
    const moved = await db.transaction(async (tx) => {
      const done = await applyDueDowngrade(tx, storeId, now);
      if (!done) return false;
      const { store, pkg, archived } = done;
      await notify(tx, [store.ownerId], {
        type: 'store_expiration',
        storeId: store.id,
        title: bothLanguages('notifications.subscription.started_title'),
        body: bothLanguages('notifications.subscription.started_body', (language) =>
          packageValues(language, pkg, store.name, archived),
        ),
      });
      return true;
    });
    if (moved) result.downgraded += 1;
  }
  const renewable = await storesToAutoRenew(
    db,
    new Date(now.getTime() - EXPIRED_NOTICE_MAX_AGE_MS),
    new Date(now.getTime() + AUTO_RENEW_WINDOW_MS),
  );
  for (const storeId of renewable) {
    // A debit that lost a race with another spend of the same wallet rolls back this store only;
    // the next hour's sweep tries again.
    const outcome = await autoRenew(db, storeId, now).catch(() => 'failed' as const);
    if (outcome === 'renewed') result.renewed += 1;
    if (outcome === 'failed') result.renewFailed += 1;
  }
  // Each reminder kind covers the stores whose period ends within its window and not within the
  // next smaller one: after downtime a store 2 days from expiry gets the 3-day reminder only.
  const thresholds = [...STORE_EXPIRATION_REMINDER_DAYS].sort((a, b) => a - b);
  let lower = 0;
  for (const days of thresholds) {
    await db.transaction(async (tx) => {
      const due = await recordDueEvents(
        tx,
        `reminder_${days}`,
        new Date(now.getTime() + lower * DAY_MS),
        new Date(now.getTime() + days * DAY_MS),
      );
      for (const store of due) {
        await notify(tx, [Number(store.owner_id)], {
          type: 'store_expiration',
          storeId: Number(store.store_id),
          title: bothLanguages('notifications.subscription.ends_soon_title'),
          body: bothLanguages('notifications.subscription.ends_soon_body', {
            store: store.name,
            count: days,
          }),
        });
      }
      result.reminded += due.length;
    });
    lower = days;
  }
  await db.transaction(async (tx) => {
    const due = await recordDueEvents(
      tx,
      'expired',
      new Date(now.getTime() - EXPIRED_NOTICE_MAX_AGE_MS),
      now,
    );
    for (const store of due) {
      await notify(tx, [Number(store.owner_id)], {
        type: 'store_expired',
        storeId: Number(store.store_id),
        title: bothLanguages('notifications.subscription.ended_title'),
        body: bothLanguages('notifications.subscription.ended_body', { store: store.name }),
      });
    }
    result.expired += due.length;
  });
  return result;
}

registerJobHandler(SWEEP_JOB, async (db) => {
  // The next hour's sweep is queued first, so a failing sweep never breaks the chain.
  await scheduleSweep(db, new Date(Date.now() + 3_600_000));
  await runSubscriptionSweep(db);
});
