// The JavaScript twin of pg_trgm's `word_similarity` (trigram-similarity.ts, session 11) gives the
// database's float exactly: the relevance set's 48 queries, folded as the model asks them and as
// typed, against every seeded product name, every store name and every category name — the same
// double the driver reads from PostgreSQL or PGlite. A model build checks the twin itself and
// keeps it only when the database agrees; a twin that disagrees is found out. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '../../domain/search-words';
import { categories, products, stores } from '../../server/db/schema/index';
import { foldedSql } from '../../server/db/search-text';
import { DEFAULT_SEED_PRODUCTS, extendCatalogue } from '../../server/db/seed/seed';
import { TEST_UPLOADS_ENV } from '../../server/db/testing';
import { CatalogueModel } from '../../server/modules/catalogue/catalogue-model';
import {
  checkedTwin,
  SimilarityTwin,
} from '../../server/modules/catalogue/catalogue-model-similarity';
import { wordSimilarityPairs } from '../../server/modules/catalogue/search.repository';
import { suggest } from '../../server/modules/catalogue/search.service';
import {
  emptyCharTable,
  float4AsRead,
  SEPARATOR,
  WORD,
} from '../../server/modules/catalogue/trigram-similarity';
import { useTestApp } from './helper';
import { QUERIES } from './search-queries';

const ctx = useTestApp();

describe('[API][CATALOGUE] word_similarity twin', () => {
  let names: string[];
  let storeNames: string[];
  let categoryNames: string[];

  beforeAll(async () => {
    await extendCatalogue(ctx.database, {
      uploadsDir: process.env[TEST_UPLOADS_ENV] ?? ctx.env.dataDir,
      products: DEFAULT_SEED_PRODUCTS,
    });
    const { db } = ctx.database;
    const distinct = (rows: { text: string | null }[]) =>
      [...new Set(rows.map((row) => row.text).filter((text) => text !== null))].sort();
    names = distinct(await db.select({ text: products.searchText }).from(products));
    storeNames = distinct(await db.select({ text: stores.searchText }).from(stores));
    categoryNames = distinct(
      await db
        .select({
          text: foldedSql(sql`${categories.nameAr} || ' ' || ${categories.nameEn}`).mapWith(String),
        })
        .from(categories),
    );
  }, 120_000);

  it('[SIMILARITY] equals the database for the relevance set against every seeded name', async () => {
    const { db } = ctx.database;
    const check = await checkedTwin(db, [names, storeNames, categoryNames]);
    expect(check.differing).toEqual([]);
    expect(check.twin).not.toBeNull();
    const twin = check.twin!;
    const queries = [
      ...new Set(QUERIES.flatMap(({ q }) => [foldSearchText(q), q, q.split(' ')[0]!])),
    ];
    const texts = [...names, ...storeNames, ...categoryNames];
    const pairs = { queries: [] as string[], texts: [] as string[] };
    for (const query of queries) {
      for (const text of texts) {
        pairs.queries.push(query);
        pairs.texts.push(text);
      }
    }
    expect(pairs.queries.length).toBeGreaterThanOrEqual(2_000);
    const database = await wordSimilarityPairs(db, pairs.queries, pairs.texts);
    let positive = 0;
    let differing = 0;
    for (const [i, query] of queries.entries()) {
      const mine = twin.similarities(query, texts);
      expect(mine, query).not.toBeNull();
      for (const [k, value] of mine!.entries()) {
        const expected = database[i * texts.length + k]!;
        if (value !== expected) {
          differing += 1;
          expect(value, `${query} | ${texts[k]}`).toBe(expected);
        }
        if (value > 0) positive += 1;
      }
    }
    expect(differing).toBe(0);
    // Not a sea of zeros: many pairs share trigrams, with many distinct values.
    expect(positive).toBeGreaterThan(1_000);
    expect(new Set(database).size).toBeGreaterThan(30);
  }, 120_000);

  it('[SIMILARITY] a long list is answered a slice per turn, with the same values', async () => {
    const check = await checkedTwin(ctx.database.db, [names]);
    const twin = check.twin!;
    const many = Array.from({ length: 8 }, () => names).flat();
    expect(many.length).toBeGreaterThan(4 * 256);
    // A short list answers in this turn.
    expect(twin.similaritiesSliced('قميص قطن', names.slice(0, 10))).toEqual(
      twin.similarities('قميص قطن', names.slice(0, 10)),
    );
    for (const query of ['قميص قطن', 'شقه للبيع', 'laptop']) {
      let turns = 0;
      let counting = true;
      const count = () => {
        turns += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const answered = twin.similaritiesSliced(query, many);
      expect(answered).toBeInstanceOf(Promise);
      const values = await answered;
      counting = false;
      expect(values).toEqual(twin.similarities(query, many));
      // Other work ran between the slices (four or more of them).
      expect(turns).toBeGreaterThanOrEqual(3);
    }
  });

  it('[SIMILARITY] a float4 is read as the driver reads its text', () => {
    expect(float4AsRead(Math.fround(4 / 9))).toBe(0.44444445);
    expect(float4AsRead(Math.fround(1 / 3))).toBe(0.33333334);
    expect(float4AsRead(Math.fround(0.5))).toBe(0.5);
    expect(float4AsRead(0)).toBe(0);
    expect(float4AsRead(1)).toBe(1);
  });

  it('[SIMILARITY] a text with a character the database did not class has no twin answer', async () => {
    const check = await checkedTwin(ctx.database.db, [names]);
    const twin = check.twin!;
    expect(twin.similarities('قميص', ['قميص قطن'])).not.toBeNull();
    // Outside the table: an emoji (astral) and a CJK character the build never saw.
    expect(twin.similarities('قميص', ['قميص 👕'])).toBeNull();
    expect(twin.similarities('衬衫', ['قميص قطن'])).toBeNull();
  });

  it('[SIMILARITY] a twin that classes a letter wrongly differs from the database', async () => {
    const { db } = ctx.database;
    const table = emptyCharTable();
    for (let cp = 0x20; cp < 0x7f; cp += 1) table.classes[cp] = SEPARATOR;
    for (let cp = 0x600; cp < 0x700; cp += 1) table.classes[cp] = WORD;
    // ٥ taken for a separator (as a locale without Arabic-Indic digits would): the query has no
    // word left, PostgreSQL's has one.
    table.classes['٥'.charCodeAt(0)] = SEPARATOR;
    const wrong = new SimilarityTwin(table);
    const [database] = await wordSimilarityPairs(db, ['٥٥'], ['شاشة ٥٥ بوصة']);
    expect(database).toBe(1);
    expect(wrong.similarities('٥٥', ['شاشة ٥٥ بوصة'])).toEqual([0]);
  });

  it('[SIMILARITY] a model build keeps the checked twin; suggestions then send no statement', async () => {
    const { db } = ctx.database;
    const model = new CatalogueModel(db, 60_000);
    const snapshot = await model.ready();
    expect(snapshot?.similarity.twin).not.toBeNull();
    expect(snapshot!.similarity.pairs).toBeGreaterThan(500);
    const before = model.similarityStatements;
    for (const { q, lang } of QUERIES) {
      const query = `${q} ${q.slice(0, 3)}x`;
      expect(await suggest(db, query, lang, { model }), query).toEqual(
        await suggest(db, query, lang),
      );
    }
    expect(model.similarityStatements).toBe(before);
  }, 120_000);
});
