/** Anything holding answers that a write can make stale. */
export interface Clearable {
  clear(): void;
}

/**
 * The in-process caches of public answers (catalogue grids, totals, rendered pages), so a panel
 * write that changes what shoppers see, and the admin's `clear-cache`, empty them all at once
 * instead of waiting for their TTLs. Other server processes catch up within those TTLs.
 */
export class CacheRegistry {
  private readonly caches = new Set<Clearable>();

  add<C extends Clearable>(cache: C): C {
    this.caches.add(cache);
    return cache;
  }

  /** Empties every registered cache; answers how many there were. */
  clearAll(): number {
    for (const cache of this.caches) cache.clear();
    return this.caches.size;
  }
}
