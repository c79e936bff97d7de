// The subscription sweep: N stores with expiries spread over the next
// 8 days and the last 2, a fifth of them auto-renewing (half with enough wallet credit). Two
// "processes" — two connection pools on one PostgreSQL — run the sweep at the same moment, then
// again (a re-run after a lost lease), then 3 days later (catch-up after downtime). Prints the
// sweep's wall time, and checks every reminder, expiry notice and renewal happened exactly once.
// Uses DATABASE_URL when set; otherwise starts a private PostgreSQL 15 (initdb as the postgres
// user under /tmp, port 5546) and removes it afterwards.
// Usage: npx tsx bench/subscriptions.ts [stores=5000]
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DAY_MS } from '../domain/subscriptions/subscriptions';
import { openDb, queryRows, type Database } from '../server/db/client';
import { migrateDb } from '../server/db/migrate';
import { packages, stores, users } from '../server/db/schema';
import { runSubscriptionSweep } from '../server/modules/subscriptions/subscriptions.jobs';
import { buildStore, buildUser, insertable } from '../tests/factories';
import { privatePostgres } from './lib/private-postgres.mjs';

const STORES = Number(process.argv[2] ?? 5000);

const postgres = privatePostgres({ port: 5546, maxConnections: 100 });
const databaseUrl = postgres.url;

const ms = (start: number) => Math.round(performance.now() - start);

async function count(database: Database, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(database.db, query);
  return Number(row?.n ?? 0);
}

let a: Database | null = null;
let b: Database | null = null;
try {
  a = await openDb({ databaseUrl, dataDir: '' });
  b = await openDb({ databaseUrl, dataDir: '' });
  await migrateDb(a);
  const db = a.db;
  const [pkg] = await db
    .insert(packages)
    .values({ nameAr: 'أساسية', nameEn: 'Basic', price: 100, productsCount: 100, durationDays: 30 })
    .returning({ id: packages.id });
  const now = new Date();
  const seedStart = performance.now();
  const BATCH = 500;
  for (let start = 0; start < STORES; start += BATCH) {
    const size = Math.min(BATCH, STORES - start);
    const owners = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, n) =>
          buildUser({ role: 'reseller', credit: (start + n) % 10 === 0 ? 500 : 0 }),
        ),
      )
      .returning({ id: users.id });
    await db.insert(stores).values(
      owners.map((owner, n) => {
        const index = start + n;
        // Expiries from 2 days ago to 8 days ahead; every fifth store auto-renews.
        const expiresAt = new Date(now.getTime() + (-2 + (10 * index) / STORES) * DAY_MS);
        return insertable(
          buildStore({
            ownerId: owner.id,
            packageId: pkg!.id,
            expiresAt,
            autoRenew: index % 5 === 0,
          }),
        );
      }),
    );
  }
  console.log(`seeded ${STORES} stores in ${ms(seedStart)} ms`);

  const expected = async (at: Date) => ({
    renewable: await count(
      a!,
      sql`SELECT count(*) AS n FROM stores s JOIN users u ON u.id = s.owner_id
          WHERE s.auto_renew AND s.expires_at > ${new Date(at.getTime() - 7 * DAY_MS).toISOString()}
            AND s.expires_at <= ${new Date(at.getTime() + DAY_MS).toISOString()} AND u.credit >= 100`,
    ),
  });
  const before = await expected(now);

  let start = performance.now();
  const [ra, rb] = await Promise.all([
    runSubscriptionSweep(a.db, now),
    runSubscriptionSweep(b.db, now),
  ]);
  const concurrentMs = ms(start);
  start = performance.now();
  const again = await runSubscriptionSweep(b.db, now);
  const rerunMs = ms(start);
  const later = new Date(now.getTime() + 3 * DAY_MS);
  start = performance.now();
  const [la, lb] = await Promise.all([
    runSubscriptionSweep(a.db, later),
    runSubscriptionSweep(b.db, later),
  ]);
  const catchUpMs = ms(start);

  const duplicates = await count(
    a,
    sql`SELECT count(*) AS n FROM (
          SELECT user_id, store_id, title_en, body_en FROM notifications
          GROUP BY 1, 2, 3, 4 HAVING count(*) > 1) d`,
  );
  const debits = await count(a, sql`SELECT count(*) AS n FROM wallet_ledger WHERE kind = 'debit'`);
  const events = await count(a, sql`SELECT count(*) AS n FROM subscription_events`);
  const notes = await count(a, sql`SELECT count(*) AS n FROM notifications`);
  const negative = await count(a, sql`SELECT count(*) AS n FROM users WHERE credit < 0`);
  const sum = (...results: { renewed: number; reminded: number; expired: number }[]) =>
    results.reduce(
      (total, r) => ({
        renewed: total.renewed + r.renewed,
        reminded: total.reminded + r.reminded,
        expired: total.expired + r.expired,
      }),
      { renewed: 0, reminded: 0, expired: 0 },
    );
  console.log(`engine: PostgreSQL (${databaseUrl.replace(/\/\/.*@/, '//…@')})`);
  console.log(`two sweeps at once over ${STORES} stores: ${concurrentMs} ms`, sum(ra, rb));
  console.log(`the same sweep re-run (nothing left to do): ${rerunMs} ms`, sum(again));
  console.log(`catch-up 3 days later, two at once: ${catchUpMs} ms`, sum(la, lb));
  console.log(
    `auto-renewals expected ${before.renewable} (with credit, due now), wallet debits ${debits}`,
  );
  console.log(
    `notifications ${notes}, once-per-period events ${events}, duplicate notifications ${duplicates}, negative balances ${negative}`,
  );
  if (duplicates > 0 || negative > 0 || debits !== sum(ra, rb, la, lb).renewed) {
    console.error('FAILED: something happened twice');
    process.exitCode = 1;
  }
} finally {
  await a?.close();
  await b?.close();
  postgres.stop();
}
