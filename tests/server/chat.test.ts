// Buyer ↔ store chat and the live event stream, through the real app and database.
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/modules/auth/auth.service';
import { loadScope } from '../../server/modules/auth/actor.repository';
import { claimChatOffer } from '../../server/modules/chat/chat-offers.service';
import { seedProduct, seedStore, seedStoreStaff, seedUser } from '../factories';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../server/db/schema';
import { call as accountsCall, registration } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

interface Session {
  token: string;
  userId: number;
  sessionId: string;
}

async function session(role: 'user' | 'reseller' | 'moderator_reseller', userId?: number) {
  const id =
    userId ??
    (
      await seedUser(ctx.database.db, {
        role,
        ...(role === 'moderator_reseller' ? { permissions: { canChat: true } } : {}),
      })
    ).id;
  const issued = await issueSession(ctx.database.db, ctx.env, { userId: id, kind: 'user', role });
  const [, payload] = issued.token.split('.');
  const sid = JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid as string;
  return { token: issued.token, userId: id, sessionId: sid } satisfies Session;
}

function call(
  who: Session | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  language = 'en',
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      'accept-language': language,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

interface Frame {
  id?: number;
  event: string;
  data: unknown;
}

let base = '';

/** Opens a real EventSource-like stream over HTTP and collects its frames. */
async function openStream(who: Session, lastEventId?: number) {
  const ticket = (await call(who, 'POST', '/api/events/ticket')).json().data.ticket as string;
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events/stream?ticket=${encodeURIComponent(ticket)}`, {
    headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: Partial<Frame> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) frame.id = Number(line.slice(4));
            if (line.startsWith('event: ')) frame.event = line.slice(7);
            if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
          }
          if (frame.event) frames.push(frame as Frame);
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (frame: Frame) => boolean, timeoutMs = 3000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
  };
  await waitFor((frame) => frame.event === 'ready');
  return {
    status: response.status,
    frames,
    waitFor,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

let customer: Session;
let other: Session;
let owner: Session;
let storeId: number;
let productId: number;
let negotiableId: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  customer = await session('user');
  other = await session('user');
  owner = await session('reseller');
  const store = await seedStore(ctx.database.db, { ownerId: owner.userId, name: 'Nile Crafts' });
  storeId = store.id;
  productId = (
    await seedProduct(ctx.database.db, { storeId, status: 'accepted', nameEn: 'Clay pot' })
  ).id;
  negotiableId = (
    await seedProduct(ctx.database.db, {
      storeId,
      status: 'accepted',
      nameEn: 'Carpet',
      negotiable: true,
      basicPrice: 900,
    })
  ).id;
});

async function openChat(who: Session = customer) {
  const answer = await call(who, 'POST', '/api/chats', { store_id: storeId });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { id: number };
}

describe('[CHAT] threads and scope', () => {
  it('one thread per customer × store; the store answers; others cannot read it', async () => {
    const first = await openChat();
    const again = await openChat();
    expect(again.id).toBe(first.id);

    const sent = await call(customer, 'POST', '/api/messages', {
      chat_id: first.id,
      kind: 'product',
      product_id: productId,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.product).toMatchObject({ id: productId, name: 'Clay pot' });
    const text = await call(customer, 'POST', '/api/messages', {
      chat_id: first.id,
      kind: 'text',
      body: 'هل هذا متاح؟ Is it in stock? 01012345678 https://x.test',
    });
    expect(text.statusCode).toBe(201);
    expect(text.json().data.body).toBe('هل هذا متاح؟ Is it in stock? 01012345678 https://x.test');

    const storeList = await call(owner, 'GET', `/api/chats?as=store&store_id=${storeId}`);
    expect(storeList.statusCode).toBe(200);
    const thread = storeList.json().data.find((chat: { id: number }) => chat.id === first.id);
    expect(thread).toMatchObject({ side: 'store', unread: 2, customer: { id: customer.userId } });

    const answer = await call(owner, 'POST', '/api/messages', {
      chat_id: first.id,
      kind: 'text',
      body: 'Yes, متاح',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.side).toBe('store');

    const mine = (await call(customer, 'GET', '/api/chats')).json().data;
    expect(mine[0]).toMatchObject({ id: first.id, unread: 1, store: { name: 'Nile Crafts' } });
    const messages = (await call(customer, 'GET', `/api/messages?chat_id=${first.id}`)).json().data;
    expect(messages.map((m: { body: string }) => m.body).at(-1)).toBe('Yes, متاح');

    // Someone else's thread: not found, whatever the call.
    expect((await call(other, 'GET', `/api/chats/${first.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/messages?chat_id=${first.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', '/api/messages', { chat_id: first.id, kind: 'text', body: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect((await call(other, 'GET', '/api/chats')).json().data).toEqual([]);
    // A shopper cannot list a store's threads.
    expect((await call(other, 'GET', `/api/chats?as=store&store_id=${storeId}`)).statusCode).toBe(
      403,
    );
  });

  it('a sub-reseller reads the store threads only with the chat right for that store', async () => {
    const chat = await openChat();
    await call(customer, 'POST', '/api/messages', { chat_id: chat.id, kind: 'text', body: 'hi' });
    const without = await session('moderator_reseller');
    await seedStoreStaff(ctx.database.db, {
      storeId,
      userId: without.userId,
      canManageStore: true,
      canChat: false,
    });
    expect((await call(without, 'GET', `/api/chats?as=store&store_id=${storeId}`)).statusCode).toBe(
      403,
    );
    expect((await call(without, 'GET', `/api/messages?chat_id=${chat.id}`)).statusCode).toBe(404);

    const allowed = await session('moderator_reseller');
    await seedStoreStaff(ctx.database.db, { storeId, userId: allowed.userId, canChat: true });
    const list = await call(allowed, 'GET', `/api/chats?as=store&store_id=${storeId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(chat.id);
    const active = await call(allowed, 'GET', '/api/chats/active');
    expect(active.statusCode, active.body).toBe(200);
    const inboxes = active.json().data;
    expect(inboxes.stores.map((s: { id: number }) => s.id)).toEqual([storeId]);
    expect(
      (await loadScope(ctx.database.db, allowed.userId, 'moderator_reseller')).grants,
    ).toContain('chat');
  });

  it('refuses empty and 2001-character messages, in both languages, and stores nothing', async () => {
    const chat = await openChat();
    const before = (await call(customer, 'GET', `/api/messages?chat_id=${chat.id}`)).json().data
      .length;
    const empty = await call(customer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'text',
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0].message).toBe('validation.chat.message_required');
    const long = await call(
      customer,
      'POST',
      '/api/messages',
      { chat_id: chat.id, kind: 'text', body: 'a'.repeat(2001) },
      'ar',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0].message).toBe('validation.chat.message_too_long');
    const exact = await call(customer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'text',
      body: 'b'.repeat(2000),
    });
    expect(exact.statusCode).toBe(201);
    const after = (await call(customer, 'GET', `/api/messages?chat_id=${chat.id}`)).json().data;
    expect(after.length).toBe(before + 1);
  });

  it('a blocked customer cannot send; unblocking lets them again', async () => {
    const blockedCustomer = await session('user');
    const chat = await openChat(blockedCustomer);
    const block = await call(owner, 'POST', `/api/chats/${chat.id}/block`, { blocked: true });
    expect(block.statusCode).toBe(200);
    expect(block.json().data.blocked).toBe(true);
    expect(
      (await call(blockedCustomer, 'POST', `/api/chats/${chat.id}/block`, { blocked: false }))
        .statusCode,
    ).toBe(403);
    const refused = await call(blockedCustomer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'text',
      body: 'hello?',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('chat_blocked');
    await call(owner, 'POST', `/api/chats/${chat.id}/block`, { blocked: false });
    expect(
      (
        await call(blockedCustomer, 'POST', '/api/messages', {
          chat_id: chat.id,
          kind: 'text',
          body: 'hello again',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('limits how many messages one person sends per minute', async () => {
    const chatty = await session('user');
    const chat = await openChat(chatty);
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(
        (
          await call(chatty, 'POST', '/api/messages', {
            chat_id: chat.id,
            kind: 'text',
            body: `m${i}`,
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('a store offer is used once, only by the thread customer; below the list price only when negotiable', async () => {
    const chat = await openChat();
    const notNegotiable = await call(owner, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'offer',
      product_id: productId,
      price: 10,
    });
    expect(notNegotiable.statusCode).toBe(400);
    expect(notNegotiable.json().error.fields).toEqual([
      { path: 'price', message: 'validation.chat.offer_price_fixed' },
    ]);
    const byCustomer = await call(customer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'offer',
      product_id: negotiableId,
      price: 10,
    });
    expect(byCustomer.statusCode).toBe(403);
    const offer = await call(owner, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'offer',
      product_id: negotiableId,
      price: 750.5,
    });
    expect(offer.statusCode).toBe(201);
    expect(offer.json().data.offer).toMatchObject({
      price: 750.5,
      quantity: 1,
      used: false,
      state: 'open',
      choices: [],
    });
    const messageId = offer.json().data.id as number;
    const actor = (who: Session) => ({
      userId: who.userId,
      sessionId: who.sessionId,
      kind: 'user' as const,
      role: 'user' as const,
      scope: { storeIds: [], grants: [], storeGrants: {} },
    });
    await expect(claimChatOffer(ctx.database.db, actor(other), messageId)).rejects.toMatchObject({
      code: 'offer_not_available',
    });
    await expect(claimChatOffer(ctx.database.db, actor(customer), messageId)).resolves.toEqual({
      productId: negotiableId,
      storeId,
      price: 750.5,
      quantity: 1,
      attributeIds: [],
    });
    await expect(claimChatOffer(ctx.database.db, actor(customer), messageId)).rejects.toMatchObject(
      { code: 'offer_used' },
    );
    const shown = (await call(customer, 'GET', `/api/messages?chat_id=${chat.id}`)).json().data;
    expect(shown.find((m: { id: number }) => m.id === messageId).offer.used).toBe(true);
  });

  it('deleting a thread hides it from my list only, until a new message arrives', async () => {
    const shopper = await session('user');
    const chat = await openChat(shopper);
    await call(shopper, 'POST', '/api/messages', { chat_id: chat.id, kind: 'text', body: 'hello' });

    const deleted = await call(shopper, 'DELETE', `/api/chats/${chat.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: chat.id });
    const mine = (await call(shopper, 'GET', '/api/chats')).json().data as { id: number }[];
    expect(mine.map((thread) => thread.id)).not.toContain(chat.id);
    // The store still sees the thread.
    const storeSide = (await call(owner, 'GET', `/api/chats?as=store&store_id=${storeId}`)).json()
      .data as { id: number }[];
    expect(storeSide.map((thread) => thread.id)).toContain(chat.id);
    // Someone else cannot delete it.
    expect((await call(other, 'DELETE', `/api/chats/${chat.id}`)).statusCode).toBe(404);

    await call(owner, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'text',
      body: 'still here',
    });
    const again = (await call(shopper, 'GET', '/api/chats')).json().data as { id: number }[];
    expect(again.map((thread) => thread.id)).toContain(chat.id);
  });

  it('an uploaded image is stored re-encoded and sent as an image message', async () => {
    const bytes = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    const boundary = '----dukkan-chat-boundary';
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/chats/images',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().data as { path: string; width: number; height: number };
    expect(image.path).toMatch(/^\/uploads\/chats\/[0-9a-f]{24}\.jpg$/);
    expect([image.width, image.height]).toEqual([700, 700]);
    expect(existsSync(path.join(ctx.env.uploadsDir, image.path.slice('/uploads/'.length)))).toBe(
      true,
    );

    const chat = await openChat();
    const sent = await call(customer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'image',
      image: image.path,
    });
    expect(sent.statusCode).toBe(201);
    const messages = (await call(owner, 'GET', `/api/messages?chat_id=${chat.id}`)).json().data;
    expect(messages.at(-1)).toMatchObject({ kind: 'image', image: image.path, side: 'customer' });
  });
});

