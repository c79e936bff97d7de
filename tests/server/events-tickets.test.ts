// A live-stream ticket opens one stream, once, within its minute; one login session holds at most
// 5 open streams and one account 10: past that, the oldest is told `closed` and ends.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/modules/auth/auth.service';
import { signStreamTicket, verifyAccessToken } from '../../server/modules/auth/auth.tokens';
import { STREAMS_PER_ACCOUNT, STREAMS_PER_SESSION } from '../../server/modules/events/event-hub';
import { seedUser } from '../factories';
import { useTestApp } from './helper';

const ctx = useTestApp();
let base = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

async function newSession(userId: number) {
  return issueSession(ctx.database.db, ctx.env, { userId, kind: 'user', role: 'user' });
}

async function signedIn() {
  const { id } = await seedUser(ctx.database.db, { role: 'user' });
  return { id, ...(await newSession(id)) };
}

async function ticketOf(token: string): Promise<string> {
  const response = await fetch(`${base}/api/events/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { ticket: string } }).data.ticket;
}

interface OpenStream {
  /** 'ended' once the server ended it within `ms`, else 'open'. */
  within(ms: number): Promise<'ended' | 'open'>;
  /** Everything received so far. */
  text(): string;
  abort(): void;
}

/** Opens the stream with `ticket`: its status, and while it is open, a reader of its frames. */
async function open(
  ticket: string,
): Promise<{ status: number; body?: unknown; stream?: OpenStream }> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (response.status !== 200) return { status: response.status, body: await response.json() };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended before ready');
    text += decoder.decode(value, { stream: true });
  }
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return 'ended' as const;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    status: 200,
    stream: {
      within: (ms) =>
        Promise.race([
          ended,
          new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms).unref()),
        ]),
      text: () => text,
      abort: () => controller.abort(),
    },
  };
}

describe('[EVENTS] stream tickets', () => {
  it('opens one stream per ticket: every further use is refused with 401', async () => {
    const { token } = await signedIn();
    const ticket = await ticketOf(token);
    const attempts = await Promise.all(Array.from({ length: 20 }, () => open(ticket)));
    const accepted = attempts.filter((attempt) => attempt.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of attempts.filter((attempt) => attempt.status !== 200)) {
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: { code: 'unauthenticated' } });
    }
    for (const attempt of accepted) attempt.stream!.abort();
  });

  it('refuses an expired ticket', async () => {
    const { token } = await signedIn();
    const claims = (await verifyAccessToken(token, ctx.env.jwtSecret))!;
    const expired = await signStreamTicket(claims, ctx.env.jwtSecret, new Date(Date.now() - 1_000));
    const refused = await open(expired);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { code: 'unauthenticated' } });
  });
});

describe('[EVENTS] open streams per session and per account', () => {
  it(`closes the oldest of a session's streams when it opens stream ${STREAMS_PER_SESSION + 1}`, async () => {
    const { token } = await signedIn();
    const streams: OpenStream[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION + 1; i += 1) {
      const opened = await open(await ticketOf(token));
      expect(opened.status).toBe(200);
      streams.push(opened.stream!);
    }
    const [oldest, ...rest] = streams;
    expect(await oldest!.within(5_000)).toBe('ended');
    expect(oldest!.text()).toContain('event: closed\ndata: {"reason":"too_many_streams"}');
    for (const stream of rest) expect(await stream.within(50)).toBe('open');
    for (const stream of rest) stream.abort();
  });

  it(`closes the account's oldest stream when its sessions open stream ${STREAMS_PER_ACCOUNT + 1}`, async () => {
    const { id } = await signedIn();
    const sessions = await Promise.all([newSession(id), newSession(id), newSession(id)]);
    const streams: OpenStream[] = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT + 1; i += 1) {
      const opened = await open(await ticketOf(sessions[i % sessions.length]!.token));
      expect(opened.status).toBe(200);
      streams.push(opened.stream!);
    }
    const [oldest, ...rest] = streams;
    expect(await oldest!.within(5_000)).toBe('ended');
    expect(oldest!.text()).toContain('event: closed');
    for (const stream of rest) expect(await stream.within(50)).toBe('open');
    for (const stream of rest) stream.abort();
  });
});
