// A seller opens and runs their stores from the user area.
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { areas, categories, governorates, packages, stores, users } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { coordinatesOf } from '../../server/modules/my-stores/my-stores.service';
import { autoTranslateStore } from '../../server/modules/my-stores/store-translation';
import { seedUser } from '../factories';
import arValidation from '../../src/i18n/locales/ar/validation.json';
import enValidation from '../../src/i18n/locales/en/validation.json';
import { postFile, useTestApp } from './helper';
import { logsAbout, panelCall, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

/** A new account of `role` with a shop (user-kind) session. */
async function shopCaller(role: Role = 'user'): Promise<PanelCaller> {
  const user = await seedUser(ctx.database.db, { role });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role,
  });
  return { userId: user.id, role, token: session.token };
}

let governorateId: number;
let otherAreaId: number;
let categoryId: number;
let subCategoryId: number;
let trialId: number;
let paidId: number;
let logo: string;
let counter = 0;

function upload(caller: PanelCaller, bytes: Buffer) {
  return postFile(ctx.app, '/api/stores/images', caller.token, {
    field: 'image',
    name: 'logo.png',
    type: 'image/png',
    bytes,
  });
}

function storeBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'ملابس أسيوط',
    username: `assiut.clothes${counter}${Date.now() % 100000}`,
    description_ar: 'ملابس مشغولة يدويًا من أسيوط.',
    description_en: '',
    phone_number: '01012345678',
    whatsapp: '',
    address: 'شارع الجمهورية، أسيوط',
    governorate_id: governorateId,
    location: 'https://www.google.com/maps?q=27.18096,31.18368',
    logo,
    main_color: '#0F766E',
    background_color: '',
    category_id: categoryId,
    instagram_url: 'https://instagram.com/assiut.clothes',
    authorized_orders: true,
    auto_renew: false,
    auto_translate: true,
    ...overrides,
  };
}

