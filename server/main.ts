import path from 'node:path';
import { buildApp } from './app';
import { openDb } from './db/client';
import { migrateDb } from './db/migrate';
import { DEMO_ACCOUNTS, seedIfEmpty } from './db/seed';
import { readEnv } from './env';

/**
 * `npm start`: open (or create) the database, migrate, seed on first start only, serve the app
 * and the API on one port, and close the database cleanly on Ctrl-C so the next start is sound.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = readEnv();
  const database = await openDb({
    databaseUrl: env.databaseUrl,
    dataDir: path.join(env.dataDir, 'pglite'),
  });
  await migrateDb(database);
  const seeded = await seedIfEmpty(database, { uploadsDir: env.uploadsDir, siteUrl: env.siteUrl });
  const app = await buildApp({ database, env });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  printBanner(env.port, database.kind, seeded, performance.now() - startedAt);
}

function printBanner(port: number, kind: string, seeded: boolean, ms: number): void {
  const lines = [
    '',
    `  دكّان Dukkan is running on http://localhost:${port}  (${kind}, ready in ${Math.round(ms)} ms)`,
    seeded ? '  Demo data was seeded on this first start.' : '  Existing data kept.',
    '  Demo accounts (user login: /login, panel login: /panel/login):',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `    ${account.role.padEnd(20)} ${account.username.padEnd(14)} ${account.password}`,
    ),
    `  API docs: http://localhost:${port}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
