import { and, eq, inArray } from 'drizzle-orm';
import { fromPiastres, unitPricePiastres } from '../../../domain/commerce/money';
import { fallbackDelivery } from '../../../domain/commerce/shipping';
import { releasesStock } from '../../../domain/status/order-transitions';
import type { OrderStatus } from '../../../domain/status/statuses';
import { text } from '../../lib/texts';
import type { Db } from '../client';
import {
  invoices,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  products,
  stores,
  users,
} from '../schema/index';
import { GOVERNORATES, STREETS } from './data/governorates';
import { PACKAGES } from './data/content';
import { STORES } from './data/stores';
import type { SeededPeople } from './people';
import { createRng, type Rng, toArabicDigits } from './prng';
import type { ReferenceIds } from './reference';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo reseller's order book: one order in every state a seller meets, so the panel's orders,
 * dashboard and detail screens show real rows on a first start. Each plan is the path the order
 * took; the last step is where it stands. All are days old, so an order placed now is the newest.
 */
const SHIPPED: OrderStatus[] = ['pending', 'accepted', 'in_progress', 'shipped'];
const COURIER = 'بوسطة';
const FAILURE_REASON = 'لم يرد العميل على الهاتف عند الوصول';

const ORDER_PLANS: {
  method: 'cash_on_delivery' | 'card';
  path: OrderStatus[];
  /** Who ended a rejected order: the store (with its typed reason), the shopper or the system. */
  rejectedBy?: 'store' | 'customer' | 'system';
}[] = [
  { method: 'cash_on_delivery', path: ['pending'] },
  { method: 'card', path: ['pending'] },
  { method: 'cash_on_delivery', path: ['pending', 'accepted'] },
  { method: 'card', path: ['pending', 'accepted', 'in_progress'] },
  { method: 'cash_on_delivery', path: ['pending', 'accepted', 'in_progress'] },
  { method: 'cash_on_delivery', path: ['pending', 'accepted', 'in_progress', 'delivered'] },
  { method: 'card', path: ['pending', 'accepted', 'in_progress', 'delivered'] },
  { method: 'cash_on_delivery', path: ['pending', 'rejected'], rejectedBy: 'store' },
  { method: 'cash_on_delivery', path: ['pending', 'cancelled'], rejectedBy: 'customer' },
  { method: 'card', path: ['pending', 'rejected'], rejectedBy: 'system' },
  { method: 'cash_on_delivery', path: [...SHIPPED] },
  { method: 'card', path: [...SHIPPED, 'out_for_delivery'] },
  { method: 'cash_on_delivery', path: [...SHIPPED, 'out_for_delivery', 'delivery_failed'] },
  {
    method: 'cash_on_delivery',
    path: [...SHIPPED, 'out_for_delivery', 'delivery_failed', 'returned'],
  },
];

const STORE_REASON = 'المقاس المطلوب غير متوفر حاليًا، نعتذر';
const CUSTOMER_REASON = 'طلبت بالخطأ';

type SeededProduct = Awaited<ReturnType<typeof storeProducts>>[number];

/** The demo reseller's stores that take orders. */
function orderingStores() {
  return STORES.filter((store) => store.owner === 'reseller' && store.authorizedOrders);
}

async function storeProducts(tx: Db, storeId: number) {
  return tx
    .select({
      id: products.id,
      nameAr: products.nameAr,
      nameEn: products.nameEn,
      image: products.mainImage,
      basicPrice: products.basicPrice,
      discount: products.discount,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.status, 'accepted')))
    .orderBy(products.id)
    .limit(40);
}

function orderLines(rng: Rng, pool: SeededProduct[]) {
  return rng.sample(pool, Math.min(pool.length, rng.int(1, 3))).map((product) => {
    const quantity = rng.int(1, 3);
    const unit = unitPricePiastres(product.basicPrice, product.discount, []);
    return { product, quantity, unit, lineTotal: unit * quantity };
  });
}

