import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useStoredState } from '../session/use-stored-state';
import { getPushPrompt, subscribePushPrompt } from './push-prompt-store';

const PushPrompt = lazy(async () => ({ default: (await import('./push-prompt')).PushPrompt }));
const PushBridge = lazy(async () => ({ default: (await import('./push-bridge')).PushBridge }));

/**
 * Mount once in the app shell. A visitor's page loads no push code at all: the page side of push
 * (toast + unread count, the 7-day refresh) loads for a signed-in shopper, and the permission
 * moment's card only when `askPushPermissionAtMomentOfValue()` opens it.
 */
export function PushHost() {
  const { moment } = useSyncExternalStore(subscribePushPrompt, getPushPrompt, getPushPrompt);
  const signedIn = useStoredState((state) => state.user !== null);
  return (
    <Suspense fallback={null}>
      {signedIn ? <PushBridge /> : null}
      {moment ? <PushPrompt /> : null}
    </Suspense>
  );
}
