/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry out first). For
 * values that may lag writes by a few seconds, such as the total of a catalogue grid; a TTL of 0
 * turns it off. Concurrent misses of one key share one load.
 *
 * With `staleMs`, an entry past its TTL but within `staleMs` more is still answered while one
 * reload runs in the background (stale-while-revalidate): a hot key never makes a burst of
 * callers wait for its reload. Values then lag writes by at most TTL + staleMs + one load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<
    string,
    { value: Promise<V>; expires: number; refreshing?: boolean }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly staleMs = 0,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.staleMs > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = load();
        // The fresh value replaces the stale one only once it has loaded; a failed reload keeps
        // the stale value until it runs out.
        next.then(
          () => this.store(key, next, Date.now()),
          () => (hit.refreshing = false),
        );
      }
      return hit.value;
    }
    const value = load();
    this.store(key, value, now);
    // A failed load must not be remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every entry (a write the cached answers depend on, or the admin's clear-cache). */
  clear(): void {
    this.entries.clear();
  }

  private store(key: string, value: Promise<V>, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
