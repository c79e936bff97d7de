// Push in the service worker (DESIGN §5), as functions of their inputs so they run
// under vitest in node: read a data-only payload, show it (icon, badge, a tag that collapses
// repeats, the user's language), tell a visible window, and route a click through
// domain/notifications/targets.ts — focus an open window and navigate it, else open one.
import {
  NOTIFICATION_TYPES,
  notificationTarget,
  type NotificationType,
  type PushPayload,
} from '../domain/notifications/targets';

/** The message a visible window gets for each push it received while open. */
export const PUSH_MESSAGE = 'PUSH_RECEIVED';
export interface PushMessage {
  type: typeof PUSH_MESSAGE;
  payload: PushPayload;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;
const id = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string' && value.length > 0
      ? value.slice(0, 64)
      : undefined;

/**
 * A push's data as our payload, or null when it is not one of ours. Checked by hand: zod would add
 * ~19 KB to a worker that only needs these seven fields. FCM may wrap data in `{ data: {...} }`.
 */
export function readPushPayload(raw: unknown): PushPayload | null {
  const data =
    typeof raw === 'object' && raw !== null && 'data' in raw && !('type' in raw)
      ? (raw as { data: unknown }).data
      : raw;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !(NOTIFICATION_TYPES as readonly string[]).includes(type)) {
    return null;
  }
  const title = text(record.title, 200);
  if (!title) return null;
  const lang = record.lang === 'en' ? 'en' : 'ar';
  const payload: PushPayload = {
    type: type as NotificationType,
    title,
    body: text(record.body, 1000) ?? '',
    lang,
  };
  const recordId = id(record.id);
  const storeId = id(record.store_id);
  if (recordId) payload.id = recordId;
  if (storeId) payload.store_id = storeId;
  const storeUsername = text(record.store_username, 100);
  if (storeUsername) payload.store_username = storeUsername;
  return payload;
}

/** Repeats of one subject (one chat, one store's expiry) replace each other on the screen. */
export function notificationTag(payload: Pick<PushPayload, 'type' | 'id' | 'store_id'>): string {
  return `${payload.type}:${payload.id ?? payload.store_id ?? ''}`;
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean };
}

export function notificationFor(payload: PushPayload): ShownNotification {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: notificationTag(payload),
      renotify: true,
      lang: payload.lang,
      dir: payload.lang === 'ar' ? 'rtl' : 'ltr',
      data: { ...payload, url: notificationTarget(payload) },
    },
  };
}

/** The part of the worker's globals these handlers use (a fake in tests). */
export interface WorkerScope {
  origin: string;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  windows(): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface WindowLike {
  url: string;
  visibilityState: DocumentVisibilityState;
  focused: boolean;
  postMessage(message: unknown): void;
  navigate(url: string): Promise<WindowLike | null>;
  focus(): Promise<WindowLike>;
}

/** `push`: show the notification; every visible window of the app also gets the message. */
export async function handlePush(scope: WorkerScope, raw: unknown): Promise<boolean> {
  const payload = readPushPayload(raw);
  if (!payload) return false;
  const { title, options } = notificationFor(payload);
  await scope.showNotification(title, options);
  const message: PushMessage = { type: PUSH_MESSAGE, payload };
  for (const client of await scope.windows()) {
    if (client.visibilityState === 'visible') client.postMessage(message);
  }
  return true;
}

/**
 * `notificationclick`: the path from the notification's data (welcome_message has none: nothing
 * opens). A focused or visible window of the app is preferred, then any; it navigates there and
 * takes focus. Without one, a new window opens.
 */
export async function handleNotificationClick(
  scope: WorkerScope,
  data: unknown,
): Promise<'none' | 'navigated' | 'opened'> {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url.startsWith('/')) return 'none';
  const target = new URL(url, scope.origin).href;
  const windows = (await scope.windows()).filter(
    (client) => new URL(client.url).origin === scope.origin,
  );
  const rank = (client: WindowLike) =>
    client.focused ? 0 : client.visibilityState === 'visible' ? 1 : 2;
  const existing = [...windows].sort((a, b) => rank(a) - rank(b))[0];
  if (existing) {
    const navigated = (await existing.navigate(target).catch(() => null)) ?? existing;
    await navigated.focus().catch(() => undefined);
    return 'navigated';
  }
  await scope.openWindow(target);
  return 'opened';
}
