import path from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/client';
import { migrateDb } from './db/migrate';
import { DEMO_ACCOUNTS } from './db/seed';
import { type FirstAdmin, type FirstStartResult, prepareDatabase } from './db/seed/first-start';
import { EnvError, readEnv } from './env';
import { startJobRunner } from './modules/jobs/jobs.service';
import { scheduleSweep } from './modules/subscriptions/subscriptions.jobs';
import { scheduleProductLifecycle } from './modules/seller-products/product-lifecycle';

/**
 * `npm start`: open (or create) the database, migrate, fill it on first start only (demo data,
 * or in production the first admin), serve the app and the API on one port, and close the
 * database cleanly on Ctrl-C so the next start is sound.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = readEnv();
  const database = await openDb({
    databaseUrl: env.databaseUrl,
    dataDir: path.join(env.dataDir, 'pglite'),
    poolSize: env.databasePoolSize,
  });
  await migrateDb(database);
  const prepared = await prepareDatabase(database, env);
  const app = await buildApp({ database, env });
  // The background job runner (DESIGN §8): payment expiry now, reminders and archiving later.
  const stopJobs =
    env.jobsPollMs > 0 ? startJobRunner(database.db, env.jobsPollMs, app.log) : async () => {};
  // The hourly subscription sweep chains itself; queuing this hour's at every start (once per
  // hour whatever the number of processes) restarts the chain and catches up after downtime.
  if (env.jobsPollMs > 0) await scheduleSweep(database.db);
  // Daily work: today's run is queued once per date across processes; each run queues the next.
  if (env.jobsPollMs > 0) await scheduleProductLifecycle(database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  printBanner(
    `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${env.port}`,
    database.kind,
    prepared,
    performance.now() - startedAt,
    env.apiDocs,
  );
}

function printBanner(
  url: string,
  kind: string,
  prepared: FirstStartResult,
  ms: number,
  docs: boolean,
): void {
  const lines = [
    '',
    `  دكّان Dukkan is running on ${url}  (${kind}, ready in ${Math.round(ms)} ms)`,
    ...(prepared.kind === 'demo' ? demoLines(prepared.seeded) : productionLines(prepared.admin)),
    ...(docs ? [`  API docs: ${url}/api/docs`] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function demoLines(seeded: boolean): string[] {
  return [
    seeded ? '  Demo data was seeded on this first start.' : '  Existing data kept.',
    '  Demo accounts (user login: /login, panel login: /panel/login):',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `    ${account.role.padEnd(20)} ${account.username.padEnd(14)} ${account.password}`,
    ),
  ];
}

function productionLines(admin: FirstAdmin | null): string[] {
  if (!admin) return ['  Production mode; existing data kept.'];
  return [
    '  Production mode: first start, no demo data. First admin (panel login: /panel/login):',
    `    username ${admin.username}`,
    admin.password
      ? `    one-time password ${admin.password}   (shown once; a new one is asked at first sign-in)`
      : '    password: ADMIN_PASSWORD (one-time; a new one is asked at first sign-in)',
  ];
}

main().catch((error: unknown) => {
  // A wrong variable is the operator's to fix: its message, not a stack trace.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
