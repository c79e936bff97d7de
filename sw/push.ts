/// <reference lib="webworker" />
// Registers the push and notificationclick listeners (./push-handlers.ts). Called by sw.ts before
// anything else that could add its own (Firebase's getMessaging(), toolchain.md).
import {
  handleNotificationClick,
  handlePush,
  type WindowLike,
  type WorkerScope,
} from './push-handlers';

export function registerPush(self: ServiceWorkerGlobalScope): void {
  const scope: WorkerScope = {
    origin: self.location.origin,
    showNotification: (title, options) => self.registration.showNotification(title, options),
    windows: async () =>
      (await self.clients.matchAll({
        type: 'window',
        includeUncontrolled: true,
      })) as unknown as WindowLike[],
    openWindow: (url) => self.clients.openWindow(url),
  };

  self.addEventListener('push', (event) => {
    let raw: unknown = null;
    try {
      raw = event.data?.json();
    } catch {
      raw = null;
    }
    event.waitUntil(handlePush(scope, raw));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(handleNotificationClick(scope, event.notification.data));
  });
}
