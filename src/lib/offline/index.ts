export { dismissKeptWrite, forgetKeptWrites, startOutbox } from './outbox-client';
export { isKeptOffline, type OutboxWriteConfig } from '../api/outbox-write';
export { useOutboxEntries, isAwaited, hasKeptWrites } from './outbox-state';
export { OutboxHost } from './outbox-host';
export { PendingWrites } from './pending-writes';
export { watchPersonalCache } from './personal-cache';
export { cachedName } from './cached-name';
export { pendingCartLineChange, useCartCountWithPending } from './pending-cart';
