import { REQUEST_TIMEOUT_MS } from '@domain/constants';
import {
  classifyResponse,
  drainOutbox,
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  OUTBOX_TABLE,
  outboxRequest,
  type OutboxEntry,
  type SendOutcome,
} from '@domain/offline/outbox';
import { dexieOutboxStore, openOutboxDb } from './outbox-db';
import { isAwaited, markAwaited, setKeptWritesFlag, setOutboxEntries } from './outbox-state';

/**
 * The page's side of the offline outbox, loaded on demand: the first write kept
 * offline, or a page load that finds writes kept by an earlier one. Writes are replayed one at a
 * time, oldest first, under a Web Lock the service worker's Background Sync takes too.
 */

export interface OutboxHooks {
  /** The signed-in shopper: their id and current bearer token, or null. */
  currentUser: () => { id: string; token: string } | null;
  /** A write went through: refresh what it changed. */
  onDone: (entry: OutboxEntry, data: unknown) => void;
  /** `VITE_API_BASE`. */
  apiBase: string;
}

const db = openOutboxDb();
const table = db[OUTBOX_TABLE];
const store = dexieOutboxStore(db);
let hooks: OutboxHooks | null = null;

interface Waiter {
  resolve: (data: unknown) => void;
  reject: (error: { code: string; status: number; message: string }) => void;
}
const waiters = new Map<string, Waiter>();

const MAX_BACKOFF_MS = 30_000;
let backoffMs = 1000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
let again = false;

export function configureOutbox(next: OutboxHooks): void {
  hooks = next;
}

/** Re-reads the signed-in person's kept writes into the page state and the localStorage flag. */
export async function refreshOutboxState(): Promise<void> {
  const user = hooks?.currentUser() ?? null;
  // Writes the service worker sent: hand their answers to this page, then drop them.
  const sent = await table.where('state').equals('done').toArray();
  for (const entry of sent) {
    if (entry.id === undefined) continue;
    await table.delete(entry.id);
    settle(entry, { kind: 'done', data: entry.response ?? null });
  }
  const all = (await table.orderBy('id').toArray()).filter((entry) => entry.state !== 'done');
  // Writes the service worker had refused (Background Sync replayed them first): the screen
  // waiting on one shows why, as when this page replays it.
  for (const entry of all) {
    if (entry.state === 'refused' && entry.error && waiters.has(entry.key))
      settle(entry, { kind: 'refused', error: entry.error });
  }
  setKeptWritesFlag(
    all.some((entry) => entry.state === 'pending') ? 'pending' : all.length > 0 ? 'refused' : null,
  );
  setOutboxEntries(user ? all.filter((entry) => entry.owner === user.id) : []);
}

async function registerBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 2000, null)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or refused: the page replays when it is back online.
  }
}

export type NewOutboxEntry = Omit<OutboxEntry, 'id' | 'state' | 'createdAt'>;

/**
 * Keeps a write and starts a replay. With `wait`, answers a promise of the server's answer (a
 * chat bubble stays "sending" until then); it rejects when the server refuses.
 */
export async function enqueueWrite(
  entry: NewOutboxEntry,
  wait: boolean,
): Promise<{ answer: Promise<unknown> } | null> {
  const answer = wait
    ? new Promise<unknown>((resolve, reject) => {
        waiters.set(entry.key, { resolve, reject });
        markAwaited(entry.key, true);
      })
    : null;
  // A retry of the same write (same key) is not kept twice.
  const existing = await table.filter((row) => row.key === entry.key).first();
  if (!existing) await table.add({ ...entry, state: 'pending', createdAt: Date.now() });
  setKeptWritesFlag('pending');
  await refreshOutboxState();
  void registerBackgroundSync();
  void replayOutbox();
  // Wrapped: an async function would otherwise wait for (and unwrap) the replay's answer.
  return answer ? { answer } : null;
}

async function send(entry: OutboxEntry): Promise<SendOutcome> {
  const user = hooks?.currentUser() ?? null;
  // Only the account that made a write sends it, with its current token.
  if (!user || user.id !== entry.owner) return { kind: 'later' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch((hooks?.apiBase ?? '') + entry.url, {
      ...outboxRequest(entry, user.token),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return await classifyResponse(response);
  } catch {
    return { kind: 'later' };
  } finally {
    clearTimeout(timer);
  }
}

function settle(entry: OutboxEntry, outcome: SendOutcome): void {
  if (outcome.kind === 'later') return;
  const waiter = waiters.get(entry.key);
  waiters.delete(entry.key);
  // A refusal stays marked as shown by the screen that waited on it (its bubble says why), so the
  // screen does not show it twice; the notice lists it until it is dismissed.
  if (waiter && outcome.kind === 'done') markAwaited(entry.key, false);
  if (outcome.kind === 'done') {
    waiter?.resolve(outcome.data);
    hooks?.onDone(entry, outcome.data);
  } else {
    waiter?.reject(outcome.error);
  }
}

async function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(OUTBOX_LOCK, work);
  else await work();
}

async function drainOnce(): Promise<void> {
  const user = hooks?.currentUser() ?? null;
  if (!user) return;
  let result: Awaited<ReturnType<typeof drainOutbox>> | null = null;
  await withLock(async () => {
    result = await drainOutbox(store, user.id, send, (entry, outcome) => {
      settle(entry, outcome);
      void refreshOutboxState();
    });
  });
  await refreshOutboxState();
  const drained = result as Awaited<ReturnType<typeof drainOutbox>> | null;
  clearTimeout(retryTimer);
  if (drained?.state === 'later') {
    // Still offline, or the server asked to wait: try again later (and at once when `online`).
    const delay = drained.retryAfterMs ?? backoffMs;
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    if (typeof navigator === 'undefined' || navigator.onLine !== false) {
      retryTimer = setTimeout(() => void replayOutbox(), delay);
    }
  } else {
    backoffMs = 1000;
  }
}

/** Sends the kept writes now (one replay at a time; a call during one runs another after it). */
export function replayOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await drainOnce();
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Back online: replay at once, from the start of the backoff. */
export function onBackOnline(): void {
  backoffMs = 1000;
  void replayOutbox();
}

/** The person read a refused write's message and lets it go. */
export async function dismissWrite(id: number): Promise<void> {
  await table.delete(id);
  await refreshOutboxState();
}

/** Sign-out: this account's kept writes cannot be sent by anyone else; they go with it. */
export async function forgetOwner(owner: string): Promise<void> {
  await table.where('owner').equals(owner).delete();
  for (const [key, waiter] of waiters) {
    waiter.reject({ code: 'unauthenticated', status: 401, message: '' });
    waiters.delete(key);
    markAwaited(key, false);
  }
  await refreshOutboxState();
}

export { isAwaited };
