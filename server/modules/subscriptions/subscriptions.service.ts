// Package subscriptions (DESIGN §4 "Packages"): subscribe or upgrade a store now (the
// unused value of a paid period is credited), renew it from its current expiry, schedule a
// downgrade for the next renewal (cancellable) with the preview of the products it archives.
// Paid from the wallet (`debitWallet`, in the purchase's transaction) or by card (`startPayment`
// purpose `subscription`, applied once when the payment settles). Every payment has an invoice
// on the store (the reseller's `package_invoices?store=` and /wallet).
import type {
  DowngradeBody,
  DowngradePreview,
  PurchaseResult,
  Quote,
  QuoteQuery,
  RenewBody,
  SubscriptionStore,
  UpgradeBody,
  UpgradePage,
} from '../../../domain/contracts/subscriptions.contract';
import { couponDiscount } from '../../../domain/commerce/coupons';
import { AppError } from '../../../domain/errors';
import { fromPiastres, toPiastres } from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import {
  DAY_MS,
  unusedCredit,
  type SubscriptionAction,
  type SubscriptionPayMethod,
} from '../../../domain/subscriptions/subscriptions';
import type { Db } from '../../db/client';
import { text } from '../../lib/texts';
import { writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { accountChanged } from '../auth/auth.service';
import { cairoToday } from '../general/general.service';
import { findPayer } from '../payments/payments.repository';
import {
  createPendingPayment,
  openPaymentCheckout,
  registerPaymentPurpose,
} from '../payments/payments.service';
import { debitWallet } from '../payments/wallet.service';
import {
  archiveProducts,
  buyablePackages,
  closePendingPurchase,
  findPackage,
  findSiteCoupon,
  findSubscriptionStore,
  insertPurchase,
  ownStoreNames,
  productsBeyondQuota,
  releaseCouponUse,
  setPurchasePayment,
  setStoreSubscription,
  takeSiteCouponUse,
  type PackageRow,
  type SubscriptionStoreRow,
} from './subscriptions.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function isExpired(store: SubscriptionStoreRow, now: Date) {
  return store.expiresAt !== null && store.expiresAt <= now;
}

export function toSubscriptionStore(
  store: SubscriptionStoreRow,
  now = new Date(),
): SubscriptionStore {
  return {
    id: store.id,
    name: store.name,
    package_id: store.packageId,
    package_name_ar: store.packageNameAr,
    package_name_en: store.packageNameEn,
    products_count: store.packageProductsCount ?? 0,
    products_used: store.productsUsed,
    is_trial: store.packageIsTrial ?? false,
    is_lifetime: store.packageIsLifetime ?? false,
    expires_at: iso(store.expiresAt),
    expired: isExpired(store, now),
    auto_renew: store.autoRenew,
    scheduled_package_id: store.scheduledPackageId,
    scheduled_package_name_ar: store.scheduledNameAr,
    scheduled_package_name_en: store.scheduledNameEn,
    scheduled_from: iso(store.scheduledFrom),
  };
}

async function ownStore(db: Db, actor: Actor, storeId: number, lock = false) {
  const store = await findSubscriptionStore(db, storeId, { ownerId: actor.userId, lock });
  if (!store) throw new AppError('not_found');
  return store;
}

function assertOpen(store: SubscriptionStoreRow) {
  if (store.archivedAt || store.status !== 'active') throw new AppError('store_not_available');
}

export async function getUpgradePage(
  db: Db,
  actor: Actor,
  storeId: number | undefined,
): Promise<UpgradePage> {
  const [packages, stores, payer] = await Promise.all([
    buyablePackages(db),
    ownStoreNames(db, actor.userId),
    findPayer(db, actor.userId),
  ]);
  const chosen = storeId ?? stores[0]?.id;
  const store =
    chosen === undefined
      ? null
      : await findSubscriptionStore(db, chosen, { ownerId: actor.userId });
  if (storeId !== undefined && !store) throw new AppError('not_found');
  return {
    packages: packages.map((row) => ({
      id: row.id,
      name_ar: row.nameAr,
      name_en: row.nameEn,
      price: row.price,
      products_count: row.productsCount,
      duration_days: row.isLifetime ? null : row.durationDays,
      is_trial: row.isTrial,
      is_lifetime: row.isLifetime,
      trial_period_days: row.trialPeriodDays,
      features: row.features,
    })),
    stores,
    store: store ? toSubscriptionStore(store) : null,
    balance: payer?.credit ?? 0,
  };
}

