import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema/index';
import { writeSetting } from '../../server/db/settings';
import { get } from './catalogue-helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

const valid = {
  name: 'منى عبد الله',
  email: 'mona@example.com',
  phone: '٠١٠١٢٣٤٥٦٧٨',
  subject: 'سؤال عن التوصيل',
  message: 'هل يمكن التوصيل إلى أسوان خلال أسبوع؟',
};

const post = (payload: object, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload, remoteAddress: ip });

describe('[API][CATALOGUE] home', () => {
  it('[HOME] gives hero, categories, featured, offers, newest and stores in the request language', async () => {
    const { status, body } = await get(ctx.app, '/api/home', 'en');
    expect(status).toBe(200);
    const home = body.data;
    expect(['traditional', 'modern']).toContain(home.theme);
    expect(home.hero.title).toBe('Dukkan');
    expect(home.hero.description.length).toBeGreaterThan(10);
    expect(home.categories.length).toBeGreaterThan(0);
    expect(home.categories[0]).toHaveProperty('productsCount');
    for (const key of ['featured', 'offers', 'newest', 'stores']) {
      expect(home[key].length, key).toBeGreaterThan(0);
      expect(home[key].length, key).toBeLessThanOrEqual(8);
    }
    expect(
      home.offers.every((p: { discountedPrice: number | null }) => p.discountedPrice !== null),
    ).toBe(true);
    const dates = home.newest.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(home.stores[0].verified).toBe(true);
    const ar = await get(ctx.app, '/api/home');
    expect(ar.body.data.hero.title).toBe('دكّان');
  });

  it('[HOME] the modern theme gets category rails and a store spotlight', async () => {
    const { status, body } = await get(ctx.app, '/api/website-home', 'en');
    expect(status).toBe(200);
    const home = body.data;
    expect(home.rails.length).toBeGreaterThan(0);
    for (const rail of home.rails) {
      expect(rail.products.length).toBeGreaterThan(0);
      expect(
        rail.products.every((p: { categoryId: number }) => p.categoryId === rail.category.id),
      ).toBe(true);
    }
    expect(home.spotlight.length).toBeGreaterThan(0);
    for (const spot of home.spotlight) {
      expect(spot.store.verified).toBe(true);
      expect(
        spot.products.every((p: { store: { id: number } }) => p.store.id === spot.store.id),
      ).toBe(true);
    }
    const views = home.mostViewed.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('[HOME] theme follows the admin setting', async () => {
    const { body: layout } = await get(ctx.app, '/api/layout');
    const settings = layout.data.settings;
    const other = settings.homeTheme === 'modern' ? 'traditional' : 'modern';
    await writeSetting(ctx.database.db, 'site', { ...settings, homeTheme: other });
    expect((await get(ctx.app, '/api/home')).body.data.theme).toBe(other);
    expect((await get(ctx.app, '/api/website-home')).body.data.theme).toBe(other);
    await writeSetting(ctx.database.db, 'site', settings);
  });
});

describe('[API][CATALOGUE] static pages', () => {
  it('[STATIC] answers about-us, privacy-policy and terms in both languages', async () => {
    for (const slug of ['about-us', 'privacy-policy', 'terms']) {
      const ar = await get(ctx.app, `/api/${slug}`);
      const en = await get(ctx.app, `/api/${slug}`, 'en');
      expect(ar.status, slug).toBe(200);
      expect(ar.body.data.slug).toBe(slug);
      expect(ar.body.data.title).toMatch(/[\u0600-\u06FF]/);
      expect(en.body.data.title).toMatch(/[A-Za-z]/);
      expect(en.body.data.body.length).toBeGreaterThan(50);
    }
  });
});

describe('[API][CATALOGUE] POST /api/contact-us', () => {
  it('[CONTACT] stores a valid message and thanks the sender with 201', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.message).toBe('catalogue.contact.thanks');
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row).toMatchObject({
      id: data.id,
      name: valid.name,
      email: valid.email,
      phone: '01012345678',
      subject: valid.subject,
      message: valid.message,
      readAt: null,
    });
  });

  it('[CONTACT] phone is optional', async () => {
    const response = await post({ ...valid, phone: '' }, '10.0.0.2');
    expect(response.statusCode).toBe(201);
  });

  it('[CONTACT] rejects bad fields with their message keys and stores nothing', async () => {
    const before = await ctx.database.db.$count(contactMessages);
    const response = await post(
      { name: 'م', email: 'not-an-email', phone: '123', subject: 'يا', message: 'قصير' },
      '10.0.0.3',
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response
        .json()
        .error.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields).toEqual({
      name: 'validation.name.too_short',
      email: 'validation.email.invalid',
      phone: 'validation.phone.prefix',
      subject: 'validation.contact_subject.too_short',
      message: 'validation.contact_message.too_short',
    });
    const missing = await post({}, '10.0.0.3');
    expect(missing.statusCode).toBe(400);
    expect(await ctx.database.db.$count(contactMessages)).toBe(before);
  });

  it('[CONTACT] allows 5 messages per 10 minutes per client', async () => {
    const ip = '10.0.0.99';
    for (let i = 0; i < 5; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await post(valid, '10.0.0.100')).statusCode).toBe(201);
  });
});

describe('[API][CATALOGUE] OpenAPI', () => {
  it('[DOCS] documents every catalogue call from its contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/products',
      '/api/products/{id}',
      '/api/category-products',
      '/api/categories',
      '/api/all-stores',
      '/api/stores/{username}',
      '/api/suggestions',
      '/api/website/search-products',
      '/api/website/search-stores',
      '/api/governorates',
      '/api/areas',
      '/api/home',
      '/api/website-home',
      '/api/about-us',
      '/api/privacy-policy',
      '/api/terms',
      '/api/contact-us',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
