// The safety net: a value that slips past every contract rule and is refused by
// the database answers 400 validation_failed, not 500; a real server fault still answers 500.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { createRng } from '../../server/db/seed/prng';
import { openTestDb } from '../../server/db/testing';
import type { Env } from '../../server/env';
import { testEnv } from './helper';
import { errorsAr, errorsEn } from './error-texts';

let app: FastifyInstance;
let database: Database;
let env: Env;

/**
 * Routes that hand the database what a missed rule would (outside `/api/`, which takes contract
 * routes only).
 */
const PROBES: Record<string, (db: Database['db']) => Promise<unknown>> = {
  nul: (db) => db.execute(sql`select ${'a\u0000b'}::text as value`),
  'int-overflow': (db) => db.execute(sql`select ${'2147483648'}::integer as value`),
  'bad-date': (db) => db.execute(sql`select ${'2024-02-31'}::date as value`),
  'bad-number': (db) => db.execute(sql`select ${'abc'}::integer as value`),
  // A key too big for a b-tree row (54000): random text, which PostgreSQL cannot compress small.
  'index-row': async (db) => {
    await db.execute(sql`create temp table if not exists probe_keys (key text primary key)`);
    const rng = createRng(54_000);
    const key = Array.from({ length: 9000 }, () => rng.int(0, 35).toString(36)).join('');
    return db.execute(sql`insert into probe_keys values (${key})`);
  },
  'broken-query': (db) => db.execute(sql`select * from no_such_table`),
  // Constraints a request can still run into after every check (a race, a missing rule).
  'unique-username': (db) =>
    db.execute(
      sql`update users set username = (select username from users order by id limit 1)
          where id = (select id from users order by id offset 1 limit 1)`,
    ),
  'unique-other': async (db) => {
    await db.execute(sql`create temp table if not exists probe_codes (code text unique)`);
    await db.execute(sql`insert into probe_codes values ('x') on conflict do nothing`);
    return db.execute(sql`insert into probe_codes values ('x')`);
  },
  'foreign-key': (db) =>
    db.execute(
      sql`update products set category_id = 2147483000 where id = (select min(id) from products)`,
    ),
  'still-referenced': (db) =>
    db.execute(sql`delete from categories where id = (select category_id from products limit 1)`),
  'not-null': (db) =>
    db.execute(sql`update products set name_ar = null where id = (select min(id) from products)`),
  check: (db) =>
    db.execute(sql`update products set discount = 150 where id = (select min(id) from products)`),
};

beforeAll(async () => {
  env = testEnv();
  database = await openTestDb();
  app = await buildApp({ database, env });
  for (const [name, probe] of Object.entries(PROBES)) {
    app.get(`/test-probe/${name}`, async () => {
      await probe(database.db);
      return { data: null };
    });
  }
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (env) rmSync(env.dataDir, { recursive: true, force: true });
});

describe('[API] error handler', () => {
  it.each(['nul', 'int-overflow', 'bad-date', 'bad-number', 'index-row'])(
    'answers 400 when the database refuses a value (%s)',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/test-probe/${name}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    },
  );

  it('answers 409 conflict, naming the field, when a unique value is already taken', async () => {
    const username = await app.inject({ method: 'GET', url: '/test-probe/unique-username' });
    expect(username.statusCode).toBe(409);
    expect(username.json().error).toMatchObject({
      code: 'conflict',
      fields: [{ path: 'username', message: 'validation.username.taken' }],
    });
    const other = await app.inject({ method: 'GET', url: '/test-probe/unique-other' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('conflict');
  });

  it('answers 400 for a reference to nothing, a missing value or a broken check', async () => {
    const reference = await app.inject({ method: 'GET', url: '/test-probe/foreign-key' });
    expect(reference.statusCode).toBe(400);
    expect(reference.json().error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'category_id', message: 'validation.reference.unknown' }],
    });
    const missing = await app.inject({ method: 'GET', url: '/test-probe/not-null' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([
      { path: 'name_ar', message: 'validation.required' },
    ]);
    const check = await app.inject({ method: 'GET', url: '/test-probe/check' });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.code).toBe('validation_failed');
  });

  it('answers 409 in_use when a deleted row is still referenced', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-probe/still-referenced' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('in_use');
  });

  it('still answers 500, without details, for a fault of the server', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-probe/broken-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: errorsAr.internal } });
  });

  it('[ERRORS] words the message of a code in the request language', async () => {
    for (const [language, errors] of [
      ['ar', errorsAr],
      ['en', errorsEn],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/test-probe/still-referenced',
        headers: { 'accept-language': language },
      });
      expect(response.json().error, language).toEqual({ code: 'in_use', message: errors.in_use });
    }
  });
});
