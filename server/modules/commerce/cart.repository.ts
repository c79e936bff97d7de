import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inList, inListValues, prepared } from '../../db/prepared';
import {
  attributes,
  cartItems,
  chatMessages,
  productAttributeValues,
  products,
  stores,
} from '../../db/schema';
import { publicProductRow, publicStore } from '../catalogue/visibility.repository';

const cartLineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  storeId: cartItems.storeId,
  quantity: cartItems.quantity,
  attributeIds: cartItems.attributeIds,
  priceAtAdd: cartItems.priceAtAdd,
  offerMessageId: cartItems.offerMessageId,
  agreedPrice: cartItems.agreedPrice,
  offerUsedAt: chatMessages.offerUsedAt,
  offerOrderedAt: chatMessages.offerOrderedAt,
  offerWithdrawnAt: chatMessages.offerWithdrawnAt,
  offerExpiresAt: chatMessages.offerExpiresAt,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  image: products.mainImage,
  basicPrice: products.basicPrice,
  discount: products.discount,
  stockAmount: products.stockAmount,
  unlimitedQuantity: products.unlimitedQuantity,
  minimumStock: products.minimumStock,
  productPublic: sql<boolean>`(${publicProductRow()})`,
  storePublic: sql<boolean>`(${publicStore()})`,
  storeName: stores.name,
  storeUsername: stores.username,
  storeLogo: stores.logo,
  storePhone: stores.phoneNumber,
  storeWhatsapp: stores.whatsapp,
  storeGovernorateId: stores.governorateId,
  storeAuthorizedOrders: stores.authorizedOrders,
  storeOwnerId: stores.ownerId,
};

function selectCartLines(db: Db) {
  return db
    .select(cartLineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, cartItems.storeId))
    .leftJoin(chatMessages, eq(chatMessages.id, cartItems.offerMessageId));
}

/**
 * A cart line with what its product and store are now; `ids` keeps those lines only (a prepared
 * statement: place-order reads its lines with it in every checkout).
 */
export async function listCartLines(db: Db, userId: number, ids?: number[]) {
  if (ids) {
    if (ids.length === 0) return [];
    const statement = prepared(db, `commerce:cart-lines-in|${ids.length}`, () =>
      selectCartLines(db)
        .where(
          and(
            eq(cartItems.userId, sql.placeholder('userId')),
            inList(cartItems.id, 'id', ids.length),
          ),
        )
        .orderBy(asc(cartItems.storeId), asc(cartItems.id)),
    );
    return (await statement.execute({ userId, ...inListValues('id', ids) })) as Awaited<
      ReturnType<ReturnType<typeof selectCartLines>['execute']>
    >;
  }
  return selectCartLines(db)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.storeId), asc(cartItems.id));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The values (sub-attributes) products carry, with their main attribute and extra price. */
export async function productValues(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  const parent = sql`parent`;
  const statement = prepared(db, `commerce:product-values|${productIds.length}`, () =>
    db
      .select({
        productId: productAttributeValues.productId,
        id: productAttributeValues.attributeId,
        parentId: productAttributeValues.parentAttributeId,
        extraPrice: productAttributeValues.extraPrice,
        nameAr: attributes.nameAr,
        nameEn: attributes.nameEn,
        parentNameAr: sql<string>`${parent}.name_ar`,
        parentNameEn: sql<string>`${parent}.name_en`,
        hasPrice: sql<boolean>`${parent}.has_price`,
        multiSelect: sql<boolean>`${parent}.multi_select`,
        isRequired: sql<boolean>`${parent}.is_required`,
      })
      .from(productAttributeValues)
      .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
      .innerJoin(
        sql`attributes parent`,
        sql`${parent}.id = ${productAttributeValues.parentAttributeId}`,
      )
      .where(inList(productAttributeValues.productId, 'id', productIds.length)),
  );
  return (await statement.execute(inListValues('id', productIds))) as {
    productId: number;
    id: number;
    parentId: number;
    extraPrice: number | null;
    nameAr: string;
    nameEn: string;
    parentNameAr: string;
    parentNameEn: string;
    hasPrice: boolean;
    multiSelect: boolean;
    isRequired: boolean;
  }[];
}
export type ProductValueRow = Awaited<ReturnType<typeof productValues>>[number];