/** What a purchase would buy: the package, its price and the credit, checked against the rules. */
interface Plan {
  action: SubscriptionAction;
  pkg: PackageRow;
  basePiastres: number;
  creditPiastres: number;
  expiresAt: Date | null;
}

function buyable(pkg: PackageRow | null): pkg is PackageRow {
  return pkg !== null && pkg.isActive && !pkg.isTrial;
}

/** The end of a period of `pkg` bought at `from`. */
function periodEnd(pkg: PackageRow, from: Date): Date | null {
  return pkg.isLifetime ? null : new Date(from.getTime() + pkg.durationDays * DAY_MS);
}

/**
 * The unused value of what the store has paid for: the current period at its package's price;
 * after an early renewal that bought the scheduled smaller package, the current package until
 * `scheduled_from` plus the bought period at the smaller package's price.
 */
async function upgradeCredit(db: Db, store: SubscriptionStoreRow, now: Date): Promise<number> {
  const current = {
    pricePiastres: toPiastres(store.packagePrice ?? 0),
    durationDays: store.packageDurationDays ?? 0,
    isTrial: store.packageIsTrial ?? false,
    isLifetime: store.packageIsLifetime ?? false,
  };
  const next =
    store.scheduledFrom && store.scheduledPackageId !== null
      ? await findPackage(db, store.scheduledPackageId)
      : null;
  if (!next || !store.scheduledFrom) {
    return unusedCredit({ ...current, expiresAt: store.expiresAt, now });
  }
  return (
    unusedCredit({ ...current, expiresAt: store.scheduledFrom, now }) +
    unusedCredit({
      pricePiastres: toPiastres(next.price),
      durationDays: next.durationDays,
      isTrial: next.isTrial,
      isLifetime: next.isLifetime,
      expiresAt: store.expiresAt,
      now: store.scheduledFrom > now ? store.scheduledFrom : now,
    })
  );
}

/**
 * Subscribe or upgrade: from now. A store without a package, on a trial, or expired may take any
 * package one can buy (a subscription); a store on a running paid package only a bigger one
 * (more products, or lifetime with at least as many), and the unused value of its period is
 * credited.
 */
async function planUpgrade(db: Db, store: SubscriptionStoreRow, packageId: number, now: Date) {
  const pkg = await findPackage(db, packageId);
  if (!buyable(pkg)) throw new AppError('package_unavailable');
  const subscribing =
    store.packageId === null || (store.packageIsTrial ?? false) || isExpired(store, now);
  if (!subscribing) {
    const current = store.packageProductsCount ?? 0;
    const bigger =
      pkg.productsCount > current ||
      (pkg.isLifetime && !(store.packageIsLifetime ?? false) && pkg.productsCount >= current);
    if (pkg.id === store.packageId || !bigger) throw new AppError('package_not_upgrade');
  }
  const creditPiastres = subscribing ? 0 : await upgradeCredit(db, store, now);
  return {
    action: 'upgrade',
    pkg,
    basePiastres: toPiastres(pkg.price),
    creditPiastres,
    expiresAt: periodEnd(pkg, now),
  } satisfies Plan;
}

/**
 * Renew: one more period from the current expiry (from now once expired), of the scheduled
 * downgrade's package when there is one (the downgrade applies at renewal), else of the current.
 */
async function planRenew(db: Db, store: SubscriptionStoreRow, now: Date) {
  if (store.packageId === null || store.packageIsTrial || store.packageIsLifetime) {
    throw new AppError('renew_unavailable');
  }
  const pkg = await findPackage(db, store.scheduledPackageId ?? store.packageId);
  if (!pkg || pkg.isTrial || !pkg.isActive) throw new AppError('renew_unavailable');
  const from = store.expiresAt && store.expiresAt > now ? store.expiresAt : now;
  return {
    action: 'renew',
    pkg,
    basePiastres: toPiastres(pkg.price),
    creditPiastres: 0,
    expiresAt: periodEnd(pkg, from),
  } satisfies Plan;
}

