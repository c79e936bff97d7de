// The cart lives apart from the orders (commerce.ts) because a line may come from a chat offer:
// chat.ts already points at orders, so the cart pointing at chat messages from commerce.ts would
// tie the two files into a loop.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chatMessages } from './chat';
import { id, money, timestamps } from './columns';
import { products } from './products';
import { stores } from './stores';
import { users } from './users';

/**
 * A shopper's cart line: one product with its chosen sub-attribute values. The cart is the set of
 * a user's lines, grouped by store when read. `price_at_add` is the unit price (with the discount
 * and the chosen values' extra prices) when the line was added or last confirmed, so a price
 * change is shown, never silently ordered. A line from a store's chat offer carries the offer's
 * message and its `agreed_price`: one piece at that price, which the cart and place-order charge
 * instead of the product's price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Chosen sub-attribute ids (product_attribute_values.attribute_id), sorted. */
    attributeIds: integer('attribute_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** `attribute_ids` joined with commas: the same product with the same choices is one line. */
    optionsKey: text('options_key').notNull().default(''),
    priceAtAdd: money('price_at_add').notNull(),
    /** The chat offer this line came from (its `options_key` is `offer:<id>`). */
    offerMessageId: integer('offer_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    /** The offer's agreed unit price; null = the product's own price. */
    agreedPrice: money('agreed_price'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_options_idx').on(t.userId, t.productId, t.optionsKey),
    index('cart_items_product_id_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
