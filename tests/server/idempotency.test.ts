import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contactMessages, idempotencyKeys } from '../../server/db/schema';
import { deleteExpiredKeys } from '../../server/modules/idempotency/idempotency.repository';
import { seedUser } from '../factories';
import { unique } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

interface Send {
  key?: string;
  uid?: string;
  token?: string;
}

const octet = () => Math.floor(Math.random() * 254) + 1;

function send(
  method: 'POST',
  url: string,
  payload: object,
  { key, uid, token }: Send,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    payload,
    // Contact-us has its own per-address limit; idempotency is per owner, not per address.
    remoteAddress: `10.${octet()}.${octet()}.${octet()}`,
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(uid ? { uid } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function contact(message: string) {
  return {
    name: 'منى عبد الله',
    email: 'mona@example.com',
    phone: '01012345678',
    subject: 'سؤال عن التوصيل',
    message,
  };
}

const postContact = (payload: object, options: Send) =>
  send('POST', '/api/contact-us', payload, options);

async function storedMessages(message: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.message, message));
  return rows.length;
}

async function signedIn() {
  const person = await seedUser(ctx.database.db);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { identifier: person.username, password: person.password },
  });
  return { person, token: response.json().data.session.token as string };
}

function profileBody(person: Awaited<ReturnType<typeof seedUser>>, changes = {}) {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    username: person.username,
    email: person.email,
    phone: person.phone,
    gender: person.gender,
    birthdate: person.birthdate,
    language: person.language,
    ...changes,
  };
}

const visitor = () => `v${unique()}`;
const errorCode = (response: LightMyRequestResponse) =>
  (response.json() as { error: { code: string } }).error.code;

describe('[IDEMPOTENCY] replay', () => {
  it('answers a repeated request with the stored response and acts once', async () => {
    const message = `replay ${unique()} — هل تصل الطلبات إلى أسوان؟`;
    const options = { key: randomUUID(), uid: visitor() };

    const first = await postContact(contact(message), options);
    const again = await postContact(contact(message), options);

    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedMessages(message)).toBe(1);
  });

  it('acts every time without the header', async () => {
    const message = `no key ${unique()} — رسالة بلا مفتاح للتجربة`;
    const uid = visitor();
    expect((await postContact(contact(message), { uid })).statusCode).toBe(201);
    expect((await postContact(contact(message), { uid })).statusCode).toBe(201);
    expect(await storedMessages(message)).toBe(2);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await postContact(contact(`bad key ${unique()} رسالة`), {
      key: 'short',
      uid: visitor(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('validation_failed');
  });

  it('ignores the key on routes that must not replay (login answers a fresh token)', async () => {
    const person = await seedUser(ctx.database.db);
    const key = randomUUID();
    const login = () =>
      send(
        'POST',
        '/api/login',
        { identifier: person.username, password: person.password },
        { key, uid: visitor() },
      );
    const first = await login();
    const second = await login();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.session.token).not.toBe(first.json().data.session.token);
  });
});

describe('[IDEMPOTENCY] the key belongs to one request', () => {
  it('answers 422 idempotency_key_reused when the body differs, and acts not', async () => {
    const options = { key: randomUUID(), uid: visitor() };
    const first = `first ${unique()} — الرسالة الأولى للتجربة`;
    const second = `second ${unique()} — الرسالة الثانية للتجربة`;
    expect((await postContact(contact(first), options)).statusCode).toBe(201);

    const response = await postContact(contact(second), options);

    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('idempotency_key_reused');
    expect(await storedMessages(second)).toBe(0);
  });

  it('answers 422 when the key is reused on another path', async () => {
    const { person, token } = await signedIn();
    const key = randomUUID();
    const first = await send('POST', '/api/profile', profileBody(person), { key, token });
    expect(first.statusCode).toBe(200);
    const other = await send('POST', '/api/profile/resend', { channel: 'email' }, { key, token });
    expect(other.statusCode).toBe(422);
    expect(errorCode(other)).toBe('idempotency_key_reused');
  });

  it('gives the key back when the write fails, so a corrected retry acts', async () => {
    const { person, token } = await signedIn();
    const taken = await seedUser(ctx.database.db);
    const key = randomUUID();

    const refused = await send(
      'POST',
      '/api/profile',
      profileBody(person, { username: taken.username }),
      { key, token },
    );
    expect(refused.statusCode).toBe(409);
    const retried = await send(
      'POST',
      '/api/profile',
      profileBody(person, { first_name: 'هالة' }),
      {
        key,
        token,
      },
    );

    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json().data.profile.first_name).toBe('هالة');
  });
});

