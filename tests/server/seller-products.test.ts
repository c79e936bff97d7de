// A seller lists products in the reseller and sub-reseller panels.
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, moderatorPermissions, packages, products } from '../../server/db/schema';
import { seedProduct, seedStore, seedStoreStaff } from '../factories';
import { postFile, useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let categoryId: number;
let subCategoryId: number;
let smallPackageId: number;
let image: string;
/** One value of each required attribute of the test category (required ones are enforced). */
let requiredOptions: { attribute_id: number; extra_price: null }[] = [];

async function upload(caller: PanelCaller) {
  const bytes = await sharp({
    create: { width: 800, height: 700, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  return postFile(ctx.app, '/api/panel/products/upload-images-first', caller.token, {
    field: 'image',
    name: 'p.jpg',
    type: 'image/jpeg',
    bytes,
  });
}

function productBody(storeId: number, overrides: Record<string, unknown> = {}) {
  return {
    store_id: storeId,
    name_ar: 'جلابية مطرزة',
    name_en: 'Embroidered galabeya',
    description_ar: 'جلابية قطن مطرزة يدويًا.',
    description_en: '',
    main_image: image,
    other_images: [{ url: image }],
    category_id: categoryId,
    sub_category_id: subCategoryId,
    basic_price: 450.5,
    discount: 10,
    stock_amount: 5,
    existence_period_days: 90,
    options: requiredOptions,
    ...overrides,
  };
}

/** A reseller with a store on a package of `quota` products. */
async function sellerWithStore(quota = 100) {
  const seller = await panelCaller(ctx, 'reseller');
  const packageId =
    quota === 100
      ? smallPackageId
      : (
          await ctx.database.db
            .insert(packages)
            .values({ nameAr: 'صغيرة', nameEn: 'Tiny', productsCount: quota, price: 0 })
            .returning({ id: packages.id })
        )[0]!.id;
  const store = await seedStore(ctx.database.db, { ownerId: seller.userId, packageId });
  return { seller, store };
}

beforeAll(async () => {
  const db = ctx.database.db;
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
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.productsCount, 100))
    .limit(1);
  smallPackageId = pkg!.id;
  const uploaded = await upload(await panelCaller(ctx, 'reseller'));
  expect(uploaded.statusCode).toBe(201);
  image = uploaded.json().data.path;
  const choices = await panelCall(
    ctx.app,
    await panelCaller(ctx, 'reseller'),
    'GET',
    `/api/panel/products/options?category=${subCategoryId}`,
  );
  expect(choices.statusCode).toBe(200);
  requiredOptions = (choices.json().data as { is_required: boolean; values: { id: number }[] }[])
    .filter((group) => group.is_required)
    .map((group) => ({ attribute_id: group.values[0]!.id, extra_price: null }));
});

describe('[SELLERS][PRODUCTS]', () => {
  it('creates a product after its images; it waits for review with its days', async () => {
    expect(image).toMatch(/^\/uploads\/products\/[0-9a-f]+\.jpg$/);
    const { seller, store } = await sellerWithStore();
    const created = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/products/create-after-images',
      productBody(store.id),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      store_id: store.id,
      status: 'pending_for_review',
      main_image: image,
      other_images: [image],
      basic_price: 450.5,
      discount: 10,
      existence_period_days: 90,
      days_left: null,
    });
    expect((await logsAbout(ctx.database, 'products', product.id))[0]!.action).toBe(
      'products.create',
    );
    const list = await panelCall(ctx.app, seller, 'GET', '/api/panel/products');
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([product.id]);
  });

  it('refuses a store that is not the seller’s, and another seller’s product', async () => {
    const { seller } = await sellerWithStore();
    const other = await sellerWithStore();
    const response = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/products/create-after-images',
      productBody(other.store.id),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('store_id');
    const theirs = await seedProduct(ctx.database.db, { storeId: other.store.id });
    for (const [method, url, body] of [
      ['GET', `/api/panel/products/${theirs.id}/form`, undefined],
      ['PUT', `/api/panel/products/${theirs.id}`, productBody(other.store.id)],
      ['POST', '/api/panel/push-review', { ids: [theirs.id] }],
    ] as const) {
      expect((await panelCall(ctx.app, seller, method, url, body)).statusCode).toBe(404);
    }
  });

  it('lets exactly one of two concurrent creates at quota − 1 through', async () => {
    const { seller, store } = await sellerWithStore(2);
    await seedProduct(ctx.database.db, { storeId: store.id });
    const answers = await Promise.all(
      [0, 1].map(() =>
        panelCall(
          ctx.app,
          seller,
          'POST',
          '/api/panel/products/create-after-images',
          productBody(store.id),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    const refused = answers.find((answer) => answer.statusCode === 403)!;
    expect(refused.json().error.code).toBe('quota_exceeded');
    const rows = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storeId, store.id));
    expect(rows).toHaveLength(2);
  });

  it('sends an edited name or image back to review, not a price change', async () => {
    const { seller, store } = await sellerWithStore();
    const accepted = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'accepted',
      acceptedAt: new Date(),
      mainImage: image,
      categoryId,
      subCategoryId,
    });
    const form = await panelCall(ctx.app, seller, 'GET', `/api/panel/products/${accepted.id}/form`);
    expect(form.statusCode).toBe(200);
    const values = form.json().data;
    const same = {
      ...productBody(store.id),
      name_ar: values.name_ar,
      name_en: values.name_en,
      description_ar: values.description_ar,
      description_en: values.description_en,
      other_images: values.other_images.map((url: string) => ({ url })),
      basic_price: 99,
    };
    const priced = await panelCall(
      ctx.app,
      seller,
      'PUT',
      `/api/panel/products/${accepted.id}`,
      same,
    );
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data).toMatchObject({ status: 'accepted', basic_price: 99 });
    const renamed = await panelCall(ctx.app, seller, 'PUT', `/api/panel/products/${accepted.id}`, {
      ...same,
      name_en: 'A new name',
    });
    expect(renamed.json().data).toMatchObject({
      status: 'pending_for_review',
      name_en: 'A new name',
    });
  });

  it('push-review sends rejected and archived products back, and refuses others', async () => {
    const { seller, store } = await sellerWithStore();
    const rejected = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'rejected',
      rejectionReason: 'صور غير واضحة',
    });
    const archived = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'accepted',
      archivedAt: new Date(),
    });
    const pending = await seedProduct(ctx.database.db, { storeId: store.id });
    const refused = await panelCall(ctx.app, seller, 'POST', '/api/panel/push-review', {
      ids: [rejected.id, pending.id],
    });
    expect(refused.statusCode).toBe(409);
    const pushed = await panelCall(ctx.app, seller, 'POST', '/api/panel/push-review', {
      ids: [rejected.id, archived.id],
    });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().data).toEqual({ affected: 2 });
    for (const id of [rejected.id, archived.id]) {
      const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
      expect(row).toMatchObject({
        status: 'pending_for_review',
        rejectionReason: null,
        archivedAt: null,
      });
    }
  });

  it('a sub-reseller creates only with store management of that store', async () => {
    const { seller, store } = await sellerWithStore();
    const assistant = async (manage: boolean) => {
      const caller = await panelCaller(ctx, 'moderator_reseller');
      await ctx.database.db
        .insert(moderatorPermissions)
        .values({
          userId: caller.userId,
          resellerId: seller.userId,
          canManageStore: manage,
          canChat: !manage,
        })
        .onConflictDoUpdate({
          target: moderatorPermissions.userId,
          set: { resellerId: seller.userId, canManageStore: manage, canChat: !manage },
        });
      await seedStoreStaff(ctx.database.db, {
        storeId: store.id,
        userId: caller.userId,
        canManageStore: manage,
        canChat: !manage,
      });
      return caller;
    };
    const manager = await assistant(true);
    const chatter = await assistant(false);
    const url = '/api/panel/products/create-after-images';
    expect((await panelCall(ctx.app, manager, 'POST', url, productBody(store.id))).statusCode).toBe(
      201,
    );
    expect((await panelCall(ctx.app, chatter, 'POST', url, productBody(store.id))).statusCode).toBe(
      403,
    );
    // The chat-only assistant still lists the store's products (reading needs no grant), but
    // cannot open their editing: the rows say so (the panel hides the edit button) and a save is
    // refused.
    const listed = await panelCall(ctx.app, chatter, 'GET', '/api/panel/products');
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as { id: number; store_id: number; editable: boolean }[];
    const own = rows.filter((row) => row.store_id === store.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => !row.editable)).toBe(true);
    const managed = (await panelCall(ctx.app, manager, 'GET', '/api/panel/products')).json()
      .data as { store_id: number; editable: boolean }[];
    expect(managed.filter((row) => row.store_id === store.id).every((row) => row.editable)).toBe(
      true,
    );
    const edit = await panelCall(
      ctx.app,
      chatter,
      'PUT',
      `/api/panel/products/${own[0]!.id}`,
      productBody(store.id, { basic_price: 1 }),
    );
    expect(edit.statusCode).toBe(403);
  });

  it('validates the product form per field', async () => {
    const { seller, store } = await sellerWithStore();
    const response = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/products/create-after-images',
      productBody(store.id, {
        name_ar: 'ج',
        name_en: 'Shirt / blue',
        basic_price: -1,
        discount: 120,
        youtube_url: 'https://example.com/v',
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response
        .json()
        .error.fields.map((field: { path: string; message: string }) => [
          field.path,
          field.message,
        ]),
    );
    expect(fields).toMatchObject({
      name_ar: 'validation.product_name.too_short',
      name_en: 'validation.product_name.characters',
      basic_price: 'validation.number.not_negative',
      discount: 'validation.number.percentage',
      youtube_url: 'validation.youtube.invalid',
    });
  });

  it('a seller restores archived products only within the quota', async () => {
    const { seller, store } = await sellerWithStore(1);
    await seedProduct(ctx.database.db, { storeId: store.id });
    const archived = await seedProduct(ctx.database.db, {
      storeId: store.id,
      archivedAt: new Date(),
    });
    const refused = await panelCall(ctx.app, seller, 'POST', '/api/panel/products/archive', {
      ids: [archived.id],
      archived: false,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('quota_exceeded');
  });

  it('products/images reorders, removes and adds images; a change goes back to review', async () => {
    const { seller, store } = await sellerWithStore();
    const second = (await upload(seller)).json().data.path as string;
    const third = (await upload(seller)).json().data.path as string;
    const created = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/products/create-after-images',
      productBody(store.id, { other_images: [{ url: second }, { url: third }] }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await ctx.database.db
      .update(products)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(eq(products.id, id));

    // The same images: nothing changes, the product stays accepted.
    const same = await panelCall(ctx.app, seller, 'POST', '/api/panel/products/images', {
      id,
      main_image: image,
      other_images: [{ url: second }, { url: third }],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.status).toBe('accepted');

    // Third becomes the main image, the old main one moves last, second is removed.
    const moved = await panelCall(ctx.app, seller, 'POST', '/api/panel/products/images', {
      id,
      main_image: third,
      other_images: [{ url: image }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      status: 'pending_for_review',
      main_image: third,
      other_images: [image],
    });
    expect((await logsAbout(ctx.database, 'products', id)).map((row) => row.action)).toContain(
      'products.images',
    );

    // Someone else's product: 404; a path that is not an upload: a field error.
    const other = await sellerWithStore();
    const theirs = await panelCall(ctx.app, other.seller, 'POST', '/api/panel/products/images', {
      id,
      main_image: third,
      other_images: [],
    });
    expect(theirs.statusCode).toBe(404);
    const outside = await panelCall(ctx.app, seller, 'POST', '/api/panel/products/images', {
      id,
      main_image: 'https://evil.example/x.jpg',
      other_images: [],
    });
    expect(outside.statusCode).toBe(400);
  });
});

describe('[SELLERS] OpenAPI', () => {
  it('[DOCS] documents every seller product call', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const calls: [string, string][] = [
      ['get', '/api/stores'],
      ['post', '/api/stores'],
      ['post', '/api/store-settings/{id}'],
      ['get', '/api/upgrade'],
      ['get', '/api/verification/price'],
      ['get', '/api/verification/stores'],
      ['post', '/api/verification/verify'],
      ['get', '/api/panel/stores'],
      ['post', '/api/panel/products/upload-images-first'],
      ['post', '/api/panel/products/create-after-images'],
      ['post', '/api/panel/products/images'],
      ['get', '/api/panel/products/options'],
      ['get', '/api/panel/branches'],
      ['post', '/api/panel/branches'],
      ['get', '/api/panel/moderator-resellers'],
      ['post', '/api/panel/moderator-resellers'],
      ['post', '/api/subscriptions/upgrade'],
      ['post', '/api/subscriptions/renew'],
      ['post', '/api/subscriptions/downgrade'],
      ['delete', '/api/subscriptions/downgrade'],
      ['post', '/api/panel/push-review'],
      ['get', '/api/panel/invoices'],
      ['get', '/api/panel/access'],
    ];
    const missing = calls.filter(([method, path]) => !paths[path]?.[method]);
    expect(missing).toEqual([]);
  });
});
