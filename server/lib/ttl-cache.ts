/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry out first). For
 * values that may lag writes by a few seconds, such as the total of a catalogue grid; a TTL of 0
 * turns it off. Concurrent misses of one key share one load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    // A failed load must not be remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
