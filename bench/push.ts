// Push fan-out: 10,000 Web Push deliveries (2,000 accounts × 5 devices, one
// notification each, committed in one transaction) to a local push service in another process,
// through the real app's delivery (the jobs table: one sweep transaction queues push.deliver jobs,
// then RFC 8291 encryption + VAPID per message). The database has the demo catalogue. Prints
// deliveries per second, commit → first push latency, and the API's p99 (autocannon, its own
// process, GET /api/products?page=N as a visitor) with and without the fan-out running.
// On PostgreSQL delivery runs in the push process (the server's default there); PUSH_DELIVERY=inline
// puts it back in the server process to compare.
// Usage: [DATABASE_URL=postgres://…] [PUSH_DELIVERY=process|inline] [PUSH_IDLE_CLASS=true] [PUSH_RATE_PER_SECOND=800]
//   [PUSH_WORKER_NICE=10]
//   [BENCH_API_RATE=0] [BENCH_ROUNDS=1]
//   npx tsx bench/push.ts [accounts=2000] [devicesEach=5]
import { spawn } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDb, queryRows } from '../server/db/client';
import { migrateDb } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { readEnv } from '../server/env';
import { idleSchedulingClass } from '../server/lib/thread-priority.mjs';
import { notify } from '../server/modules/notifications/notifications.service';
import { childrenOf, cpuMeter } from './lib/cpu-per-request.mjs';

const ACCOUNTS = Number(process.argv[2] ?? 2000);
const DEVICES_EACH = Number(process.argv[3] ?? 5);
const PORT = 3926;
const LOAD_SECONDS = 6;
/** The API call measured: the catalogue's product list, as a visitor sees it. */
const TARGET = '/api/products';

