import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementFilters } from '../../../domain/contracts/panel/announcements.contract';
import type { NotificationType } from '../../../domain/notifications/targets';
import type { Role } from '../../../domain/auth/roles';
import { queryRows, type Db } from '../../db/client';
import { announcements, notifications, stores, users } from '../../db/schema';
import { pagedList, pageWindow, sortBy } from '../../lib/paging';
import { bothLanguages } from '../../lib/texts';
import { prepared } from '../../db/prepared';
import { signalNotificationsCommitted } from './notifications-committed';

/** A notification's text in both languages; the reader sees theirs. */
export interface NotificationText {
  title: { ar: string; en: string };
  body: { ar: string; en: string };
}

export interface NewNotification extends NotificationText {
  type: NotificationType;
  targetId?: string | number | null;
  storeId?: number | null;
  announcementId?: number | null;
}

/** A note for one account. */
export interface AddressedNotification {
  userId: number;
  note: NewNotification;
}

/** One row per recipient, for a known list of accounts. */
export function insertNotifications(db: Db, userIds: number[], note: NewNotification) {
  return insertAddressedNotifications(
    db,
    userIds.map((userId) => ({ userId, note })),
  );
}

/** One row per addressed note, each with its own text, in one statement. */
export async function insertAddressedNotifications(db: Db, addressed: AddressedNotification[]) {
  if (addressed.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(
      addressed.map(({ userId, note }) => ({
        userId,
        type: note.type,
        targetId: note.targetId == null ? null : String(note.targetId),
        storeId: note.storeId ?? null,
        titleAr: note.title.ar,
        titleEn: note.title.en,
        bodyAr: note.body.ar,
        bodyEn: note.body.en,
        announcementId: note.announcementId ?? null,
      })),
    )
    .returning({ id: notifications.id });
  const ids = rows.map((row) => row.id);
  await signalNotificationsCommitted(db, { min: Math.min(...ids), max: Math.max(...ids) });
  return rows.length;
}

/**
 * One row per active account of the given roles, in one INSERT … SELECT (a broadcast to 20,000
 * accounts is one statement, not 20,000 round trips). Answers how many were written.
 */
export async function insertNotificationsForRoles(db: Db, roles: Role[], note: NewNotification) {
  const targetId = note.targetId == null ? null : String(note.targetId);
  const [row] = await queryRows<{ written: number; min: number | null; max: number | null }>(
    db,
    sql`WITH written AS (
      INSERT INTO notifications
        (user_id, type, target_id, store_id, title_ar, title_en, body_ar, body_en, announcement_id)
      SELECT ${users.id}, ${note.type}, ${targetId}, ${note.storeId ?? null}::int,
        ${note.title.ar}, ${note.title.en}, ${note.body.ar}, ${note.body.en},
        ${note.announcementId ?? null}::int
      FROM ${users}
      WHERE ${users.role} IN (${sql.join(
        roles.map((role) => sql`${role}`),
        sql`, `,
      )}) AND ${users.status} = 'active'
      RETURNING id
    )
    SELECT count(*)::int AS written, min(id)::int AS min, max(id)::int AS max FROM written`,
  );
  await signalNotificationsCommitted(db, row);
  return row?.written ?? 0;
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/**
 * A page of the person's notifications, newest first, with the total in the same statement
 * (`count(*) OVER ()`: one round trip, prepared once). A page past the end (no rows) falls back
 * to counting and answering the last page.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  paging: { page: number; per_page: number },
) {
  const statement = prepared(db, 'my-notifications', () =>
    db
      .select({
        row: notifications,
        storeUsername: stores.username,
        total: sql<number>`count(*) OVER ()`.mapWith(Number),
      })
      .from(notifications)
      .leftJoin(stores, eq(stores.id, notifications.storeId))
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const offset = (paging.page - 1) * paging.per_page;
  const rows = (await statement.execute({ userId, limit: paging.per_page, offset })) as {
    row: typeof notifications.$inferSelect;
    storeUsername: string | null;
    total: number;
  }[];
  if (rows.length > 0 || paging.page === 1) {
    return {
      data: rows.map(({ row, storeUsername }) => ({ row, storeUsername })),
      meta: pageWindow(rows[0]?.total ?? 0, paging.page, paging.per_page).meta,
    };
  }
  const mine = eq(notifications.userId, userId);
  return pagedList(
    paging,
    async () =>
      (await db.select({ total: count() }).from(notifications).where(mine))[0]?.total ?? 0,
    ({ limit, offset: from }) =>
      db
        .select({ row: notifications, storeUsername: stores.username })
        .from(notifications)
        .leftJoin(stores, eq(stores.id, notifications.storeId))
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(from),
  );
}

export async function insertAnnouncement(
  db: Db,
  values: typeof announcements.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}

export async function setAnnouncementRecipients(db: Db, id: number, recipients: number) {
  await db.update(announcements).set({ recipients }).where(eq(announcements.id, id));
}

const announcementColumns = {
  id: announcements.id,
  segment: announcements.segment,
  title_ar: announcements.titleAr,
  title_en: announcements.titleEn,
  body_ar: announcements.bodyAr,
  body_en: announcements.bodyEn,
  recipients: announcements.recipients,
  sent_by: users.username,
  created_at: announcements.createdAt,
};

export async function listAnnouncements(db: Db, filters: AnnouncementFilters) {
  const where: SQL | undefined = filters.segment
    ? eq(announcements.segment, filters.segment)
    : undefined;
  const sorts = { created_at: announcements.createdAt, recipients: announcements.recipients };
  return pagedList(
    filters,
    async () =>
      (await db.select({ total: count() }).from(announcements).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(announcementColumns)
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.actorId))
        .where(where)
        .orderBy(...sortBy(sorts[filters.sort], filters.dir, announcements.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findAnnouncement(db: Db, id: number) {
  const [row] = await db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.actorId))
    .where(eq(announcements.id, id));
  return row ?? null;
}

/**
 * `products_following` (spec §3) for products just published: one row per active follower of each
 * product's store, in one INSERT … SELECT (a store with 10,000 followers is one statement).
 */
export async function insertFollowerNotifications(
  db: Db,
  productIds: number[],
  followerIds?: number[],
): Promise<number> {
  if (productIds.length === 0 || followerIds?.length === 0) return 0;
  const only = followerIds
    ? sql` AND f.user_id IN (${sql.join(
        followerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  // The title with `{{store}}` kept, for the statement to put each row's store name in.
  const title = bothLanguages('notifications.product.followed_store_title', { store: '{{store}}' });
  const [row] = await queryRows<{ written: number; min: number | null; max: number | null }>(
    db,
    sql`WITH written AS (
      INSERT INTO notifications (user_id, type, target_id, store_id, title_ar, title_en, body_ar, body_en)
      SELECT f.user_id, 'products_following', p.id::text, p.store_id,
        replace(${title.ar}, '{{store}}', s.name), replace(${title.en}, '{{store}}', s.name),
        p.name_ar, p.name_en
      FROM products p
      JOIN stores s ON s.id = p.store_id
      JOIN store_followers f ON f.store_id = p.store_id
      JOIN users u ON u.id = f.user_id AND u.status = 'active'
      WHERE p.id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})${only}
      RETURNING id
    )
    SELECT count(*)::int AS written, min(id)::int AS min, max(id)::int AS max FROM written`,
  );
  await signalNotificationsCommitted(db, row);
  return row?.written ?? 0;
}

/** The next `limit` active followers (by id, after `after`) of the stores of these products. */
export async function followerBatch(
  db: Db,
  productIds: number[],
  after: number,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT f.user_id AS id
      FROM store_followers f
      JOIN users u ON u.id = f.user_id AND u.status = 'active'
      WHERE f.store_id IN (SELECT store_id FROM products WHERE id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})) AND f.user_id > ${after}
      ORDER BY f.user_id
      LIMIT ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Rewrites the unread notifications of `type` about `note.targetId` of the given accounts with the
 * new text, puts them first and makes their push due again. Answers the accounts that had one.
 */
export async function rewriteUnreadAbout(db: Db, userIds: number[], note: NewNotification) {
  if (userIds.length === 0 || note.targetId == null) return [];
  const rows = await db
    .update(notifications)
    .set({
      titleAr: note.title.ar,
      titleEn: note.title.en,
      bodyAr: note.body.ar,
      bodyEn: note.body.en,
      createdAt: sql`now()`,
      pushAt: sql`now()`,
    })
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.type, note.type),
        eq(notifications.targetId, String(note.targetId)),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  if (rows.length > 0) {
    const ids = rows.map((row) => row.id);
    await signalNotificationsCommitted(db, { min: Math.min(...ids), max: Math.max(...ids) });
  }
  return [...new Set(rows.map((row) => row.userId))];
}

/** Marks the user's notifications read: the given ids, or all of them. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}
