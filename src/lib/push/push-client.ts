// Subscribing this browser to push and registering it with the server (spec §3 push
// registration, §4 permission and the 7-day refresh): an FCM token through `firebase/messaging`
// when the server has Firebase's web configuration, else a Web Push subscription (push-path.ts). Loaded on demand, never with the first
// shopper page: by the permission moment, the profile's switch, the refresh check and sign-out.
import {
  PUSH_REFRESH_MS,
  type FirebaseWebConfig,
  type PushRegistration,
} from '@domain/contracts/push.contract';
import { callApi } from '../api/client';
import { choosePushPath } from './push-path';
import {
  notificationPermission,
  PUSH_DEVICE_KEY,
  pushSupported,
  type PushOutcome,
} from './push-support';

interface StoredDevice {
  userId: string;
  endpoint: string;
  registeredAt: number;
}

/** spec §9: a pending service-worker registration is waited for at most 10 s. */
const REGISTRATION_TIMEOUT_MS = 10_000;

function readDevice(): StoredDevice | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(PUSH_DEVICE_KEY) ?? 'null',
    ) as StoredDevice | null;
    return value && typeof value.endpoint === 'string' ? value : null;
  } catch {
    return null;
  }
}

function fromBase64url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REGISTRATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks for permission (the caller is handling a tap), subscribes with our VAPID key and registers
 * the device for `userId`. Answers `enabled` or the spec §8 error; never throws.
 */
export async function enablePush(userId: string): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if (typeof indexedDB === 'undefined' || indexedDB === null) return 'no_indexeddb';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') {
    const answer = await Notification.requestPermission();
    if (answer === 'denied') return 'blocked';
    if (answer !== 'granted') return 'not_granted';
  }
  return subscribeAndRegister(userId);
}

/** What `refresh-firebase` gets for this browser, and the endpoint to remember it by. */
interface Registered {
  body: PushRegistration;
  endpoint: string;
}

/** Standard Web Push: a PushSubscription made with the server's VAPID key. */
async function subscribeWebPush(
  registration: ServiceWorkerRegistration,
  key: string,
): Promise<Registered> {
  let current = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed, or Firebase's) cannot be used.
  if (current && toBase64url(current.options.applicationServerKey) !== key) {
    await current.unsubscribe().catch(() => false);
    current = null;
  }
  const subscription =
    current ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64url(key),
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    body: {
      endpoint: subscription.endpoint,
      auth: json.keys?.auth ?? '',
      p256dh: json.keys?.p256dh ?? '',
      key: toBase64url(subscription.options.applicationServerKey),
      scope: registration.scope,
      createTime: Date.now(),
    },
  };
}

/** Firebase Cloud Messaging: a token from `firebase/messaging` (lazy) for our registration. */
async function subscribeFcm(
  registration: ServiceWorkerRegistration,
  firebase: FirebaseWebConfig,
  ownVapidKey: string,
): Promise<Registered> {
  // A subscription made for Web Push with our own key would be handed to FCM as is: drop it.
  const current = await registration.pushManager.getSubscription();
  if (current && toBase64url(current.options.applicationServerKey) === ownVapidKey) {
    await current.unsubscribe().catch(() => false);
  }
  const { fcmToken } = await import('./push-fcm');
  const token = await fcmToken(firebase, registration);
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  return {
    endpoint: subscription?.endpoint ?? token,
    body: { token, scope: registration.scope, createTime: Date.now() },
  };
}

async function subscribeAndRegister(userId: string): Promise<PushOutcome> {
  const registration = await workerRegistration();
  if (!registration) return 'registration_failed';
  let registered: Registered;
  try {
    const { pushConfigContract } = await import('@domain/contracts/push.contract');
    const path = choosePushPath((await callApi(pushConfigContract)).data);
    registered =
      path.kind === 'fcm'
        ? await subscribeFcm(registration, path.firebase, path.ownVapidKey)
        : await subscribeWebPush(registration, path.vapidKey);
  } catch {
    return 'no_token';
  }
  try {
    const { refreshFirebaseContract } = await import('@domain/contracts/push.contract');
    await callApi(refreshFirebaseContract, { body: registered.body });
  } catch {
    return 'no_token';
  }
  const stored: StoredDevice = {
    userId,
    endpoint: registered.endpoint,
    registeredAt: Date.now(),
  };
  localStorage.setItem(PUSH_DEVICE_KEY, JSON.stringify(stored));
  return 'enabled';
}

/**
 * With permission already granted: registers again when this browser was never registered for
 * `userId`, its subscription changed, or 7 days passed (spec §9). Quiet: answers the outcome.
 */
export async function refreshPushIfDue(
  userId: string,
  now = Date.now(),
): Promise<PushOutcome | 'fresh'> {
  if (notificationPermission() !== 'granted') return 'not_granted';
  const stored = readDevice();
  const registration = await workerRegistration();
  if (!registration) return 'registration_failed';
  const current = await registration.pushManager.getSubscription().catch(() => null);
  const fresh =
    stored !== null &&
    stored.userId === userId &&
    current?.endpoint === stored.endpoint &&
    now - stored.registeredAt < PUSH_REFRESH_MS;
  return fresh ? 'fresh' : subscribeAndRegister(userId);
}

/**
 * Sign-out: this browser stops being subscribed (the server drops the session's devices itself),
 * so the next person on it is asked afresh.
 */
export async function forgetPushDevice(): Promise<void> {
  localStorage.removeItem(PUSH_DEVICE_KEY);
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

/** Whether this browser holds a registration for `userId` (the profile's device line). */
export function registeredFor(userId: string): boolean {
  return readDevice()?.userId === userId && notificationPermission() === 'granted';
}