async function startFakePushService() {
  const child = spawn(process.execPath, ['bench/lib/fake-push-service.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  // It stands for a push service on the internet: on this machine it takes the CPU only when the
  // server, the database and the load generator leave it (SCHED_IDLE, as the push process).
  if (child.pid) {
    os.setPriority(child.pid, 19);
    idleSchedulingClass(child.pid);
  }
  return {
    url,
    stats: async () =>
      (await (await fetch(`${url}/stats`)).json()) as {
        received: number;
        first: number;
        last: number;
      },
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * BENCH_API_RATE: the API's load at a fixed rate (requests per second, bench/lib/fixed-rate-load.mjs,
 * latencies in microseconds from each request's scheduled time) instead of autocannon as fast as 20
 * connections go; saturated, any background work on a 2-core box takes its share of throughput.
 */
const API_RATE = Number(process.env.BENCH_API_RATE ?? 0);
/** Baseline and fan-out windows taken in turn, so the box's own swings fall on both sides. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

function childJson(args: string[]) {
  return new Promise<string>((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => resolve(out));
  });
}

/** The API's load in its own process; answers p50/p99 (ms) and requests per second. */
async function load(url: string, seconds: number): Promise<LoadResult> {
  if (API_RATE) {
    const result = JSON.parse(
      await childJson([
        'bench/lib/fixed-rate-load.mjs',
        `${url}${TARGET}`,
        String(API_RATE),
        String(seconds),
      ]),
    ) as { sent: number; errors: number; p50: number; p99: number };
    return { ...result, rps: Math.round(result.sent / seconds) };
  }
  const result = JSON.parse(
    await childJson([
      'node_modules/autocannon/autocannon.js',
      '-c',
      '20',
      '-d',
      String(seconds),
      '-j',
      `${url}${TARGET}`,
    ]),
  ) as {
    latency: { p50: number; p99: number };
    requests: { average: number };
    errors: number;
    non2xx: number;
  };
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** The server's garbage collection pauses: the longest and the total since the last `lag`. */
const gc = { longest: 0, total: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.longest = Math.max(gc.longest, entry.duration);
    gc.total += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

/** The event loop's delay p99 / max (ms) and the GC pauses since the last call, then starts afresh. */
function lag(histogram: ReturnType<typeof monitorEventLoopDelay>) {
  const text = `${(histogram.percentile(99) / 1e6).toFixed(1)} / ${(histogram.max / 1e6).toFixed(1)} (GC: longest ${gc.longest.toFixed(1)}, total ${gc.total.toFixed(0)})`;
  histogram.reset();
  gc.longest = 0;
  gc.total = 0;
  return text;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-push-'));
const service = await startFakePushService();
// PostgreSQL through DATABASE_URL (an empty database; production's case: the database's work is off
// the API's thread), else PGlite in memory (its queries run on the API's own thread).
const database = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
try {
  await migrateDb(database);
  const { db } = database;
  // The demo catalogue (320 products), so the measured list is a real one.
  await seedIfEmpty(database, { uploadsDir: path.join(dataDir, 'uploads') });
  await queryRows(
    db,
    sql`INSERT INTO users (first_name, username, language, role, status)
        SELECT 'Bench', 'bench' || g, CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END::language, 'user', 'active'
        FROM generate_series(1, ${ACCOUNTS}) g`,
  );
  const users = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE username LIKE 'bench%' ORDER BY id`,
  );
  const rows: string[] = [];
  for (const user of users) {
    for (let d = 0; d < DEVICES_EACH; d += 1) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const endpoint = `${service.url}/push/${user.id}-${d}`;
      rows.push(
        `(${user.id}, 'webpush', '${endpoint}', '${endpoint}', '${ecdh.getPublicKey().toString('base64url')}', '${Buffer.from(ecdh.getPrivateKey()).subarray(0, 16).toString('base64url')}')`,
      );
    }
  }
  for (let i = 0; i < rows.length; i += 2000) {
    await db.execute(
      sql.raw(
        `INSERT INTO push_devices (user_id, provider, device_key, endpoint, p256dh, auth) VALUES ${rows.slice(i, i + 2000).join(',')}`,
      ),
    );
  }
  const env = readEnv({
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    SSR_DIR: path.join(dataDir, 'dist-ssr'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    // What the caller set of these reaches the server as given.
    ...Object.fromEntries(
      [
        'DATABASE_URL',
        'PUSH_DELIVERY',
        'PUSH_IDLE_CLASS',
        'PUSH_RATE_PER_SECOND',
        'PUSH_WORKER_NICE',
      ].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    ),
  });
  const app = await buildApp({ database, env });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  await app.push.stats(); // the push process (PUSH_DELIVERY=process) is up
  const url = `http://127.0.0.1:${PORT}`;
  await load(url, 2); // warm-up

  const total = users.length * DEVICES_EACH;
  // Where delivery's CPU is spent: the push process, or this (the server's) process when inline.
  const pushPid =
    childrenOf(process.pid).find((pid: number) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('push-process.child'),
    ) ?? process.pid;
  const pushCpu = cpuMeter({ serverPid: pushPid });
  const describe = (label: string, result: LoadResult) =>
    `  ${label}: ${result.rps} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`;
  console.log(
    `API GET ${TARGET}, ${API_RATE ? `${API_RATE} req/s fixed rate` : '20 connections, as fast as they go'}, ${LOAD_SECONDS} s windows; push delivery ${env.push.delivery === 'process' ? `in its own process${env.push.idleClass ? ' (SCHED_IDLE)' : ''}` : 'in the server process'} at nice ${env.push.workerNice}, ${env.push.ratePerSecond || 'unpaced'} pushes/s at most`,
  );
  const changes: number[] = [];
  const rates: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = await service.stats();
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const baseline = await load(url, LOAD_SECONDS);
    const baselineDelay = lag(loopDelay);
    const startedAt = Date.now();
    const elu = performance.eventLoopUtilization();
    const pushCpuSample = pushCpu.start();
    await db.transaction((tx) =>
      notify(
        tx,
        users.map((user) => user.id),
        {
          type: 'products_following',
          storeId: 1,
          targetId: round,
          title: { ar: 'جديد من متجر', en: 'New from a store' },
          body: { ar: 'منتج جديد', en: 'A new product' },
        },
      ),
    );
    const committedAt = Date.now();
    // Measured from the commit: the fan-out, not the transaction that wrote 2,000 notifications.
    const during = load(url, LOAD_SECONDS);
    let stats = await service.stats();
    while (stats.received - before.received < total && Date.now() - committedAt < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stats = await service.stats();
    }
    const fanOutElu = performance.eventLoopUtilization(elu);
    const cpuPerPush = pushCpuSample.stop(stats.received - before.received).node;
    const withFanOut = await during;
    const fanOutDelay = lag(loopDelay);
    loopDelay.disable();
    const received = stats.received - before.received;
    const seconds = (stats.last - committedAt) / 1000;
    const firstAt = round === 1 ? stats.first : null;
    rates.push(received / seconds);
    const change = ((withFanOut.p99 - baseline.p99) / baseline.p99) * 100;
    changes.push(change);
    console.log(
      `round ${round}: ${received}/${total} Web Push deliveries in ${seconds.toFixed(2)} s → ${Math.round(received / seconds)} per second; notify transaction ${committedAt - startedAt} ms${firstAt ? `; commit → first push ${firstAt - committedAt} ms` : ''}; main thread busy ${(fanOutElu.utilization * 100).toFixed(0)} %; ${pushPid === process.pid ? 'server process (API load included)' : 'push process'} CPU ${cpuPerPush.toFixed(3)} ms per delivery; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(describe('before fan-out', baseline));
    console.log(
      `${describe('during fan-out', withFanOut)}  (from the commit; the fan-out ran ${Math.min(seconds, LOAD_SECONDS).toFixed(1)} s of the ${LOAD_SECONDS} s)`,
    );
    console.log(
      `  the server's event-loop delay p99 / max: before ${baselineDelay}, during ${fanOutDelay} (ms)`,
    );
    console.log(`  p99 change during fan-out: ${change.toFixed(1)} %`);
  }
  const after = await load(url, LOAD_SECONDS);
  console.log(describe('after the last fan-out', after));
  console.log(`delivery stats: ${JSON.stringify(await app.push.stats())}`);
  console.log(
    `median of ${ROUNDS} round(s): ${Math.round(median(rates))} deliveries per second; API p99 change during fan-out ${median(changes).toFixed(1)} %`,
  );
  await app.close();
} finally {
  await database.close();
  service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
