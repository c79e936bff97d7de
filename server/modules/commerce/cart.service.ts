// The shopper's cart: lines grouped by store, each marked when it cannot be ordered as
// it is (spec §8; "never silently ordered"). Prices are the server's, in integer piastres.
import type {
  AddToCartBody,
  Cart,
  CartItem,
  CartItemState,
  UpdateCartBody,
} from '../../../domain/contracts/commerce.contract';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../../../domain/contracts/commerce.contract';
import { fromPiastres, toPiastres, unitPricePiastres } from '../../../domain/commerce/money';
import { AppError } from '../../../domain/errors';
import { isPrepaid, PAYMENT_METHODS, type Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import { pick } from '../catalogue/mappers';
import { offerState } from '../../../domain/commerce/chat-offer';
import { claimChatOffer, releaseChatOffer } from '../chat/chat-offers.service';
import { cardPaymentsAvailable } from '../payments/payments.service';
import { assertValidChoice, chosenValues } from './choice';
import {
  countCartLines,
  deleteCartLines,
  findCartLine,
  findOrderableProduct,
  findProductForCart,
  insertOfferLine,
  listCartLines,
  productValues,
  setCartLine,
  upsertCartLine,
  type CartLineRow,
  type ProductValueRow,
} from './cart.repository';

/** Units of a product that may still be sold: above its minimum stock; null = unlimited. */
export function availableUnits(product: {
  unlimitedQuantity: boolean;
  stockAmount: number;
  minimumStock: number;
}): number | null {
  if (product.unlimitedQuantity) return null;
  return Math.max(0, product.stockAmount - Math.max(0, product.minimumStock));
}

/** The unit price of a line now, in piastres (discount, then the chosen values' extras). */
export function linePrice(
  product: { basicPrice: number; discount: number },
  chosen: ProductValueRow[],
): number {
  return unitPricePiastres(
    Number(product.basicPrice),
    Number(product.discount),
    chosen.filter((value) => value.hasPrice).map((value) => Number(value.extraPrice ?? 0)),
  );
}

export interface PricedLine {
  row: CartLineRow;
  chosen: ProductValueRow[];
  unitPiastres: number;
  available: number | null;
  state: CartItemState;
}

/**
 * The unit price a line is charged, in piastres: a chat offer's agreed price, else the product's
 * price now (the one price rule of the cart and place-order).
 */
export function unitPriceOf(
  row: { agreedPrice: number | null; basicPrice: number; discount: number },
  chosen: ProductValueRow[],
): number {
  return row.agreedPrice !== null ? toPiastres(Number(row.agreedPrice)) : linePrice(row, chosen);
}

/**
 * A chat offer's line whose offer was withdrawn or expired since it was added. (An ordered one is
 * one the checkout reading this line just took.)
 */
function offerEnded(row: CartLineRow): boolean {
  if (row.offerMessageId === null) return false;
  const state = offerState({
    usedAt: row.offerUsedAt,
    orderedAt: row.offerOrderedAt,
    withdrawnAt: row.offerWithdrawnAt,
    expiresAt: row.offerExpiresAt,
  });
  return state === 'expired' || state === 'withdrawn';
}

/**
 * Each line priced and marked: the products' values read in one query for all lines, then grouped
 * by product once (not filtered per line), so a full cart costs what a short one does.
 */
export async function priceLines(db: Db, rows: CartLineRow[]): Promise<PricedLine[]> {
  const values = await productValues(db, [...new Set(rows.map((row) => row.productId))]);
  const byProduct = new Map<number, ProductValueRow[]>();
  for (const value of values) {
    const own = byProduct.get(value.productId);
    if (own) own.push(value);
    else byProduct.set(value.productId, [value]);
  }
  return rows.map((row) => {
    const own = byProduct.get(row.productId) ?? [];
    const chosen = chosenValues(row.attributeIds, own);
    const unitPiastres = unitPriceOf(row, chosen);
    const available = availableUnits(row);
    let state: CartItemState = 'ok';
    let choiceValid = true;
    try {
      assertValidChoice(row.attributeIds, own);
    } catch {
      choiceValid = false;
    }
    if (!row.productPublic || !row.storePublic || !choiceValid || offerEnded(row)) {
      state = 'unavailable';
    } else if (available === 0) state = 'out_of_stock';
    else if (available !== null && available < row.quantity) state = 'not_enough_stock';
    else if (unitPiastres !== toPiastres(Number(row.priceAtAdd))) state = 'price_changed';
    return { row, chosen, unitPiastres, available, state };
  });
}

function toCartItem(line: PricedLine, language: Language): CartItem {
  const { row } = line;
  return {
    id: row.id,
    product_id: row.productId,
    name: pick(language, row.nameAr, row.nameEn),
    image: row.image,
    quantity: row.quantity,
    attributes: line.chosen.map((value) => ({
      id: value.id,
      name: pick(language, value.nameAr, value.nameEn),
      attribute: pick(language, value.parentNameAr, value.parentNameEn),
      extra_price: value.hasPrice && value.extraPrice ? Number(value.extraPrice) : null,
    })),
    unit_price: fromPiastres(line.unitPiastres),
    price_at_add: Number(row.priceAtAdd),
    line_total: fromPiastres(line.unitPiastres * row.quantity),
    available: line.available,
    state: line.state,
    offer_message_id: row.offerMessageId,
  };
}

export async function getCart(db: Db, actor: Actor, language: Language): Promise<Cart> {
  const lines = await priceLines(db, await listCartLines(db, actor.userId));
  const groups: Cart['groups'] = [];
  const byStore = new Map<number, Cart['groups'][number]>();
  // Card and a Fawry reference only while a payment provider takes them.
  const paymentMethods = cardPaymentsAvailable()
    ? [...PAYMENT_METHODS]
    : PAYMENT_METHODS.filter((method) => !isPrepaid(method));
  for (const line of lines) {
    let group = byStore.get(line.row.storeId);
    if (!group) {
      group = {
        store: {
          id: line.row.storeId,
          name: line.row.storeName,
          username: line.row.storeUsername,
          logo: line.row.storeLogo,
          phone: line.row.storePhone,
          whatsapp: line.row.storeWhatsapp,
          governorate_id: line.row.storeGovernorateId,
          authorized_orders: line.row.storeAuthorizedOrders,
          payment_methods: [...paymentMethods],
        },
        items: [],
        subtotal: 0,
      };
      groups.push(group);
      byStore.set(line.row.storeId, group);
    }
    group.items.push(toCartItem(line, language));
  }
  for (const group of groups) {
    const piastres = group.items
      .filter((item) => item.state === 'ok')
      .reduce((sum, item) => sum + toPiastres(item.line_total), 0);
    group.subtotal = fromPiastres(piastres);
  }
  return { groups, count: lines.length };
}

/**
 * Adds a product with its chosen values: two round trips for a product without values (the
 * product with the cart's line count, then the upsert), three with them.
 */
export async function addToCart(db: Db, actor: Actor, body: AddToCartBody) {
  const attributeIds = [...new Set(body.attribute_ids)].sort((a, b) => a - b);
  const optionsKey = attributeIds.join(',');
  const product = await findProductForCart(db, body.product_id, actor.userId, optionsKey);
  if (!product) throw new AppError('product_not_available');
  const values = product.hasValues ? await productValues(db, [product.id]) : [];
  const chosen = assertValidChoice(attributeIds, values);
  const available = availableUnits(product);
  if (available !== null && available < body.quantity) throw new AppError('out_of_stock');
  const count = Number(product.cartLines);
  // The limit is on lines: adding to a line already in a full cart only changes its quantity.
  if (count >= CART_LINES_MAX && !product.inCart) throw new AppError('validation_failed');
  const line = await upsertCartLine(
    db,
    {
      userId: actor.userId,
      productId: product.id,
      storeId: product.storeId,
      quantity: body.quantity,
      attributeIds,
      optionsKey,
      priceAtAdd: fromPiastres(linePrice(product, chosen)),
    },
    Math.min(CART_QUANTITY_MAX, available ?? CART_QUANTITY_MAX),
  );
  // The count read with the product, plus the line this call created (none when it added to one).
  return { count: count + (line.inserted ? 1 : 0), item_id: line.id };
}

/**
 * A store's chat offer into the cart in one tap (chat-to-order): the offer is claimed
 * (only the thread's customer, once, open, a public product) and becomes its pieces at its price,
 * in one transaction, so a refusal here (no stock, required attributes, a full cart) leaves the
 * offer unused.
 */
export async function addOfferToCart(db: Db, actor: Actor, messageId: number) {
  const itemId = await db.transaction(async (tx) => {
    const offer = await claimChatOffer(tx, actor, messageId);
    const product = await findOrderableProduct(tx, offer.productId);
    if (!product) throw new AppError('product_not_available');
    assertValidChoice(offer.attributeIds, await productValues(tx, [product.id]));
    const available = availableUnits(product);
    if (available !== null && available < offer.quantity) throw new AppError('out_of_stock');
    if ((await countCartLines(tx, actor.userId)) >= CART_LINES_MAX) {
      throw new AppError('validation_failed');
    }
    const line = await insertOfferLine(tx, {
      attributeIds: offer.attributeIds,
      userId: actor.userId,
      productId: product.id,
      storeId: product.storeId,
      offerMessageId: messageId,
      agreedPrice: offer.price,
      quantity: offer.quantity,
    });
    return line.id;
  });
  return { count: await countCartLines(db, actor.userId), item_id: itemId };
}

/** Sets a line's quantity and takes its current price as the one the shopper accepts. */
export async function updateCart(db: Db, actor: Actor, body: UpdateCartBody) {
  const line = await findCartLine(db, actor.userId, body.id);
  if (!line) throw new AppError('not_found');
  if (line.offerMessageId !== null) throw new AppError('offer_line_fixed');
  const product = await findOrderableProduct(db, line.productId);
  if (!product) throw new AppError('product_not_available');
  const values = await productValues(db, [product.id]);
  const chosen = assertValidChoice(line.attributeIds, values);
  const available = availableUnits(product);
  if (available !== null && available < body.quantity) throw new AppError('out_of_stock');
  await setCartLine(db, actor.userId, line.id, {
    quantity: body.quantity,
    priceAtAdd: fromPiastres(linePrice(product, chosen)),
  });
  return { count: await countCartLines(db, actor.userId), item_id: line.id };
}

/** Removes a line; a chat offer's line gives its offer back, to be added again. */
export async function removeFromCart(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const line = await findCartLine(tx, actor.userId, id);
    await deleteCartLines(tx, actor.userId, [id]);
    if (line?.offerMessageId) await releaseChatOffer(tx, line.offerMessageId);
  });
  return { count: await countCartLines(db, actor.userId), item_id: null };
}

export { assertValidChoice, countCartLines };
