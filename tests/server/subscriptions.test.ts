// Packages, quotas, subscriptions and their background jobs: subscribe/upgrade now with
// pro-rating, renew from the current expiry, downgrade at renewal with the archived-products
// preview, cancel; wallet and card payments with their invoices; the hourly expiry sweep
// (reminders 7/3/1, expiry, auto-renew) exactly once with two runners and after downtime.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { DAY_MS } from '../../domain/subscriptions/subscriptions';
import { queryRows } from '../../server/db/client';
import {
  coupons,
  invoices,
  jobs,
  notifications,
  packages,
  stores,
  subscriptionPurchases,
  users,
} from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { runDueJobs } from '../../server/modules/jobs/jobs.service';
import {
  runSubscriptionSweep,
  scheduleSweep,
  sweepKey,
} from '../../server/modules/subscriptions/subscriptions.jobs';
import { seedProduct, seedStore, seedUser } from '../factories';
import { useTestApp } from './helper';
import { call, payOnSandbox, type Shopper } from './payments.helpers';

const ctx = useTestApp();
const db = () => ctx.database.db;

let trialId: number;
let smallId: number; // 3 products, 100 EGP / 30 days
let mediumId: number; // 5 products, 200 EGP / 30 days
let bigId: number; // 10 products, 300 EGP / 30 days
let lifetimeId: number;
let counter = 0;

async function seller(credit = 0, role: Role = 'reseller'): Promise<Shopper> {
  const user = await seedUser(db(), { role });
  if (credit) await db().update(users).set({ credit }).where(eq(users.id, user.id));
  const session = await issueSession(db(), ctx.env, { userId: user.id, kind: 'user', role });
  return { userId: user.id, token: session.token };
}

async function storeOf(
  owner: Shopper,
  values: { packageId: number | null; expiresAt: Date | null; autoRenew?: boolean },
) {
  return seedStore(db(), { ownerId: owner.userId, ...values });
}

async function storeRow(id: number) {
  const [row] = await db().select().from(stores).where(eq(stores.id, id));
  return row!;
}

async function creditOf(userId: number) {
  const [row] = await db().select({ credit: users.credit }).from(users).where(eq(users.id, userId));
  return row!.credit;
}

async function notesOf(userId: number, type: string) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

async function addPackage(values: Partial<typeof packages.$inferInsert>) {
  counter += 1;
  const [row] = await db()
    .insert(packages)
    .values({
      nameAr: `باقة ${counter}`,
      nameEn: `Package ${counter}`,
      price: 100,
      productsCount: 100,
      durationDays: 30,
      sort: 900 + counter,
      ...values,
    })
    .returning({ id: packages.id });
  return row!.id;
}

beforeAll(async () => {
  trialId = await addPackage({ price: 0, productsCount: 3, isTrial: true, trialPeriodDays: 14 });
  smallId = await addPackage({ price: 100, productsCount: 3 });
  mediumId = await addPackage({ price: 200, productsCount: 5 });
  bigId = await addPackage({ price: 300, productsCount: 10 });
  lifetimeId = await addPackage({ price: 1000, productsCount: 10, isLifetime: true });
});

