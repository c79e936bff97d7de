// Suggestions answered from the catalogue read model (catalogue-model-suggest.ts, session 10):
// their stores, categories and approved keywords — as well as their products — are the same rows
// in the same order as the SQL path's, for queries in both languages with misspellings, letter
// variants (alef, hamza, taa marbuta, alef maqsura), Arabic-Indic digits, prefixes of one or two
// letters and queries that match nothing. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '../../domain/search-words';
import { searchKeywords } from '../../server/db/schema/index';
import { DEFAULT_SEED_PRODUCTS, extendCatalogue } from '../../server/db/seed/seed';
import { TEST_UPLOADS_ENV } from '../../server/db/testing';
import { CatalogueModel } from '../../server/modules/catalogue/catalogue-model';
import { suggest } from '../../server/modules/catalogue/search.service';
import { useTestApp } from './helper';
import { QUERIES } from './search-queries';

const ctx = useTestApp();

/** Approved keywords (and two that are not) the suggestions may show. */
const KEYWORDS: {
  keyword: string;
  language: 'ar' | 'en';
  review: 'approved' | 'pending' | 'rejected';
}[] = [
  { keyword: 'قميص قطن', language: 'ar', review: 'approved' },
  { keyword: 'قميص كتان', language: 'ar', review: 'approved' },
  { keyword: 'قميص', language: 'ar', review: 'approved' },
  // The same folded text in the other language: equal keys, ordered by id.
  { keyword: 'قميص', language: 'en', review: 'approved' },
  { keyword: 'قميص مخطط', language: 'ar', review: 'pending' },
  { keyword: 'قميص رجالي أبيض', language: 'ar', review: 'approved' },
  { keyword: 'قمصان', language: 'ar', review: 'approved' },
  { keyword: 'شاشة سامسونج ٥٥ بوصة', language: 'ar', review: 'approved' },
  { keyword: 'شاشة 4K', language: 'ar', review: 'approved' },
  { keyword: 'شاشه', language: 'ar', review: 'approved' },
  { keyword: 'شقة للإيجار', language: 'ar', review: 'approved' },
  { keyword: 'شقق للايجار', language: 'ar', review: 'approved' },
  { keyword: 'إسدال صلاة', language: 'ar', review: 'approved' },
  { keyword: 'مستشفى', language: 'ar', review: 'approved' },
  { keyword: 'Cotton shirt', language: 'en', review: 'approved' },
  { keyword: 'cotton shirts', language: 'en', review: 'approved' },
  { keyword: 'Samsung TV 55', language: 'en', review: 'approved' },
  { keyword: 'Samsung', language: 'en', review: 'approved' },
  { keyword: 'iPhone 15', language: 'en', review: 'approved' },
  { keyword: 'laptop bag', language: 'en', review: 'rejected' },
];

/** Beyond the relevance set's 48: categories, stores, keywords, variants, prefixes, nothing. */
const EXTRA: { q: string; lang: 'ar' | 'en' }[] = [
  ...[
    'ملابس',
    'ملابسس',
    'ملبس',
    'ملابس رجالي',
    'ملابس حريمى',
    'الكترونيات',
    'إلكترونيات',
    'الكترونيت',
    'اكسسوارات',
    'إكسسوارات',
    'اجهزه منزليه',
    'أجهزة منزلية',
    'شقق',
    'شقه',
    'شقق للايجار',
    'للإيجار',
    'فيلات',
    'فلل',
    'أراضي',
    'اراضى',
    'محلات',
    'تليفزيون',
    'تلفزيونات',
    'موبايل',
    'موبيلات',
    'لابتوب',
    'بوتيك',
    'بوتك',
    'بوتيك هند',
    'الشيخ',
    'الشيخ للملابس',
    'قطن المحله',
    'قطن المحلة',
    'لمار',
    'قصر الشنطه',
    'كانال',
    'النيل',
    'عقارات البحر',
    'اسكندرية',
    'إسكندريه',
    'مستشفي',
    'مستشفى',
    'قم',
    'ق',
    'شا',
    'سام',
    'ع',
    '٢٥٦',
    '256',
    '٥٥ بوصة',
    'زززززز',
    'قميص طائر',
    'قميص ثلاجة',
  ].map((q) => ({ q, lang: 'ar' as const })),
  ...[
    'clothes',
    'cloth',
    'clothse',
    'Electronics',
    'electronic',
    'apartments rent',
    'apartments',
    'apartmnts',
    'villas',
    'shops',
    'laptops',
    'lap',
    'mobiles',
    'mobils',
    'tv',
    'hend',
    'boutique',
    'boutiqe',
    'canal',
    'nile',
    'samsung',
    'samsng tv',
    'cotton',
    'shirt',
    'iphone 15',
    'i',
    'home appliances',
    'xyzqw',
  ].map((q) => ({ q, lang: 'en' as const })),
];

