// A chat message is pushed to the other side of the thread: a shopper's message to everyone who
// answers for the store (the owner, a sub-reseller with the chat right there), the store's answer
// to the shopper; each device in its owner's language, naming the sender and the message's start,
// opening that thread; never to the sender's devices, nor to staff without the chat right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../server/modules/auth/auth.service';
import { seedStore, seedStoreStaff, seedUser } from '../../factories';
import { useTestApp } from '../helper';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { decryptedAt, seedWebPushDevice } from './push-devices';
import type { TestSubscription } from './web-push-keys';

const ctx = useTestApp();
let service: FakePushService;

type Role = 'user' | 'reseller' | 'moderator_reseller';

interface Person {
  token: string;
  userId: number;
  path: string;
  device: TestSubscription;
}

async function person(
  role: Role,
  language: 'ar' | 'en',
  name: { firstName: string; lastName: string },
  permissions?: { canChat: boolean },
): Promise<Person> {
  const user = await seedUser(ctx.database.db, {
    role,
    language,
    ...name,
    ...(permissions ? { permissions } : {}),
  });
  const { token } = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role,
  });
  const path = `/chat-push/${role}/${user.id}`;
  const device = await seedWebPushDevice(ctx.database.db, service, { userId: user.id, path });
  return { token, userId: user.id, path, device };
}

function call(who: Person, url: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en' },
    payload: body,
  });
}

const pushesTo = (who: Person) => decryptedAt(service, who.path, who.device);

/** Lets the wake-up of the last commit run to the end. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 150));
  await ctx.app.push.delivery!.idle();
}

let customer: Person;
let owner: Person;
let chatStaff: Person;
let otherStaff: Person;
let chatId: number;

beforeAll(async () => {
  service = await startFakePushService();
  customer = await person('user', 'en', { firstName: 'Mona', lastName: 'Adel' });
  owner = await person('reseller', 'ar', { firstName: 'كريم', lastName: 'سامي' });
  chatStaff = await person(
    'moderator_reseller',
    'en',
    { firstName: 'Hany', lastName: 'Fawzy' },
    { canChat: true },
  );
  otherStaff = await person(
    'moderator_reseller',
    'ar',
    { firstName: 'سلمى', lastName: 'نبيل' },
    { canChat: true },
  );
  const store = await seedStore(ctx.database.db, { ownerId: owner.userId, name: 'Aswan Clay' });
  await seedStoreStaff(ctx.database.db, { storeId: store.id, userId: chatStaff.userId });
  // Manages the store but may not read its chats: hears nothing of them.
  await seedStoreStaff(ctx.database.db, {
    storeId: store.id,
    userId: otherStaff.userId,
    canChat: false,
  });
  const opened = await call(customer, '/api/chats', { store_id: store.id });
  expect(opened.statusCode).toBe(200);
  chatId = (opened.json().data as { id: number }).id;
});
afterAll(() => service.close());

describe('[PUSH][CHAT] chat messages are pushed to the other side', () => {
  it('a shopper’s message reaches the owner and chat staff, each in their language', async () => {
    const sent = await call(customer, '/api/messages', {
      chat_id: chatId,
      kind: 'text',
      body: 'Is the blue pot still in stock?',
    });
    expect(sent.statusCode).toBe(201);
    await settle();
    expect(pushesTo(owner)).toMatchObject([
      {
        type: 'chat_message',
        id: String(chatId),
        title: 'رسالة جديدة من Mona Adel',
        body: 'Is the blue pot still in stock?',
        lang: 'ar',
      },
    ]);
    expect(pushesTo(chatStaff)).toMatchObject([
      { title: 'New message from Mona Adel', body: 'Is the blue pot still in stock?', lang: 'en' },
    ]);
    expect(pushesTo(otherStaff)).toEqual([]);
    expect(pushesTo(customer)).toEqual([]);
  });

  it('the next message before the first is read is pushed again with its own text', async () => {
    await call(customer, '/api/messages', { chat_id: chatId, kind: 'text', body: 'And the red?' });
    await settle();
    expect(pushesTo(owner).map((push) => push.body)).toEqual([
      'Is the blue pot still in stock?',
      'And the red?',
    ]);
    // Still one unread notification about the thread, now saying the latest message.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'ar' },
    });
    const about = (list.json().data as { type: string; target_id: string; body: string }[]).filter(
      (item) => item.type === 'chat_message' && item.target_id === String(chatId),
    );
    expect(about.map((item) => item.body)).toEqual(['And the red?']);
  });

  it('the store’s answer reaches the shopper, not the store side', async () => {
    const answer = await call(chatStaff, '/api/messages', {
      chat_id: chatId,
      kind: 'text',
      body: 'Both are in stock today',
    });
    expect(answer.statusCode).toBe(201);
    await settle();
    expect(pushesTo(customer)).toMatchObject([
      {
        type: 'chat_message',
        id: String(chatId),
        title: 'New message from Aswan Clay',
        body: 'Both are in stock today',
        lang: 'en',
      },
    ]);
    expect(pushesTo(chatStaff)).toHaveLength(2);
    expect(pushesTo(owner)).toHaveLength(2);
    expect(pushesTo(otherStaff)).toEqual([]);
  });
});
