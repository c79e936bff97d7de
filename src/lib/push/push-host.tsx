import { lazy, Suspense, useEffect, useState } from 'react';
import { useStoredState } from '../session/use-stored-state';
import { PushBridge } from './push-bridge';

const PushPrompt = lazy(async () => ({ default: (await import('./push-prompt')).PushPrompt }));

/** The window event `askPushPermissionAtMomentOfValue()` opens the permission moment with. */
export const PUSH_PROMPT_EVENT = 'dukkan:push-prompt';

/**
 * Mount once in the app shell: the page side of push (toast + unread count, the 7-day refresh) for
 * a signed-in shopper — in the first bundle, since a lazily loaded listener missed pushes that
 * arrived right after a page load — and the permission moment's card, loaded only when
 * `askPushPermissionAtMomentOfValue()` opens it through a window event.
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