/** What adding to the cart reads of a product: its store, price, discount and stock rules. */
const orderableColumns = {
  id: products.id,
  storeId: products.storeId,
  basicPrice: products.basicPrice,
  discount: products.discount,
  stockAmount: products.stockAmount,
  unlimitedQuantity: products.unlimitedQuantity,
  minimumStock: products.minimumStock,
};

/** The product as the cart needs it when adding, if it is public now. */
export async function findOrderableProduct(db: Db, productId: number) {
  const [row] = await db
    .select(orderableColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, productId), publicProductRow(), publicStore()));
  return row;
}

/**
 * One round trip for adding to the cart: the product if it is public now, whether it carries
 * values (sub-attributes) at all, how many lines the shopper's cart has and whether one of them
 * is already this product with these choices (`optionsKey`), which an add only adds to.
 */
export async function findProductForCart(
  db: Db,
  productId: number,
  userId: number,
  optionsKey: string,
) {
  const statement = prepared(db, 'commerce:product-for-cart', () =>
    db
      .select({
        ...orderableColumns,
        hasValues: sql<boolean>`EXISTS (SELECT 1 FROM ${productAttributeValues} WHERE ${productAttributeValues.productId} = ${products.id})`,
        cartLines: sql<number>`(SELECT count(*)::int FROM ${cartItems} WHERE ${cartItems.userId} = ${sql.placeholder('userId')})`,
        inCart: sql<boolean>`EXISTS (SELECT 1 FROM ${cartItems} WHERE ${cartItems.userId} = ${sql.placeholder('userId')} AND ${cartItems.productId} = ${products.id} AND ${cartItems.optionsKey} = ${sql.placeholder('optionsKey')})`,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(products.id, sql.placeholder('productId')), publicProductRow(), publicStore())),
  );
  const [row] = (await statement.execute({ productId, userId, optionsKey })) as {
    id: number;
    storeId: number;
    basicPrice: number;
    discount: number;
    stockAmount: number;
    unlimitedQuantity: boolean;
    minimumStock: number;
    hasValues: boolean;
    cartLines: number;
    inCart: boolean;
  }[];
  return row;
}

/** Adds to the line with the same product and choices, or creates it; answers the line id. */
export async function upsertCartLine(
  db: Db,
  line: {
    userId: number;
    productId: number;
    storeId: number;
    quantity: number;
    attributeIds: number[];
    optionsKey: string;
    priceAtAdd: number;
  },
  maxQuantity: number,
) {
  const statement = prepared(db, 'commerce:upsert-cart-line', () =>
    db
      .insert(cartItems)
      .values({
        userId: sql.placeholder('userId'),
        productId: sql.placeholder('productId'),
        storeId: sql.placeholder('storeId'),
        quantity: sql.placeholder('quantity'),
        attributeIds: sql`${sql.placeholder('attributeIds')}::integer[]`,
        optionsKey: sql.placeholder('optionsKey'),
        priceAtAdd: sql.placeholder('priceAtAdd'),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.optionsKey],
        set: {
          quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${sql.placeholder('maxQuantity')}::integer)`,
          priceAtAdd: sql`excluded.price_at_add`,
          updatedAt: sql`now()`,
        },
      })
      // xmax is 0 on a row this statement inserted (an existing line that was updated has it set).
      .returning({
        id: cartItems.id,
        quantity: cartItems.quantity,
        inserted: sql<boolean>`(xmax = 0)`,
      }),
  );
  const [row] = (await statement.execute({ ...line, maxQuantity })) as {
    id: number;
    quantity: number;
    inserted: boolean;
  }[];
  return row!;
}

/** A chat offer's line (its pieces at its price); answers the line id. */
export async function insertOfferLine(
  db: Db,
  line: {
    userId: number;
    productId: number;
    storeId: number;
    offerMessageId: number;
    agreedPrice: number;
    attributeIds: number[];
    quantity: number;
  },
) {
  const [row] = await db
    .insert(cartItems)
    .values({
      ...line,
      optionsKey: `offer:${line.offerMessageId}`,
      priceAtAdd: line.agreedPrice,
    })
    .returning({ id: cartItems.id });
  return row!;
}

export async function findCartLine(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      attributeIds: cartItems.attributeIds,
      offerMessageId: cartItems.offerMessageId,
    })
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return row;
}

export async function setCartLine(
  db: Db,
  userId: number,
  id: number,
  patch: { quantity: number; priceAtAdd: number },
) {
  await db
    .update(cartItems)
    .set(patch)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
}

export async function deleteCartLines(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

export async function countCartLines(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.count ?? 0;
}
