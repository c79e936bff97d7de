import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { foldSearchText } from '../../server/db/search-text';
import { products, stores } from '../../server/db/schema/index';
import { seedProduct, seedStore } from '../factories';
import { get, qs } from './catalogue-helpers';
import { useTestApp } from './helper';

// Search matches query words against a vocabulary of every word of product and store names,
// kept by database triggers (server/modules/catalogue/search.repository.ts, migration 0006).
// Names written after the database was built must be found like the seeded ones, and a word
// that left every name must find nothing.
const ctx = useTestApp();

const names = (body: { data: Array<{ name: string }> }) => body.data.map((item) => item.name);
const searchProducts = async (q: string) =>
  (await get(ctx.app, `/api/website/search-products${qs({ q, per_page: 48 })}`)).body;
const searchStores = async (q: string) =>
  (await get(ctx.app, `/api/website/search-stores${qs({ q, per_page: 48 })}`)).body;

describe('[API][CATALOGUE] search vocabulary', () => {
  let storeId = 0;
  let renamedId = 0;

  beforeAll(async () => {
    const store = await seedStore(ctx.database, { name: 'بيت الفخار', username: 'fakhar.house' });
    storeId = store.id;
    const renamed = await seedProduct(ctx.database, {
      storeId,
      nameAr: 'مزهرية كريستال بوهيمي',
      nameEn: 'Bohemian crystal vase',
    });
    renamedId = renamed.id;
    await ctx.database.db
      .update(products)
      .set({ nameAr: 'مزهرية زجاج معشق', nameEn: 'Stained glass vase' })
      .where(eq(products.id, renamedId));
  });

  it('[SEARCH] a product created after start is found by exact and near-miss spellings', async () => {
    await seedProduct(ctx.database, {
      storeId,
      nameAr: 'شمعدان نحاس',
      nameEn: 'Brass candlestick',
    });
    expect(names(await searchProducts('شمعدان'))).toEqual(['شمعدان نحاس']);
    expect(names(await searchProducts('شمعدن'))).toEqual(['شمعدان نحاس']);
    expect(names(await searchProducts('شمعدن نحاس'))).toEqual(['شمعدان نحاس']);
    expect(names(await searchProducts('candlest'))).toEqual(['شمعدان نحاس']);
  });

  it('[SEARCH] a renamed product is found by its new name, also misspelt', async () => {
    expect(names(await searchProducts('معشق'))).toEqual(['مزهرية زجاج معشق']);
    expect(names(await searchProducts('معشك'))).toEqual(['مزهرية زجاج معشق']);
    expect(names(await searchProducts('stained'))).toEqual(['مزهرية زجاج معشق']);
  });

  it('[SEARCH] a word that left every product finds nothing', async () => {
    for (const q of ['بوهيمي', 'بوهيمى', 'بوهيمي مزهريه', 'bohemian', 'crystal vase']) {
      const body = await searchProducts(q);
      expect(body, q).toEqual({ data: [], meta: { page: 1, perPage: 48, total: 0, lastPage: 1 } });
    }
  });

  it('[SEARCH] stores: a renamed store is found by its new name, not its old one', async () => {
    const store = await seedStore(ctx.database, { name: 'دكان العطارة', username: 'attara.shop' });
    await ctx.database.db
      .update(stores)
      .set({ name: 'دكان التوابل' })
      .where(eq(stores.id, store.id));
    expect(names(await searchStores('توابل'))).toEqual(['دكان التوابل']);
    expect(names(await searchStores('التوبل'))).toEqual(['دكان التوابل']);
    expect((await searchStores('العطارة')).meta.total).toBe(0);
    expect(names(await searchStores('attara'))).toEqual(['دكان التوابل']);
  });
});

describe('[API][CATALOGUE] search by a letter', () => {
  it('[SEARCH] a letter in many words finds every visible name that has it', async () => {
    const { db } = ctx.database;
    const [vocabulary] = await queryRows<{ words: number }>(
      db,
      sql`select count(*)::int as words from search_vocabulary where word like '%ا%'`,
    );
    // More words than are listed to the database one by one: the letter goes as a substring.
    expect(vocabulary!.words).toBeGreaterThan(64);
    const [expected] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from products p join stores s on s.id = p.store_id
          where p.status = 'accepted' and p.archived_at is null and s.status = 'active'
            and s.archived_at is null and (s.expires_at is null or s.expires_at > now())
            and p.search_text like '%ا%'`,
    );
    const body = await searchProducts('أ');
    expect(body.meta.total).toBe(expected!.total);
    expect(body.data).toHaveLength(Math.min(48, expected!.total));
    expect(names(body).every((name) => foldSearchText(name).includes('ا'))).toBe(true);
  });
});
