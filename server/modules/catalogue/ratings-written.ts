// Ratings this process wrote (a rating set, changed or deleted moves its target's stored average):
// a product or store page read by the catalogue read model before that write would show the old
// average, so such a page is answered through SQL until the next snapshot — whoever just rated sees
// the average move at once. Another process's ratings show within the model's bound
// (CATALOGUE_MODEL_TTL_MS), as its other counts do.
import type { Db } from '../../db/client';

export type RatedKind = 'product' | 'store';

const written = new WeakMap<Db, Map<string, number>>();

/** Records that a rating of `kind` `id` was committed now. */
export function ratingWritten(db: Db, kind: RatedKind, id: number): void {
  let targets = written.get(db);
  if (!targets) {
    targets = new Map();
    written.set(db, targets);
  }
  targets.set(`${kind}:${id}`, Date.now());
}

/** Whether this process wrote a rating of `kind` `id` at `since` (epoch ms) or later. */
export function ratingWrittenSince(db: Db, kind: RatedKind, id: number, since: number): boolean {
  const at = written.get(db)?.get(`${kind}:${id}`);
  return at !== undefined && at >= since;
}