describe('[API][CATALOGUE] suggestions through the in-process read model', () => {
  let model: CatalogueModel;

  beforeAll(async () => {
    await extendCatalogue(ctx.database, {
      uploadsDir: process.env[TEST_UPLOADS_ENV] ?? ctx.env.dataDir,
      products: DEFAULT_SEED_PRODUCTS,
    });
    await ctx.database.db
      .insert(searchKeywords)
      .values(KEYWORDS.map((k) => ({ ...k, folded: foldSearchText(k.keyword) })));
    model = new CatalogueModel(ctx.database.db, 60_000);
    expect(await model.ready()).not.toBeNull();
  }, 120_000);

  it('[SUGGESTIONS] answers the same products, stores, categories and keywords as the database', async () => {
    const { db } = ctx.database;
    const queries = [...QUERIES.map(({ q, lang }) => ({ q, lang })), ...EXTRA];
    expect(queries.length).toBeGreaterThanOrEqual(120);
    const shown = { stores: 0, categories: 0, keywords: 0, products: 0 };
    for (const { q, lang } of queries) {
      for (const language of [lang, lang === 'ar' ? 'en' : 'ar'] as const) {
        const inDatabase = await suggest(db, q, language);
        const fromModel = await suggest(db, q, language, { model });
        expect(fromModel, `${q} (${language})`).toEqual(inDatabase);
        expect(JSON.stringify(fromModel), `${q} (${language})`).toBe(JSON.stringify(inDatabase));
        shown.stores += fromModel.stores.length;
        shown.categories += fromModel.categories.length;
        shown.keywords += fromModel.keywords.length;
        shown.products += fromModel.products.length;
      }
    }
    // The set exercises every side, several answers each.
    expect(shown.stores).toBeGreaterThan(40);
    expect(shown.categories).toBeGreaterThan(40);
    expect(shown.keywords).toBeGreaterThan(30);
    expect(shown.products).toBeGreaterThan(300);
  }, 120_000);

  it('[SUGGESTIONS] a new query sends no statement with the word_similarity twin', async () => {
    const { db } = ctx.database;
    expect(model.current()?.similarity.twin).not.toBeNull();
    const before = model.similarityStatements;
    for (const { q, lang } of EXTRA) await suggest(db, `${q} ${q}x`, lang, { model });
    expect(model.similarityStatements).toBe(before);
  });

  it('[SUGGESTIONS] without the twin, a new query sends at most one statement for its products, stores and categories', async () => {
    const { db } = ctx.database;
    const asked = new CatalogueModel(db, 60_000, { twin: false });
    await asked.ready();
    let asking = 0;
    for (const { q, lang } of EXTRA) {
      const query = `${q} ${q}x`;
      const before = asked.similarityStatements;
      const answer = await suggest(db, query, lang, { model: asked });
      expect(answer, query).toEqual(await suggest(db, query, lang, { model }));
      const sent = asked.similarityStatements - before;
      expect(sent, query).toBeLessThanOrEqual(1);
      asking += sent;
    }
    expect(asking).toBeGreaterThan(10);
  });

  it('[SUGGESTIONS] many suggestions at once give each its own answer (their similarity asks share statements)', async () => {
    const { db } = ctx.database;
    const asked = new CatalogueModel(db, 60_000, { twin: false });
    await asked.ready();
    const queries = EXTRA.slice(0, 40);
    const together = await Promise.all(
      queries.map(({ q, lang }) => suggest(db, `${q} ${q.slice(0, 3)}`, lang, { model: asked })),
    );
    for (const [i, { q, lang }] of queries.entries()) {
      expect(together[i], q).toEqual(await suggest(db, `${q} ${q.slice(0, 3)}`, lang));
    }
  }, 60_000);

  it('[SUGGESTIONS] a keyword approved later shows once the model is emptied (a panel write does that)', async () => {
    const { db } = ctx.database;
    await db.insert(searchKeywords).values({
      keyword: 'قميص زهري',
      folded: foldSearchText('قميص زهري'),
      language: 'ar',
      review: 'approved',
    });
    expect((await suggest(db, 'زهري', 'ar', { model })).keywords).toEqual([]);
    expect((await suggest(db, 'زهري', 'ar')).keywords).toEqual(['قميص زهري']);
    model.clear();
    await model.ready();
    expect((await suggest(db, 'زهري', 'ar', { model })).keywords).toEqual(['قميص زهري']);
  });
});
