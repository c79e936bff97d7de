// Where a never-repeated search's or suggestion's CPU goes, one request at a time (the
// p99 of bench/catalogue-scale.mjs's never-repeated calls follows the dearest requests, since 50
// connections queue behind any long one). Straight on the database (SQL ranks), the
// bench's never-repeated two-word texts (a search's first word × a word of the newest products'
// names), each asked once as a search page and once as a suggestion, in both languages, timed
// alone (synchronous work and the awaits between it; the word expansions are warmed first, as the
// server's cache holds them). Prints the distribution and the dearest texts.
// Usage: DATABASE_URL=postgres://… node --import tsx bench/catalogue-query-tail.ts [rounds]
//   PGlite: BENCH_DATA_DIR (default /tmp/bench-100k). Run on a database seeded by
//   bench/catalogue-scale.mjs.
import { productFiltersSchema } from '../domain/contracts/catalogue.contract';
import { openDb } from '../server/db/client';
import { TtlCache } from '../server/lib/ttl-cache';
import { listProducts } from '../server/modules/catalogue/products.service';
import { searchProducts, suggest } from '../server/modules/catalogue/search.service';
import type { WordExpansion } from '../server/modules/catalogue/search-vocabulary.repository';

const rounds = Number(process.argv[2] ?? 3);
const { db } = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/bench-100k',
  poolSize: 4,
});
const caches = { words: new TtlCache<WordExpansion>(3_600_000, 50_000) };

// The same texts as bench/catalogue-scale.mjs's FRESH_SEARCHES.
const FIRST_WORDS = [
  'قميص',
  'قميس',
  'بنطلون',
  'تيشرت',
  'جاكيت',
  'فستان',
  'شاحن',
  'شاشة',
  'لابتوب',
  'شقة',
  'فيلا',
  'غسالة',
  'سماعة',
  'شنطة',
  'حذاء',
  'عبايه',
];
const nameWords = new Set<string>();
for (let page = 1; page <= 5; page += 1) {
  const filters = productFiltersSchema.parse({ sort: 'newest', page, per_page: 48 });
  const answer = await listProducts(db, filters, 'ar', caches);
  for (const product of answer.data) {
    for (const word of String(product.name).split(/\s+/)) {
      if (/^[\u0621-\u064A]{3,}$/.test(word)) nameWords.add(word);
    }
  }
}
const texts = [...nameWords].flatMap((word) => FIRST_WORDS.map((first) => `${first} ${word}`));
console.log(`${texts.length} texts × 2 languages, the cheapest of ${rounds} runs each`);

// The expansions warmed: the server's words cache holds them after a word's first request.
for (const text of texts) await suggest(db, text, 'ar', caches).catch(() => undefined);

/**
 * Each text's cost is its cheapest of `rounds` runs (a collection or another process taking the
 * core inflates single runs; the cheapest is what the text itself costs).
 */
async function timed(kind: 'search' | 'suggest', fresh: () => void) {
  const times: { ms: number; text: string }[] = [];
  for (const text of texts) {
    for (const language of ['ar', 'en'] as const) {
      let best = Infinity;
      for (let round = 0; round < rounds; round += 1) {
        fresh();
        const started = performance.now();
        if (kind === 'search') {
          await searchProducts(db, text, { page: 1, per_page: 24 }, language, caches);
        } else {
          await suggest(db, text, language, caches);
        }
        best = Math.min(best, performance.now() - started);
      }
      times.push({ ms: best, text: `${text} (${language})` });
    }
  }
  times.sort((a, b) => a.ms - b.ms);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.ms.toFixed(3);
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  const over = (ms: number) => times.filter((t) => t.ms > ms).length;
  console.log(
    `${kind.padEnd(8)} n ${times.length}  mean ${(total / times.length).toFixed(3)} ms  p50 ${at(0.5)}  ` +
      `p90 ${at(0.9)}  p99 ${at(0.99)}  max ${at(1)}  over 1 ms: ${over(1)}, over 3 ms: ${over(3)}; ` +
      `share of the CPU in requests over 1 ms: ${((100 * times.filter((t) => t.ms > 1).reduce((sum, t) => sum + t.ms, 0)) / total).toFixed(0)} %`,
  );
  console.log(
    '  dearest:',
    times
      .slice(-10)
      .reverse()
      .map((t) => `${t.text} ${t.ms.toFixed(2)}`)
      .join(' · '),
  );
}
// Nothing is kept between requests on the SQL path: a text costs the same on every run.
const forget = () => undefined;
await timed('search', forget);
await timed('suggest', forget);
process.exit(0);