export async function insertDemoOrders(
  tx: Db,
  ids: ReferenceIds,
  storeIds: Map<string, number>,
  people: SeededPeople,
  now: Date,
) {
  const rng = createRng(11_001);
  const sellerId = people.demo.get('reseller')!;
  const customers = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, people.customers));
  const storeRows = await tx
    .select({ id: stores.id, governorateId: stores.governorateId })
    .from(stores)
    .where(inArray(stores.id, [...storeIds.values()]));

  for (const [storeIndex, seed] of orderingStores().entries()) {
    const storeId = storeIds.get(seed.username)!;
    const storeGovernorate = storeRows.find((row) => row.id === storeId)!.governorateId;
    const pool = await storeProducts(tx, storeId);
    if (pool.length === 0) continue;
    for (const [planIndex, plan] of ORDER_PLANS.entries()) {
      const customer = customers[(storeIndex * ORDER_PLANS.length + planIndex) % customers.length]!;
      const governorate = rng.pick(GOVERNORATES);
      const area = rng.pick(governorate.areas);
      const lines = orderLines(rng, pool);
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const deliveryGovernorate = ids.governorates.get(governorate.en)!;
      // Past orders were priced before the stores' delivery tables, by the fallback rule.
      const shipping = fallbackDelivery(storeGovernorate, {
        governorateId: deliveryGovernorate,
      }).feePiastres;
      const placedAt = new Date(now.getTime() - (2 + planIndex * 2) * DAY - rng.int(1, 20) * HOUR);
      // Each step some hours after the one before, so the timeline reads in order.
      let stepAt = placedAt.getTime();
      const steps = plan.path.map((status, i) => {
        if (i > 0) stepAt += rng.int(3, 20) * HOUR;
        return { status, at: new Date(stepAt) };
      });
      const last = steps.at(-1)!;
      const status = last.status;
      const delivered = status === 'delivered';
      const paid = plan.method === 'card' ? plan.rejectedBy !== 'system' : delivered;
      const rejected = releasesStock(status);
      const shipped = plan.path.includes('shipped');
      const failed = plan.path.includes('delivery_failed');
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          storeId,
          checkoutId: `seed-${seed.username}-${planIndex + 1}`,
          status,
          paymentMethod: plan.method,
          paymentStatus: paid ? 'paid' : 'unpaid',
          paidAt: paid ? (delivered && plan.method !== 'card' ? last.at : placedAt) : null,
          paidConfirmedBy: paid && plan.method !== 'card' ? sellerId : null,
          clientName: `${customer.firstName} ${customer.lastName}`,
          phone: customer.phone ?? '01000000000',
          governorateId: deliveryGovernorate,
          areaId: ids.areas.get(`${governorate.en}|${area.en}`)!,
          address: `${toArabicDigits(rng.int(1, 120))} ${rng.pick(STREETS).ar}`,
          notes: planIndex % 3 === 0 ? 'برجاء الاتصال قبل التوصيل' : null,
          subtotal: fromPiastres(subtotal),
          discount: 0,
          shippingCost: fromPiastres(shipping),
          total: fromPiastres(subtotal + shipping),
          cancellationReason:
            plan.rejectedBy === 'store'
              ? STORE_REASON
              : plan.rejectedBy === 'customer'
                ? CUSTOMER_REASON
                : null,
          cancellationReasonCode: plan.rejectedBy === 'system' ? 'payment_expired' : null,
          cancelledBy:
            plan.rejectedBy === 'store'
              ? 'store'
              : plan.rejectedBy === 'customer'
                ? 'customer'
                : plan.rejectedBy === 'system'
                  ? 'system'
                  : null,
          courier: shipped ? COURIER : null,
          trackingNumber: shipped ? `BST-${String(480_000 + planIndex)}` : null,
          trackingUrl: shipped
            ? `https://bosta.co/tracking-shipments?id=${480_000 + planIndex}`
            : null,
          deliveryFailureReason: failed ? FAILURE_REASON : null,
          releasedAt: rejected ? last.at : null,
          createdAt: placedAt,
          updatedAt: last.at,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId,
          productId: line.product.id,
          nameAr: line.product.nameAr,
          nameEn: line.product.nameEn,
          image: line.product.image,
          attributes: [],
          unitPrice: fromPiastres(line.unit),
          quantity: line.quantity,
          lineTotal: fromPiastres(line.lineTotal),
          stockTaken: rejected ? 0 : line.quantity,
        })),
      );
      await tx.insert(orderStatusHistory).values(
        steps.map((step, i) => {
          const byCustomer = i === 0 || plan.rejectedBy === 'customer';
          const bySystem = step.status === 'rejected' && plan.rejectedBy === 'system';
          const ended = step.status === 'rejected' || step.status === 'cancelled';
          return {
            orderId,
            fromStatus: i === 0 ? null : steps[i - 1]!.status,
            status: step.status,
            actorId: bySystem ? null : byCustomer ? customer.id : sellerId,
            role: bySystem ? null : byCustomer ? ('user' as const) : ('reseller' as const),
            note:
              ended && !bySystem
                ? plan.rejectedBy === 'store'
                  ? STORE_REASON
                  : CUSTOMER_REASON
                : step.status === 'delivery_failed'
                  ? FAILURE_REASON
                  : null,
            noteCode: bySystem ? ('payment_expired' as const) : null,
            createdAt: step.at,
          };
        }),
      );
      if (plan.method === 'card') {
        await tx.insert(payments).values({
          userId: customer.id,
          purpose: 'order',
          referenceIds: [orderId],
          amount: fromPiastres(subtotal + shipping),
          provider: 'sandbox',
          merchantRef: `seed-order-${orderId}`,
          providerRef: paid ? `SB${String(900_000 + orderId)}` : null,
          method: paid ? 'CARD' : null,
          status: paid ? 'paid' : 'expired',
          failureReason: paid ? null : 'expired',
          returnPath: '/orders',
          settledAt: paid ? placedAt : last.at,
          createdAt: placedAt,
          updatedAt: last.at,
        });
      }
    }
  }
  await insertPackageInvoices(tx, ids, storeIds, sellerId, now);
}