function plan(
  db: Db,
  store: SubscriptionStoreRow,
  action: SubscriptionAction,
  packageId: number | undefined,
  now: Date,
) {
  if (action === 'renew') return planRenew(db, store, now);
  if (packageId === undefined) throw new AppError('package_unavailable');
  return planUpgrade(db, store, packageId, now);
}

function priced(p: Plan, percentage: number | null) {
  const afterCredit = Math.max(0, p.basePiastres - p.creditPiastres);
  const discountPiastres = percentage === null ? 0 : couponDiscount(afterCredit, percentage);
  return { afterCredit, discountPiastres, amountPiastres: afterCredit - discountPiastres };
}

export async function getQuote(db: Db, actor: Actor, query: QuoteQuery): Promise<Quote> {
  const store = await ownStore(db, actor, query.store);
  assertOpen(store);
  const now = new Date();
  const p = await plan(db, store, query.action, query.package, now);
  let coupon: { code: string; percentage: number } | null = null;
  if (query.coupon) {
    coupon = await findSiteCoupon(db, query.coupon, cairoToday(now));
    if (!coupon) throw new AppError('coupon_invalid');
  }
  const price = priced(p, coupon?.percentage ?? null);
  return {
    action: p.action,
    package_id: p.pkg.id,
    base_price: fromPiastres(p.basePiastres),
    credit: fromPiastres(Math.min(p.creditPiastres, p.basePiastres)),
    discount: fromPiastres(price.discountPiastres),
    amount: fromPiastres(price.amountPiastres),
    expires_at: iso(p.expiresAt),
    coupon: coupon?.code ?? null,
  };
}

/**
 * Puts a bought period in force on a locked store: the package and expiry (an upgrade from now,
 * a renewal from the current expiry, both computed at this moment), the scheduled downgrade
 * cleared, and the products a smaller quota leaves over archived (the newest ones). Answers how
 * many products it archived.
 *
 * A renewal of a running period that buys the scheduled (smaller) package does not switch now:
 * the seller has paid for the bigger package until the current expiry, so it keeps it (and its
 * quota) until then; the store records when the smaller package takes over (`scheduled_from`,
 * the end of the period already paid for) and the hourly sweep switches it then
 * (`applyDueDowngrade`). A renewal of an expired store starts now, so it switches at once.
 */
export async function applyPeriod(
  tx: Db,
  store: SubscriptionStoreRow,
  action: SubscriptionAction,
  pkg: PackageRow,
  now: Date,
): Promise<number> {
  const from =
    action === 'renew' && store.expiresAt && store.expiresAt > now ? store.expiresAt : now;
  if (action === 'renew' && from > now && store.packageId !== null && pkg.id !== store.packageId) {
    await setStoreSubscription(tx, store.id, {
      expiresAt: periodEnd(pkg, from),
      scheduledPackageId: pkg.id,
      // A second early renewal keeps the moment the first one fixed.
      scheduledFrom: store.scheduledFrom ?? from,
    });
    return 0;
  }
  await setStoreSubscription(tx, store.id, {
    packageId: pkg.id,
    expiresAt: periodEnd(pkg, from),
    scheduledPackageId: null,
    scheduledFrom: null,
  });
  return archiveBeyondQuota(tx, store.id, pkg.productsCount);
}

async function archiveBeyondQuota(tx: Db, storeId: number, quota: number): Promise<number> {
  const over = await productsBeyondQuota(tx, storeId, quota);
  return archiveProducts(
    tx,
    over.map((row) => row.id),
  );
}

/**
 * The end of a period paid for at the bigger package, after an early renewal bought the smaller
 * one (see `applyPeriod`): the store moves to the scheduled package now, keeping the expiry the
 * renewal set, and the products beyond its quota are archived (the newest). Called by the sweep
 * for each due store, in its own transaction; the store is locked and re-checked, so two sweeps
 * switch it once. Answers the products archived, or null when there was nothing to do.
 */
