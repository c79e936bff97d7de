import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { seedProduct, seedStore } from '../factories';
import { get, qs } from './catalogue-helpers';
import { useTestApp } from './helper';

// Production reuses an anonymous visitor's identical grid/search answer for a couple of seconds
// (Env.catalogueAnswerTtlMs); the other catalogue tests run with it off.
const ctx = useTestApp({ CATALOGUE_ANSWER_TTL_MS: '60000' });

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((p) => p.id).sort();

describe('[API][CATALOGUE] answer cache', () => {
  it('reuses an identical anonymous answer; another query, language or a signed-in caller is fresh', async () => {
    const store = await seedStore(ctx.database);
    const first = await seedProduct(ctx.database, { storeId: store.id, nameAr: 'مخزن مؤقت أول' });
    const url = `/api/products${qs({ store: store.username })}`;
    expect(ids((await get(ctx.app, url)).body)).toEqual([first.id]);

    const second = await seedProduct(ctx.database, { storeId: store.id, nameAr: 'مخزن مؤقت ثان' });
    expect(ids((await get(ctx.app, url)).body)).toEqual([first.id]);
    expect(ids((await get(ctx.app, `${url}&sort=price_asc`)).body)).toEqual(
      [first.id, second.id].sort(),
    );
    expect(ids((await get(ctx.app, url, 'en')).body)).toEqual([first.id, second.id].sort());
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'user', password: DEMO_PASSWORD },
    });
    const { token } = login.json().data.session as { token: string };
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(ids(signedIn.json())).toEqual([first.id, second.id].sort());
  });

  it('caches product search per query and language', async () => {
    const store = await seedStore(ctx.database);
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'زرافة خشب',
      nameEn: 'Wooden giraffe',
    });
    const url = `/api/website/search-products${qs({ q: 'زرافه' })}`;
    expect((await get(ctx.app, url)).body.meta.total).toBe(1);
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'زرافة قماش',
      nameEn: 'Cloth giraffe',
    });
    expect((await get(ctx.app, url)).body.meta.total).toBe(1);
    expect((await get(ctx.app, `${url}&page=1&per_page=10`)).body.meta.total).toBe(2);
  });
});
