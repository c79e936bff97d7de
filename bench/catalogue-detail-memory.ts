// What the catalogue read model's product pages cost (issue 14; session 10 measured holding every
// public product's page row as read: heap +202 MB, RSS +229 MB; session 11 holds them as UTF-8
// JSON byte ranges, catalogue-model-detail.ts): one model built in this process, its memory after a
// full collection (heap, RSS, array buffers), the detail part's own bytes (arena chunks, typed
// arrays, shared parts), the build's duration (and a second build's), and the CPU of one answer.
// Run it on main's code too (a `git archive` with this script): the difference is the part's cost.
// Usage: DATABASE_URL=postgres://… node --expose-gc --import tsx bench/catalogue-detail-memory.ts
//   PGlite: BENCH_DATA_DIR (default /tmp/bench-100k). Run on a database seeded by
//   bench/catalogue-scale.mjs.
import { sql } from 'drizzle-orm';
import { openDb } from '../server/db/client';
import * as catalogueModel from '../server/modules/catalogue/catalogue-model';
import { CatalogueModel, type Snapshot } from '../server/modules/catalogue/catalogue-model';

const database = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/bench-100k',
  poolSize: 4,
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run node with --expose-gc');
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
function memory() {
  gc!();
  gc!();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed, arrayBuffers };
}

await database.db.execute(sql`select 1`);
const base = memory();
const model = new CatalogueModel(database.db, 600_000);
let started = performance.now();
let snapshot: Snapshot | null = await model.ready();
const firstMs = performance.now() - started;
if (!snapshot) throw new Error('no snapshot');
const held = memory();
console.log(
  `${snapshot.raw.length} public products; build ${firstMs.toFixed(0)} ms; one model after a full GC: ` +
    `heap +${mb(held.heap - base.heap)} MB, RSS +${mb(held.rss - base.rss)} MB, ` +
    `array buffers +${mb(held.arrayBuffers - base.arrayBuffers)} MB`,
);

// The detail part's own bytes (absent on main's code).
const detail = (snapshot as Partial<Snapshot> & { detail?: Record<string, unknown> }).detail;
if (detail) {
  // Chunks are reserved 64 MB at a time (only written pages are resident): the bytes written
  // are the lengths of the products' ranges.
  let held = 0;
  const lengths = detail.lengths as Int32Array;
  let arena = 0;
  for (const length of lengths) if (length > 0) arena += length;
  let typed = 0;
  let shared = 0;
  for (const value of Object.values(detail)) {
    if (Array.isArray(value)) held += value.reduce((n: number, b: Buffer) => n + b.length, 0);
    else if (ArrayBuffer.isView(value)) typed += value.byteLength;
    else if (value && typeof value === 'object') {
      for (const list of Object.values(value as Record<string, Buffer[]>)) {
        shared += list.reduce((n, b) => n + b.length, 0);
      }
    }
  }
  console.log(
    `product pages: text written ${mb(arena)} MB (chunks and store heads reserved ${mb(held)} MB), typed arrays ${mb(typed)} MB, ` +
      `per-language shared parts ${mb(shared)} MB`,
  );
}

// A second build (a rebuild every TTL), the first snapshot dropped.
snapshot = null;
model.clear();
started = performance.now();
snapshot = await model.ready();
console.log(`rebuild ${(performance.now() - started).toFixed(0)} ms`);
const again = memory();
console.log(
  `after the rebuild (first snapshot dropped): heap +${mb(again.heap - base.heap)} MB, RSS +${mb(again.rss - base.rss)} MB`,
);

if (detail && snapshot) {
  const { pageAnswer } = await import('../server/modules/catalogue/catalogue-model-detail');
  const part = snapshot.detail;
  for (const language of ['ar', 'en'] as const) {
    const n = 100_000;
    const cpu = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < n; i += 1) {
      bytes += pageAnswer(part, (i * 7919) % snapshot.raw.length, language, 12_345, 67).length;
    }
    const used = process.cpuUsage(cpu);
    console.log(
      `${language}: ${((used.user + used.system) / n).toFixed(2)} µs CPU per answer's bytes (${Math.round(bytes / n)} bytes)`,
    );
  }
}
// A grid page of 24 cards (session 11, "grid pages as bytes"): the held cards' bytes against the
// object path (cards from the snapshot's rows, then the route's serializer), the same positions.
if (snapshot) {
  const modelModule = catalogueModel;
  const { compileSerializer } = await import('../server/lib/fast-serializer');
  const { envelope } = await import('../domain/contracts/contract');
  const { productCardSchema } = await import('../domain/contracts/catalogue-schemas');
  const { z } = await import('zod');
  const serialize = compileSerializer(envelope(z.array(productCardSchema), true));
  const order = snapshot.orders.newest;
  const perPage = 24;
  const pagesCount = Math.floor(order.length / perPage);
  const meta = (page: number) => ({
    page: page + 1,
    perPage,
    total: order.length,
    lastPage: Math.ceil(order.length / perPage),
  });
  const bytesOf = (catalogueModel as Record<string, unknown>).gridPageBytes as
    ((...args: unknown[]) => Buffer | null) | undefined;
  for (const language of ['ar', 'en'] as const) {
    const n = 20_000;
    const step = (i: number) => ((i * 7919) % pagesCount) * perPage;
    let cpu = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < n; i += 1) {
      const rows = modelModule.cardsAt(snapshot, order, step(i), perPage);
      const data = rows.map((row) => modelModule.modelCard(row, language));
      bytes += serialize({ data, meta: meta(step(i) / perPage) }).length;
    }
    let used = process.cpuUsage(cpu);
    console.log(
      `grid page, ${language}, objects + serializer: ${((used.user + used.system) / n).toFixed(1)} µs CPU (${Math.round(bytes / n)} characters)`,
    );
    if (bytesOf) {
      cpu = process.cpuUsage();
      bytes = 0;
      for (let i = 0; i < n; i += 1) {
        const page = bytesOf(snapshot, order, step(i), perPage, language, meta(step(i) / perPage));
        bytes += page!.length;
      }
      used = process.cpuUsage(cpu);
      console.log(
        `grid page, ${language}, held bytes: ${((used.user + used.system) / n).toFixed(1)} µs CPU (${Math.round(bytes / n)} bytes)`,
      );
    }
  }
}
await database.close();
