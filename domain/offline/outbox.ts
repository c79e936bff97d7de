/**
 * The offline outbox (DESIGN §5): writes that can wait (cart, favourites, follow, chat
 * messages, ratings, reports) made without a connection are kept in IndexedDB and replayed once, in
 * order, when it comes back — by the page, or by the service worker's Background Sync. This file
 * is the part both share: the stored shape, the request a stored write becomes, how an answer is
 * read, and the replay loop over a store. Nothing here touches IndexedDB, the DOM or the network.
 */

/** The IndexedDB database (Dexie) and its one table. */
export const OUTBOX_DB_NAME = 'dukkan-outbox';
export const OUTBOX_TABLE = 'writes';
/** Dexie's schema string: auto-increment id (the order), indexes to list per owner and state. */
export const OUTBOX_SCHEMA = '++id, owner, state, [owner+state]';
/** The Background Sync tag and the Web Lock both replayers take, so one sends at a time. */
export const OUTBOX_SYNC_TAG = 'dukkan-outbox';
export const OUTBOX_LOCK = 'dukkan-outbox';
/** What the worker posts to the pages after it replayed writes, so they refresh what changed. */
export const OUTBOX_REPLAYED_MESSAGE = 'dukkan-outbox-replayed';

/** Which screen a write belongs to: where it shows as pending and what to refresh after it. */
export type OutboxKind = 'cart' | 'favourites' | 'follow' | 'chat' | 'rating' | 'report';

export interface OutboxError {
  code: string;
  message: string;
  status: number;
}

export interface OutboxEntry {
  /** Auto-increment: the order the writes were made in. */
  id?: number;
  /** The account that made the write (its id); only its own session replays it. */
  owner: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, e.g. `/api/cart` or `/api/favorites?type=products&id=3`. */
  url: string;
  /** The JSON body as sent, or null. */
  body: string | null;
  /** The `Idempotency-Key`: the same on every attempt, so the server acts once. */
  key: string;
  /**
   * The bearer token at the time of the write. The page sends its current token when it is the
   * same account; the service worker, which cannot read localStorage, sends this one.
   */
  token: string;
  language: string;
  /** The visitor `UID` header. */
  visitor: string;
  createdAt: number;
  /**
   * `refused`: the server said no (sold out, blocked); kept and shown until the person dismisses
   * it. `done`: the service worker sent it; a page hands `response` to whoever waits, then drops it.
   */
  state: 'pending' | 'refused' | 'done';
  error?: OutboxError;
  response?: unknown;
  /** What to show while it waits: a product name, the message text… (already in the person's words). */
  label?: string;
  /** The thing it is about on its screen: the chat id of a message, the product id of a cart add. */
  ref?: number;
}

/** The answer to one attempt. */
export type SendOutcome =
  | { kind: 'done'; data: unknown }
  | { kind: 'refused'; error: OutboxError }
  /** No answer, or one that may change (offline, 5xx, in progress, rate limited, signed out). */
  | { kind: 'later'; retryAfterMs?: number };

function errorOf(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/**
 * Reads one HTTP answer: 2xx done; no answer, 401 (sign in again, then it goes), 408, 409
 * `idempotency_in_progress`, 429 and 5xx later; any other refusal is final and shown to the person.
 */
export function classifyAnswer(
  status: number,
  body: unknown,
  retryAfterSeconds?: number | null,
): SendOutcome {
  if (status >= 200 && status < 300) {
    const data =
      typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
    return { kind: 'done', data: data ?? null };
  }
  const { code, message } = errorOf(body);
  const retryAfterMs =
    retryAfterSeconds !== null && retryAfterSeconds !== undefined && retryAfterSeconds >= 0
      ? retryAfterSeconds * 1000
      : undefined;
  if (
    status === 0 ||
    status === 401 ||
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    (status === 409 && code === 'idempotency_in_progress')
  ) {
    return { kind: 'later', retryAfterMs };
  }
  return {
    kind: 'refused',
    error: { code: code ?? 'internal', message: message ?? '', status },
  };
}

/** Reads a replayed write's response (its JSON body and Retry-After) and classifies it. */
export async function classifyResponse(response: Response): Promise<SendOutcome> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const header = response.headers.get('retry-after');
  const retryAfter = header === null ? null : Number(header);
  return classifyAnswer(
    response.status,
    body,
    retryAfter !== null && Number.isFinite(retryAfter) ? retryAfter : null,
  );
}

/** The request a stored write becomes (same URL, body and key on every attempt). */
export function outboxRequest(
  entry: OutboxEntry,
  token: string = entry.token,
): { method: string; headers: Record<string, string>; body: string | null } {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Platform: 'web',
    'Accept-Language': entry.language,
    UID: entry.visitor,
    'Idempotency-Key': entry.key,
    Authorization: `Bearer ${token}`,
  };
  if (entry.body !== null) headers['Content-Type'] = 'application/json';
  return { method: entry.method, headers, body: entry.body };
}

/** Where the replay keeps its writes (Dexie in the page and the worker; a Map in tests). */
export interface OutboxStore {
  /** The oldest pending write of `owner`, or of anyone when `owner` is null. */
  nextPending(owner: string | null): Promise<OutboxEntry | undefined>;
  /** The server acted: the write leaves the outbox (the worker keeps its answer for the page). */
  done(id: number, data: unknown): Promise<void>;
  /** The server refused: kept, marked, for the person to see. */
  refuse(id: number, error: OutboxError): Promise<void>;
}

export interface DrainResult {
  /** `empty`: nothing pending is left; `later`: stopped at a write that must wait. */
  state: 'empty' | 'later';
  sent: number;
  refused: number;
  retryAfterMs?: number;
}

/**
 * Replays the pending writes one by one, oldest first. A write leaves the outbox only once the
 * server answered 2xx (a lost answer is sent again with the same key, and the server replays its
 * first answer); a refusal is kept and marked; anything else stops the replay, so no later write
 * overtakes an earlier one. The caller holds the outbox lock.
 */
export async function drainOutbox(
  store: OutboxStore,
  owner: string | null,
  send: (entry: OutboxEntry) => Promise<SendOutcome>,
  onOutcome?: (entry: OutboxEntry, outcome: SendOutcome) => void,
): Promise<DrainResult> {
  let sent = 0;
  let refused = 0;
  for (;;) {
    const entry = await store.nextPending(owner);
    if (!entry || entry.id === undefined) return { state: 'empty', sent, refused };
    let outcome: SendOutcome;
    try {
      outcome = await send(entry);
    } catch {
      outcome = { kind: 'later' };
    }
    if (outcome.kind === 'later') {
      onOutcome?.(entry, outcome);
      return { state: 'later', sent, refused, retryAfterMs: outcome.retryAfterMs };
    }
    if (outcome.kind === 'done') {
      await store.done(entry.id, outcome.data);
      sent += 1;
    } else {
      await store.refuse(entry.id, outcome.error);
      refused += 1;
    }
    onOutcome?.(entry, outcome);
  }
}