describe('[CHAT][EVENTS] live stream', () => {
  it('refuses a stream without a valid ticket', async () => {
    const response = await fetch(`${base}/api/events/stream?ticket=nope`);
    expect(response.status).toBe(401);
    // An access token is not a ticket.
    const withToken = await fetch(`${base}/api/events/stream?ticket=${customer.token}`);
    expect(withToken.status).toBe(401);
    // A bearer does not stand in for the ticket.
    const withBearer = await fetch(`${base}/api/events/stream?ticket=nope`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(withBearer.status).toBe(401);
  });

  it('delivers a message, a receipt and the unread count to participants only', async () => {
    const chat = await openChat();
    const storeSide = await openStream(owner);
    const customerSide = await openStream(customer);
    const outsider = await openStream(other);
    const sent = await call(customer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'text',
      body: 'live?',
    });
    const id = sent.json().data.id;
    const got = await storeSide.waitFor(
      (f) => f.event === 'message' && (f.data as { message: { id: number } }).message.id === id,
    );
    expect(got.id).toBeGreaterThan(0);
    await storeSide.waitFor((f) => f.event === 'notifications');
    await customerSide.waitFor((f) => f.event === 'message');

    await call(owner, 'POST', '/api/chat-notification', { chat_id: chat.id });
    await customerSide.waitFor((f) => f.event === 'typing');

    await call(owner, 'POST', '/api/messages/read', { chat_id: chat.id, message_id: id });
    const receipt = await customerSide.waitFor((f) => f.event === 'receipt');
    expect(receipt.data).toMatchObject({ chat_id: chat.id, side: 'store', read_id: id });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      outsider.frames.filter((f) => ['message', 'receipt', 'typing'].includes(f.event)),
    ).toEqual([]);
    await Promise.all([storeSide.close(), customerSide.close(), outsider.close()]);
  });

  it('resumes after Last-Event-ID without losing what was sent meanwhile', async () => {
    const chat = await openChat();
    const first = await openStream(owner);
    await call(customer, 'POST', '/api/messages', { chat_id: chat.id, kind: 'text', body: 'one' });
    const seen = await first.waitFor((f) => f.event === 'message');
    await first.close();
    for (const body of ['two', 'three']) {
      await call(customer, 'POST', '/api/messages', { chat_id: chat.id, kind: 'text', body });
    }
    const resumed = await openStream(owner, seen.id);
    await resumed.waitFor(
      (f) =>
        f.event === 'message' && (f.data as { message: { body: string } }).message.body === 'three',
    );
    const bodies = resumed.frames
      .filter((f) => f.event === 'message')
      .map((f) => (f.data as { message: { body: string } }).message.body);
    expect(bodies).toEqual(['two', 'three']);
    const ids = resumed.frames.filter((f) => f.id !== undefined).map((f) => f.id!);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await resumed.close();
  });
});

describe('[NOTIFICATIONS] welcome_message', () => {
  it('is written once with the new account, in both languages', async () => {
    const body = registration();
    const response = await accountsCall(ctx.app, '/api/register', body);
    expect(response.statusCode).toBe(201);
    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, body.username));
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'welcome_message',
      titleAr: 'أهلًا بك في دكّان',
      titleEn: 'Welcome to Dukkan',
    });
  });
});

describe('[CHAT] product cards', () => {
  it('a product card carries the discount the product has now, for the price shown beside it', async () => {
    const discounted = await seedProduct(ctx.database.db, {
      storeId,
      status: 'accepted',
      nameEn: 'Brass lamp',
      basicPrice: 400,
      discount: 25,
    });
    const chat = await openChat();
    const sent = await call(customer, 'POST', '/api/messages', {
      chat_id: chat.id,
      kind: 'product',
      product_id: discounted.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.product).toMatchObject({ price: 400, discount: 25 });
    const listed = await call(customer, 'GET', `/api/messages?chat_id=${chat.id}`);
    const card = (listed.json().data as { product: { id: number } | null }[]).find(
      (message) => message.product?.id === discounted.id,
    );
    expect(card?.product).toMatchObject({ price: 400, discount: 25 });
  });
});
