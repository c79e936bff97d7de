import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { products, stores } from '../../db/schema';

// The one definition of "public" for catalogue queries (spec §4, DESIGN §4, domain/status/
// visibility.ts): a store is public while active, unarchived and unexpired; a product when
// accepted, unarchived and its store is public. Every listing, count, facet, sitemap and detail
// query of the catalogue goes through these, so the rule cannot drift between calls.

/** The store row is public at the database's `now()`. */
export function publicStore(): SQL {
  return and(
    eq(stores.status, 'active'),
    isNull(stores.archivedAt),
    or(isNull(stores.expiresAt), gt(stores.expiresAt, sql`now()`)),
  )!;
}

/** The product row itself is public (accepted, unarchived); its store is checked apart. */
export function publicProductRow(): SQL {
  return and(eq(products.status, 'accepted'), isNull(products.archivedAt))!;
}

/**
 * The product row and its store (joined as `stores`) are public. Written with the same predicate
 * as the partial indexes of server/db/schema/products.ts so the planner can use them.
 */
export function publicProduct(): SQL {
  return and(publicProductRow(), publicStore())!;
}

/** What the shopper pays: the price after the discount (spec §5), for price filters and sorts. */
export const effectivePrice = sql<number>`(${products.basicPrice} * (100 - ${products.discount}) / 100)`;
