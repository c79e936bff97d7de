import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches, stores } from '../../server/db/schema/index';
import { seedProduct, seedStore } from '../factories';
import { allProductIds, get, HIDDEN_STORES } from './catalogue-helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

interface StoreCard {
  id: number;
  username: string;
  verified: boolean;
  rating: { avg: number };
  governorate: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  productsCount: number;
}

async function allStores(query = ''): Promise<StoreCard[]> {
  const { body } = await get(ctx.app, `/api/all-stores?per_page=48${query}`, 'en');
  return body.data;
}

describe('[API][CATALOGUE] stores', () => {
  it('[LIST] lists public stores only, verified first, with public product counts', async () => {
    const list = await allStores();
    const usernames = list.map((s) => s.username);
    for (const hidden of HIDDEN_STORES) expect(usernames).not.toContain(hidden);
    const firstUnverified = list.findIndex((s) => !s.verified);
    expect(firstUnverified).toBeGreaterThan(0);
    expect(list.slice(firstUnverified).every((s) => !s.verified)).toBe(true);
    for (const store of list.slice(0, 3)) {
      const ids = await allProductIds(ctx.app, `store=${store.username}`);
      expect(ids.length, store.username).toBe(store.productsCount);
    }
  });

  it('[LIST] filters by category, governorate and verified; pages past the end answer the last', async () => {
    const list = await allStores();
    const sample = list.find((s) => s.category && s.governorate)!;
    const byCategory = await allStores(`&category=${sample.category!.id}`);
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((s) => s.category?.id === sample.category!.id)).toBe(true);
    const byGov = await allStores(`&governorate=${sample.governorate!.id}`);
    expect(byGov.every((s) => s.governorate?.id === sample.governorate!.id)).toBe(true);
    const verified = await allStores('&verified=true');
    const unverified = await allStores('&verified=false');
    expect(verified.every((s) => s.verified)).toBe(true);
    expect(unverified.every((s) => !s.verified)).toBe(true);
    expect(verified.length + unverified.length).toBe(list.length);
    const beyond = await get(ctx.app, '/api/all-stores?per_page=5&page=500');
    expect(beyond.body.meta.page).toBe(beyond.body.meta.lastPage);
    const bad = await get(ctx.app, '/api/all-stores?verified=perhaps&page=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'page',
      'verified',
    ]);
  });

  it('[PAGE] answers the store page with branches in the request language', async () => {
    const store = await seedStore(ctx.database, {
      username: `Page.Store${Date.now()}`,
      logo: '/uploads/seed/stores/x.png',
      backgroundColor: '#e3f2fd',
      whatsapp: '01198765432',
    });
    await ctx.database.db.insert(branches).values({
      storeId: store.id,
      nameAr: 'فرع المعادي',
      nameEn: 'Maadi branch',
      address: '٩ شارع ٢٥٠، المعادي',
      location: 'https://www.google.com/maps?q=29.96,31.25',
    });
    await seedProduct(ctx.database, { storeId: store.id });
    const { status, body } = await get(
      ctx.app,
      `/api/stores/${store.username.toLowerCase()}`,
      'en',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      username: store.username,
      name: store.name,
      description: 'A test store for Dukkan tests.',
      logo: '/uploads/seed/stores/x.png',
      mainColor: '#1565c0',
      backgroundColor: '#e3f2fd',
      verified: true,
      phone: '01012345678',
      whatsapp: '01198765432',
      productsCount: 1,
      branches: [
        {
          name: 'Maadi branch',
          address: '٩ شارع ٢٥٠، المعادي',
          location: 'https://www.google.com/maps?q=29.96,31.25',
        },
      ],
    });
    const ar = await get(ctx.app, `/api/stores/${store.username}`);
    expect(ar.body.data.branches[0].name).toBe('فرع المعادي');
    const [row] = await ctx.database.db
      .select({ views: stores.views })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(row!.views).toBe(2);
  });

  it('[PAGE] answers 404 store_not_available for suspended, expired, archived and unknown stores', async () => {
    for (const username of [...HIDDEN_STORES, 'no.such.store']) {
      const { status, body } = await get(ctx.app, `/api/stores/${username}`);
      expect(status, username).toBe(404);
      expect(body.error.code).toBe('store_not_available');
    }
  });
});

describe('[API][CATALOGUE] categories and places', () => {
  it('[CATEGORIES] gives the tree with counts that match the product listing', async () => {
    const { status, body } = await get(ctx.app, '/api/categories', 'en');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const main of body.data) {
      expect(main.name).toMatch(/[A-Za-z]/);
      const ids = await allProductIds(ctx.app, `category=${main.id}`);
      expect(ids.length, main.slug).toBe(main.productsCount);
      const childSum = main.children.reduce(
        (sum: number, child: { productsCount: number }) => sum + child.productsCount,
        0,
      );
      expect(childSum).toBeLessThanOrEqual(main.productsCount);
    }
    const ar = await get(ctx.app, '/api/categories');
    expect(ar.body.data[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('[GEO] lists governorates and the areas of one, 400 without a governorate', async () => {
    const governorates = await get(ctx.app, '/api/governorates', 'en');
    expect(governorates.body.data.map((g: { name: string }) => g.name)).toContain('Cairo');
    const cairo = governorates.body.data.find((g: { name: string }) => g.name === 'Cairo');
    const areas = await get(ctx.app, `/api/areas?governorate=${cairo.id}`, 'en');
    expect(areas.body.data.length).toBeGreaterThan(0);
    expect(
      areas.body.data.every((a: { governorateId: number }) => a.governorateId === cairo.id),
    ).toBe(true);
    const missing = await get(ctx.app, '/api/areas');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields[0].path).toBe('governorate');
    expect((await get(ctx.app, '/api/areas?governorate=99999')).body.data).toEqual([]);
  });
});
