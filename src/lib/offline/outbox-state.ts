import type { OutboxEntry, OutboxKind } from '@domain/offline/outbox';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * What the page knows of the outbox without loading it (Dexie stays off the first page load): a
 * flag in localStorage saying writes are kept, and the entries of the signed-in person once the
 * outbox module has read them. Screens show pending and refused writes from here.
 */
const FLAG_KEY = 'dukkan_outbox';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes are kept (pending or refused): the outbox must be opened on this page load. */
export function hasKeptWrites(): boolean {
  const flag = storage()?.getItem(FLAG_KEY);
  return flag === 'pending' || flag === 'refused';
}

/** Writes wait to be sent: a new write goes behind them instead of overtaking them. */
export function hasPendingWrites(): boolean {
  return storage()?.getItem(FLAG_KEY) === 'pending';
}

export function setKeptWritesFlag(kept: 'pending' | 'refused' | null): void {
  const store = storage();
  if (!store) return;
  if (kept) store.setItem(FLAG_KEY, kept);
  else store.removeItem(FLAG_KEY);
}

const EMPTY: readonly OutboxEntry[] = [];
let entries: readonly OutboxEntry[] = EMPTY;
/** Keys of writes a screen of this page is waiting on (it shows them itself, e.g. a chat bubble). */
const awaited = new Set<string>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setOutboxEntries(next: readonly OutboxEntry[]): void {
  entries = next.length ? next : EMPTY;
  emit();
}

export function markAwaited(key: string, waiting: boolean): void {
  if (waiting) awaited.add(key);
  else awaited.delete(key);
  emit();
}

export function isAwaited(key: string): boolean {
  return awaited.has(key);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in person's kept writes (oldest first), optionally of one kind. */
export function useOutboxEntries(kind?: OutboxKind): readonly OutboxEntry[] {
  const all = useSyncExternalStore(
    subscribe,
    () => entries,
    () => EMPTY,
  );
  return useMemo(() => (kind ? all.filter((entry) => entry.kind === kind) : all), [all, kind]);
}
