// The one notification service (DESIGN §8). `notify` writes the in-app rows in the caller's
// transaction, so a rolled-back change notifies nobody. Live events and push delivery hang
// off the same place.
import type {
  Announcement,
  AnnouncementBody,
  AnnouncementFilters,
  AnnouncementSegment,
} from '../../../domain/contracts/panel/announcements.contract';
import type { NotificationItem } from '../../../domain/contracts/notifications.contract';
import type { Role } from '../../../domain/auth/roles';
import { AppError } from '../../../domain/errors';
import { notificationTarget, type NotificationType } from '../../../domain/notifications/targets';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { writeLog } from '../audit/audit.repository';
import { publishUnreadCounts } from '../events/events.repository';
import type { Actor } from '../auth/actor';
import {
  findAnnouncement,
  insertAnnouncement,
  insertFollowerNotifications,
  insertAddressedNotifications,
  insertNotifications,
  insertNotificationsForRoles,
  listAnnouncements,
  listNotifications,
  markRead,
  rewriteUnreadAbout,
  countUnread,
  followerBatch,
  setAnnouncementRecipients,
  type AddressedNotification,
  type NewNotification,
} from './notifications.repository';

export { countUnread } from './notifications.repository';

/**
 * After-commit delivery (DESIGN §8): every committed insert of notification rows, from any insert
 * path and any process, reaches these listeners; push (server/modules/push) hangs off it.
 */
export {
  listenNotificationsCommitted as onNotificationsCommitted,
  type CommittedRange,
} from './notifications-committed';

/** Followers written per batch (one short transaction each). */
const FAN_OUT_BATCH = 2_000;

/**
 * `products_following` for products just published: tells the active followers of each product's
 * store, in batches of followers (each batch one INSERT … SELECT and its live unread counts, in its
 * own transaction). Runs after the review committed, off the request: this is the one background
 * step a job runner can take over as it is. Answers how many notifications were written.
 */
export async function fanOutFollowerNotifications(db: Db, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  let written = 0;
  let after = 0;
  for (;;) {
    const batch = await followerBatch(db, productIds, after, FAN_OUT_BATCH);
    if (batch.length === 0) return written;
    written += await db.transaction(async (tx) => {
      const count = await insertFollowerNotifications(tx, productIds, batch);
      await publishUnreadCounts(tx, batch);
      return count;
    });
    after = batch[batch.length - 1]!;
    if (batch.length < FAN_OUT_BATCH) return written;
  }
}

const fanOuts = new Set<Promise<unknown>>();

/** Starts the follower fan-out after the current request; failures are logged, not thrown. */
export function scheduleFollowerFanOut(
  db: Db,
  productIds: number[],
  onError: (error: unknown) => void = (error) => console.error('follower fan-out failed', error),
): void {
  if (productIds.length === 0) return;
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => fanOutFollowerNotifications(db, productIds))
    .catch(onError)
    .finally(() => fanOuts.delete(run));
  fanOuts.add(run);
}

/** Resolves when every scheduled fan-out has finished (tests, benches, shutdown). */
export async function followerFanOutsSettled(): Promise<void> {
  while (fanOuts.size > 0) await Promise.all([...fanOuts]);
}

/**
 * Notifies the given accounts; pass the transaction of what caused it. Each recipient's open pages
 * get their new unread count over the live stream once that transaction commits.
 */
export async function notify(db: Db, userIds: number[], note: NewNotification): Promise<number> {
  const recipients = [...new Set(userIds)];
  const written = await insertNotifications(db, recipients, note);
  await publishUnreadCounts(db, recipients);
  return written;
}

/**
 * Notifies many accounts, each with its own text (a bulk change tells every order's shopper of
 * that order): one insert and one round of live unread counts for all of them.
 */
export async function notifyEach(db: Db, addressed: AddressedNotification[]): Promise<number> {
  const written = await insertAddressedNotifications(db, addressed);
  await publishUnreadCounts(
    db,
    addressed.map((item) => item.userId),
  );
  return written;
}

