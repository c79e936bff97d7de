// Grows a seeded database to benchmark size (the panel targets: "100,000 products, 20,000 users and 2,000
// stores"): shopper accounts and stores (owned by new resellers, four stores each), created over
// the last 60 days so the dashboards' per-day series have data. Deterministic, batched, idempotent
// (tops up to the target). Accounts get no password: nobody signs in as them.
import { count, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { categories, governorates, stores, users } from '../schema/index';
import { createRng } from './prng';

const DAY = 86_400_000;
const BATCH = 1_000;
/** Stores per bench reseller. */
const STORES_PER_OWNER = 4;

async function total(db: Db, table: typeof users | typeof stores): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table as typeof users);
  return row?.n ?? 0;
}

export interface GrowOptions {
  users?: number;
  stores?: number;
  now?: Date;
  onProgress?: (what: 'users' | 'stores', done: number, of: number) => void;
}

/** Tops accounts up to `users` and stores up to `stores`; answers how many of each it added. */
export async function growPeopleAndStores(database: Database, options: GrowOptions) {
  const { db } = database;
  const now = options.now ?? new Date();
  const rng = createRng(4_242);
  const created = () => new Date(now.getTime() - rng.int(0, 60 * DAY));
  const added = { users: 0, stores: 0 };

  if (options.stores !== undefined) {
    const mainCategories = (
      await db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId))
    ).map((row) => row.id);
    const governorateIds = (await db.select({ id: governorates.id }).from(governorates)).map(
      (row) => row.id,
    );
    let have = await total(db, stores);
    while (have < options.stores) {
      const size = Math.min(BATCH, options.stores - have);
      const first = have;
      const ownerCount = Math.ceil(size / STORES_PER_OWNER);
      await db.transaction(async (tx) => {
        const owners = await tx
          .insert(users)
          .values(
            Array.from({ length: ownerCount }, (_, i) => ({
              firstName: 'بائع',
              lastName: `تجريبي ${first + i}`,
              username: `bench_r${first}_${i}`,
              role: 'reseller' as const,
              createdAt: created(),
            })),
          )
          .returning({ id: users.id });
        await tx.insert(stores).values(
          Array.from({ length: size }, (_, i) => {
            const n = first + i;
            const roll = rng.int(0, 99);
            return {
              ownerId: owners[Math.floor(i / STORES_PER_OWNER)]!.id,
              name: `متجر تجريبي ${n}`,
              username: `bench_s${n}`,
              phoneNumber: `010${String(10_000_000 + n)}`,
              address: `شارع ${n}`,
              mainColor: '#0f766e',
              categoryId: mainCategories[n % Math.max(1, mainCategories.length)] ?? null,
              governorateId: governorateIds[n % Math.max(1, governorateIds.length)] ?? null,
              status: roll < 10 ? ('suspended' as const) : ('active' as const),
              archivedAt: roll >= 95 ? now : null,
              expiresAt: roll % 3 === 0 ? null : new Date(now.getTime() + rng.int(-30, 365) * DAY),
              verifiedAt: roll % 4 === 0 ? now : null,
              createdAt: created(),
            };
          }),
        );
      });
      have += size;
      added.stores += size;
      options.onProgress?.('stores', have, options.stores);
    }
  }

  if (options.users !== undefined) {
    let have = await total(db, users);
    while (have < options.users) {
      const size = Math.min(BATCH, options.users - have);
      const first = have;
      await db.insert(users).values(
        Array.from({ length: size }, (_, i) => ({
          firstName: 'مستخدم',
          lastName: `تجريبي ${first + i}`,
          username: `bench_u${first + i}`,
          createdAt: created(),
        })),
      );
      have += size;
      added.users += size;
      options.onProgress?.('users', have, options.users);
    }
  }

  if (added.users + added.stores > 0) await db.execute(sql`ANALYZE`);
  return added;
}
