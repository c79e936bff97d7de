import { lazy, Suspense } from 'react';
import { useOutboxEntries } from './outbox-state';

const OutboxNotice = lazy(async () => ({
  default: (await import('./outbox-notice')).OutboxNotice,
}));

/** Renders the outbox notice (its own chunk) only while writes are kept. */
export function OutboxHost() {
  const entries = useOutboxEntries();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxNotice />
    </Suspense>
  );
}
