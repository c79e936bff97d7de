// Push in Chromium for browser tests: a push delivered to our service worker with CDP
// `ServiceWorker.deliverPushMessage`, the notification it showed, and a click on it.
//
// Headless Chromium has no push service (PushManager.subscribe fails), so the push comes in
// through CDP, and the click is a `NotificationEvent` dispatched inside the worker on the shown
// notification (`notificationclick` listeners run as for a real click; `client.navigate()` works,
// `focus()`/`openWindow()` need a real user activation: sw/push-handlers.test.ts covers them).
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

/** What the tests use of the worker's globals (the DOM lib has no WebWorker types). */
export interface WorkerGlobals {
  registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
}
interface NotificationEventClass {
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

export interface Shown {
  title: string;
  body: string;
  tag: string;
  lang: string;
  dir: string;
  data: { url: string | null };
}

/** Our worker, in control of the page, and its registration id for CDP. */
export async function pushReady(context: BrowserContext, page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  let resolveActivated: () => void = () => {};
  const activated = new Promise<void>((resolve) => (resolveActivated = resolve));
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (
      versions.some(
        (version) => version.status === 'activated' && version.runningStatus === 'running',
      )
    ) {
      resolveActivated();
    }
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const worker: Worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = await registrationId;
  // A push reaches only an activated version; on the first visit it may still be installing.
  await activated;
  return {
    worker,
    deliver: (payload: Record<string, unknown>) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: id,
        data: JSON.stringify(payload),
      }),
  };
}

/**
 * Delivers a push and answers the notification the worker showed for `tag`. The worker posts
 * PUSH_RECEIVED to visible windows once `showNotification` has resolved; only then is the
 * notification listed. Chromium can lose a persistent notification for good when
 * `getNotifications` is asked between its database write and its display (seen in about one run
 * in ten: shown 10 ms after delivery, never listed in the next 20 s), so the list is read after.
 */
export async function deliverAndShow(
  page: Page,
  worker: Worker,
  deliver: (payload: Record<string, unknown>) => Promise<unknown>,
  payload: Record<string, unknown> & { title: string },
  tag: string,
): Promise<Shown> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pushesSeen: string[] }).pushesSeen = seen;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string; payload?: { title?: string } } | null;
      if (data?.type === 'PUSH_RECEIVED' && data.payload?.title) seen.push(data.payload.title);
    });
  });
  await deliver(payload);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pushesSeen: string[] }).pushesSeen))
    .toContain(payload.title);
  return worker.evaluate(async (wanted) => {
    const scope = self as unknown as WorkerGlobals;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) return null;
    return {
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      lang: notification.lang,
      dir: notification.dir,
      data: notification.data as { url: string | null },
    };
  }, tag) as Promise<Shown>;
}

/** A click on the shown notification, as the browser dispatches it. */
export async function clickNotification(worker: Worker, tag: string) {
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as WorkerGlobals;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    scope.dispatchEvent(
      new (globalThis as unknown as NotificationEventClass).NotificationEvent('notificationclick', {
        notification: notification!,
      }),
    );
  }, tag);
}