describe('[IDEMPOTENCY] concurrency', () => {
  it('lets one of several parallel requests act; the others wait (409) or replay', async () => {
    const message = `parallel ${unique()} — عشرة طلبات في وقت واحد`;
    const options = { key: randomUUID(), uid: visitor() };

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postContact(contact(message), options)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const response of responses) {
      if (response.statusCode === 409) {
        expect(errorCode(response)).toBe('idempotency_in_progress');
        expect(response.headers['retry-after']).toBe('1');
      } else {
        expect(response.statusCode).toBe(201);
      }
    }
    const acted = responses.filter(
      (r) => r.statusCode === 201 && !r.headers['idempotent-replayed'],
    );
    expect(acted).toHaveLength(1);
    expect(await storedMessages(message)).toBe(1);
    // Once the first one has finished, a retry replays it.
    const retry = await postContact(contact(message), options);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(acted[0]!.json());
  });

  it('answers 409 idempotency_in_progress while the first request is still acting', async () => {
    const message = `in progress ${unique()} — الطلب الأول لم ينته بعد`;
    const options = { key: randomUUID(), uid: visitor() };
    expect((await postContact(contact(message), options)).statusCode).toBe(201);
    // The state a claim has between the first request's insert and its answer.
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, body: null })
      .where(eq(idempotencyKeys.key, options.key));

    const waiting = await postContact(contact(message), options);

    expect(waiting.statusCode).toBe(409);
    expect(errorCode(waiting)).toBe('idempotency_in_progress');
    expect(waiting.headers['retry-after']).toBe('1');
    expect(await storedMessages(message)).toBe(1);
  });

  it('takes over a claim abandoned for over two minutes (a crashed request)', async () => {
    const message = `abandoned ${unique()} — طلب انقطع`;
    const options = { key: randomUUID(), uid: visitor() };
    expect((await postContact(contact(message), options)).statusCode).toBe(201);
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, body: null, createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(idempotencyKeys.key, options.key));

    const retry = await postContact(contact(message), options);

    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedMessages(message)).toBe(2);
  });
});

describe('[IDEMPOTENCY] owners', () => {
  it("never answers user B with user A's response for the same key", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const key = randomUUID();

    const forA = await send('POST', '/api/profile', profileBody(a.person), { key, token: a.token });
    const forB = await send('POST', '/api/profile', profileBody(b.person), { key, token: b.token });

    expect(forA.statusCode).toBe(200);
    expect(forB.statusCode).toBe(200);
    expect(forB.headers['idempotent-replayed']).toBeUndefined();
    expect(forB.json().data.profile.username).toBe(b.person.username);
  });

  it('keeps the keys of two visitors apart, even with the same body', async () => {
    const message = `visitors ${unique()} — زائران بنفس المفتاح`;
    const key = randomUUID();
    expect((await postContact(contact(message), { key, uid: visitor() })).statusCode).toBe(201);
    const other = await postContact(contact(message), { key, uid: visitor() });
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedMessages(message)).toBe(2);
  });
});

describe('[IDEMPOTENCY] expiry', () => {
  it('acts again once the stored answer has expired, and cleanup deletes expired answers', async () => {
    const message = `expiry ${unique()} — رسالة تنتهي صلاحيتها`;
    const options = { key: randomUUID(), uid: visitor() };
    expect((await postContact(contact(message), options)).statusCode).toBe(201);
    const expire = () =>
      ctx.database.db
        .update(idempotencyKeys)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(idempotencyKeys.key, options.key));

    await expire();
    const after = await postContact(contact(message), options);
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedMessages(message)).toBe(2);

    await expire();
    expect(await deleteExpiredKeys(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, options.key));
    expect(left).toHaveLength(0);
  });

  it('keeps an answer for 24 hours', async () => {
    const options = { key: randomUUID(), uid: visitor() };
    await postContact(contact(`ttl ${unique()} — مدة الحفظ`), options);
    const [row] = await ctx.database.db
      .select({ seconds: sql<number>`extract(epoch from expires_at - created_at)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, options.key));
    expect(row?.seconds).toBe(24 * 60 * 60);
  });
});
