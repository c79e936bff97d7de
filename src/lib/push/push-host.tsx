import { lazy, Suspense, useEffect, useState } from 'react';
import { useStoredState } from '../session/use-stored-state';

const PushPrompt = lazy(async () => ({ default: (await import('./push-prompt')).PushPrompt }));
const PushBridge = lazy(async () => ({ default: (await import('./push-bridge')).PushBridge }));

/** The window event `askPushPermissionAtMomentOfValue()` opens the permission moment with. */
export const PUSH_PROMPT_EVENT = 'dukkan:push-prompt';

/**
 * Mount once in the app shell. A visitor's page loads no push code: the page side of push (toast
 * + unread count, the 7-day refresh) loads for a signed-in shopper, and the permission moment's
 * card only when `askPushPermissionAtMomentOfValue()` opens it (through a window event, so this
 * host imports nothing of push itself).
 */
export function PushHost() {
  const [moment, setMoment] = useState<string | null>(null);
  const signedIn = useStoredState((state) => state.user !== null);
  useEffect(() => {
    const open = (event: Event) => setMoment(String((event as CustomEvent<string>).detail));
    window.addEventListener(PUSH_PROMPT_EVENT, open);
    return () => window.removeEventListener(PUSH_PROMPT_EVENT, open);
  }, []);
  return (
    <Suspense fallback={null}>
      {signedIn ? <PushBridge /> : null}
      {moment ? <PushPrompt moment={moment} onClose={() => setMoment(null)} /> : null}
    </Suspense>
  );
}
