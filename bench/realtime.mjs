// Live events and notifications on PostgreSQL:
// * 1,000 open event streams held by one server process, and that process's memory;
// * message delivery latency: a customer posts to server B, the store's stream on server A gets it
//   (two processes on one database: LISTEN/NOTIFY fan-out), p50/p95 over 200 messages;
// * `favorites/ids` and `notifications` p99 at 50 connections (autocannon);
// * `products_following` for a store with 10,000 followers: the review request's time, and when
//   the 10,000 notifications are written (in the background).
// Uses DATABASE_URL when set; otherwise starts a private PostgreSQL 15 (initdb as the postgres
// user under /tmp, port 5544) and removes it afterwards.
// Usage: node bench/realtime.mjs [streams=1000] [messages=200] [seconds=10]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { privatePostgres } from './lib/private-postgres.mjs';

register();
const STREAMS = Number(process.argv[2] ?? 1000);
const MESSAGES = Number(process.argv[3] ?? 200);
const SECONDS = Number(process.argv[4] ?? 10);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256';

const postgres = privatePostgres({ port: 5544, maxConnections: 200 });
const databaseUrl = postgres.url;

const children = [];
async function startServer(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-rt-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push({ child, dataDir });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`server ${port} did not start`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Opens one stream; calls onMessage(frame) for each `message` frame. */
function openStream(url, ticket, onFrame) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/api/events/stream?ticket=${encodeURIComponent(ticket)}`,
      { agent },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') resolve(request);
            if (event && data) onFrame(event, JSON.parse(data));
          }
        });
      },
    );
    request.on('error', reject);
  });
}

try {
  const serverA = await startServer(3941);
  const serverB = await startServer(3942);
  const { openDb } = await import('../server/db/client.ts');
  const { issueSession } = await import('../server/modules/auth/auth.service.ts');
  const schema = await import('../server/db/schema/index.ts');
  const { buildUser, seedStore, seedProduct } = await import('../tests/factories/index.ts');
  const { sql, eq, and } = await import('drizzle-orm');
  const database = await openDb({ databaseUrl, dataDir: '' });
  const { db } = database;
  const authEnv = { jwtSecret: SECRET, tokenTtlSeconds: 86_400 };

  async function users(count, role = 'user', offset = 0) {
    const ids = [];
    for (let start = 0; start < count; start += 1000) {
      const rows = await db
        .insert(schema.users)
        .values(
          Array.from({ length: Math.min(1000, count - start) }, (_, i) =>
            buildUser({
              role,
              passwordHash: 'x',
              phone: `019${String(offset + start + i).padStart(8, '0')}`,
            }),
          ),
        )
        .returning({ id: schema.users.id });
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  }
  const bearer = async (userId, role = 'user', kind = 'user') =>
    (await issueSession(db, authEnv, { userId, kind, role })).token;
  const ticket = async (url, token) =>
    (
      await (
        await fetch(`${url}/api/events/ticket`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data.ticket;

  // ── 1. 1,000 streams on server A ─────────────────────────────────────────────
  const streamUsers = await users(STREAMS, 'user', 1_000_000);
  const tokens = [];
  for (const id of streamUsers) tokens.push(await bearer(id));
  const before = rssMb(serverA.pid);
  const deliveries = new Map();
  const requests = [];
  const [ownerId] = await users(1, 'reseller', 2_000_000);
  const ownerToken = await bearer(ownerId, 'reseller');
  // The store owner's stream on A (one of the STREAMS) records when messages arrive.
  requests.push(
    await openStream(serverA.url, await ticket(serverA.url, ownerToken), (event, data) => {
      if (event === 'message') deliveries.get(data.message.body)?.(performance.now());
    }),
  );
  for (let i = 0; i < STREAMS - 1; i += 1) {
    requests.push(await openStream(serverA.url, await ticket(serverA.url, tokens[i]), () => {}));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  global.gc?.();
  const after = rssMb(serverA.pid);
  console.log(
    `streams: ${requests.length} open on server A; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB ` +
      `(+${(((after - before) * 1024) / requests.length).toFixed(1)} KB per stream)`,
  );

  // ── 2. delivery latency, posted on B, received on A ──────────────────────────
  const store = await seedStore(db, { ownerId });
  const customerToken = tokens[STREAMS - 1];
  const opened = await fetch(`${serverB.url}/api/chats`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ store_id: store.id }),
  });
  const chatId = (await opened.json()).data.id;
  const latencies = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    // The per-user rate limit (30 a minute) counts stored messages: clear them between sends.
    await db.execute(sql`DELETE FROM chat_messages WHERE chat_id = ${chatId}`);
    const body = `bench message ${i}`;
    const arrived = new Promise((resolve) => deliveries.set(body, resolve));
    const started = performance.now();
    const answer = await fetch(`${serverB.url}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, kind: 'text', body }),
    });
    if (answer.status !== 201) throw new Error(`send ${answer.status} ${await answer.text()}`);
    latencies.push((await arrived) - started);
  }
  console.log(
    `delivery (POST on B → stream on A, ${MESSAGES} messages, ${requests.length} streams open): ` +
      `p50 ${pct(latencies, 50).toFixed(1)} ms  p95 ${pct(latencies, 95).toFixed(1)} ms  ` +
      `max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  for (const request of requests) request.destroy();

  // ── 3. favorites/ids and notifications at 50 connections ─────────────────────
  const shopperId = streamUsers[0];
  const shopperToken = tokens[0];
  const products = [];
  for (let i = 0; i < 20; i += 1) {
    products.push((await seedProduct(db, { storeId: store.id, status: 'accepted' })).id);
  }
  await db
    .insert(schema.favouriteProducts)
    .values(products.map((productId) => ({ userId: shopperId, productId })));
  await db.execute(sql`INSERT INTO notifications (user_id, type, title_ar, title_en, body_ar, body_en)
    SELECT ${shopperId}, 'announcement', 'ع', 't', 'ب', 'b' FROM generate_series(1, 200)`);
  for (const target of ['/api/favorites/ids', '/api/notifications']) {
    const result = await autocannon({
      url: `${serverA.url}${target}`,
      connections: 50,
      duration: SECONDS,
      headers: { authorization: `Bearer ${shopperToken}` },
    });
    console.log(
      `${target.padEnd(22)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  ` +
        `p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }

  // ── 4. products_following for 10,000 followers ──────────────────────────────
  const followers = await users(10_000, 'user', 3_000_000);
  for (let start = 0; start < followers.length; start += 2000) {
    await db
      .insert(schema.storeFollowers)
      .values(
        followers.slice(start, start + 2000).map((userId) => ({ userId, storeId: store.id })),
      );
  }
  const [adminId] = await users(1, 'admin', 4_000_000);
  const adminToken = await bearer(adminId, 'admin', 'admin');
  const product = await seedProduct(db, {
    storeId: store.id,
    status: 'final_review_by_admin',
    acceptedAt: null,
  });
  const started = performance.now();
  const review = await fetch(`${serverA.url}/api/panel/products/review`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [product.id], status: 'accepted' }),
  });
  const reviewMs = performance.now() - started;
  if (!review.ok) throw new Error(`review ${review.status} ${await review.text()}`);
  let written = 0;
  while (written < followers.length && performance.now() - started < 60_000) {
    const [row] = await db
      .select({ n: sql`count(*)::int` })
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.type, 'products_following'),
          eq(schema.notifications.targetId, String(product.id)),
        ),
      );
    written = row.n;
    if (written < followers.length) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(
    `review with 10,000 followers: request ${reviewMs.toFixed(0)} ms; ` +
      `${written} notifications written after ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  await database.close();
} finally {
  for (const { child, dataDir } of children) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  postgres.stop();
  agent.destroy();
}