/**
 * What the demo reseller paid for its stores' packages: a paid card invoice and a paid wallet
 * invoice per store on a paid package, and one card attempt that failed.
 */
async function insertPackageInvoices(
  tx: Db,
  ids: ReferenceIds,
  storeIds: Map<string, number>,
  sellerId: number,
  now: Date,
) {
  const rows = STORES.filter((store) => store.owner === 'reseller' && store.package).flatMap(
    (store, storeIndex) => {
      const pkg = PACKAGES.find((candidate) => candidate.key === store.package)!;
      if (pkg.price <= 0 || !ids.packages.has(pkg.key)) return [];
      const description = text('ar', 'notifications.payment.subscription', {
        package: pkg.nameAr,
        store: store.name,
      });
      const renewal = text('ar', 'notifications.payment.renewal', {
        package: pkg.nameAr,
        store: store.name,
      });
      const base = {
        userId: sellerId,
        storeId: storeIds.get(store.username)!,
        purpose: 'subscription' as const,
        amount: pkg.price,
      };
      const at = (days: number) => new Date(now.getTime() - (days + storeIndex) * DAY);
      return [
        {
          ...base,
          method: 'card' as const,
          status: 'paid' as const,
          providerTransactionId: `SB${String(800_000 + storeIndex * 10 + 1)}`,
          description,
          createdAt: at(60),
          updatedAt: at(60),
        },
        {
          ...base,
          method: 'wallet' as const,
          status: 'paid' as const,
          providerTransactionId: null,
          description: renewal,
          createdAt: at(30),
          updatedAt: at(30),
        },
        ...(storeIndex === 0
          ? [
              {
                ...base,
                method: 'card' as const,
                status: 'failed' as const,
                providerTransactionId: null,
                description: renewal,
                createdAt: at(31),
                updatedAt: at(31),
              },
            ]
          : []),
      ];
    },
  );
  if (rows.length > 0) await tx.insert(invoices).values(rows);
}
