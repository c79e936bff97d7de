// What the browser offers for push, and the spec §8 push errors. No imports: this file is part of
// every page that may ask for permission, so it stays tiny.

/** The spec §8 push errors, each with a message in push.json `errors.<code>`. */
export const PUSH_ERRORS = [
  'not_granted',
  'blocked',
  'unsupported',
  'no_indexeddb',
  'registration_failed',
  'no_token',
] as const;
export type PushError = (typeof PUSH_ERRORS)[number];
export type PushOutcome = 'enabled' | PushError;

/** Service worker + Push API + Notification API (Safari outside a home-screen app has none). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** localStorage key: the permission moment was offered once (spec §4 "prompted once"). */
export const PUSH_ASKED_KEY = 'dukkan_push_asked';
/** localStorage key: this browser's registration `{ userId, endpoint, registeredAt }`. */
export const PUSH_DEVICE_KEY = 'dukkan_push_device';