export async function applyDueDowngrade(
  tx: Db,
  storeId: number,
  now: Date,
): Promise<{ store: SubscriptionStoreRow; pkg: PackageRow; archived: number } | null> {
  const store = await findSubscriptionStore(tx, storeId, { lock: true });
  if (!store?.scheduledFrom || store.scheduledPackageId === null || store.scheduledFrom > now) {
    return null;
  }
  const pkg = await findPackage(tx, store.scheduledPackageId);
  if (!pkg) return null;
  await setStoreSubscription(tx, store.id, {
    packageId: pkg.id,
    scheduledPackageId: null,
    scheduledFrom: null,
  });
  return { store, pkg, archived: await archiveBeyondQuota(tx, store.id, pkg.productsCount) };
}

function describe(action: SubscriptionAction, pkg: PackageRow, storeName: string, lang: Language) {
  const key = action === 'renew' ? 'renewal' : 'subscription';
  return text(lang, `notifications.payment.${key}`, {
    package: lang === 'ar' ? pkg.nameAr : pkg.nameEn,
    store: storeName,
  });
}

/** Subscribe/upgrade or renew a store, paid from the wallet now or by card. */
export async function purchase(
  db: Db,
  actor: Actor,
  action: SubscriptionAction,
  body: (UpgradeBody | RenewBody) & { package_id?: number },
  lang: Language,
): Promise<PurchaseResult> {
  const pay: SubscriptionPayMethod = body.pay;
  const result = await db.transaction(async (tx) => {
    const store = await ownStore(tx, actor, body.store_id, true);
    assertOpen(store);
    const now = new Date();
    const p = await plan(tx, store, action, body.package_id, now);
    let coupon: { id: number; percentage: number } | null = null;
    if (body.coupon) {
      coupon = await takeSiteCouponUse(tx, body.coupon, cairoToday(now));
      if (!coupon) throw new AppError('coupon_invalid');
    }
    const price = priced(p, coupon?.percentage ?? null);
    const description = describe(action, p.pkg, store.name, lang);
    const base = {
      storeId: store.id,
      userId: actor.userId,
      packageId: p.pkg.id,
      action,
      basePiastres: p.basePiastres,
      creditPiastres: Math.min(p.creditPiastres, p.basePiastres),
      discountPiastres: price.discountPiastres,
      amountPiastres: price.amountPiastres,
      couponId: coupon?.id ?? null,
    };
    if (price.amountPiastres === 0 || pay === 'wallet') {
      const purchaseId = await insertPurchase(tx, {
        ...base,
        status: 'paid',
        method: price.amountPiastres === 0 ? 'free' : 'wallet',
      });
      if (price.amountPiastres > 0) {
        await debitWallet(tx, actor.userId, price.amountPiastres, description, {
          purpose: 'subscription',
          storeId: store.id,
          description,
        });
      }
      const archived = await applyPeriod(tx, store, action, p.pkg, now);
      await writeLog(tx, actor, {
        action: `subscriptions.${action}`,
        entity: 'stores',
        entityId: store.id,
        notes: `package ${p.pkg.id} ${fromPiastres(price.amountPiastres)} ${price.amountPiastres === 0 ? 'free' : 'wallet'}${archived > 0 ? `; archived ${archived}` : ''}`,
      });
      return { purchaseId, amount: price.amountPiastres, paymentId: null, description };
    }
    const purchaseId = await insertPurchase(tx, { ...base, status: 'pending', method: 'card' });
    const payment = await createPendingPayment(tx, {
      userId: actor.userId,
      purpose: 'subscription',
      referenceIds: [purchaseId],
      amountPiastres: price.amountPiastres,
      returnPath: '/payment-state/upgrade',
      lang,
      description,
      storeId: store.id,
    });
    await setPurchasePayment(tx, purchaseId, payment.id);
    return { purchaseId, amount: price.amountPiastres, paymentId: payment.id, description };
  });
  const checkoutUrl =
    result.paymentId === null
      ? null
      : await openPaymentCheckout(db, result.paymentId, { description: result.description });
  if (result.paymentId === null) accountChanged(actor.userId);
  const store = await ownStore(db, actor, body.store_id);
  return {
    purchase_id: result.purchaseId,
    status: checkoutUrl ? 'checkout' : 'applied',
    amount: fromPiastres(result.amount),
    checkout_url: checkoutUrl,
    store: toSubscriptionStore(store),
  };
}

