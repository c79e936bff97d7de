import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('[SERVER] TtlCache', () => {
  it('reuses a value within the TTL and reloads after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get('k', load)).toBe(2);
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = new TtlCache<number>(60_000);
    const load = vi.fn(async () => 7);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 1)).toBe(1);
  });

  it('keeps at most maxEntries and is off with a TTL of 0', async () => {
    const bounded = new TtlCache<number>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await bounded.get(key, async () => 1);
    const reload = vi.fn(async () => 2);
    expect(await bounded.get('a', reload)).toBe(2);
    const off = new TtlCache<number>(0);
    const load = vi.fn(async () => 3);
    await off.get('x', load);
    await off.get('x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a stale value while one background reload runs, then the fresh one', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000, 10, 5_000);
    let resolveReload: (value: number) => void = () => {};
    const load = vi.fn(async () => 1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    const reload = vi.fn(() => new Promise<number>((resolve) => (resolveReload = resolve)));
    expect(await cache.get('k', reload)).toBe(1);
    expect(await cache.get('k', reload)).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    resolveReload(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get('k', reload)).toBe(2);
    // Past TTL + staleMs the caller waits for a fresh load again.
    vi.advanceTimersByTime(6_001);
    expect(await cache.get('k', async () => 3)).toBe(3);
    vi.useRealTimers();
  });
});
