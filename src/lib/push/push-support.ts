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

/**
 * localStorage key: the permission moment was answered once (spec §4 "prompted once"): "Not now"
 * or "Turn on", whatever the browser then said. A question the person never saw (the page left
 * for a card payment) does not count.
 */
export const PUSH_ASKED_KEY = 'dukkan_push_asked';

/** Whether this browser answered the permission moment (unreadable storage counts as yes). */
export function pushOfferAnswered(): boolean {
  try {
    return localStorage.getItem(PUSH_ASKED_KEY) !== null;
  } catch {
    return true;
  }
}

/** Remembers the answer, so no moment of value asks again by itself. */
export function rememberPushOfferAnswered(): void {
  try {
    localStorage.setItem(PUSH_ASKED_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the next moment may ask again, which is the lesser harm.
  }
}
/** localStorage key: this browser's registration `{ userId, endpoint, registeredAt }`. */
export const PUSH_DEVICE_KEY = 'dukkan_push_device';
