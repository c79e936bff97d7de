// EXPLAIN ANALYZE of the catalogue's hot queries, built by the real repository functions so the
// plans are the plans the API runs. Usage: DATA_DIR=/tmp/bench-100k node bench/explain-catalogue.mjs
// (or DATABASE_URL=postgres://… for PostgreSQL).
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { openDb } = await import('../server/db/client.ts');
const { sql } = await import('drizzle-orm');
const repo = await import('../server/modules/catalogue/products.repository.ts');
const search = await import('../server/modules/catalogue/search.repository.ts');
const vocabulary = await import('../server/modules/catalogue/search-vocabulary.repository.ts');
const { expandWords } = await import('../server/modules/catalogue/search.service.ts');
const { searchWords: searchTerms } = await import('../domain/search-words.ts');

const database = await openDb({
  dataDir: path.join(process.env.DATA_DIR ?? '/tmp/bench-100k', 'pglite'),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
const { db } = database;

const quote = (value) => `'${String(value).replaceAll("'", "''")}'`;
const literal = (value) =>
  typeof value === 'number'
    ? String(value)
    : Array.isArray(value)
      ? `ARRAY[${value.map(quote).join(', ')}]::text[]`
      : quote(value);

async function explain(title, query) {
  const { sql: text, params } = query.toSQL();
  let plan;
  await db.transaction(async (tx) => {
    const inlined = params.reduce(
      (out, value, i) => out.replaceAll(new RegExp(`\\$${i + 1}(?!\\d)`, 'g'), literal(value)),
      text,
    );
    // Once unmeasured first, so the plan's timings are those of a warm cache (PGlite reads its
    // files lazily; a cold first run measures the disk, not the query).
    await tx.execute(sql.raw(inlined));
    const result = await tx.execute(sql.raw(`explain (analyze, buffers) ${inlined}`));
    plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  console.log(`\n== ${title}\n${plan}`);
}

const [category] = (
  await db.execute(sql`select id from categories where parent_id is null order by sort, id limit 1`)
).rows;
const where = [repo.productFilter.mainCategory(category.id)];
await explain(
  `products: category=${category.id} sort=price_asc, page 1`,
  repo.listProductCards(db, { where, orderBy: repo.productOrder.price_asc, limit: 24, offset: 0 }),
);
await explain(
  `products: count for category=${category.id}`,
  repo.countProductsQuery(db, { product: where, store: [] }),
);

const discounted = [repo.productFilter.discounted(true)];
await explain(
  'products: discounted=true sort=newest, page 1',
  repo.listProductCards(db, {
    where: discounted,
    orderBy: repo.productOrder.newest,
    limit: 24,
    offset: 0,
  }),
);
await explain(
  'products: count for discounted=true',
  repo.countProductsQuery(db, { product: discounted, store: [] }),
);

for (const q of (process.env.EXPLAIN_QUERIES ?? 'قميس قطن,تيشرت بولو').split(',')) {
  const { folded, words } = searchTerms(q);
  for (const word of words) {
    await explain(`search: vocabulary words of ${word}`, vocabulary.expandWordQuery(db, word));
  }
  const expansions = await expandWords(db, words);
  const searchWhere = [vocabulary.matchesAll(vocabulary.productSearchColumns, expansions)];
  await explain(
    `search-products: count for q=${q}`,
    repo.countProductsQuery(db, { product: searchWhere, store: [] }),
  );
  await explain(
    `search-products: q=${q}, page 1`,
    search.rankedProductCardsQuery(db, {
      where: searchWhere,
      rank: search.rankValues(folded),
      limit: 24,
      offset: 0,
    }),
  );
}
await database.close();
