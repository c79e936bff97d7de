// A product's attributes (`products/options`, required ones enforced,
// sub-attributes with prices, colours) and its existence period (archived by a daily job that
// reminds the seller before, once each, even with two runners).
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  categories,
  categoryAttributes,
  jobs,
  notifications,
  packages,
  products,
} from '../../server/db/schema';
import { runDueJobs } from '../../server/modules/jobs/jobs.service';
import {
  archiveExpiredProducts,
  PRODUCT_LIFECYCLE_JOB,
  remindBeforeArchiving,
  scheduleProductLifecycle,
} from '../../server/modules/seller-products/product-lifecycle';
import { seedProduct, seedStore } from '../factories';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
const DAY = 86_400_000;

let mainId: number;
let subId: number;
let otherSubId: number;
let image: string;
/** Attributes made for this file: Fit (required, single choice, priced) and Pattern (optional). */
let fit: { id: number; values: number[] };
let pattern: { id: number; values: number[] };
let foreignValue: number;

async function attribute(
  nameEn: string,
  flags: { isRequired?: boolean; multiSelect?: boolean; hasPrice?: boolean },
  values: [string, string | null][],
  categoryId: number,
) {
  const db = ctx.database.db;
  const [main] = await db
    .insert(attributes)
    .values({ nameAr: nameEn, nameEn, ...flags })
    .returning({ id: attributes.id });
  const rows = await db
    .insert(attributes)
    .values(
      values.map(([name, color]) => ({ parentId: main!.id, nameAr: name, nameEn: name, color })),
    )
    .returning({ id: attributes.id });
  await db.insert(categoryAttributes).values({ categoryId, attributeId: main!.id });
  return { id: main!.id, values: rows.map((row) => row.id) };
}

async function sellerWithStore(): Promise<{ seller: PanelCaller; storeId: number }> {
  const seller = await panelCaller(ctx, 'reseller');
  const [pkg] = await ctx.database.db
    .insert(packages)
    .values({ nameAr: 'كبيرة', nameEn: 'Big', productsCount: 100, price: 0 })
    .returning({ id: packages.id });
  const store = await seedStore(ctx.database.db, { ownerId: seller.userId, packageId: pkg!.id });
  return { seller, storeId: store.id };
}

function body(storeId: number, options: unknown[]) {
  return {
    store_id: storeId,
    name_ar: 'فستان صيفي',
    name_en: 'Summer dress',
    description_ar: 'فستان قطن خفيف للصيف.',
    description_en: '',
    main_image: image,
    other_images: [],
    category_id: mainId,
    sub_category_id: subId,
    basic_price: 300,
    options,
  };
}

