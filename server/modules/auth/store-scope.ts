import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Actor } from './actor';

// The rows a panel actor reaches, by store (DESIGN §7): the admin and the moderator every store
// (spec §2 lists stores and products in both panels); a reseller the stores they own; a
// sub-reseller the stores assigned to them. Services add this to every query and write.

/** Does the actor see every store? */
export function seesAllStores(actor: Actor): boolean {
  return actor.role === 'admin' || actor.role === 'moderator_admin';
}

/**
 * A condition on a store id column keeping the actor's stores; undefined for all stores. An
 * actor with no stores matches nothing.
 */
export function storeScope(actor: Actor, storeIdColumn: AnyColumn): SQL | undefined {
  if (seesAllStores(actor)) return undefined;
  const ids =
    actor.role === 'reseller' || actor.role === 'moderator_reseller' ? actor.scope.storeIds : [];
  return ids.length > 0 ? inArray(storeIdColumn, [...ids]) : sql`false`;
}

/**
 * A sub-reseller changes an assigned store (or what hangs off it) only where that store's row
 * grants `manage_store` (store_staff); the route guard has already checked the account-wide grant.
 * Other roles pass (their scope is the query's business).
 */
export function assertManagesStores(actor: Actor, storeIds: Iterable<number>): void {
  if (actor.role !== 'moderator_reseller') return;
  for (const storeId of storeIds) {
    if (!actor.scope.storeGrants[storeId]?.includes('manage_store')) {
      throw new AppError('not_authorized', 'No store management right for this store');
    }
  }
}
