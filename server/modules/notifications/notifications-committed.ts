// The after-commit hook of the notification service (DESIGN §8). Each insert into
// `notifications` (the three paths of notifications.repository.ts: notify(), broadcasts,
// followers) NOTIFYs `notifications_committed` with its id range once the inserting transaction
// has committed (db/after-commit.ts; a statement trigger did it inside the transaction until
// migration 0029, which put every notifying commit in the queue of PostgreSQL's notify lock). It
// reaches every process listening on the database, and nothing is sent for a rolled-back one.
// Listeners here get the range and decide what to do; the push sender sweeps its due rows.
import { notifyAfterCommit } from '../../db/after-commit';
import type { Database, Db } from '../../db/client';

export const NOTIFICATIONS_COMMITTED_CHANNEL = 'notifications_committed';

/** Ids of one committed insert statement (inclusive). */
export interface CommittedRange {
  min: number;
  max: number;
}

export type CommittedListener = (range: CommittedRange) => void;

/** Announces a committed insert's ids (after the commit of `db`'s transaction). */
export async function signalNotificationsCommitted(
  db: Db,
  range: { min: number | null; max: number | null } | undefined,
): Promise<void> {
  if (range?.min == null || range.max == null) return;
  await notifyAfterCommit(
    db,
    NOTIFICATIONS_COMMITTED_CHANNEL,
    JSON.stringify({ min: Number(range.min), max: Number(range.max) }),
  );
}

function parseRange(payload: string): CommittedRange | null {
  try {
    const value = JSON.parse(payload) as { min?: unknown; max?: unknown };
    return typeof value.min === 'number' && typeof value.max === 'number'
      ? { min: value.min, max: value.max }
      : null;
  } catch {
    return null;
  }
}

/**
 * Calls `listener` after each committed insert into `notifications`, in this process, from any
 * process on the database. Answers a function that stops listening.
 */
export async function listenNotificationsCommitted(
  database: Database,
  listener: CommittedListener,
): Promise<() => Promise<void>> {
  const deliver = (payload: string) => {
    const range = parseRange(payload);
    if (range) listener(range);
  };
  return database.listen(NOTIFICATIONS_COMMITTED_CHANNEL, deliver);
}
