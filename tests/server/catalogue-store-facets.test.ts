// On a store page the filter panel offers that store's categories, counts, attribute
// values and prices only — every chip it shows leads to at least one of the store's products.
import { describe, expect, it } from 'vitest';
import { get, qs } from './catalogue-helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

const STORE = 'elsheikh.menswear';

interface Facets {
  category: { id: number } | null;
  subCategories: { id: number; name: string; productsCount: number }[];
  attributes: { id: number; values: { id: number }[] }[];
  price: { min: number; max: number };
}

const facets = async (query: Record<string, string | number>) =>
  (await get(ctx.app, `/api/category-products${qs(query)}`, 'en')).body.data as Facets;

const total = async (query: Record<string, string | number>) =>
  (await get(ctx.app, `/api/products${qs({ ...query, per_page: 1 })}`, 'en')).body.meta
    .total as number;

describe('[API][CATALOGUE] store-scoped facets', () => {
  it('[FACETS] a store page lists only the categories the store sells, with its own counts', async () => {
    const whole = await facets({});
    const scoped = await facets({ store: STORE });
    expect(scoped.subCategories.length).toBeGreaterThan(0);
    expect(scoped.subCategories.length).toBeLessThan(whole.subCategories.length);
    for (const item of scoped.subCategories) {
      expect(item.productsCount, item.name).toBe(await total({ store: STORE, category: item.id }));
    }
    const sum = scoped.subCategories.reduce((acc, item) => acc + item.productsCount, 0);
    expect(sum).toBe(await total({ store: STORE }));
  });

  it('[FACETS] every attribute value and sub-category offered in a store category finds products', async () => {
    const [main] = (await facets({ store: STORE })).subCategories;
    if (!main) throw new Error('the store sells nothing');
    const scoped = await facets({ store: STORE, category: main.id });
    const whole = await facets({ category: main.id });
    for (const sub of scoped.subCategories) {
      expect(sub.productsCount).toBeGreaterThan(0);
      expect(sub.productsCount).toBe(await total({ store: STORE, sub_category: sub.id }));
    }
    const values = scoped.attributes.flatMap((attribute) => attribute.values);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(await total({ store: STORE, category: main.id, attr: value.id })).toBeGreaterThan(0);
    }
    const wholeValues = whole.attributes.flatMap((attribute) => attribute.values);
    expect(values.length).toBeLessThanOrEqual(wholeValues.length);
    // Its price bounds are the store's in that category.
    const cheapest = await get(
      ctx.app,
      `/api/products${qs({ store: STORE, category: main.id, sort: 'price_asc', per_page: 1 })}`,
      'en',
    );
    expect(scoped.price.min).toBe(cheapest.body.data[0].discountedPrice);
  });

  it('[FACETS] an unknown store offers nothing', async () => {
    const scoped = await facets({ store: 'no.such.store' });
    expect(scoped.subCategories).toEqual([]);
    expect(scoped.attributes).toEqual([]);
  });
});
