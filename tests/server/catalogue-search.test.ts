import { beforeAll, describe, expect, it } from 'vitest';
import { seedProduct, seedStore } from '../factories';
import { get, HIDDEN_STORES, qs, storeId } from './catalogue-helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

const names = (body: { data: Array<{ name: string }> }) => body.data.map((item) => item.name);

describe('[API][CATALOGUE] search', () => {
  beforeAll(async () => {
    const store = await seedStore(ctx.database, {
      name: 'موبايل ستور',
      username: 'mobile.store.test',
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'قميص قطن أزرق',
      nameEn: 'Blue Cotton Shirt',
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'شاحن موبايل سريع ٦٥ وات',
      nameEn: 'Fast phone charger 65W',
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'مِكْوَاة بخار للملابس',
      nameEn: 'Steam iron',
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'كرسي مكتب دوار',
      nameEn: 'Swivel office chair',
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'قميص مخفي',
      nameEn: 'Hidden shirt',
      status: 'pending_for_review',
    });
    await seedProduct(ctx.database, {
      storeId: await storeId(ctx.database.db, HIDDEN_STORES[0]),
      nameAr: 'قميص متجر موقوف',
      nameEn: 'Suspended store shirt',
    });
  });

  const search = async (q: string, lang: 'ar' | 'en' = 'ar') =>
    (await get(ctx.app, `/api/website/search-products${qs({ q, per_page: 48 })}`, lang)).body;

  it('[SEARCH] finds a product by an exact Arabic word, never a hidden one', async () => {
    const body = await search('قميص');
    expect(names(body)).toContain('قميص قطن أزرق');
    expect(names(body)).not.toContain('قميص مخفي');
    expect(names(body)).not.toContain('قميص متجر موقوف');
  });

  it('[SEARCH] forgives misspellings: قميس finds قميص, موبيل finds موبايل', async () => {
    expect(names(await search('قميس'))[0]).toBe('قميص قطن أزرق');
    expect(names(await search('شاحن موبيل'))).toContain('شاحن موبايل سريع ٦٥ وات');
    const stores = await get(ctx.app, `/api/website/search-stores${qs({ q: 'موبيل' })}`);
    expect(names(stores.body)).toContain('موبايل ستور');
  });

  it('[SEARCH] folds hamza, taa marbuta, alef maqsura, tashkeel, tatweel and digits', async () => {
    expect(names(await search('مكواه'))).toContain('مِكْوَاة بخار للملابس');
    expect(names(await search('مكــواة'))).toContain('مِكْوَاة بخار للملابس');
    expect(names(await search('قَمِيص'))).toContain('قميص قطن أزرق');
    expect(names(await search('ازرق'))).toContain('قميص قطن أزرق');
    expect(names(await search('كرسى'))).toContain('كرسي مكتب دوار');
    expect(names(await search('65 وات'))).toContain('شاحن موبايل سريع ٦٥ وات');
    expect(names(await search('٦٥'))).toContain('شاحن موبايل سريع ٦٥ وات');
  });

  it('[SEARCH] English is case-insensitive with prefix matching', async () => {
    expect(names(await search('COTTON', 'en'))).toContain('Blue Cotton Shirt');
    expect(names(await search('cott', 'en'))).toContain('Blue Cotton Shirt');
    expect(names(await search('blue sh', 'en'))).toContain('Blue Cotton Shirt');
  });

  it('[SEARCH] ranks the closest match first and pages like the listing', async () => {
    const body = await search('قميص قطن');
    expect(body.data[0].name).toBe('قميص قطن أزرق');
    const beyond = await get(ctx.app, `/api/website/search-products${qs({ q: 'قميص', page: 99 })}`);
    expect(beyond.body.meta.page).toBe(beyond.body.meta.lastPage);
    const nothing = await search('ـــ');
    expect(nothing).toEqual({ data: [], meta: { page: 1, perPage: 48, total: 0, lastPage: 1 } });
    const zzz = await search('zzqqxx');
    expect(zzz.meta.total).toBe(0);
  });

  it('[SEARCH] stores: hidden stores never appear', async () => {
    const { body } = await get(ctx.app, `/api/website/search-stores${qs({ q: 'زي زمان' })}`);
    expect(body.data.map((s: { username: string }) => s.username)).not.toContain('zay.zaman');
    const byUsername = await get(ctx.app, `/api/website/search-stores${qs({ q: 'MOBILE.STORE' })}`);
    expect(byUsername.body.data[0].username).toBe('mobile.store.test');
  });

  it('[SUGGESTIONS] gives products, stores and categories while typing', async () => {
    const { status, body } = await get(ctx.app, `/api/suggestions${qs({ q: 'موبايل' })}`);
    expect(status).toBe(200);
    expect(body.data.products.map((p: { name: string }) => p.name)).toContain(
      'شاحن موبايل سريع ٦٥ وات',
    );
    expect(body.data.products[0].storeUsername).toBe('mobile.store.test');
    expect(body.data.stores.map((s: { name: string }) => s.name)).toContain('موبايل ستور');
    expect(body.data.categories.length).toBeGreaterThan(0);
    expect(body.data.products.length).toBeLessThanOrEqual(6);
  });

  it('[SUGGESTIONS] tell equal names apart by store and price, and show exact duplicates once', async () => {
    const first = await seedStore(ctx.database, { name: 'بيت الفوانيس' });
    const second = await seedStore(ctx.database, { name: 'ركن الفوانيس' });
    const lantern = { nameAr: 'فانوس نحاس مزخرف', nameEn: 'Carved brass lantern' };
    // Three copies in one store at one price, one more there at another price, one elsewhere.
    for (let i = 0; i < 3; i++) {
      await seedProduct(ctx.database, { ...lantern, storeId: first.id, basicPrice: 350 });
    }
    await seedProduct(ctx.database, { ...lantern, storeId: first.id, basicPrice: 420 });
    await seedProduct(ctx.database, {
      ...lantern,
      storeId: second.id,
      basicPrice: 350,
      discount: 10,
    });

    const { body } = await get(ctx.app, `/api/suggestions${qs({ q: 'فانوس نحاس' })}`);
    const shown = (body.data.products as { name: string; storeName: string; price: number }[])
      .filter((p) => p.name === lantern.nameAr)
      .map((p) => `${p.storeName} ${p.price}`)
      .sort();
    expect(shown).toEqual(['بيت الفوانيس 350', 'بيت الفوانيس 420', 'ركن الفوانيس 315']);
    const en = await get(ctx.app, `/api/suggestions${qs({ q: 'brass lantern' })}`, 'en');
    expect(
      en.body.data.products.filter((p: { name: string }) => p.name === lantern.nameEn),
    ).toHaveLength(3);
  });

  it('[VALIDATION] q is required and at most 100 characters', async () => {
    for (const url of [
      '/api/suggestions',
      '/api/website/search-products?q=%20%20',
      `/api/website/search-stores${qs({ q: 'x'.repeat(101) })}`,
    ]) {
      const { status, body } = await get(ctx.app, url);
      expect(status, url).toBe(400);
      expect(body.error.fields[0].path).toBe('q');
    }
  });
});
