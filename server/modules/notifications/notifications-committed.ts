// The after-commit hook of the notification service (DESIGN §8). A statement trigger on
// `notifications` (migration 0024) NOTIFYs `notifications_committed` with the id range of each
// insert; PostgreSQL delivers it only when the inserting transaction commits, to every process
// listening on the database, and never for a rolled-back one. Every insert path (notify(),
// broadcasts, followers) is covered without passing anything along. Listeners here get the range
// and decide what to do; the push sender sweeps its due rows, a live-event stream could publish.
import type { Database } from '../../db/client';

export const NOTIFICATIONS_COMMITTED_CHANNEL = 'notifications_committed';

/** Ids of one committed insert statement (inclusive). */
export interface CommittedRange {
  min: number;
  max: number;
}

export type CommittedListener = (range: CommittedRange) => void;

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
