import type { ModeratorGrant } from '../../../domain/auth/permissions';
import type { OwnerKind, Role } from '../../../domain/auth/roles';

/**
 * What the signed-in party may reach beyond its role (spec §6), loaded from the database with the
 * actor: the route guard passes `grants` to `can()`, services scope rows with `storeIds`.
 */
export interface ActorScope {
  /** A reseller's own stores; a sub-reseller's assigned stores (store_staff); else empty. */
  storeIds: readonly number[];
  /**
   * A moderator's account-wide grants (moderator_permissions): for a sub-reseller, what their
   * reseller allowed. Empty for every other role, and for a sub-reseller nobody granted anything.
   */
  grants: readonly ModeratorGrant[];
  /** A sub-reseller's grants per assigned store: the store_staff flags within `grants`. */
  storeGrants: Readonly<Record<number, readonly ModeratorGrant[]>>;
}

export const EMPTY_SCOPE: ActorScope = { storeIds: [], grants: [], storeGrants: {} };

/** The signed-in party a request acts for; services receive it and decide with it. */
export interface Actor {
  userId: number;
  sessionId: string;
  /** From the sessions row. */
  kind: OwnerKind;
  /** The account's role now (users row), not the role it signed in with. */
  role: Role;
  scope: ActorScope;
}

/** The grants a pair of flags stands for. */
export function grantsOf(flags: { canManageStore: boolean; canChat: boolean }): ModeratorGrant[] {
  const grants: ModeratorGrant[] = [];
  if (flags.canManageStore) grants.push('manage_store');
  if (flags.canChat) grants.push('chat');
  return grants;
}
