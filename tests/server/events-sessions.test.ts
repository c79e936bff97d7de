// An open event stream ends with its session: sign-out closes it at once, and a session ended
// elsewhere (password change, suspension) closes it by the next check.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { endAllSessions, issueSession } from '../../server/modules/auth/auth.service';
import { revokeUserSessions } from '../../server/modules/auth/sessions.repository';
import { seedUser } from '../factories';
import { useTestApp } from './helper';

const ctx = useTestApp();
let base = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

async function signedIn() {
  const { id } = await seedUser(ctx.database.db, { role: 'user' });
  const { token } = await issueSession(ctx.database.db, ctx.env, {
    userId: id,
    kind: 'user',
    role: 'user',
  });
  return { id, token };
}

/** Opens the stream, reads until its `ready` frame, and answers a promise of its end. */
async function openStream(token: string) {
  const ticket = await fetch(`${base}/api/events/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  }).then(async (response) => (await response.json()).data.ticket as string);
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended before ready');
    text += decoder.decode(value, { stream: true });
  }
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return 'ended' as const;
  })();
  const within = (ms: number) =>
    Promise.race([
      ended,
      new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms).unref()),
    ]);
  return { within, abort: () => controller.abort() };
}

describe('[EVENTS] streams end with their session', () => {
  it('sign-out ends the stream opened with that session, not the other session’s', async () => {
    const { id, token } = await signedIn();
    const other = await issueSession(ctx.database.db, ctx.env, {
      userId: id,
      kind: 'user',
      role: 'user',
    });
    const mine = await openStream(token);
    const theirs = await openStream(other.token);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await mine.within(5000)).toBe('ended');
    expect(await theirs.within(300)).toBe('open');
    theirs.abort();
  });

  it('ending every session of the account elsewhere ends its open streams', async () => {
    const { id, token } = await signedIn();
    const stream = await openStream(token);
    await endAllSessions(ctx.database.db, id);
    expect(await stream.within(5000)).toBe('ended');
  });

  it('the periodic check ends a stream whose session was revoked without word', async () => {
    const { id, token } = await signedIn();
    const stream = await openStream(token);
    // Revoked straight in the table (as another tool or an expiry would leave it): no signal.
    await revokeUserSessions(ctx.database.db, id);
    expect(await stream.within(300)).toBe('open');
    await ctx.app.events.endStreamsOfEndedSessions();
    expect(await stream.within(5000)).toBe('ended');
  });
});
