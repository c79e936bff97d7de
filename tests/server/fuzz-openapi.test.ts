// No request shape may answer 5xx. Thousands of deterministic requests across
// every operation of the OpenAPI document, valid-ish and malformed, as a visitor and signed in as
// each owner kind. Replay one: FUZZ_ONLY=<index> npx vitest run tests/server/fuzz-openapi.test.ts
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRng, seedFor } from '../../server/db/seed/prng';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/accounts';
import {
  buildRequest,
  encode,
  operationsOf,
  SHAPE_NAMES,
  type FuzzRequest,
  type Operation,
} from './fuzz/requests';
import { hostileText } from './fuzz/values';
import { useTestApp } from './helper';

const SEED = 0x9d0c;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5200);
const ONLY = process.env.FUZZ_ONLY === undefined ? undefined : Number(process.env.FUZZ_ONLY);

/** A signed-in identity the fuzzer can act as; the token is renewed when a request ends it. */
interface Identity {
  name: string;
  door: '/api/login' | '/api/panel/login';
  username: string;
  token?: string;
  userId?: number;
  signIns?: number;
}

const IDENTITIES: Identity[] = [
  { name: 'shopper (user kind)', door: '/api/login', username: 'user' },
  { name: 'reseller (user kind)', door: '/api/login', username: 'reseller' },
  { name: 'admin (admin kind)', door: '/api/panel/login', username: 'admin' },
  { name: 'reseller (admin kind)', door: '/api/panel/login', username: 'reseller' },
  { name: 'sub-reseller (admin kind)', door: '/api/panel/login', username: 'subreseller' },
];

/** Valid-ish requests and single-field mutations are the bulk; the rest are rarer shapes. */
const WEIGHTED_SHAPES = [
  ...Array<string>(4).fill('valid'),
  ...Array<string>(6).fill('string field: hostile text'),
  ...Array<string>(3).fill('field: wrong type'),
  ...Array<string>(3).fill('field: hostile value'),
  ...SHAPE_NAMES,
];

/**
 * Routes the document does not list (pages, images, uploads, sitemaps, the dev outbox, unknown
 * API paths), each with a hostile segment appended: they take parameters from the URL too.
 */
const UNDOCUMENTED = [
  '/store/',
  '/products/techzone.eg/',
  '/products/',
  '/img/640/',
  '/img/abc/',
  '/uploads/',
  '/sitemap-',
  '/robots.txt?x=',
  '/dev/outbox.json?x=',
  '/api/',
  '/api/products/1/',
  '/',
];
const UNDOCUMENTED_SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '9'.repeat(40),
];

// The caches production runs with (tests default them off to read their own writes at once):
// they are part of what answers a request, and they keep the run short.
// Random requests succeed by chance: they do not count as a write's test (write-coverage.ts).
const ctx = useTestApp(
  {
    ACTOR_CACHE_TTL_MS: '5000',
    CATALOGUE_COUNT_TTL_MS: '15000',
    CATALOGUE_ANSWER_TTL_MS: '2000',
    SEARCH_WORDS_TTL_MS: '30000',
  },
  { recordWrites: false },
);

/** Every request from its own address, so per-IP limits (which are not under test) stay quiet. */
function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

async function signIn(app: FastifyInstance, identity: Identity, index: number): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === identity.username)!;
  identity.signIns = (identity.signIns ?? 0) + 1;
  // A valid profile edit may have renamed the account: give it its demo identifiers back.
  if (identity.userId !== undefined) {
    await ctx.database.db.execute(
      sql`update users set username = ${account.username}, email = ${account.email},
        phone = ${account.phone} where id = ${identity.userId}`,
    );
  }
  const response = await app.inject({
    method: 'POST',
    url: identity.door,
    remoteAddress: addressOf(index),
    payload: { identifier: account.username, password: DEMO_PASSWORD },
  });
  const session = response.json<{ data?: { session?: { token: string; id: number } } }>().data
    ?.session;
  identity.token = session?.token;
  identity.userId = session?.id ?? identity.userId;
}