describe('[UPGRADE] the packages page', () => {
  it('lists buyable packages with features, the seller’s stores and the chosen store', async () => {
    const owner = await seller(75);
    const store = await storeOf(owner, {
      packageId: trialId,
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    const response = await call(ctx.app, owner, 'GET', `/api/upgrade?store=${store.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    const ids = page.packages.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([smallId, mediumId, bigId, lifetimeId]));
    expect(ids).not.toContain(trialId);
    const big = page.packages.find((row: { id: number }) => row.id === bigId);
    expect(big).toMatchObject({ price: 300, products_count: 10, duration_days: 30 });
    expect(Array.isArray(big.features)).toBe(true);
    expect(page.stores).toEqual([{ id: store.id, name: store.name }]);
    expect(page.store).toMatchObject({ id: store.id, package_id: trialId, is_trial: true });
    expect(page.balance).toBe(75);
  });

  it('answers 404 for another seller’s store and refuses a shopper the subscription calls', async () => {
    const owner = await seller();
    const store = await storeOf(owner, { packageId: trialId, expiresAt: null });
    const other = await seller(1000);
    expect((await call(ctx.app, other, 'GET', `/api/upgrade?store=${store.id}`)).statusCode).toBe(
      404,
    );
    const upgrade = await call(ctx.app, other, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: bigId,
      pay: 'wallet',
    });
    expect(upgrade.statusCode).toBe(404);
    const shopperAccount = await seller(1000, 'user');
    const refused = await call(ctx.app, shopperAccount, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: bigId,
      pay: 'wallet',
    });
    expect(refused.statusCode).toBe(403);
    expect(await creditOf(other.userId)).toBe(1000);
  });
});

describe('[UPGRADE] subscribe and upgrade now', () => {
  it('upgrades a trial store from the wallet: debit, invoice on the store, new quota now', async () => {
    const owner = await seller(500);
    const store = await storeOf(owner, {
      packageId: trialId,
      expiresAt: new Date(Date.now() + 3 * DAY_MS),
    });
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: mediumId,
      pay: 'wallet',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ status: 'applied', amount: 200, checkout_url: null });
    expect(result.store).toMatchObject({
      package_id: mediumId,
      products_count: 5,
      is_trial: false,
    });
    expect(await creditOf(owner.userId)).toBe(300);
    const row = await storeRow(store.id);
    const days = (row.expiresAt!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // /my-stores shows the new quota; the reseller panel and /wallet show the invoice.
    const mine = (await call(ctx.app, owner, 'GET', '/api/stores')).json().data;
    expect(mine[0].package).toMatchObject({ id: mediumId, products_count: 5 });
    const panel = await call(ctx.app, owner, 'GET', `/api/panel/invoices?store=${store.id}`);
    expect(panel.statusCode).toBe(200);
    expect(panel.json().data).toEqual([
      expect.objectContaining({
        store_id: store.id,
        purpose: 'subscription',
        amount: 200,
        method: 'wallet',
        status: 'paid',
      }),
    ]);
    const wallet = (await call(ctx.app, owner, 'GET', '/api/credit')).json().data;
    expect(wallet.balance).toBe(300);
    expect(wallet.invoices[0]).toMatchObject({ purpose: 'subscription', amount: 200 });
  });

  it('two upgrade taps at once (no idempotency key) charge and apply once', async () => {
    const owner = await seller(1000);
    const store = await storeOf(owner, { packageId: trialId, expiresAt: null });
    const body = { store_id: store.id, package_id: bigId, pay: 'wallet' };
    const answers = await Promise.all([
      call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', body),
      call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().error.code).toBe(
      'package_not_upgrade',
    );
    expect(await creditOf(owner.userId)).toBe(700);
  });

  it('refuses with 402 when the wallet is short, changing nothing', async () => {
    const owner = await seller(50);
    const store = await storeOf(owner, { packageId: trialId, expiresAt: null });
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: smallId,
      pay: 'wallet',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('insufficient_credit');
    expect((await storeRow(store.id)).packageId).toBe(trialId);
    expect(await creditOf(owner.userId)).toBe(50);
    const bought = await db()
      .select()
      .from(subscriptionPurchases)
      .where(eq(subscriptionPurchases.storeId, store.id));
    expect(bought).toEqual([]);
  });

  it('credits the unused part of a paid period (pro-rating) and refuses a smaller package', async () => {
    const owner = await seller(1000);
    // Half of a 30-day, 200 EGP period left: 100 EGP credited on the 300 EGP package.
    const store = await storeOf(owner, {
      packageId: mediumId,
      expiresAt: new Date(Date.now() + 15 * DAY_MS),
    });
    const quote = await call(
      ctx.app,
      owner,
      'GET',
      `/api/subscriptions/quote?store=${store.id}&package=${bigId}&action=upgrade`,
    );
    expect(quote.statusCode).toBe(200);
    const q = quote.json().data;
    expect(q.base_price).toBe(300);
    expect(q.credit).toBeGreaterThan(99.9);
    expect(q.credit).toBeLessThanOrEqual(100);
    expect(q.amount).toBeCloseTo(300 - q.credit, 2);
    const smaller = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: smallId,
      pay: 'wallet',
    });
    expect(smaller.statusCode).toBe(400);
    expect(smaller.json().error.code).toBe('package_not_upgrade');
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: bigId,
      pay: 'wallet',
    });
    expect(response.statusCode).toBe(200);
    const paid = response.json().data.amount;
    expect(paid).toBeGreaterThanOrEqual(200);
    expect(paid).toBeLessThan(200.2);
    expect(await creditOf(owner.userId)).toBeCloseTo(1000 - paid, 2);
    expect((await storeRow(store.id)).packageId).toBe(bigId);
  });

  it('takes a site coupon off the price once, and refuses an unknown code', async () => {
    const owner = await seller(1000);
    const store = await storeOf(owner, { packageId: null, expiresAt: null });
    const code = `SUB${Date.now() % 1_000_000}`;
    const [coupon] = await db()
      .insert(coupons)
      .values({ kind: 'site', code, percentage: 25, maxUsage: 1, expiryDate: '2099-12-31' })
      .returning();
    const bad = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: smallId,
      pay: 'wallet',
      coupon: 'NOPE-CODE',
    });
    expect(bad.json().error.code).toBe('coupon_invalid');
    const quote = await call(
      ctx.app,
      owner,
      'GET',
      `/api/subscriptions/quote?store=${store.id}&package=${smallId}&action=upgrade&coupon=${code.toLowerCase()}`,
    );
    expect(quote.json().data).toMatchObject({ base_price: 100, discount: 25, amount: 75 });
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: smallId,
      pay: 'wallet',
      coupon: code,
    });
    expect(response.json().data.amount).toBe(75);
    expect(await creditOf(owner.userId)).toBe(925);
    const [used] = await db().select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usedCount).toBe(1);
  });

  it('pays by card through the sandbox: applied once when paid, never before', async () => {
    const owner = await seller(0);
    const store = await storeOf(owner, {
      packageId: trialId,
      expiresAt: new Date(Date.now() + 2 * DAY_MS),
    });
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: bigId,
      pay: 'card',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.status).toBe('checkout');
    expect(result.checkout_url).toMatch(/^\/sandbox\/fawry\//);
    expect((await storeRow(store.id)).packageId).toBe(trialId);
    const pending = await call(ctx.app, owner, 'GET', `/api/panel/invoices?store=${store.id}`);
    expect(pending.json().data[0]).toMatchObject({
      status: 'pending',
      method: 'card',
      amount: 300,
    });

    const paid = await payOnSandbox(ctx.app, result.checkout_url, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    const ref = result.checkout_url.split('/').pop();
    const state = await call(ctx.app, owner, 'GET', `/api/payments/state?ref=${ref}`);
    expect(state.json().data).toMatchObject({ purpose: 'subscription', status: 'paid' });
    const row = await storeRow(store.id);
    expect(row.packageId).toBe(bigId);
    const expiry = row.expiresAt!.getTime();
    // A replayed settlement (the state asked again, the job) changes nothing.
    await call(ctx.app, owner, 'GET', `/api/payments/state?ref=${ref}`);
    expect((await storeRow(store.id)).expiresAt!.getTime()).toBe(expiry);
    const [purchase] = await db()
      .select()
      .from(subscriptionPurchases)
      .where(eq(subscriptionPurchases.id, result.purchase_id));
    expect(purchase).toMatchObject({ status: 'paid', method: 'card' });
    const invoice = await call(ctx.app, owner, 'GET', `/api/panel/invoices?store=${store.id}`);
    expect(invoice.json().data[0]).toMatchObject({ status: 'paid', amount: 300 });
  });

  it('a cancelled card payment leaves the store as it was and gives the coupon back', async () => {
    const owner = await seller(0);
    const store = await storeOf(owner, { packageId: trialId, expiresAt: null });
    const code = `CARD${Date.now() % 1_000_000}`;
    const [coupon] = await db()
      .insert(coupons)
      .values({ kind: 'site', code, percentage: 10, maxUsage: 5, expiryDate: '2099-12-31' })
      .returning();
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: mediumId,
      pay: 'card',
      coupon: code,
    });
    const result = response.json().data;
    expect(result.amount).toBe(180);
    await payOnSandbox(ctx.app, result.checkout_url, 'cancel');
    const ref = result.checkout_url.split('/').pop();
    const state = await call(ctx.app, owner, 'GET', `/api/payments/state?ref=${ref}`);
    expect(state.json().data.status).not.toBe('paid');
    expect((await storeRow(store.id)).packageId).toBe(trialId);
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.usedCount).toBe(0);
  });
});

describe('[RENEW] and [DOWNGRADE]', () => {
  it('renews from the current expiry, not from today', async () => {
    const owner = await seller(500);
    const expiresAt = new Date(Date.now() + 10 * DAY_MS);
    const store = await storeOf(owner, { packageId: smallId, expiresAt });
    const response = await call(ctx.app, owner, 'POST', '/api/subscriptions/renew', {
      store_id: store.id,
      pay: 'wallet',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.amount).toBe(100);
    const row = await storeRow(store.id);
    expect(row.expiresAt!.getTime()).toBe(expiresAt.getTime() + 30 * DAY_MS);
    const trial = await storeOf(owner, { packageId: trialId, expiresAt });
    const refused = await call(ctx.app, owner, 'POST', '/api/subscriptions/renew', {
      store_id: trial.id,
      pay: 'wallet',
    });
    expect(refused.json().error.code).toBe('renew_unavailable');
  });

  it('previews the products a downgrade archives, schedules it, cancels it, applies it at the period end', async () => {
    const owner = await seller(1000);
    const expiresAt = new Date(Date.now() + 4 * DAY_MS);
    const store = await storeOf(owner, { packageId: mediumId, expiresAt });
    const made: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const product = await seedProduct(db(), {
        storeId: store.id,
        createdAt: new Date(Date.now() - (10 - n) * 60_000),
      });
      made.push(product.id);
    }
    const preview = await call(
      ctx.app,
      owner,
      'GET',
      `/api/subscriptions/downgrade?store=${store.id}&package=${smallId}`,
    );
    expect(preview.statusCode).toBe(200);
    // The newest two go; the store keeps the three it has had longest.
    expect(preview.json().data.archived.map((row: { id: number }) => row.id)).toEqual([
      made[4],
      made[3],
    ]);
    const bigger = await call(ctx.app, owner, 'POST', '/api/subscriptions/downgrade', {
      store_id: store.id,
      package_id: bigId,
    });
    expect(bigger.json().error.code).toBe('package_not_downgrade');

    const scheduled = await call(ctx.app, owner, 'POST', '/api/subscriptions/downgrade', {
      store_id: store.id,
      package_id: smallId,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.store).toMatchObject({
      package_id: mediumId,
      scheduled_package_id: smallId,
    });
    const cancelled = await call(
      ctx.app,
      owner,
      'DELETE',
      `/api/subscriptions/downgrade?store=${store.id}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.scheduled_package_id).toBeNull();
    const again = await call(
      ctx.app,
      owner,
      'DELETE',
      `/api/subscriptions/downgrade?store=${store.id}`,
    );
    expect(again.statusCode).toBe(404);

    await call(ctx.app, owner, 'POST', '/api/subscriptions/downgrade', {
      store_id: store.id,
      package_id: smallId,
    });
    const renewed = await call(ctx.app, owner, 'POST', '/api/subscriptions/renew', {
      store_id: store.id,
      pay: 'wallet',
    });
    expect(renewed.statusCode).toBe(200);
    // The renewal is priced at the smaller package and adds its period after the current one…
    expect(renewed.json().data.amount).toBe(100);
    // …but the medium package, paid until the current expiry, runs until then.
    expect(renewed.json().data.store).toMatchObject({
      package_id: mediumId,
      products_count: 5,
      products_used: 5,
      scheduled_package_id: smallId,
      scheduled_from: expiresAt.toISOString(),
      expires_at: new Date(expiresAt.getTime() + 30 * DAY_MS).toISOString(),
    });
    const archivedNow = () =>
      queryRows<{ id: number }>(
        db(),
        sql`SELECT id FROM products WHERE store_id = ${store.id} AND archived_at IS NOT NULL ORDER BY id`,
      );
    expect(await archivedNow()).toEqual([]);
    // The paid-for downgrade can no longer be cancelled or replaced.
    const cancelPaid = await call(
      ctx.app,
      owner,
      'DELETE',
      `/api/subscriptions/downgrade?store=${store.id}`,
    );
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().error.code).toBe('downgrade_paid');
    // A second early renewal buys another small period; the switch moment stays.
    const second = await call(ctx.app, owner, 'POST', '/api/subscriptions/renew', {
      store_id: store.id,
      pay: 'wallet',
    });
    expect(second.json().data.store).toMatchObject({
      package_id: mediumId,
      scheduled_from: expiresAt.toISOString(),
      expires_at: new Date(expiresAt.getTime() + 60 * DAY_MS).toISOString(),
    });
    // A sweep before the period end changes nothing; the first one after it switches once.
    expect((await runSubscriptionSweep(db())).downgraded).toBe(0);
    const after = new Date(expiresAt.getTime() + 60_000);
    const sweeps = await Promise.all([
      runSubscriptionSweep(db(), after),
      runSubscriptionSweep(db(), after),
    ]);
    expect(sweeps[0]!.downgraded + sweeps[1]!.downgraded).toBe(1);
    const row = await storeRow(store.id);
    expect(row).toMatchObject({
      packageId: smallId,
      scheduledPackageId: null,
      scheduledFrom: null,
    });
    expect(row.expiresAt!.getTime()).toBe(expiresAt.getTime() + 60 * DAY_MS);
    expect((await archivedNow()).map((r) => Number(r.id))).toEqual([made[3], made[4]]);
    const told = await notesOf(owner.userId, 'store_expiration');
    expect(told.filter((note) => note.titleEn === 'Your store’s new package has started')).toEqual([
      expect.objectContaining({ storeId: store.id, bodyEn: expect.stringContaining('2 products') }),
    ]);
  });

  it('an upgrade after a paid-for downgrade takes effect now and credits both paid periods', async () => {
    const owner = await seller(1000);
    const expiresAt = new Date(Date.now() + 15 * DAY_MS);
    const store = await storeOf(owner, { packageId: mediumId, expiresAt });
    await call(ctx.app, owner, 'POST', '/api/subscriptions/downgrade', {
      store_id: store.id,
      package_id: smallId,
    });
    await call(ctx.app, owner, 'POST', '/api/subscriptions/renew', {
      store_id: store.id,
      pay: 'wallet',
    });
    const quote = await call(
      ctx.app,
      owner,
      'GET',
      `/api/subscriptions/quote?store=${store.id}&action=upgrade&package=${bigId}`,
    );
    // Half of the medium period (≈ 100) plus a whole small period (100): ≈ 200 off 300.
    expect(quote.json().data.credit).toBeGreaterThan(199);
    expect(quote.json().data.credit).toBeLessThanOrEqual(200);
    const upgraded = await call(ctx.app, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: bigId,
      pay: 'wallet',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().data.store).toMatchObject({
      package_id: bigId,
      scheduled_package_id: null,
      scheduled_from: null,
    });
  });
});

describe('[JOBS] the hourly subscription sweep', () => {
  it('reminds 7, 3 and 1 days before once each, even with two sweeps at once', async () => {
    const owner = await seller();
    const start = new Date();
    const store = await storeOf(owner, {
      packageId: smallId,
      expiresAt: new Date(start.getTime() + 6.5 * DAY_MS),
    });
    const at = (daysLater: number) => new Date(start.getTime() + daysLater * DAY_MS);
    await Promise.all([runSubscriptionSweep(db(), at(0)), runSubscriptionSweep(db(), at(0))]);
    await runSubscriptionSweep(db(), at(1)); // 5.5 days left: nothing new
    expect(await notesOf(owner.userId, 'store_expiration')).toHaveLength(1);
    await Promise.all([runSubscriptionSweep(db(), at(4)), runSubscriptionSweep(db(), at(4))]);
    await Promise.all([runSubscriptionSweep(db(), at(6)), runSubscriptionSweep(db(), at(6))]);
    const reminders = await notesOf(owner.userId, 'store_expiration');
    expect(reminders.map((row) => row.bodyEn)).toEqual([
      expect.stringContaining('within 7 days'),
      expect.stringContaining('within 3 days'),
      expect.stringContaining('within 1 day'),
    ]);
    expect(reminders.every((row) => row.storeId === store.id)).toBe(true);
    expect(reminders[1]!.bodyAr).toContain('٣');
  });

  it('announces the expiry once on the day; the expired store’s products leave the shop', async () => {
    const owner = await seller();
    const store = await storeOf(owner, {
      packageId: smallId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const product = await seedProduct(db(), { storeId: store.id, status: 'accepted' });
    await Promise.all([runSubscriptionSweep(db()), runSubscriptionSweep(db())]);
    await runSubscriptionSweep(db());
    const expired = await notesOf(owner.userId, 'store_expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.storeId).toBe(store.id);
    const page = await call(ctx.app, null, 'GET', `/api/products/${product.id}`);
    expect(page.statusCode).toBe(404);
  });

  it('catches up after downtime: a store 2 days from expiry gets the 3-day reminder only', async () => {
    const owner = await seller();
    await storeOf(owner, { packageId: smallId, expiresAt: new Date(Date.now() + 2 * DAY_MS) });
    await runSubscriptionSweep(db());
    const notes = await notesOf(owner.userId, 'store_expiration');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.bodyEn).toContain('within 3 days');
  });

  it('auto-renews from the wallet once with two sweeps at once; a scheduled downgrade starts at the period end', async () => {
    const owner = await seller(250);
    const expiresAt = new Date(Date.now() + 12 * 3_600_000);
    const store = await storeOf(owner, { packageId: mediumId, expiresAt, autoRenew: true });
    await db().update(stores).set({ scheduledPackageId: smallId }).where(eq(stores.id, store.id));
    for (let n = 0; n < 4; n += 1) await seedProduct(db(), { storeId: store.id });
    const results = await Promise.all([runSubscriptionSweep(db()), runSubscriptionSweep(db())]);
    expect(results[0]!.renewed + results[1]!.renewed).toBe(1);
    expect(await creditOf(owner.userId)).toBe(150);
    const renewedRow = await storeRow(store.id);
    // Renewed at the small package's price, but the medium period runs to its end first.
    expect(renewedRow).toMatchObject({ packageId: mediumId, scheduledPackageId: smallId });
    expect(renewedRow.scheduledFrom!.getTime()).toBe(expiresAt.getTime());
    expect(renewedRow.expiresAt!.getTime()).toBe(expiresAt.getTime() + 30 * DAY_MS);
    const active = () =>
      queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM products WHERE store_id = ${store.id} AND archived_at IS NULL`,
      );
    expect(Number((await active())[0]!.n)).toBe(4);
    const after = new Date(expiresAt.getTime() + 60_000);
    await Promise.all([runSubscriptionSweep(db(), after), runSubscriptionSweep(db(), after)]);
    const row = await storeRow(store.id);
    expect(row).toMatchObject({
      packageId: smallId,
      scheduledPackageId: null,
      scheduledFrom: null,
    });
    expect(Number((await active())[0]!.n)).toBe(3);
    const bills = await db().select().from(invoices).where(eq(invoices.storeId, store.id));
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ method: 'wallet', amount: 100, status: 'paid' });
    const told = await notesOf(owner.userId, 'store_expiration');
    expect(told.map((note) => note.titleEn)).toEqual([
      'Your store’s package was renewed',
      'Your store’s new package has started',
    ]);
  });

  it('says once when the wallet cannot cover the auto-renewal', async () => {
    const owner = await seller(10);
    const store = await storeOf(owner, {
      packageId: smallId,
      expiresAt: new Date(Date.now() + 6 * 3_600_000),
      autoRenew: true,
    });
    await Promise.all([runSubscriptionSweep(db()), runSubscriptionSweep(db())]);
    await runSubscriptionSweep(db());
    const told = await notesOf(owner.userId, 'store_expiration');
    const failed = told.filter((note) => note.titleEn === 'Auto-renewal could not be charged');
    expect(failed).toHaveLength(1);
    expect((await storeRow(store.id)).packageId).toBe(smallId);
    expect(await creditOf(owner.userId)).toBe(10);
    // It still gets its 1-day reminder.
    expect(told.some((note) => note.bodyEn.includes('within 1 day'))).toBe(true);
  });

  it('queues one sweep per hour however many processes ask, and two runners run it once', async () => {
    const at = new Date('2030-01-01T10:20:00Z');
    await Promise.all([scheduleSweep(db(), at), scheduleSweep(db(), at), scheduleSweep(db(), at)]);
    const queued = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, sweepKey(at)));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    // Today's sweep, run by two runners at once: claimed once, done, and the next hour queued.
    const now = new Date();
    await scheduleSweep(db(), now);
    const [a, b] = await Promise.all([
      runDueJobs(db(), { worker: 'sweep-a', limit: 50 }),
      runDueJobs(db(), { worker: 'sweep-b', limit: 50 }),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const [done] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, sweepKey(now)));
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    const next = new Date(now.getTime() + 3_600_000);
    const [queuedNext] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, sweepKey(next)));
    expect(queuedNext?.status).toBe('queued');
  });
});
