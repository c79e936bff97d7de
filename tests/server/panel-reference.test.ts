// The admin's reference data through the panel API — attributes and their values,
// governorates and areas, subscription packages — with their audit rows and in-use guards.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productAttributeValues } from '../../server/db/schema';
import { seedProduct, seedStore } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, type PanelCaller, panelTrio } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;

beforeAll(async () => {
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: true }));
});

const post = (url: string, body: unknown, caller = admin) =>
  panelCall(ctx.app, caller, 'POST', url, body);
const get = (url: string, caller = admin) => panelCall(ctx.app, caller, 'GET', url);

async function newCategory(name: string) {
  const res = await post('/api/panel/categories', { name_ar: `تصنيف ${name}`, name_en: name });
  return res.json().data.id as number;
}

describe('[ADMIN][ATTRIBUTES]', () => {
  it('creates a main attribute linked to categories, and its values with swatches', async () => {
    const category = await newCategory('Shirts');
    const created = await post('/api/panel/attributes', {
      name_ar: 'اللون',
      name_en: 'Colour',
      has_price: true,
      multi_select: true,
      is_required: true,
      show_in_filter: true,
      category_ids: [category, category],
      sort: 2,
    });
    expect(created.statusCode).toBe(201);
    const main = created.json().data;
    expect(main).toMatchObject({
      parent_id: null,
      has_price: true,
      multi_select: true,
      is_required: true,
      show_in_filter: true,
      color: null,
      category_ids: [category],
      children: 0,
      products: 0,
    });
    expect((await logsAbout(ctx.database, 'attributes', main.id))[0]).toMatchObject({
      action: 'attributes.create',
      actorId: admin.userId,
    });

    const red = await post('/api/panel/attributes', {
      name_ar: 'أحمر',
      name_en: 'Red',
      parent_id: main.id,
      color: '#FF0000',
      has_price: true,
      category_ids: [category],
    });
    expect(red.statusCode).toBe(201);
    // A value keeps its swatch (lower-cased) and carries no flags or categories of its own.
    expect(red.json().data).toMatchObject({
      parent_id: main.id,
      color: '#ff0000',
      has_price: false,
      category_ids: [],
    });
    const white = await post('/api/panel/attributes', {
      name_ar: 'أبيض',
      name_en: 'White',
      parent_id: main.id,
      color: '#ffffff',
    });
    expect(white.statusCode).toBe(201);

    const values = await get(`/api/panel/attributes?parent=${main.id}&sort=name_en&dir=asc`);
    expect(values.json().data.map((row: { name_en: string }) => row.name_en)).toEqual([
      'Red',
      'White',
    ]);
    const linked = await get(`/api/panel/attributes?category=${category}`);
    expect(linked.json().data.map((row: { id: number }) => row.id)).toEqual([main.id]);
    expect((await get(`/api/panel/attributes/${main.id}`)).json().data.children).toBe(2);
  });

  it('refuses a bad swatch, an unknown category and a value as parent, on the field', async () => {
    const main = (
      await post('/api/panel/attributes', { name_ar: 'المقاس', name_en: 'Size' })
    ).json().data;
    const value = (
      await post('/api/panel/attributes', { name_ar: 'كبير', name_en: 'Large', parent_id: main.id })
    ).json().data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ parent_id: main.id, color: 'red' }, 'color', 'validation.color.invalid'],
      [{ parent_id: main.id, color: '#12345' }, 'color', 'validation.color.invalid'],
      [{ category_ids: [999_999] }, 'category_ids', 'validation.choice.category'],
      [{ parent_id: value.id }, 'parent_id', 'validation.choice.attribute'],
      [{ name_en: 'x' }, 'name_en', 'validation.name.too_short'],
    ];
    for (const [patch, path, message] of cases) {
      const refused = await post('/api/panel/attributes', {
        name_ar: 'قيمة',
        name_en: 'Value',
        ...patch,
      });
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
      const field = refused.json().error.fields.find((f: { path: string }) => f.path === path);
      expect(field?.message, JSON.stringify(patch)).toBe(message);
    }
    const found = await get(`/api/panel/attributes?parent=${main.id}`);
    expect(found.json().data).toHaveLength(1);
  });

  it('edits an attribute, relinks its categories and logs the changed fields', async () => {
    const first = await newCategory('Phones');
    const second = await newCategory('Laptops');
    const main = (
      await post('/api/panel/attributes', {
        name_ar: 'السعة',
        name_en: 'Storage',
        category_ids: [first],
      })
    ).json().data;
    const edited = await panelCall(ctx.app, admin, 'PUT', `/api/panel/attributes/${main.id}`, {
      name_ar: 'السعة',
      name_en: 'Capacity',
      category_ids: [second],
      show_in_filter: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name_en: 'Capacity',
      category_ids: [second],
      show_in_filter: true,
    });
    const [log] = await logsAbout(ctx.database, 'attributes', main.id);
    expect(log!.action).toBe('attributes.update');
    expect(log!.changes).toEqual({
      name_en: ['Storage', 'Capacity'],
      show_in_filter: [false, true],
      category_ids: [[first], [second]],
    });
    // A main attribute cannot become a value (products store both ids).
    const other = (await post('/api/panel/attributes', { name_ar: 'نوع', name_en: 'Kind' })).json()
      .data;
    const moved = await panelCall(ctx.app, admin, 'PUT', `/api/panel/attributes/${main.id}`, {
      name_ar: 'السعة',
      name_en: 'Capacity',
      parent_id: other.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields[0].path).toBe('parent_id');
    expect(
      (await panelCall(ctx.app, admin, 'PUT', '/api/panel/attributes/999999', edited.json().data))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete an attribute products carry, and deletes an unused one', async () => {
    const main = (
      await post('/api/panel/attributes', { name_ar: 'الخامة', name_en: 'Fabric' })
    ).json().data;
    const cotton = (
      await post('/api/panel/attributes', {
        name_ar: 'قطن',
        name_en: 'Cotton',
        parent_id: main.id,
      })
    ).json().data;
    const unused = (
      await post('/api/panel/attributes', { name_ar: 'الوزن', name_en: 'Weight' })
    ).json().data;
    const product = await seedProduct(ctx.database.db);
    await ctx.database.db
      .insert(productAttributeValues)
      .values({ productId: product.id, attributeId: cotton.id, parentAttributeId: main.id });

    for (const ids of [[main.id], [cotton.id], [unused.id, main.id]]) {
      const refused = await post('/api/panel/attributes/bulk-delete', { ids });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('in_use');
    }
    expect((await get(`/api/panel/attributes/${unused.id}`)).statusCode).toBe(200);
    expect((await get(`/api/panel/attributes/${main.id}`)).json().data.products).toBe(1);

    const deleted = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/attributes/${unused.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/panel/attributes/${unused.id}`)).statusCode).toBe(404);
    expect((await logsAbout(ctx.database, 'attributes', unused.id))[0]!.action).toBe(
      'attributes.delete',
    );

    // Once no product carries it, the main attribute goes with its values.
    await ctx.database.db
      .delete(productAttributeValues)
      .where(eq(productAttributeValues.productId, product.id));
    const bulk = await post('/api/panel/attributes/bulk-delete', { ids: [main.id] });
    expect(bulk.json().data).toEqual({ affected: 1 });
    expect((await get(`/api/panel/attributes/${cotton.id}`)).statusCode).toBe(404);
    const missing = await post('/api/panel/attributes/bulk-delete', { ids: [999_998] });
    expect(missing.statusCode).toBe(404);
  });

  it('is admin-only: moderators and resellers get 403 and write nothing', async () => {
    for (const caller of [moderator, reseller]) {
      const refused = await post(
        '/api/panel/attributes',
        { name_ar: 'خفي', name_en: 'Sneaky' },
        caller,
      );
      expect(refused.statusCode).toBe(403);
      expect((await get('/api/panel/attributes', caller)).statusCode).toBe(403);
    }
    expect((await get('/api/panel/attributes?q=sneaky')).json().data).toEqual([]);
    expect((await panelCall(ctx.app, null, 'GET', '/api/panel/attributes')).statusCode).toBe(401);
  });
});

describe('[ADMIN][GOVERNORATES][AREAS]', () => {
  it('creates a governorate and its areas, lists areas by governorate', async () => {
    const created = await post('/api/panel/governorates', {
      name_ar: 'الوادي الجديد',
      name_en: 'New Valley Test',
      sort: 30,
    });
    expect(created.statusCode).toBe(201);
    const governorate = created.json().data;
    expect(governorate).toMatchObject({ areas: 0, stores: 0, sort: 30 });
    const area = await post('/api/panel/areas', {
      governorate_id: governorate.id,
      name_ar: 'الخارجة',
      name_en: 'Kharga',
    });
    expect(area.statusCode).toBe(201);
    expect(area.json().data).toMatchObject({ governorate_id: governorate.id, stores: 0 });
    const list = await get(`/api/panel/areas?governorate=${governorate.id}`);
    expect(list.json().data.map((row: { name_en: string }) => row.name_en)).toEqual(['Kharga']);
    expect((await get(`/api/panel/governorates/${governorate.id}`)).json().data.areas).toBe(1);
    expect((await logsAbout(ctx.database, 'areas', area.json().data.id))[0]!.action).toBe(
      'areas.create',
    );

    // The shop's governorate picker shows it at once.
    const shop = await ctx.app.inject({
      url: '/api/governorates',
      headers: { 'accept-language': 'en' },
    });
    expect(JSON.stringify(shop.json())).toContain('New Valley Test');
  });

  it('refuses a duplicate name and an unknown governorate on their fields', async () => {
    const governorate = (
      await post('/api/panel/governorates', { name_ar: 'مطروح تجربة', name_en: 'Matrouh Test' })
    ).json().data;
    const dup = await post('/api/panel/governorates', {
      name_ar: 'مطروح',
      name_en: 'matrouh test',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields[0]).toMatchObject({
      path: 'name_en',
      message: 'validation.name.taken',
    });
    await post('/api/panel/areas', {
      governorate_id: governorate.id,
      name_ar: 'سيوة',
      name_en: 'Siwa',
    });
    const dupArea = await post('/api/panel/areas', {
      governorate_id: governorate.id,
      name_ar: 'سيوة',
      name_en: 'SIWA',
    });
    expect(dupArea.statusCode).toBe(400);
    const unknown = await post('/api/panel/areas', {
      governorate_id: 999_999,
      name_ar: 'مكان',
      name_en: 'Nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].path).toBe('governorate_id');
  });

  it('edits a governorate and logs the change', async () => {
    const governorate = (
      await post('/api/panel/governorates', { name_ar: 'سوهاج تجربة', name_en: 'Sohag Test' })
    ).json().data;
    const edited = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/governorates/${governorate.id}`,
      { name_ar: 'سوهاج تجربة', name_en: 'Sohag Edited', sort: 5 },
    );
    expect(edited.statusCode).toBe(200);
    const [log] = await logsAbout(ctx.database, 'governorates', governorate.id);
    expect(log!.changes).toEqual({ name_en: ['Sohag Test', 'Sohag Edited'], sort: [0, 5] });
  });

  it('edits an area no one uses and deletes it', async () => {
    const governorate = (
      await post('/api/panel/governorates', { name_ar: 'الأقصر تجربة', name_en: 'Luxor Test' })
    ).json().data;
    const area = (
      await post('/api/panel/areas', {
        governorate_id: governorate.id,
        name_ar: 'الكرنك',
        name_en: 'Karnak',
      })
    ).json().data;
    const edited = await panelCall(ctx.app, admin, 'PUT', `/api/panel/areas/${area.id}`, {
      governorate_id: governorate.id,
      name_ar: 'الكرنك الجديد',
      name_en: 'New Karnak',
    });
    expect(edited.json().data).toMatchObject({ name_en: 'New Karnak' });
    expect((await get(`/api/panel/areas/${area.id}`)).json().data).toMatchObject({
      name_ar: 'الكرنك الجديد',
      name_en: 'New Karnak',
    });
    const removed = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/areas/${area.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/panel/areas/${area.id}`)).statusCode).toBe(404);
    expect((await logsAbout(ctx.database, 'areas', area.id))[0]!.action).toBe('areas.delete');
  });

  it('refuses to delete or move a place stores and branches use', async () => {
    const governorate = (
      await post('/api/panel/governorates', { name_ar: 'أسوان تجربة', name_en: 'Aswan Test' })
    ).json().data;
    const other = (
      await post('/api/panel/governorates', { name_ar: 'قنا تجربة', name_en: 'Qena Test' })
    ).json().data;
    const area = (
      await post('/api/panel/areas', {
        governorate_id: governorate.id,
        name_ar: 'إدفو',
        name_en: 'Edfu',
      })
    ).json().data;
    const empty = (
      await post('/api/panel/areas', {
        governorate_id: governorate.id,
        name_ar: 'كوم أمبو',
        name_en: 'Kom Ombo',
      })
    ).json().data;
    // The store names only the area: its governorate is in use through it.
    await seedStore(ctx.database.db, { areaId: area.id, governorateId: null });

    const refusedArea = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/areas/${area.id}`);
    expect(refusedArea.statusCode).toBe(409);
    expect(refusedArea.json().error.code).toBe('in_use');
    const refusedGov = await post('/api/panel/governorates/bulk-delete', {
      ids: [other.id, governorate.id],
    });
    expect(refusedGov.statusCode).toBe(409);
    expect((await get(`/api/panel/governorates/${other.id}`)).statusCode).toBe(200);
    const moved = await panelCall(ctx.app, admin, 'PUT', `/api/panel/areas/${area.id}`, {
      governorate_id: other.id,
      name_ar: 'إدفو',
      name_en: 'Edfu',
    });
    expect(moved.statusCode).toBe(409);
    expect((await get(`/api/panel/areas/${area.id}`)).json().data).toMatchObject({
      governorate_id: governorate.id,
      stores: 1,
    });

    const deleted = await post('/api/panel/areas/bulk-delete', { ids: [empty.id] });
    expect(deleted.json().data).toEqual({ affected: 1 });
    expect((await logsAbout(ctx.database, 'areas', empty.id))[0]!.action).toBe('areas.delete');
    const gone = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/governorates/${other.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await logsAbout(ctx.database, 'governorates', other.id))[0]!.action).toBe(
      'governorates.delete',
    );

    const unused = [
      (
        await post('/api/panel/governorates', { name_ar: 'سوهاج تجربة', name_en: 'Sohag Test' })
      ).json().data.id as number,
      (
        await post('/api/panel/governorates', { name_ar: 'المنيا تجربة', name_en: 'Minya Test' })
      ).json().data.id as number,
    ];
    const bulk = await post('/api/panel/governorates/bulk-delete', { ids: unused });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ affected: 2 });
    for (const id of unused) {
      expect((await get(`/api/panel/governorates/${id}`)).statusCode).toBe(404);
    }
    // The governorate a store uses stays.
    expect((await get(`/api/panel/governorates/${governorate.id}`)).statusCode).toBe(200);
  });

  it('is admin-only', async () => {
    for (const caller of [moderator, reseller]) {
      expect((await get('/api/panel/governorates', caller)).statusCode).toBe(403);
      expect(
        (await post('/api/panel/areas', { governorate_id: 1, name_ar: 'س', name_en: 'S' }, caller))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('[ADMIN][PACKAGES]', () => {
  const pkg = (overrides: Record<string, unknown> = {}) => ({
    name_ar: 'الباقة الذهبية',
    name_en: 'Gold',
    price: 1499.99,
    products_count: 500,
    duration_days: 30,
    features: [
      {
        name_ar: 'دعم',
        name_en: 'Support',
        statement_ar: 'دعم على مدار الساعة',
        statement_en: 'Support around the clock',
      },
      {
        name_ar: 'توثيق',
        name_en: 'Badge',
        statement_ar: 'علامة توثيق للمتجر',
        statement_en: 'A verified badge for the store',
      },
    ],
    ...overrides,
  });

  it('creates a package with its features and exact price, and logs it', async () => {
    const created = await post('/api/panel/packages', pkg());
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      price: 1499.99,
      products_count: 500,
      is_trial: false,
      trial_period_days: null,
      stores: 0,
    });
    expect(row.features.map((f: { name_en: string }) => f.name_en)).toEqual(['Support', 'Badge']);
    expect((await logsAbout(ctx.database, 'packages', row.id))[0]!.action).toBe('packages.create');
    const list = await get('/api/panel/packages?q=gold');
    expect(list.json().data[0].features).toHaveLength(2);
  });

  it('checks the spec §5 rules with the message on the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ products_count: 99 }, 'products_count', 'validation.package.products_count'],
      [{ price: 10.005 }, 'price', 'validation.number.money'],
      [{ price: -1 }, 'price', 'validation.number.not_negative'],
      [{ is_trial: true }, 'trial_period_days', 'validation.package.trial_days'],
      [
        { is_trial: true, trial_period_days: 400 },
        'trial_period_days',
        'validation.package.trial_days',
      ],
      [
        { is_trial: true, trial_period_days: 14, is_lifetime: true },
        'is_lifetime',
        'validation.package.lifetime_trial',
      ],
      [
        { features: [{ name_ar: 'د', name_en: 'Support', statement_ar: 'x', statement_en: 'y' }] },
        'features.0.name_ar',
        'validation.name.too_short',
      ],
    ];
    for (const [patch, path, message] of cases) {
      const refused = await panelCall(
        ctx.app,
        admin,
        'POST',
        '/api/panel/packages',
        pkg({ name_en: 'Refused', ...patch }),
        'ar',
      );
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
      const field = refused.json().error.fields.find((f: { path: string }) => f.path === path);
      expect(field?.message, JSON.stringify(patch)).toBe(message);
    }
    expect((await get('/api/panel/packages?q=refused')).json().data).toEqual([]);
  });

  it('saves a trial package and clears trial days when it stops being one', async () => {
    const trial = (
      await post(
        '/api/panel/packages',
        pkg({ name_en: 'Trial', is_trial: true, price: 0, trial_period_days: 14 }),
      )
    ).json().data;
    expect(trial).toMatchObject({ is_trial: true, trial_period_days: 14 });
    const edited = await panelCall(ctx.app, admin, 'PUT', `/api/panel/packages/${trial.id}`, {
      ...pkg({ name_en: 'Trial', price: 0, trial_period_days: 14 }),
      features: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      is_trial: false,
      trial_period_days: null,
      features: [],
    });
    const [log] = await logsAbout(ctx.database, 'packages', trial.id);
    expect(log!.changes).toMatchObject({ is_trial: [true, false], trial_period_days: [14, null] });
    expect(log!.changes!.features).toBeDefined();
  });

  it('refuses to delete a package a store is on', async () => {
    const used = (await post('/api/panel/packages', pkg({ name_en: 'Used' }))).json().data;
    const free = (await post('/api/panel/packages', pkg({ name_en: 'Free' }))).json().data;
    await seedStore(ctx.database.db, { packageId: used.id });
    const refused = await post('/api/panel/packages/bulk-delete', { ids: [free.id, used.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('in_use');
    expect((await get(`/api/panel/packages/${free.id}`)).statusCode).toBe(200);
    expect((await get(`/api/panel/packages/${used.id}`)).json().data.stores).toBe(1);
    const deleted = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/packages/${free.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await logsAbout(ctx.database, 'packages', free.id))[0]!.action).toBe('packages.delete');

    const spare = [
      (await post('/api/panel/packages', pkg({ name_en: 'Spare A' }))).json().data.id as number,
      (await post('/api/panel/packages', pkg({ name_en: 'Spare B' }))).json().data.id as number,
    ];
    const bulk = await post('/api/panel/packages/bulk-delete', { ids: spare });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ affected: 2 });
    for (const id of spare) {
      expect((await get(`/api/panel/packages/${id}`)).statusCode).toBe(404);
      expect((await logsAbout(ctx.database, 'packages', id))[0]!.action).toBe('packages.delete');
    }
    expect((await get(`/api/panel/packages/${used.id}`)).json().data.stores).toBe(1);
  });

  it('is admin-only', async () => {
    for (const caller of [moderator, reseller]) {
      expect((await post('/api/panel/packages', pkg({ name_en: 'Nope' }), caller)).statusCode).toBe(
        403,
      );
    }
    expect((await get('/api/panel/packages?q=nope')).json().data).toEqual([]);
  });
});

describe('[ADMIN][REFERENCE] unknown rows', () => {
  it('answers 404 for a missing row on every read, edit and delete, and writes nothing', async () => {
    const bodies: Record<string, unknown> = {
      attributes: { name_ar: 'غير', name_en: 'Missing' },
      governorates: { name_ar: 'غير', name_en: 'Missing Gov' },
      areas: { governorate_id: 1, name_ar: 'غير', name_en: 'Missing Area' },
      packages: { name_ar: 'غير', name_en: 'Missing', price: 1, products_count: 100 },
    };
    for (const [resource, body] of Object.entries(bodies)) {
      const url = `/api/panel/${resource}/987654`;
      expect((await get(url)).statusCode, resource).toBe(404);
      expect((await panelCall(ctx.app, admin, 'PUT', url, body)).statusCode, resource).toBe(404);
      expect((await panelCall(ctx.app, admin, 'DELETE', url)).statusCode, resource).toBe(404);
      expect((await logsAbout(ctx.database, resource, 987654)).length, resource).toBe(0);
    }
  });
});