/**
 * Notifies the given accounts about one subject with one unread notification each: an account
 * that still has an unread one about `note.targetId` gets it rewritten with the new text and
 * pushed again (its devices replace the shown one: same tag); the others get a new one.
 */
export async function notifyLatest(db: Db, userIds: number[], note: NewNotification) {
  const recipients = [...new Set(userIds)];
  const rewritten = await rewriteUnreadAbout(db, recipients, note);
  const fresh = recipients.filter((id) => !rewritten.includes(id));
  if (fresh.length > 0) await notify(db, fresh, note);
  // Their open lists show the rewritten one first.
  if (rewritten.length > 0) await publishUnreadCounts(db, rewritten);
}

/** The roles of each broadcast group: active user-area accounts (guests are checkout leftovers). */
const SEGMENT_ROLES: Record<AnnouncementSegment, Role[]> = {
  all: ['user', 'reseller', 'moderator_reseller'],
  customers: ['user'],
  sellers: ['reseller'],
  sub_resellers: ['moderator_reseller'],
};

type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    ...row,
    segment: row.segment as AnnouncementSegment,
    created_at: row.created_at.toISOString(),
  };
}

/** The admin's broadcast: the record, one notification per recipient and the log row, at once. */
export async function sendAnnouncement(db: Db, actor: Actor, body: AnnouncementBody) {
  const id = await db.transaction(async (tx) => {
    const announcementId = await insertAnnouncement(tx, {
      segment: body.segment,
      titleAr: body.title_ar,
      titleEn: body.title_en,
      bodyAr: body.body_ar,
      bodyEn: body.body_en,
      recipients: 0,
      actorId: actor.userId,
    });
    const type: NotificationType = 'announcement';
    const recipients = await insertNotificationsForRoles(tx, SEGMENT_ROLES[body.segment], {
      type,
      announcementId,
      title: { ar: body.title_ar, en: body.title_en },
      body: { ar: body.body_ar, en: body.body_en },
    });
    await setAnnouncementRecipients(tx, announcementId, recipients);
    await writeLog(tx, actor, {
      action: 'push_notifications.create',
      entity: 'push_notifications',
      entityId: announcementId,
      notes: `${body.segment}: ${recipients}`,
    });
    return announcementId;
  });
  const row = await findAnnouncement(db, id);
  if (!row) throw new AppError('not_found');
  return toAnnouncement(row);
}

export async function getAnnouncements(db: Db, filters: AnnouncementFilters) {
  const { data, meta } = await listAnnouncements(db, filters);
  return { data: data.map(toAnnouncement), meta };
}

export async function getMyNotifications(
  db: Db,
  actor: Actor,
  language: Language,
  paging: { page: number; per_page: number },
) {
  const { data, meta } = await listNotifications(db, actor.userId, paging);
  const items: NotificationItem[] = data.map(({ row, storeUsername }) => ({
    id: row.id,
    type: row.type as NotificationItem['type'],
    target_id: row.targetId,
    store_id: row.storeId,
    store_username: storeUsername,
    link: notificationTarget({
      type: row.type as NotificationItem['type'],
      id: row.targetId,
      store_id: row.storeId,
      store_username: storeUsername,
    }),
    title: language === 'ar' ? row.titleAr : row.titleEn,
    body: language === 'ar' ? row.bodyAr : row.bodyEn,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  }));
  return { data: items, meta };
}

/** Marks some or all of the caller's notifications read (nobody else's: the rows are scoped). */
export async function markMyNotificationsRead(
  db: Db,
  actor: Actor,
  body: { ids?: number[]; all?: boolean },
) {
  await markRead(db, actor.userId, body.all ? 'all' : (body.ids ?? []));
  // The person's other tabs and devices update their bell too.
  await publishUnreadCounts(db, [actor.userId]);
  return { unread: await countUnread(db, actor.userId) };
}
