import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getPushPrompt, subscribePushPrompt } from './push-prompt-store';

const PushPrompt = lazy(async () => ({ default: (await import('./push-prompt')).PushPrompt }));

/**
 * Mount once in the app shell: the permission moment's card loads only when
 * `askPushPermissionAtMomentOfValue()` opens it, so no page carries it before.
 */
export function PushPromptHost() {
  const { moment } = useSyncExternalStore(subscribePushPrompt, getPushPrompt, getPushPrompt);
  if (!moment) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
