// The permission moment (spec §4, DESIGN §5): asked once, after a user gesture, at a moment of
// value — never on first load; an answer of "Not now" (or the browser's "Block") is kept. Callers only call `askPushPermissionAtMomentOfValue()`; the app
// shell's <PushHost /> shows the question, whose "Turn on" tap is the gesture the browser's own
// permission request needs.
import { getValidSession } from '../session/sessions';
import { PUSH_PROMPT_EVENT } from './push-host';
import { notificationPermission, pushOfferAnswered, pushSupported } from './push-support';

/** Why we ask now; picks the sentence that says what the person gains. */
export type PushMoment = 'follow' | 'order' | 'chat' | 'generic';

function signedInUserId(): string | null {
  const id = getValidSession('user')?.id;
  return id === undefined ? null : String(id);
}

/**
 * Call right after something the person did that notifications make better: following a store,
 * their first order, their first chat message. Offers notifications until this browser answers; when
 * permission is already granted it quietly makes sure this device is registered (7-day refresh).
 * Does nothing for a visitor, an unsupported browser or a site the person blocked.
 */
export function askPushPermissionAtMomentOfValue(moment: PushMoment = 'generic'): void {
  const userId = signedInUserId();
  if (userId === null || !pushSupported()) return;
  const permission = notificationPermission();
  if (permission === 'granted') {
    void import('./push-client').then(({ refreshPushIfDue }) => refreshPushIfDue(userId));
    return;
  }
  if (permission === 'denied' || pushOfferAnswered()) return;
  void import('../i18n/i18n').then(async ({ loadPushTranslations }) => {
    await loadPushTranslations();
    // Warm the code the "Turn on" tap runs, so the permission request follows the tap at once.
    void import('./push-client');
    window.dispatchEvent(new CustomEvent(PUSH_PROMPT_EVENT, { detail: moment }));
  });
}
