// Follower counts this process wrote (a follow or an unfollow answers the store's new count): a
// store page answered from the catalogue read model shows the count written after its snapshot
// read the page, so whoever just followed sees the count move at once. Another process's follows
// show within the model's bound (CATALOGUE_MODEL_TTL_MS), as its other counts do.
import type { Db } from '../../db/client';

const written = new WeakMap<Db, Map<number, { count: number; at: number }>>();

/** Records store `storeId`'s follower count as a committed follow or unfollow answered it. */
export function followersWritten(db: Db, storeId: number, count: number): void {
  let stores = written.get(db);
  if (!stores) {
    stores = new Map();
    written.set(db, stores);
  }
  stores.set(storeId, { count, at: Date.now() });
}

/** The follower count this process wrote for `storeId` at `since` (epoch ms) or later, else null. */
export function followersWrittenSince(db: Db, storeId: number, since: number): number | null {
  const entry = written.get(db)?.get(storeId);
  return entry && entry.at >= since ? entry.count : null;
}