/** A downgrade's target: an active, buyable package smaller than the store's running paid one. */
async function downgradeTarget(db: Db, store: SubscriptionStoreRow, packageId: number) {
  if (store.packageId === null || store.packageIsTrial || store.packageIsLifetime) {
    throw new AppError('package_not_downgrade');
  }
  const pkg = await findPackage(db, packageId);
  if (!buyable(pkg)) throw new AppError('package_unavailable');
  if (pkg.productsCount >= (store.packageProductsCount ?? 0) || pkg.isLifetime) {
    throw new AppError('package_not_downgrade');
  }
  return pkg;
}

async function preview(
  db: Db,
  store: SubscriptionStoreRow,
  pkg: PackageRow,
): Promise<DowngradePreview> {
  const over = await productsBeyondQuota(db, store.id, pkg.productsCount);
  return {
    package_id: pkg.id,
    products_count: pkg.productsCount,
    products_used: store.productsUsed,
    archived: over.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}

export async function previewDowngrade(db: Db, actor: Actor, storeId: number, packageId: number) {
  const store = await ownStore(db, actor, storeId);
  return preview(db, store, await downgradeTarget(db, store, packageId));
}

export async function scheduleDowngrade(db: Db, actor: Actor, body: DowngradeBody) {
  await db.transaction(async (tx) => {
    const store = await ownStore(tx, actor, body.store_id, true);
    assertOpen(store);
    if (store.scheduledFrom) throw new AppError('downgrade_paid');
    const pkg = await downgradeTarget(tx, store, body.package_id);
    await setStoreSubscription(tx, store.id, { scheduledPackageId: pkg.id });
    await writeLog(tx, actor, {
      action: 'subscriptions.downgrade',
      entity: 'stores',
      entityId: store.id,
      changes: { scheduled_package_id: [store.scheduledPackageId, pkg.id] },
    });
  });
  const store = await ownStore(db, actor, body.store_id);
  const pkg = await findPackage(db, body.package_id);
  return { store: toSubscriptionStore(store), preview: await preview(db, store, pkg!) };
}

export async function cancelDowngrade(db: Db, actor: Actor, storeId: number) {
  await db.transaction(async (tx) => {
    const store = await ownStore(tx, actor, storeId, true);
    if (store.scheduledPackageId === null) throw new AppError('not_found');
    if (store.scheduledFrom) throw new AppError('downgrade_paid');
    await setStoreSubscription(tx, store.id, { scheduledPackageId: null });
    await writeLog(tx, actor, {
      action: 'subscriptions.cancel_downgrade',
      entity: 'stores',
      entityId: store.id,
      changes: { scheduled_package_id: [store.scheduledPackageId, null] },
    });
  });
  return toSubscriptionStore(await ownStore(db, actor, storeId));
}

/**
 * Card purchases: the payment's settling transaction applies the purchase once (the purchase's
 * conditional close answers it to one caller only); a failed or expired payment closes it failed
 * and gives the coupon's use back.
 */
registerPaymentPurpose('subscription', {
  async onPaid(tx, payment) {
    const purchaseId = payment.referenceIds[0];
    if (purchaseId === undefined) return;
    const closed = await closePendingPurchase(tx, purchaseId, 'paid');
    if (!closed) return;
    const store = await findSubscriptionStore(tx, closed.storeId, { lock: true });
    const pkg = await findPackage(tx, closed.packageId);
    if (!store || !pkg) return;
    await applyPeriod(tx, store, closed.action, pkg, new Date());
  },
  async onFailed(tx, payment) {
    const purchaseId = payment.referenceIds[0];
    if (purchaseId === undefined) return;
    const closed = await closePendingPurchase(tx, purchaseId, 'failed');
    if (closed?.couponId) await releaseCouponUse(tx, closed.couponId);
  },
});
