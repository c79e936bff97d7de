import { describe, expect, it } from 'vitest';
import {
  classifyAnswer,
  classifyResponse,
  drainOutbox,
  outboxRequest,
  type OutboxEntry,
  type OutboxError,
  type OutboxStore,
  type SendOutcome,
} from './outbox';

function entry(id: number, owner = '7'): OutboxEntry {
  return {
    id,
    owner,
    kind: 'cart',
    method: 'POST',
    url: '/api/cart',
    body: JSON.stringify({ product_id: id, quantity: 1 }),
    key: `key-${id}`,
    token: 't',
    language: 'ar',
    visitor: 'visitor-1',
    createdAt: id,
    state: 'pending',
  };
}

function memoryStore(entries: OutboxEntry[]): OutboxStore & { rows: OutboxEntry[] } {
  const rows = [...entries];
  return {
    rows,
    nextPending: async (owner) =>
      rows.find((row) => row.state === 'pending' && (owner === null || row.owner === owner)),
    done: async (id) => {
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
    },
    refuse: async (id, error: OutboxError) => {
      const row = rows.find((item) => item.id === id)!;
      row.state = 'refused';
      row.error = error;
    },
  };
}

describe('[OFFLINE] the outbox replay', () => {
  it('reads answers: 2xx done, no answer and transient ones later, other refusals final', () => {
    expect(classifyAnswer(201, { data: { count: 2 } })).toEqual({
      kind: 'done',
      data: { count: 2 },
    });
    expect(classifyAnswer(0, null).kind).toBe('later');
    expect(classifyAnswer(503, null).kind).toBe('later');
    expect(classifyAnswer(401, null).kind).toBe('later');
    expect(classifyAnswer(429, null, 60)).toEqual({ kind: 'later', retryAfterMs: 60_000 });
    expect(
      classifyAnswer(409, { error: { code: 'idempotency_in_progress', message: '' } }, 1),
    ).toEqual({ kind: 'later', retryAfterMs: 1000 });
    expect(classifyAnswer(409, { error: { code: 'out_of_stock', message: 'Sold out' } })).toEqual({
      kind: 'refused',
      error: { code: 'out_of_stock', message: 'Sold out', status: 409 },
    });
  });

  it('reads a response: its JSON body, its Retry-After, a body that is not JSON', async () => {
    const refused = new Response(
      JSON.stringify({ error: { code: 'chat_blocked', message: 'No' } }),
      {
        status: 403,
      },
    );
    expect(await classifyResponse(refused)).toEqual({
      kind: 'refused',
      error: { code: 'chat_blocked', message: 'No', status: 403 },
    });
    const busy = new Response('Too many', { status: 429, headers: { 'retry-after': '2' } });
    expect(await classifyResponse(busy)).toEqual({ kind: 'later', retryAfterMs: 2000 });
    const odd = new Response('<html>', { status: 502, headers: { 'retry-after': 'soon' } });
    expect(await classifyResponse(odd)).toEqual({ kind: 'later', retryAfterMs: undefined });
  });

  it('sends the same request, key and body on every attempt', () => {
    const request = outboxRequest(entry(3), 'fresh');
    expect(request.headers['Idempotency-Key']).toBe('key-3');
    expect(request.headers.Authorization).toBe('Bearer fresh');
    expect(request.body).toBe('{"product_id":3,"quantity":1}');
  });

  it('replays oldest first, keeps a refusal, and stops at a write that must wait', async () => {
    const store = memoryStore([entry(1), entry(2), entry(3), entry(4)]);
    const sent: number[] = [];
    const answers: Record<number, SendOutcome> = {
      1: { kind: 'done', data: null },
      2: { kind: 'refused', error: { code: 'out_of_stock', message: 'Sold out', status: 409 } },
      3: { kind: 'later' },
    };
    const result = await drainOutbox(store, '7', async (item) => {
      sent.push(item.id!);
      return answers[item.id!] ?? { kind: 'done', data: null };
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ state: 'later', sent: 1, refused: 1 });
    expect(store.rows.map((row) => [row.id, row.state])).toEqual([
      [2, 'refused'],
      [3, 'pending'],
      [4, 'pending'],
    ]);
    // Back online: 3 goes first, then 4; the refusal stays for the person to read.
    const again = await drainOutbox(store, '7', async () => ({ kind: 'done', data: null }));
    expect(again).toMatchObject({ state: 'empty', sent: 2 });
    expect(store.rows.map((row) => row.id)).toEqual([2]);
  });

  it("never sends another account's writes and treats a thrown send as no answer", async () => {
    const store = memoryStore([entry(1, '8'), entry(2)]);
    const result = await drainOutbox(store, '7', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.state).toBe('later');
    expect(store.rows).toHaveLength(2);
  });
});
