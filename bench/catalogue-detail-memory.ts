// What answering product pages from the catalogue read model would cost (issue 14, session 10,
// item 4): the memory of every public product's page row held in this process — naively as read,
// and with equal strings kept once — and the CPU of one answer made from a held row.
// Usage: DATABASE_URL=postgres://… node --expose-gc --import tsx bench/catalogue-detail-memory.ts [shared]
//   PGlite: BENCH_DATA_DIR (default /tmp/bench-100k). Run on a database seeded by
//   bench/catalogue-scale.mjs.
import { openDb } from '../server/db/client';
import {
  listPublicProductPages,
  type PublicProductPage,
} from '../server/modules/catalogue/products.repository';
import { productDetailOf } from '../server/modules/catalogue/products.service';

const database = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/bench-100k',
  poolSize: 4,
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run node with --expose-gc');
function memory() {
  gc!();
  gc!();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 2 ** 20, heap: heapUsed / 2 ** 20 };
}

async function readAll(keep: (row: PublicProductPage) => PublicProductPage) {
  const rows: PublicProductPage[] = [];
  for (let after = 0; ;) {
    const chunk = await listPublicProductPages(database.db, after, 1_000);
    for (const row of chunk) rows.push(keep(row));
    if (chunk.length < 1_000) break;
    after = chunk[chunk.length - 1]!.id;
  }
  return rows;
}

/** Equal strings (and equal JSON parts) kept once: what a model would hold per product. */
function interner() {
  const strings = new Map<string, string>();
  const parts = new Map<string, unknown>();
  const str = <T>(value: T): T =>
    typeof value === 'string'
      ? ((strings.get(value) ?? (strings.set(value, value), value)) as T)
      : value;
  const part = <T>(value: T): T => {
    const key = JSON.stringify(value);
    const hit = parts.get(key);
    if (hit) return hit as T;
    parts.set(key, value);
    return value;
  };
  return (row: PublicProductPage): PublicProductPage => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) out[key] = str(value);
    out.images = part(row.images);
    out.attributeRows = part(row.attributeRows);
    out.categoryRows = part(row.categoryRows);
    return out as PublicProductPage;
  };
}

// One way of holding per process (a collection between two ways in one process was not exact).
const mode = process.argv[2] === 'shared' ? 'shared' : 'as read';
const base = memory();
let started = performance.now();
const rows = await readAll(mode === 'shared' ? interner() : (row) => row);
const readMs = performance.now() - started;
const held = memory();
console.log(
  `${rows.length} product pages read in ${readMs.toFixed(0)} ms; held ${mode === 'shared' ? 'with equal strings and JSON parts once' : 'as read'}: heap +${(held.heap - base.heap).toFixed(0)} MB, RSS +${(held.rss - base.rss).toFixed(0)} MB`,
);
// One answer from a held row: the mapping and the JSON text, as a request would make them.
for (const language of ['ar', 'en'] as const) {
  const cpu = process.cpuUsage();
  started = performance.now();
  let bytes = 0;
  const n = 20_000;
  for (let i = 0; i < n; i += 1) {
    bytes += JSON.stringify(productDetailOf(rows[(i * 7919) % rows.length]!, language, 0)).length;
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `${language}: ${(((used.user + used.system) / 1000 / n) * 1000).toFixed(1)} µs CPU per answer from memory (mapping + JSON text, ${Math.round(bytes / n)} chars)`,
  );
}
await database.close();
