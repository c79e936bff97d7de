// The browser side of Firebase Cloud Messaging: an FCM registration token for OUR service worker
// registration (no firebase-messaging-sw.js; sw/push.ts shows the data-only messages itself).
// Loaded only when push is turned on or refreshed with Firebase configured: never with the first
// shopper page (tests/e2e/first-load.spec.ts).
import type { FirebaseWebConfig } from '@domain/contracts/push.contract';
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';

const APP_NAME = 'dukkan';

/** The FCM token of this browser for `registration`; throws when Firebase cannot make one. */
export async function fcmToken(
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  if (!(await isSupported())) throw new Error('firebase messaging is not supported here');
  const app =
    getApps().find((existing) => existing.name === APP_NAME) ??
    initializeApp(
      {
        apiKey: config.api_key,
        appId: config.app_id,
        messagingSenderId: config.messaging_sender_id,
        projectId: config.project_id,
      },
      APP_NAME,
    );
  const token = await getToken(getMessaging(app), {
    serviceWorkerRegistration: registration,
    ...(config.vapid_key ? { vapidKey: config.vapid_key } : {}),
  });
  if (!token) throw new Error('firebase gave no token');
  return token;
}
