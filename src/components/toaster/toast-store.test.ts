import { TOAST_MS } from '@domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('[TOAST] queue (spec §9: 5 s, queued)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most three at a time and queues the rest in order', () => {
    const store = createToastStore();
    for (const title of ['a', 'b', 'c', 'd', 'e']) store.show({ title });
    expect(store.getVisible().map((toast) => toast.title)).toEqual(['a', 'b', 'c']);
    expect(store.getQueued()).toBe(2);
  });

  it('hides each toast after 5 seconds and lets the next one in', () => {
    const store = createToastStore();
    for (const title of ['a', 'b', 'c', 'd']) store.show({ title });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(store.getVisible()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(store.getVisible().map((toast) => toast.title)).toEqual(['d']);
    vi.advanceTimersByTime(TOAST_MS);
    expect(store.getVisible()).toEqual([]);
  });

  it('starts a queued toast’s 5 seconds when it appears, not when it was queued', () => {
    const store = createToastStore(1);
    store.show({ title: 'a' });
    store.show({ title: 'b' });
    vi.advanceTimersByTime(TOAST_MS);
    expect(store.getVisible().map((toast) => toast.title)).toEqual(['b']);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(store.getVisible()).toHaveLength(1);
  });

  it('closes a toast on demand, visible or queued', () => {
    const store = createToastStore(1);
    const first = store.show({ title: 'a' });
    const queued = store.show({ title: 'b' });
    store.show({ title: 'c' });
    store.dismiss(queued);
    store.dismiss(first);
    expect(store.getVisible().map((toast) => toast.title)).toEqual(['c']);
  });
});
