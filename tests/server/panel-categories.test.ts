// Admin categories through the panel API, their audit rows and the logs screen's calls.
import { describe, expect, it, beforeAll } from 'vitest';
import { seedProduct, seedStore } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  moderator = await panelCaller(ctx, 'moderator_admin', {
    permissions: { canManageStore: true, canChat: false },
  });
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name_ar: 'أدوات مطبخ',
  name_en: 'Kitchenware',
  sort: 3,
  ...overrides,
});

describe('[ADMIN][CATEGORIES]', () => {
  it('creates a main category, logs it, and the shop lists it at once', async () => {
    const created = await panelCall(ctx.app, admin, 'POST', '/api/panel/categories', body());
    expect(created.statusCode).toBe(201);
    const category = created.json().data;
    expect(category).toMatchObject({ name_en: 'Kitchenware', parent_id: null, products: 0 });
    expect(category.slug).toBe('kitchenware');

    const shop = await ctx.app.inject({
      url: '/api/categories',
      headers: { 'accept-language': 'en' },
    });
    expect(JSON.stringify(shop.json())).toContain('Kitchenware');

    const [log] = await logsAbout(ctx.database, 'categories', category.id);
    expect(log).toMatchObject({
      action: 'categories.create',
      actorId: admin.userId,
      role: 'admin',
    });
  });

  it('creates a sub-category under a main one and lists it by parent', async () => {
    const main = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/categories', body({ name_en: 'Garden' }))
    ).json().data;
    const sub = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/categories',
      body({ name_en: 'Pots', name_ar: 'أصص', parent_id: main.id }),
    );
    expect(sub.statusCode).toBe(201);
    const list = await panelCall(ctx.app, admin, 'GET', `/api/panel/categories?parent=${main.id}`);
    expect(list.json().data.map((row: { name_en: string }) => row.name_en)).toEqual(['Pots']);
    const again = await panelCall(ctx.app, admin, 'GET', `/api/panel/categories/${main.id}`);
    expect(again.json().data.children).toBe(1);
  });

  it('refuses a sub-category as parent, with the message on the field', async () => {
    const main = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/categories', body({ name_en: 'Toys' }))
    ).json().data;
    const sub = (
      await panelCall(
        ctx.app,
        admin,
        'POST',
        '/api/panel/categories',
        body({ name_en: 'Dolls', parent_id: main.id }),
      )
    ).json().data;
    const refused = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/categories',
      body({ parent_id: sub.id }),
      'ar',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0].path).toBe('parent_id');
  });

  it('answers a validation error with the message key on its field', async () => {
    const refused = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/categories',
      body({ name_en: 'x' }),
      'ar',
    );
    expect(refused.statusCode).toBe(400);
    const field = refused.json().error.fields.find((f: { path: string }) => f.path === 'name_en');
    expect(field.message).toBe('validation.name.too_short');
  });

  it('edits a category and logs the changed fields only', async () => {
    const category = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/categories', body({ name_en: 'Lamps' }))
    ).json().data;
    const edited = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/categories/${category.id}`,
      body({ name_en: 'Lighting' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.name_en).toBe('Lighting');
    const [log] = await logsAbout(ctx.database, 'categories', category.id);
    expect(log!.action).toBe('categories.update');
    expect(log!.changes).toEqual({ name_en: ['Lamps', 'Lighting'] });
  });

  it('refuses to delete a category with products and changes nothing', async () => {
    const category = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/categories', body({ name_en: 'Used' }))
    ).json().data;
    const store = await seedStore(ctx.database.db);
    await seedProduct(ctx.database.db, { storeId: store.id, categoryId: category.id });
    const empty = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/categories', body({ name_en: 'Empty' }))
    ).json().data;

    const refused = await panelCall(ctx.app, admin, 'POST', '/api/panel/categories/bulk-delete', {
      ids: [empty.id, category.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('in_use');
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/categories/${empty.id}`)).statusCode,
    ).toBe(200);

    const deleted = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/categories/${empty.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/categories/${empty.id}`)).statusCode,
    ).toBe(404);
    expect((await logsAbout(ctx.database, 'categories', empty.id))[0]!.action).toBe(
      'categories.delete',
    );

    const spare = await Promise.all(
      ['Spare one', 'Spare two'].map(
        async (name) =>
          (
            await panelCall(
              ctx.app,
              admin,
              'POST',
              '/api/panel/categories',
              body({ name_en: name }),
            )
          ).json().data as { id: number },
      ),
    );
    const bulk = await panelCall(ctx.app, admin, 'POST', '/api/panel/categories/bulk-delete', {
      ids: spare.map((row) => row.id),
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ affected: 2 });
    for (const row of spare) {
      expect(
        (await panelCall(ctx.app, admin, 'GET', `/api/panel/categories/${row.id}`)).statusCode,
      ).toBe(404);
      expect((await logsAbout(ctx.database, 'categories', row.id))[0]!.action).toBe(
        'categories.delete',
      );
    }
    // The category with products is still there.
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/categories/${category.id}`)).statusCode,
    ).toBe(200);
  });

  it('pages, sorts and searches on the server', async () => {
    const page = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/categories?per_page=2&sort=name_en&dir=asc',
    );
    const json = page.json();
    expect(json.data).toHaveLength(2);
    expect(json.meta).toMatchObject({ page: 1, perPage: 2 });
    const names = json.data.map((row: { name_en: string }) => row.name_en);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
    const found = await panelCall(ctx.app, admin, 'GET', '/api/panel/categories?q=kitchen');
    expect(found.json().data.map((row: { name_en: string }) => row.name_en)).toEqual([
      'Kitchenware',
    ]);
  });

  it('is admin-only: a moderator gets 403 and writes nothing', async () => {
    const refused = await panelCall(
      ctx.app,
      moderator,
      'POST',
      '/api/panel/categories',
      body({ name_en: 'Sneaky' }),
    );
    expect(refused.statusCode).toBe(403);
    const found = await panelCall(ctx.app, admin, 'GET', '/api/panel/categories?q=sneaky');
    expect(found.json().data).toEqual([]);
    expect((await panelCall(ctx.app, null, 'GET', '/api/panel/categories')).statusCode).toBe(401);
  });
});

describe('[PANEL][LOGS]', () => {
  it('lists the trail with filters for the admin, never editable', async () => {
    const list = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/logs?entity=categories&action=categories.update',
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row: { action: string }) => row.action === 'categories.update')).toBe(true);
    expect(rows[0].actorUsername).toBeTruthy();
    const actions = await panelCall(ctx.app, admin, 'GET', '/api/panel/logs/actions');
    expect(actions.json().data).toContain('categories.create');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await panelCall(ctx.app, admin, method, '/api/panel/logs', {})).statusCode).toBe(404);
    }
  });

  it('shows a moderator only the rows about resources of its panel', async () => {
    const list = await panelCall(ctx.app, moderator, 'GET', '/api/panel/logs?per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.some((row: { entity: string }) => row.entity === 'categories')).toBe(
      false,
    );
    const filtered = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/logs?actor=${admin.userId}&role=admin&from=2020-01-01`,
    );
    expect(filtered.json().data.length).toBeGreaterThan(0);
  });
});
