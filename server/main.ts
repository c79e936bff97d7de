import type { AddressInfo } from 'node:net';
import { DataDirError, lockDataDir } from './db/data-lock';
import type { FirstAdmin, FirstStartResult } from './db/seed/first-start';
import { EnvError, readEnv } from './env';

/**
 * `npm start`: open (or create) the database, migrate, fill it on first start only (demo data,
 * or in production the first admin), serve the app and the API on one port, and close the
 * database cleanly on Ctrl-C so the next start is sound.
 *
 * On PGlite, DATA_DIR's lock is taken before the rest of the server's code is loaded, so a second
 * process on the same folder stops at once (server/db/data-lock.ts).
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = readEnv();
  const lock = env.databaseUrl ? null : lockDataDir(env.dataDir, 'server');
  const [
    { buildApp },
    { openDataDir },
    { startBackupControl },
    { prepareDatabase },
    { DEMO_ACCOUNTS },
    { startJobRunner },
    { scheduleSweep },
    { scheduleProductLifecycle },
    { sweepPendingPayments },
    { paymentBannerLines },
    { createObjectStore },
  ] = await Promise.all([
    import('./app'),
    import('./db/data-folder'),
    import('./db/backup-control'),
    import('./db/seed/first-start'),
    import('./db/seed'),
    import('./modules/jobs/jobs.service'),
    import('./modules/subscriptions/subscriptions.jobs'),
    import('./modules/seller-products/product-lifecycle'),
    import('./modules/payments/payments.service'),
    import('./providers/payments'),
    import('./providers/object-store'),
  ]);
  const { database } = await openDataDir({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    poolSize: env.databasePoolSize,
    purpose: 'server',
    ...(lock ? { lock } : {}),
  });
  // Chosen once: the first start's images and every upload after it go to the same store.
  const objectStore = await createObjectStore(env);
  const prepared = await prepareDatabase(database, env, undefined, objectStore);
  const app = await buildApp({ database, env, objectStore });
  // The background job runner (DESIGN §8): payment expiry now, reminders and archiving later.
  const stopJobs =
    env.jobsPollMs > 0 ? startJobRunner(database.db, env.jobsPollMs, app.log) : async () => {};
  // The hourly subscription sweep chains itself; queuing this hour's at every start (once per
  // hour whatever the number of processes) restarts the chain and catches up after downtime.
  if (env.jobsPollMs > 0) await scheduleSweep(database.db);
  // Daily work: today's run is queued once per date across processes; each run queues the next.
  if (env.jobsPollMs > 0) await scheduleProductLifecycle(database.db);
  // `npm run backup` asks this process for the dump while it holds the folder.
  const stopControl =
    lock && database.pglite
      ? await startBackupControl(database.pglite, lock, (message) => app.log.info(message))
      : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopControl();
    await stopJobs();
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  // PORT=0 lets the system pick a free port: the banner shows the one it picked.
  const { port } = app.server.address() as AddressInfo;
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  printBanner(
    `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    database.kind,
    prepared,
    performance.now() - startedAt,
    DEMO_ACCOUNTS,
    paymentBannerLines(env),
    env.apiDocs,
  );
  // A notification lost while the server was down: the provider is asked about pending payments
  // once, in the background, after the port is open (bounded: a batch and a deadline).
  void sweepPendingPayments(database.db).catch((error: unknown) => {
    app.log.error({ err: error }, 'start-up sweep of pending payments failed');
  });
}

type DemoAccounts = readonly { role: string; username: string; password: string }[];

function printBanner(
  url: string,
  kind: string,
  prepared: FirstStartResult,
  ms: number,
  accounts: DemoAccounts,
  payments: string[],
  docs: boolean,
): void {
  const lines = [
    '',
    `  دكّان Dukkan is running on ${url}  (${kind}, ready in ${Math.round(ms)} ms)`,
    ...(prepared.kind === 'demo'
      ? demoLines(prepared.seeded, accounts)
      : productionLines(prepared.admin)),
    ...payments,
    ...(docs ? [`  API docs: ${url}/api/docs`] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function demoLines(seeded: boolean, accounts: DemoAccounts): string[] {
  return [
    seeded ? '  Demo data was seeded on this first start.' : '  Existing data kept.',
    '  Demo accounts (user login: /login, panel login: /panel/login):',
    ...accounts.map(
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
  // A wrong variable or a data folder in use or damaged is the operator's to fix: its message,
  // not a stack trace.
  const forOperator = error instanceof EnvError || error instanceof DataDirError;
  console.error(forOperator ? error.message : error);
  process.exit(1);
});
