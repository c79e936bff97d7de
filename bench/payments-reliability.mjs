// Payment layer reliability (DESIGN §8): the real app in
// process, on the test snapshot (PGlite) or a throw-away PostgreSQL database (TEST_DATABASE_URL,
// as the tests use it). Prints, for each check, what must hold and what happened:
//  1. one sandbox callback replayed N times at once (over the app's HTTP stack) → 1 state change,
//     1 ledger line, the wallet credited once; with the callback's latency.
//  2. M concurrent wallet debits of 1 EGP against a 50 EGP balance → exactly 50 succeed, balance 0.
//  3. J jobs claimed by two runners at once (on PostgreSQL: two connection pools, as two server
//     processes would have) → every job runs exactly once.
// Usage: node bench/payments-reliability.mjs [replays=100] [debits=200] [jobs=1000]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const replays = Number(process.argv[2] ?? 100);
const debits = Number(process.argv[3] ?? 200);
const jobCount = Number(process.argv[4] ?? 1000);

const { ensureSnapshot, openTestDb } = await import('../server/db/testing.ts');
const { openDb, queryRows } = await import('../server/db/client.ts');
const { buildApp } = await import('../server/app.ts');
const { readEnv } = await import('../server/env.ts');
const { sql } = await import('drizzle-orm');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { debitWallet } = await import('../server/modules/payments/wallet.service.ts');
const { enqueue, registerJobHandler, runDueJobs } =
  await import('../server/modules/jobs/jobs.service.ts');
const { sandboxNotification, sandboxSecureKey } =
  await import('../server/providers/payments/sandbox-provider.ts');
const { findSandboxCharge, setSandboxChargeStatus } =
  await import('../server/providers/payments/sandbox.repository.ts');
const { seedUser } = await import('../tests/factories/index.ts');

await ensureSnapshot();
const database = await openTestDb();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-payments-'));
const secret = 'bench-secret-that-is-long-enough-for-hs256';
const env = {
  ...readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    RATE_LIMIT_MAX: '100000000',
  }),
  jwtSecret: secret,
};
const app = await buildApp({ database, env });
await app.ready();
const { db } = database;
const engine = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const failures = [];
const check = (label, ok, detail) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) failures.push(label);
};

try {
  // 1. Replayed callback.
  const user = await seedUser(db, { role: 'user' });
  const session = await issueSession(db, env, { userId: user.id, kind: 'user', role: 'user' });
  const charge = await app.inject({
    method: 'POST',
    url: '/api/charge',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { amount: 123.45 },
  });
  const { payment_id: paymentId, checkout_url: checkoutUrl } = charge.json().data;
  const ref = checkoutUrl.split('/').pop();
  await setSandboxChargeStatus(db, ref, 'PAID');
  const notification = sandboxNotification(
    await findSandboxCharge(db, ref),
    sandboxSecureKey(secret),
  );
  const times = [];
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: replays }, async () => {
      const t0 = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/callback',
        payload: notification,
      });
      times.push(performance.now() - t0);
      return answer;
    }),
  );
  const wall = performance.now() - started;
  const changed = answers.filter((a) => a.statusCode === 200 && a.json().data.changed).length;
  const ok200 = answers.filter((a) => a.statusCode === 200).length;
  const [ledger] = await queryRows(
    db,
    sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE payment_id = ${paymentId}`,
  );
  const [credit] = await queryRows(
    db,
    sql`SELECT credit::text AS credit FROM users WHERE id = ${user.id}`,
  );
  times.sort((a, b) => a - b);
  check(
    `[${engine}] callback replayed ${replays}× at once`,
    changed === 1 && ok200 === replays && ledger.n === 1 && credit.credit === '123.45',
    `${changed} state change, ${ok200}/${replays} answered 200, ${ledger.n} ledger line, credit ${credit.credit}; ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, all in ${wall.toFixed(0)} ms`,
  );

  // 2. Concurrent debits.
  const spender = await seedUser(db, { role: 'user', credit: 50 });
  const debitStarted = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: debits }, (_, i) =>
      db.transaction((tx) => debitWallet(tx, spender.id, 100, `bench ${i}`)),
    ),
  );
  const succeeded = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter(
    (r) => r.status === 'rejected' && r.reason?.code === 'insufficient_credit',
  ).length;
  const [left] = await queryRows(
    db,
    sql`SELECT credit::text AS credit FROM users WHERE id = ${spender.id}`,
  );
  const [lowest] = await queryRows(
    db,
    sql`SELECT min(balance_after)::text AS low FROM wallet_ledger WHERE user_id = ${spender.id}`,
  );
  check(
    `[${engine}] ${debits} concurrent 1 EGP debits of a 50 EGP wallet`,
    succeeded === 50 &&
      refused === debits - 50 &&
      Number(left.credit) === 0 &&
      Number(lowest.low) === 0,
    `${succeeded} succeeded, ${refused} refused (insufficient_credit), balance ${left.credit}, lowest balance ${lowest.low}, in ${(performance.now() - debitStarted).toFixed(0)} ms`,
  );

  // 3. Two runners.
  const second =
    database.kind === 'postgres'
      ? await (async () => {
          const [{ name }] = await queryRows(db, sql`SELECT current_database() AS name`);
          const url = new URL(process.env.TEST_DATABASE_URL);
          url.pathname = `/${name}`;
          return openDb({ dataDir: '', databaseUrl: url.toString(), poolSize: 4 });
        })()
      : database;
  const runs = new Map();
  registerJobHandler('bench.once', async (_db, payload) => {
    runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
  });
  for (let i = 0; i < jobCount; i += 500) {
    await db.transaction(async (tx) => {
      for (let n = i; n < Math.min(jobCount, i + 500); n += 1) {
        await enqueue(tx, { type: 'bench.once', payload: { n } });
      }
    });
  }
  const jobsStarted = performance.now();
  const drain = async (handle, worker) => {
    let total = 0;
    for (;;) {
      const ran = await runDueJobs(handle, { worker, limit: 50 });
      if (ran === 0) return total;
      total += ran;
    }
  };
  const [byA, byB] = await Promise.all([drain(db, 'runner-a'), drain(second.db, 'runner-b')]);
  const jobsMs = performance.now() - jobsStarted;
  const twice = [...runs.values()].filter((count) => count > 1).length;
  check(
    `[${engine}] ${jobCount} jobs, two runners at once`,
    runs.size === jobCount && twice === 0,
    `${runs.size} ran, ${twice} ran twice (runner a ${byA}, runner b ${byB}), ${(jobCount / (jobsMs / 1000)).toFixed(0)} jobs/s`,
  );
  if (second !== database) await second.close();
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) process.exit(1);