beforeAll(async () => {
  const db = ctx.database.db;
  const [main] = await db
    .insert(categories)
    .values({ nameAr: 'اختبار الخيارات', nameEn: 'Options test', slug: `options-${Date.now()}` })
    .returning({ id: categories.id });
  mainId = main!.id;
  const subs = await db
    .insert(categories)
    .values([
      { parentId: mainId, nameAr: 'فساتين', nameEn: 'Dresses', slug: `options-a-${Date.now()}` },
      { parentId: mainId, nameAr: 'أحزمة', nameEn: 'Belts', slug: `options-b-${Date.now()}` },
    ])
    .returning({ id: categories.id });
  subId = subs[0]!.id;
  otherSubId = subs[1]!.id;
  fit = await attribute(
    'Fit',
    { isRequired: true, hasPrice: true },
    [
      ['Slim', null],
      ['Loose', null],
    ],
    mainId,
  );
  pattern = await attribute(
    'Pattern colour',
    { multiSelect: true },
    [
      ['Red', '#d32f2f'],
      ['Blue', '#1976d2'],
    ],
    subId,
  );
  foreignValue = (await attribute('Buckle', {}, [['Gold', '#d4af37']], otherSubId)).values[0]!;
  const bytes = await sharp({
    create: { width: 700, height: 700, channels: 3, background: { r: 120, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = '----dukkan-options';
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/panel/products/upload-images-first',
    headers: {
      authorization: `Bearer ${(await panelCaller(ctx, 'reseller')).token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  image = uploaded.json().data.path;
});

describe('[PRODUCTS][OPTIONS] products/options', () => {
  it('lists the attributes of a sub-category with its main category’s, values and colours', async () => {
    const { seller } = await sellerWithStore();
    const response = await panelCall(
      ctx.app,
      seller,
      'GET',
      `/api/panel/products/options?category=${subId}`,
    );
    expect(response.statusCode).toBe(200);
    const groups = response.json().data as {
      id: number;
      is_required: boolean;
      has_price: boolean;
      multi_select: boolean;
      values: { id: number; color: string | null }[];
    }[];
    expect(groups.map((group) => group.id).sort()).toEqual([fit.id, pattern.id].sort());
    expect(groups.find((group) => group.id === fit.id)).toMatchObject({
      is_required: true,
      has_price: true,
      multi_select: false,
    });
    expect(groups.find((group) => group.id === pattern.id)!.values[0]!.color).toBe('#d32f2f');
    // A sibling sub-category's attributes (Buckle of Belts) are not offered: the save refuses them.
    const sibling = await panelCall(
      ctx.app,
      seller,
      'GET',
      `/api/panel/products/options?category=${otherSubId}`,
    );
    expect(
      sibling
        .json()
        .data.map((group: { name_en: string }) => group.name_en)
        .sort(),
    ).toEqual(['Buckle', 'Fit']);
    // The main category alone: its own attributes only, none of its sub-categories'.
    const main = await panelCall(
      ctx.app,
      seller,
      'GET',
      `/api/panel/products/options?category=${mainId}`,
    );
    expect(main.json().data.map((group: { id: number }) => group.id)).toEqual([fit.id]);
    // A visitor has no panel session.
    expect(
      (await panelCall(ctx.app, null, 'GET', `/api/panel/products/options?category=${subId}`))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a product without its required attribute, with two single-choice values, or a foreign value', async () => {
    const { seller, storeId } = await sellerWithStore();
    const url = '/api/panel/products/create-after-images';
    const missing = await panelCall(
      ctx.app,
      seller,
      'POST',
      url,
      body(storeId, [{ attribute_id: pattern.values[0] }]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('attributes_required');
    // The answer names the attribute left empty, in the request's language.
    expect(missing.json().error.message).toBe('Choose a value for the required attributes: Fit.');
    const arabic = await panelCall(
      ctx.app,
      seller,
      'POST',
      url,
      body(storeId, [{ attribute_id: pattern.values[0] }]),
      'ar',
    );
    expect(arabic.json().error.message).toBe('اختر قيمة للخصائص المطلوبة: Fit.');
    const twoFits = await panelCall(
      ctx.app,
      seller,
      'POST',
      url,
      body(
        storeId,
        fit.values.map((id) => ({ attribute_id: id })),
      ),
    );
    expect(twoFits.statusCode).toBe(400);
    const foreign = await panelCall(
      ctx.app,
      seller,
      'POST',
      url,
      body(storeId, [{ attribute_id: fit.values[0] }, { attribute_id: foreignValue }]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields[0].path).toBe('options.1.attribute_id');
  });

  it('saves the chosen values with extra prices only where the attribute has prices; an edit replaces them', async () => {
    const { seller, storeId } = await sellerWithStore();
    const created = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/products/create-after-images',
      body(storeId, [
        { attribute_id: fit.values[1], extra_price: 25.5 },
        { attribute_id: pattern.values[0], extra_price: 99 },
        { attribute_id: pattern.values[1] },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product.options).toEqual([
      { attribute_id: fit.values[1], extra_price: 25.5 },
      { attribute_id: pattern.values[0], extra_price: null },
      { attribute_id: pattern.values[1], extra_price: null },
    ]);
    const edited = await panelCall(
      ctx.app,
      seller,
      'PUT',
      `/api/panel/products/${product.id}`,
      body(storeId, [{ attribute_id: fit.values[0], extra_price: 10 }]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const form = await panelCall(ctx.app, seller, 'GET', `/api/panel/products/${product.id}/form`);
    expect(form.json().data.options).toEqual([{ attribute_id: fit.values[0], extra_price: 10 }]);
    // Options are not reviewed content: the product stays where it was in review.
    expect(form.json().data.status).toBe('pending_for_review');
  });
});

describe('[PRODUCTS][EXISTENCE] the daily archiving job', () => {
  it('reminds once before, archives at the end, leaves permanent ones; two runners act once', async () => {
    const { seller, storeId } = await sellerWithStore();
    const db = ctx.database.db;
    const now = Date.now();
    const accepted = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const seed = (overrides: Parameters<typeof seedProduct>[1]) =>
      seedProduct(db, { storeId, status: 'accepted', existencePeriodDays: 90, ...overrides });
    const soon = await seed({ acceptedAt: accepted(88) });
    const over = await seed({ acceptedAt: accepted(91) });
    const permanent = await seed({ acceptedAt: accepted(400), isPermanent: true });
    const fresh = await seed({ acceptedAt: accepted(10) });
    const mine = [soon.id, over.id, permanent.id, fresh.id];

    // Two runners at once (two processes share one database; here two calls race on it).
    const at = new Date(now);
    const reminders = await Promise.all([
      remindBeforeArchiving(db, at),
      remindBeforeArchiving(db, at),
    ]);
    const archived = await Promise.all([
      archiveExpiredProducts(db, at),
      archiveExpiredProducts(db, at),
    ]);
    expect(reminders.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(archived.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);

    const rows = await db
      .select({
        id: products.id,
        archivedAt: products.archivedAt,
        reminded: products.archiveRemindedFor,
      })
      .from(products)
      .where(inArray(products.id, mine));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(over.id)!.archivedAt).not.toBeNull();
    expect(byId.get(soon.id)!.archivedAt).toBeNull();
    expect(byId.get(soon.id)!.reminded).not.toBeNull();
    expect(byId.get(permanent.id)!.archivedAt).toBeNull();
    expect(byId.get(fresh.id)!.archivedAt).toBeNull();
    expect(byId.get(fresh.id)!.reminded).toBeNull();

    const notes = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, seller.userId), eq(notifications.type, 'product_expiration')),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.targetId).toBe(String(soon.id));
    expect(notes[0]!.bodyEn).toMatch(/in 2 days/);
    expect(notes[0]!.bodyAr).toMatch(/٢/);

    // Again the next day: nothing new for the one reminded; it is archived when its day comes.
    await remindBeforeArchiving(db, new Date(now + DAY));
    await archiveExpiredProducts(db, new Date(now + 3 * DAY));
    const again = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, seller.userId), eq(notifications.type, 'product_expiration')),
      );
    expect(again).toHaveLength(1);
    const [soonAfter] = await db
      .select({ archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, soon.id));
    expect(soonAfter!.archivedAt).not.toBeNull();

    // The seller sees the days left of the fresh one in the panel.
    const list = await panelCall(ctx.app, seller, 'GET', '/api/panel/products?per_page=100');
    const freshRow = (list.json().data as { id: number; days_left: number | null }[]).find(
      (row) => row.id === fresh.id,
    );
    expect(freshRow!.days_left).toBe(80);
  });

  it('queues one run per date whatever the number of processes, and each run queues the next', async () => {
    const db = ctx.database.db;
    const first = await scheduleProductLifecycle(db);
    const second = await scheduleProductLifecycle(db);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await runDueJobs(db);
    const queued = await db.select().from(jobs).where(eq(jobs.type, PRODUCT_LIFECYCLE_JOB));
    expect(queued.filter((job) => job.status === 'done')).toHaveLength(1);
    const next = queued.find((job) => job.status === 'queued');
    expect(next).toBeDefined();
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
