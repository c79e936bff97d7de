import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { notifyAfterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { liveEvents, streamTicketsUsed } from '../../db/schema';

/** The PostgreSQL channel every server process listens on (DESIGN §8). */
export const EVENTS_CHANNEL = 'dukkan_events';

/**
 * What travels on the channel: a range of stored event ids, a passing signal (typing), or word
 * that sessions of an account ended (its open streams are checked and closed).
 */
export type ChannelMessage =
  | { from: number; to: number }
  | { users: number[]; type: string; data: unknown }
  | { sessionsEnded: number };

export interface StoredEvent {
  id: number;
  userId: number;
  type: string;
  data: unknown;
}

/**
 * Tells every process, after the caller's transaction commits (at once outside one): the NOTIFY
 * is sent after the commit so notifying commits do not queue on PostgreSQL's notify lock
 * (db/after-commit.ts).
 */
export async function signal(db: Db, message: ChannelMessage): Promise<void> {
  await notifyAfterCommit(db, EVENTS_CHANNEL, JSON.stringify(message));
}

/**
 * Stores one event per recipient (the ids are the SSE ids a reconnect resumes from) and signals
 * their range. Pass the transaction of what caused the events: they go out only if it commits.
 */
export function publishEvents(
  db: Db,
  userIds: readonly number[],
  type: string,
  data: unknown,
): Promise<void> {
  return publishEventBatch(db, [{ userIds, type, data }]);
}

/** Events of several kinds or contents, each to its recipients. */
export interface EventToSend {
  userIds: readonly number[];
  type: string;
  data: unknown;
}

/** Many events (a bulk change's one per order) in one insert and one signal for their range. */
export async function publishEventBatch(db: Db, events: readonly EventToSend[]): Promise<void> {
  const values = events.flatMap(({ userIds, type, data }) =>
    [...new Set(userIds)].map((userId) => ({ userId, type, data })),
  );
  if (values.length === 0) return;
  const rows = await db.insert(liveEvents).values(values).returning({ id: liveEvents.id });
  const ids = rows.map((row) => row.id);
  await signal(db, { from: Math.min(...ids), to: Math.max(...ids) });
}

/**
 * Each account's unread notification count as a `notifications` event, in one INSERT … SELECT
 * (a fan-out to 10,000 followers is one statement), then one signal for the range.
 */
export async function publishUnreadCounts(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  // A prepared statement (every order, status change and chat message runs it): the recipients
  // travel as one array parameter.
  const [range] = await preparedSql<{ from: number | null; to: number | null }>(
    db,
    'events:unread-counts',
    () => sql`WITH written AS (
      INSERT INTO live_events (user_id, type, data)
      SELECT u.id, 'notifications', json_build_object('unread', (
        SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL))
      FROM unnest(${sql.placeholder('ids')}::int[]) AS u(id)
      RETURNING id
    )
    SELECT min(id)::int AS "from", max(id)::int AS "to" FROM written`,
  ).rows({ ids: [...new Set(userIds)].map((id) => Number(id)) });
  if (range?.from != null && range.to != null) {
    await signal(db, { from: range.from, to: range.to });
  }
}

/** Tells every process that sessions of `userId` ended (sign-out, password change, suspension). */
export function signalSessionsEnded(db: Db, userId: number) {
  return signal(db, { sessionsEnded: userId });
}

/** A passing signal (typing): not stored, so a reconnect does not replay it. */
export function publishSignal(db: Db, userIds: readonly number[], type: string, data: unknown) {
  return signal(db, { users: [...new Set(userIds)], type, data });
}

const columns = {
  id: liveEvents.id,
  userId: liveEvents.userId,
  type: liveEvents.type,
  data: liveEvents.data,
};

/** What one account missed after `afterId` (Last-Event-ID), oldest first. */
export function eventsAfter(db: Db, userId: number, afterId: number, limit = 500) {
  return db
    .select(columns)
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The events of a signalled range for the accounts connected to this process. */
export function eventsInRange(db: Db, from: number, to: number, userIds: readonly number[]) {
  return db
    .select(columns)
    .from(liveEvents)
    .where(
      and(
        gte(liveEvents.id, from),
        lte(liveEvents.id, to),
        inArray(liveEvents.userId, [...userIds]),
      ),
    )
    .orderBy(asc(liveEvents.id));
}

/** The newest event id of an account (a fresh stream starts after it). */
export async function lastEventId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::int` })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return row?.id ?? 0;
}

/** Drops events older than the resume window, and used tickets past their expiry. */
export async function pruneEvents(db: Db, olderThan: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, olderThan));
  await db.delete(streamTicketsUsed).where(lt(streamTicketsUsed.expiresAt, new Date()));
}

/**
 * Records a stream ticket's use; true for the first use only, on whichever process: the primary
 * key decides between two opens racing with one ticket.
 */
export async function claimStreamTicket(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(streamTicketsUsed)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: streamTicketsUsed.jti });
  return rows.length === 1;
}