beforeAll(async () => {
  const db = ctx.database.db;
  const [governorate] = await db.select({ id: governorates.id }).from(governorates).limit(1);
  governorateId = governorate!.id;
  const [other] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.governorateId, governorateId + 1));
  otherAreaId = other?.id ?? 999_999;
  const [main] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .limit(1);
  categoryId = main!.id;
  const [sub] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, categoryId))
    .limit(1);
  subCategoryId = sub!.id;
  const all = await db.select().from(packages);
  trialId = all.find((row) => row.isTrial)!.id;
  paidId = all.find((row) => !row.isTrial && Number(row.price) > 0)!.id;
  const seller = await shopCaller();
  const png = await sharp({
    create: { width: 700, height: 700, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
  const response = await upload(seller, png);
  expect(response.statusCode).toBe(201);
  logo = response.json().data.path;
});

describe('[SELLERS][MY-STORES]', () => {
  it('uploads a store image for a shopper and refuses a small one', async () => {
    expect(logo).toMatch(/^\/uploads\/stores\/[0-9a-f]+\.jpg$/);
    const small = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const response = await upload(await shopCaller(), small);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].message).toBe('validation.image.too_small');
  });

  it('opens a first store on the trial, makes the shopper a reseller and opens the panel', async () => {
    const seller = await shopCaller();
    const offered = await panelCall(ctx.app, seller, 'GET', '/api/store-packages');
    expect(offered.statusCode).toBe(200);
    const offer = offered.json().data.find((row: { id: number }) => row.id === trialId);
    expect(offer).toMatchObject({ is_trial: true, days: 14 });
    expect(offered.json().data.some((row: { id: number }) => row.id === paidId)).toBe(false);

    const body = storeBody();
    const created = await panelCall(ctx.app, seller, 'POST', '/api/stores', body);
    expect(created.statusCode).toBe(201);
    const store = created.json().data;
    expect(store).toMatchObject({
      name: body.name,
      username: body.username,
      state: 'new',
      verified: false,
      days_left: 14,
      products_used: 0,
      main_color: '#0f766e',
      latitude: 27.18096,
      longitude: 31.18368,
      authorized_orders: true,
      auto_translate: true,
      instagram_url: 'https://instagram.com/assiut.clothes',
      whatsapp: null,
    });
    expect(store.package).toMatchObject({ id: trialId, is_trial: true });

    const [account] = await ctx.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, seller.userId));
    expect(account!.role).toBe('reseller');
    // The same session now reaches the reseller panel and sees the store there.
    const panel = await panelCall(ctx.app, seller, 'GET', '/api/panel/stores');
    expect(panel.statusCode).toBe(200);
    expect(panel.json().data.map((row: { id: number }) => row.id)).toEqual([store.id]);

    const list = await panelCall(ctx.app, seller, 'GET', '/api/stores');
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ id: store.id, state: 'new', days_left: 14 });
    expect((await logsAbout(ctx.database, 'stores', store.id))[0]!.action).toBe('stores.create');

    // The trial is used: a second store cannot take it again and opens without a package.
    const again = await panelCall(ctx.app, seller, 'POST', '/api/stores', {
      ...storeBody(),
      package_id: trialId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('package_unavailable');
    const second = await panelCall(ctx.app, seller, 'POST', '/api/stores', storeBody());
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ package: null, expires_at: null, days_left: null });
  });

  it('refuses a paid package (bought from /upgrade)', async () => {
    const response = await panelCall(
      ctx.app,
      await shopCaller(),
      'POST',
      '/api/stores',
      storeBody({ package_id: paidId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('package_unavailable');
  });

  it('keeps store usernames unique whatever the case, also under concurrent creates', async () => {
    const first = await shopCaller();
    const body = storeBody();
    expect((await panelCall(ctx.app, first, 'POST', '/api/stores', body)).statusCode).toBe(201);
    const taken = await panelCall(ctx.app, await shopCaller(), 'POST', '/api/stores', {
      ...storeBody(),
      username: body.username.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual([
      { path: 'username', message: 'validation.store_username.taken' },
    ]);

    const same = storeBody();
    const answers = await Promise.all(
      [await shopCaller(), await shopCaller()].map((caller) =>
        panelCall(ctx.app, caller, 'POST', '/api/stores', same),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers validation errors per field in Arabic and English', async () => {
    const bad = storeBody({
      username: 'example_store',
      description_ar: 'قصير',
      phone_number: '0201234567',
      main_color: '#FFFFFF',
      instagram_url: 'https://facebook.com/x',
      location: 'https://example.com/map',
    });
    const caller = await shopCaller();
    const en = await panelCall(ctx.app, caller, 'POST', '/api/stores', bad, 'en');
    expect(en.statusCode).toBe(400);
    const fields = Object.fromEntries(
      en
        .json()
        .error.fields.map((field: { path: string; message: string }) => [
          field.path,
          field.message,
        ]),
    );
    expect(fields).toMatchObject({
      username: 'validation.store_username.example',
      description_ar: 'validation.reseller_store_description.too_short',
      phone_number: 'validation.phone.prefix',
      main_color: 'validation.color.white',
      instagram_url: 'validation.instagram.invalid',
      location: 'validation.location.invalid',
    });
    // Each key has its message in both languages; the Arabic one with Arabic-Indic digits.
    for (const key of Object.values(fields) as string[]) {
      const path = key.split('.').slice(1);
      const pick = (tree: unknown) =>
        path.reduce((node, part) => (node as Record<string, unknown>)[part], tree) as string;
      expect(pick(enValidation)).toBeTruthy();
      expect(pick(arValidation)).toMatch(/[\u0600-\u06ff]/);
    }
    expect(
      (arValidation as { reseller_store_description: { too_short: string } })
        .reseller_store_description.too_short,
    ).toMatch(/٥/);
  });

  it('refuses a sub-category, an area of another governorate and an image that is not ours', async () => {
    const caller = await shopCaller();
    const sub = await panelCall(ctx.app, caller, 'POST', '/api/stores', {
      ...storeBody(),
      category_id: subCategoryId,
    });
    expect(sub.statusCode).toBe(400);
    expect(sub.json().error.fields[0].path).toBe('category_id');
    const area = await panelCall(ctx.app, caller, 'POST', '/api/stores', {
      ...storeBody(),
      area_id: otherAreaId,
    });
    expect(area.statusCode).toBe(400);
    expect(area.json().error.fields[0].path).toBe('area_id');
    const image = await panelCall(ctx.app, caller, 'POST', '/api/stores', {
      ...storeBody(),
      logo: 'https://evil.example/logo.jpg',
    });
    expect(image.statusCode).toBe(400);
  });

  it('edits a store by its owner only', async () => {
    const owner = await shopCaller();
    const created = (await panelCall(ctx.app, owner, 'POST', '/api/stores', storeBody())).json()
      .data;
    const edit = storeBody({ name: 'ملابس أسيوط الجديدة', username: created.username });
    const saved = await panelCall(
      ctx.app,
      owner,
      'POST',
      `/api/store-settings/${created.id}`,
      edit,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.name).toBe('ملابس أسيوط الجديدة');
    const read = await panelCall(ctx.app, owner, 'GET', `/api/store-settings/${created.id}`);
    expect(read.json().data).toMatchObject({
      name: 'ملابس أسيوط الجديدة',
      package: { id: trialId },
    });
    const log = await logsAbout(ctx.database, 'stores', created.id);
    expect(log[0]).toMatchObject({ action: 'stores.update' });
    expect(log[0]!.changes).toMatchObject({ name: [created.name, 'ملابس أسيوط الجديدة'] });

    const stranger = await shopCaller('reseller');
    for (const [method, url, body] of [
      ['GET', `/api/store-settings/${created.id}`, undefined],
      ['POST', `/api/store-settings/${created.id}`, storeBody()],
    ] as const) {
      const response = await panelCall(ctx.app, stranger, method, url, body);
      expect(response.statusCode).toBe(404);
    }
    const [row] = await ctx.database.db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.id, created.id));
    expect(row!.name).toBe('ملابس أسيوط الجديدة');
  });

  it('is for signed-in shoppers; a sub-reseller cannot open a store', async () => {
    expect((await panelCall(ctx.app, null, 'GET', '/api/stores')).statusCode).toBe(401);
    const assistant = await shopCaller('moderator_reseller');
    const response = await panelCall(ctx.app, assistant, 'POST', '/api/stores', storeBody());
    expect(response.statusCode).toBe(403);
  });

  it('reads coordinates from a pasted maps link', () => {
    expect(coordinatesOf('https://www.google.com/maps/@30.0444,31.2357,15z')).toEqual({
      latitude: 30.0444,
      longitude: 31.2357,
    });
    expect(coordinatesOf('https://maps.app.goo.gl/abc')).toBeNull();
  });

  it('auto-translate fills the missing English description from the AI endpoint, once', async () => {
    const owner = await shopCaller();
    const store = (
      await panelCall(ctx.app, owner, 'POST', '/api/stores', storeBody({ auto_translate: true }))
    ).json().data;
    const asked: { url: string; body: { messages: { role: string; content: string }[] } }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      asked.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(
        JSON.stringify({ choices: [{ message: { content: 'Handmade clothes from Assiut.' } }] }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as unknown as typeof fetch;
    const endpoint = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', model: 'm' };
    await autoTranslateStore(ctx.database.db, endpoint, store.id, fakeFetch);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('http://127.0.0.1:9/chat/completions');
    expect(asked[0]!.body.messages[1]!.content).toBe(store.description_ar);
    const read = await panelCall(ctx.app, owner, 'GET', `/api/store-settings/${store.id}`);
    expect(read.json().data.description_en).toBe('Handmade clothes from Assiut.');
    // Both filled now: nothing more to ask. Without an endpoint nothing is asked either.
    await autoTranslateStore(ctx.database.db, endpoint, store.id, fakeFetch);
    await autoTranslateStore(ctx.database.db, null, store.id, fakeFetch);
    expect(asked).toHaveLength(1);
  });
});
