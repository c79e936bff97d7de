// Existence period (DESIGN §4): a product is archived `existence_period_days`
// after it was accepted unless it is permanent, and its store's owner is reminded a few days
// before. One daily job does both; it runs once per day across server processes (the job table's
// dedupe key per date), and each step is one conditional UPDATE … RETURNING, so even two runners
// at the same moment archive each product once and send each reminder once (the second UPDATE
// waits for the first's row locks, then finds its condition false). A missed day catches up: the
// conditions are "due by now", not "due today".
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { bothLanguages } from '../../lib/texts';
import { enqueue, registerJobHandler } from '../jobs/jobs.service';
import { notify } from '../notifications/notifications.service';

export const PRODUCT_LIFECYCLE_JOB = 'products.existence-period';
/** Sellers hear about a product's archiving this many days before it happens. */
export const ARCHIVE_REMINDER_DAYS = 3;

/** When the existence period of an accepted, non-permanent product ends. */
const ARCHIVE_AT = sql.raw(`(p.accepted_at + make_interval(days => p.existence_period_days))`);
const LIVE = sql.raw(
  `p.archived_at IS NULL AND NOT p.is_permanent AND p.accepted_at IS NOT NULL AND p.status = 'accepted'`,
);

interface ReminderRow extends Record<string, unknown> {
  id: number;
  store_id: number;
  owner_id: number;
  name_ar: string;
  name_en: string;
  days: number;
}

/**
 * Claims the reminders due (archive date within the reminder window, not reminded for that date)
 * and notifies the owners, in one transaction.
 */
export async function remindBeforeArchiving(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<ReminderRow>(
      tx,
      sql`UPDATE products AS p SET archive_reminded_for = ${ARCHIVE_AT}
          FROM stores AS s
          WHERE s.id = p.store_id AND ${LIVE}
            AND ${ARCHIVE_AT} > ${now.toISOString()}::timestamptz
            AND ${ARCHIVE_AT} <= ${now.toISOString()}::timestamptz
                                 + make_interval(days => ${ARCHIVE_REMINDER_DAYS})
            AND p.archive_reminded_for IS DISTINCT FROM ${ARCHIVE_AT}
          RETURNING p.id::int AS id, p.store_id::int AS store_id, s.owner_id::int AS owner_id,
            p.name_ar, p.name_en,
            ceil(extract(epoch FROM (${ARCHIVE_AT} - ${now.toISOString()}::timestamptz)) / 86400)::int
              AS days`,
    );
    for (const row of rows) {
      await notify(tx, [row.owner_id], {
        type: 'product_expiration',
        targetId: row.id,
        storeId: row.store_id,
        title: bothLanguages('notifications.product.archive_soon_title'),
        body: bothLanguages('notifications.product.archive_soon_body', (language) => ({
          name: language === 'ar' ? row.name_ar : row.name_en,
          count: row.days,
        })),
      });
    }
    return rows.length;
  });
}

/** Archives the products whose existence period is over; answers how many. */
export async function archiveExpiredProducts(db: Db, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE products AS p SET archived_at = ${now.toISOString()}::timestamptz, updated_at = now()
        WHERE ${LIVE} AND ${ARCHIVE_AT} <= ${now.toISOString()}::timestamptz
        RETURNING p.id::int AS id`,
  );
  return rows.length;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Queues the run of `date`'s day (once per date, whatever the number of processes calling it):
 * at start-up for today (catching up after downtime), and by each run for the next day.
 */
export function scheduleProductLifecycle(db: Db, date = new Date()): Promise<number | null> {
  return enqueue(db, {
    type: PRODUCT_LIFECYCLE_JOB,
    runAt: date,
    dedupeKey: `${PRODUCT_LIFECYCLE_JOB}:${day(date)}`,
  });
}

registerJobHandler(PRODUCT_LIFECYCLE_JOB, async (db) => {
  const now = new Date();
  await remindBeforeArchiving(db, now);
  await archiveExpiredProducts(db, now);
  // Tomorrow shortly after midnight UTC (Cairo morning).
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1));
  await scheduleProductLifecycle(db, next);
});
