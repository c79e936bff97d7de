// Shared by the commerce tests: shoppers, a store with products, a delivery address.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { areas, attributes, productAttributeValues, products } from '../../server/db/schema';
import type { ServerEnv } from '../../server/env';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedProduct, seedStore, seedUser } from '../factories';

type Ctx = { database: Database; env: ServerEnv; app: FastifyInstance };

export interface Shopper {
  userId: number;
  token: string;
}

export async function shopper(ctx: Ctx): Promise<Shopper> {
  const user = await seedUser(ctx.database.db, { role: 'user' });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role: 'user',
  });
  return { userId: user.id, token: session.token };
}

export function shopCall(
  ctx: Ctx,
  who: Shopper | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      'accept-language': 'en',
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A seeded area and its governorate. */
export async function someArea(ctx: Ctx) {
  const [area] = await ctx.database.db
    .select({ id: areas.id, governorateId: areas.governorateId })
    .from(areas)
    .orderBy(asc(areas.id))
    .limit(1);
  return area!;
}

export async function delivery(ctx: Ctx) {
  const area = await someArea(ctx);
  return {
    client_name: 'Mona Adel',
    phone: '01012345678',
    governorate_id: area.governorateId,
    area_id: area.id,
    address: '12 Fouad Street, Alexandria',
  };
}

/** A public store (its own reseller) with accepted products. */
export async function storeWithProducts(
  ctx: Ctx,
  products: {
    price: number;
    stock?: number;
    unlimited?: boolean;
    discount?: number;
    minimum?: number;
  }[],
  storeOverrides: Parameters<typeof seedStore>[1] = {},
) {
  const store = await seedStore(ctx.database.db, { expiresAt: null, ...storeOverrides });
  const ids: number[] = [];
  for (const product of products) {
    const row = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'accepted',
      basicPrice: product.price,
      discount: product.discount ?? 0,
      stockAmount: product.stock ?? 10,
      unlimitedQuantity: product.unlimited ?? false,
      minimumStock: product.minimum ?? 0,
    });
    ids.push(row.id);
  }
  return { store, productIds: ids };
}

/** Gives a product a required main attribute with two values, one costing `extra` more. */
export async function requiredAttribute(ctx: Ctx, productId: number, extra: number) {
  const db = ctx.database.db;
  const [main] = await db
    .insert(attributes)
    .values({ nameAr: 'المقاس', nameEn: 'Size', isRequired: true, hasPrice: true })
    .returning();
  const values = await db
    .insert(attributes)
    .values([
      { nameAr: 'صغير', nameEn: 'S', parentId: main!.id },
      { nameAr: 'كبير', nameEn: 'L', parentId: main!.id },
    ])
    .returning();
  await db.insert(productAttributeValues).values([
    { productId, attributeId: values[0]!.id, parentAttributeId: main!.id, extraPrice: 0 },
    { productId, attributeId: values[1]!.id, parentAttributeId: main!.id, extraPrice: extra },
  ]);
  return { small: values[0]!.id, large: values[1]!.id };
}

/** A product's stock as the database holds it now. */
export async function stockOf(ctx: Pick<Ctx, 'database'>, productId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ stock: products.stockAmount })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export { eq };