function undocumentedRequest(rng: ReturnType<typeof createRng>): FuzzRequest {
  const segment = rng.chance(0.5) ? rng.pick(UNDOCUMENTED_SEGMENTS) : encode(hostileText(rng));
  return {
    shape: 'undocumented route',
    method: rng.pick(['GET', 'HEAD', 'POST', 'DELETE']),
    url: `${rng.pick(UNDOCUMENTED)}${segment.slice(0, 20_000)}`,
    headers: { 'accept-language': 'ar' },
  };
}

/** Whether the identity's token still opens its own profile (a 401 may be the route's answer). */
async function alive(app: FastifyInstance, identity: Identity): Promise<boolean> {
  const response = await app.inject({
    method: 'GET',
    url: identity.door === '/api/login' ? '/api/profile' : '/api/panel/profile',
    headers: { authorization: `Bearer ${identity.token}` },
  });
  return response.statusCode !== 401;
}

async function send(
  app: FastifyInstance,
  request: FuzzRequest,
  index: number,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: addressOf(index),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

interface Failure {
  index: number;
  shape: string;
  route: string;
  status: number;
  as: string;
  detail: string;
}

describe('[API] fuzz over the OpenAPI document', () => {
  let operations: Operation[] = [];
  /** Operations that take input get four turns for each turn of one that takes none (home pages). */
  let schedule: Operation[] = [];

  beforeAll(async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(docs.json());
    schedule = operations.flatMap((operation) => {
      const takesInput = operation.body || operation.query || operation.pathParams.length > 0;
      return Array<Operation>(takesInput ? 4 : 1).fill(operation);
    });
    await Promise.all(IDENTITIES.map((identity, i) => signIn(ctx.app, identity, 1_000_000 + i)));
  });

  it('answers every request with less than 500', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(IDENTITIES.every((identity) => identity.token)).toBe(true);

    const started = performance.now();
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let signedIn = 0;
    for (let index = 0; index < REQUESTS; index += 1) {
      if (ONLY !== undefined && index !== ONLY) continue;
      const rng = createRng(seedFor(SEED, index));
      const operation = schedule[index % schedule.length]!;
      const identity = rng.chance(0.3) ? undefined : rng.pick(IDENTITIES);
      const request = rng.chance(0.03)
        ? undocumentedRequest(rng)
        : buildRequest(operation, rng, rng.pick(WEIGHTED_SHAPES));
      if (identity?.token && !request.headers.authorization) {
        request.headers.authorization = `Bearer ${identity.token}`;
        signedIn += 1;
      }
      const response = await send(ctx.app, request, index);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        failures.push({
          index,
          shape: request.shape,
          route:
            request.shape === 'undocumented route'
              ? `${request.method} ${request.url.slice(0, 40)}`
              : `${operation.method} ${operation.path}`,
          status: response.statusCode,
          as: identity?.name ?? 'visitor',
          detail: `${request.url.slice(0, 120)} ${request.payload?.slice(0, 120) ?? ''}`,
        });
      }
      // Sign-outs, password changes and profile edits end or rename sessions: sign in again.
      if (identity?.token && response.statusCode === 401 && !(await alive(ctx.app, identity))) {
        await signIn(ctx.app, identity, index);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const byRoute = new Map<string, number>();
    for (const failure of failures) {
      const key = `${failure.route} [${failure.shape}]`;
      byRoute.set(key, (byRoute.get(key) ?? 0) + 1);
    }
    console.log(
      `fuzz: ${REQUESTS} requests over ${operations.length} operations (${signedIn} signed in) ` +
        `in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `${failures.length} × 5xx`,
    );
    for (const [key, count] of byRoute) console.log(`  ${count} × ${key}`);
    console.log(`  sign-ins: ${IDENTITIES.map((i) => `${i.name} ${i.signIns}`).join(', ')}`);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
