// People in the panels (spec §2 roles/*, §5, §6): lists, details, new admin, moderator and
// sub-reseller accounts, status changes, verification, force delete and reseller credit. Every
// write runs in one transaction with its log row; scope is decided here from the actor.
import { sql, type SQL } from 'drizzle-orm';
import type { ModeratorGrant } from '../../../domain/auth/permissions';
import type { Role } from '../../../domain/auth/roles';
import {
  CREDIT_MAX_PIASTRES,
  type NewAdminBody,
  type NewModeratorBody,
  type NewSubResellerBody,
  type PanelAccount,
  type PanelModerator,
  type PanelReseller,
  type PanelSubReseller,
  type PeopleResource,
  type ResellerCreditBody,
  type SubResellerUpdateBody,
  type VerifyUserBody,
} from '../../../domain/contracts/panel/people.contract';
import { AppError } from '../../../domain/errors';
import { canChangeAccountStatus } from '../../../domain/status/account-transitions';
import type { ActivityStatus } from '../../../domain/status/statuses';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { reactivateUser, suspendUser } from '../accounts/account-status.service';
import { claimContact, findTakenFields, insertUser } from '../accounts/accounts.repository';
import { isUniqueViolation, takenError } from '../accounts/conflicts';
import { changedFields, writeLog } from '../audit/audit.repository';
import { grantsOf, type Actor } from '../auth/actor';
import { accountChanged } from '../auth/auth.service';
import {
  assignedStores,
  deleteUserRow,
  findPerson,
  listPeople,
  lockUser,
  ownedStoreIds,
  ownsStores,
  replaceAssignments,
  saveGrants,
  setCreditPiastres,
  subResellersOf,
  type AssignedStore,
  type PeopleQuery,
  type PersonRow,
} from './people.repository';
import { insertLedgerEntry } from '../payments/payments.repository';

// ---- scope ------------------------------------------------------------------------------------

const NOTHING = sql`false`;

/**
 * The rows of `resource` the actor may reach (undefined = all). The route guard already limits
 * roles to the matrix; this narrows rows: a reseller reaches only the sub-resellers it created.
 */
function scopeOf(actor: Actor, resource: PeopleResource): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'moderator_admin') {
    // Spec §2 moderator area: roles/users, roles/resellers, roles/sub_resellers.
    return resource === 'users' || resource === 'resellers' || resource === 'sub_resellers'
      ? undefined
      : NOTHING;
  }
  if (actor.role === 'reseller' && resource === 'sub_resellers')
    return subResellersOf(actor.userId);
  return NOTHING;
}

// ---- rows -------------------------------------------------------------------------------------

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toAccount(row: PersonRow): PanelAccount {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    language: row.language,
    email_verified_at: iso(row.email_verified_at),
    phone_verified_at: iso(row.phone_verified_at),
    verified: row.email_verified_at !== null || row.phone_verified_at !== null,
    two_factor_enabled: row.two_factor_enabled,
    last_login_at: iso(row.last_login_at),
    created_at: row.created_at.toISOString(),
  };
}

function grantsOfRow(row: PersonRow): ModeratorGrant[] {
  return grantsOf({
    canManageStore: row.can_manage_store ?? false,
    canChat: row.can_chat ?? false,
  });
}

function toModerator(row: PersonRow): PanelModerator {
  return { ...toAccount(row), permissions: grantsOfRow(row) };
}

function toReseller(row: PersonRow): PanelReseller {
  return {
    ...toAccount(row),
    stores_count: row.stores_count,
    credit_piastres: Math.round(Number(row.credit_piastres)),
  };
}

function toSubReseller(row: PersonRow, assigned: AssignedStore[]): PanelSubReseller {
  const own = assigned.filter((store) => store.userId === row.id);
  return {
    ...toAccount(row),
    permissions: grantsOfRow(row),
    reseller_id: row.reseller_id,
    reseller_username: row.reseller_username,
    store_ids: own.map((store) => store.id),
    stores: own.map(({ id, name, username }) => ({ id, name, username })),
  };
}

// ---- reads ------------------------------------------------------------------------------------

async function page(db: Db, actor: Actor, resource: PeopleResource, query: PeopleQuery) {
  return listPeople(db, resource, query, scopeOf(actor, resource));
}

/** A row of `resource` the actor may reach, or 404. */
async function reach(db: Db, actor: Actor, resource: PeopleResource, id: number) {
  const row = await findPerson(db, resource, id, scopeOf(actor, resource));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getAccounts(
  db: Db,
  actor: Actor,
  resource: 'admins' | 'users',
  query: PeopleQuery,
) {
  const { data, meta } = await page(db, actor, resource, query);
  return { data: data.map(toAccount), meta };
}

export async function getAccount(db: Db, actor: Actor, resource: 'admins' | 'users', id: number) {
  return toAccount(await reach(db, actor, resource, id));
}

export async function getModerators(db: Db, actor: Actor, query: PeopleQuery) {
  const { data, meta } = await page(db, actor, 'moderators', query);
  return { data: data.map(toModerator), meta };
}

export async function getModerator(db: Db, actor: Actor, id: number) {
  return toModerator(await reach(db, actor, 'moderators', id));
}

export async function getResellers(db: Db, actor: Actor, query: PeopleQuery) {
  const { data, meta } = await page(db, actor, 'resellers', query);
  return { data: data.map(toReseller), meta };
}

export async function getReseller(db: Db, actor: Actor, id: number) {
  return toReseller(await reach(db, actor, 'resellers', id));
}

export async function getSubResellers(db: Db, actor: Actor, query: PeopleQuery) {
  const { data, meta } = await page(db, actor, 'sub_resellers', query);
  const assigned = await assignedStores(
    db,
    data.map((row) => row.id),
  );
  return { data: data.map((row) => toSubReseller(row, assigned)), meta };
}

export async function getSubReseller(db: Db, actor: Actor, id: number) {
  const row = await reach(db, actor, 'sub_resellers', id);
  return toSubReseller(row, await assignedStores(db, [row.id]));
}

// ---- status -----------------------------------------------------------------------------------

/**
 * Suspends (every session of the account ends in the same transaction: "suspending anyone
 * revokes their sessions") or reactivates an account the actor reaches. One's own account and a
 * move the table does not allow (already in that status) → `invalid_transition`. The caller
 * answers the row with its resource's reader.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  resource: PeopleResource,
  id: number,
  status: ActivityStatus,
) {
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    const before = await reach(tx, actor, resource, id);
    if (before.id === actor.userId || !canChangeAccountStatus(before.status, status)) {
      throw new AppError('invalid_transition', `Cannot move from ${before.status} to ${status}`);
    }
    if (status === 'suspended') await suspendUser(tx, id);
    else await reactivateUser(tx, id);
    await writeLog(tx, actor, {
      action: `${resource}.${status === 'suspended' ? 'suspend' : 'activate'}`,
      entity: resource,
      entityId: id,
      notes: before.username,
      changes: changedFields({ status: before.status }, { status }),
    });
  });
  accountChanged(id);
}

// ---- new accounts -----------------------------------------------------------------------------

interface NewAccount {
  body: NewAdminBody;
  role: Role;
  /** Admin-made panel accounts: email and phone verified, password one-time. */
  vouched: boolean;
  after: (tx: Db, userId: number) => Promise<void>;
}

/**
 * Inserts the account with the accounts module's rules: look-alike usernames and VERIFIED
 * emails/phones elsewhere are taken (409 on the field); a vouched address is claimed as verifying
 * would (unverified copies elsewhere lose it).
 */
async function insertAccount(db: Db, actor: Actor, resource: PeopleResource, input: NewAccount) {
  const { body } = input;
  const email = body.email.toLowerCase();
  const values = { username: body.username, email, phone: body.phone };
  const taken = await findTakenFields(db, values);
  if (taken.size > 0) throw takenError(taken);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        firstName: body.first_name,
        lastName: body.last_name ?? '',
        username: body.username,
        email,
        phone: body.phone,
        language: body.language,
        role: input.role,
        passwordHash,
        mustChangePassword: input.vouched,
      });
      if (input.vouched) {
        await claimContact(tx, user.id, 'email', email);
        await claimContact(tx, user.id, 'phone', body.phone);
      }
      await input.after(tx, user.id);
      await writeLog(tx, actor, {
        action: `${resource}.create`,
        entity: resource,
        entityId: user.id,
        notes: body.username,
      });
      return user.id;
    });
  } catch (error) {
    // Two creations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw takenError(await findTakenFields(db, values));
    throw error;
  }
}

export async function createAdmin(db: Db, actor: Actor, body: NewAdminBody) {
  const id = await insertAccount(db, actor, 'admins', {
    body,
    role: 'admin',
    vouched: true,
    after: async () => {},
  });
  return getAccount(db, actor, 'admins', id);
}

export async function createModerator(db: Db, actor: Actor, body: NewModeratorBody) {
  const id = await insertAccount(db, actor, 'moderators', {
    body,
    role: 'moderator_admin',
    vouched: true,
    after: (tx, userId) => saveGrants(tx, userId, body.permissions, null),
  });
  return getModerator(db, actor, id);
}

const storeError = () =>
  new AppError('validation_failed', 'Not a store of the reseller', [
    { path: 'store_ids', message: V.choice.store },
  ]);

/** The stores must all be the reseller's own, unarchived (spec §6 "assigned stores"). */
async function assertOwnStores(db: Db, resellerId: number, storeIds: number[]) {
  const owned = await ownedStoreIds(db, resellerId, storeIds);
  if (owned.length !== storeIds.length) throw storeError();
}

/** Whose sub-reseller a new one is: the reseller itself, or the reseller the admin names. */
async function resellerFor(db: Db, actor: Actor, body: NewSubResellerBody): Promise<number> {
  if (actor.role === 'reseller') return actor.userId;
  const reseller = body.reseller_id ? await findPerson(db, 'resellers', body.reseller_id) : null;
  if (!reseller) {
    throw new AppError('validation_failed', 'Name the reseller', [
      { path: 'reseller_id', message: V.required },
    ]);
  }
  return reseller.id;
}

export async function createSubReseller(db: Db, actor: Actor, body: NewSubResellerBody) {
  const resellerId = await resellerFor(db, actor, body);
  const storeIds = [...new Set(body.store_ids)];
  await assertOwnStores(db, resellerId, storeIds);
  const id = await insertAccount(db, actor, 'sub_resellers', {
    body,
    role: 'moderator_reseller',
    // The reseller does not vouch for someone else's address: the first sign-in verifies it.
    vouched: false,
    after: async (tx, userId) => {
      await saveGrants(tx, userId, body.permissions, resellerId);
      await assertOwnStores(tx, resellerId, storeIds);
      await replaceAssignments(tx, userId, storeIds, body.permissions);
    },
  });
  return getSubReseller(db, actor, id);
}

// ---- edits ------------------------------------------------------------------------------------

const sameSet = <T>(list: readonly T[]) => [...new Set(list)].sort();

export async function updateModerator(
  db: Db,
  actor: Actor,
  id: number,
  body: { permissions: ModeratorGrant[] },
) {
  await db.transaction(async (tx) => {
    const before = await reach(tx, actor, 'moderators', id);
    const permissions = sameSet(body.permissions);
    await saveGrants(tx, id, permissions, null);
    await writeLog(tx, actor, {
      action: 'moderators.update',
      entity: 'moderators',
      entityId: id,
      changes: changedFields({ permissions: grantsOfRow(before) }, { permissions }),
    });
  });
  accountChanged(id);
  return getModerator(db, actor, id);
}

export async function updateSubReseller(
  db: Db,
  actor: Actor,
  id: number,
  body: SubResellerUpdateBody,
) {
  await db.transaction(async (tx) => {
    const before = await reach(tx, actor, 'sub_resellers', id);
    const storeIds = sameSet(body.store_ids).sort((a, b) => a - b);
    const permissions = sameSet(body.permissions);
    // The stores are the reseller's own, whoever edits (admin, moderator or the reseller).
    if (before.reseller_id === null) {
      if (storeIds.length > 0) throw storeError();
    } else {
      await assertOwnStores(tx, before.reseller_id, storeIds);
    }
    const storesBefore = (await assignedStores(tx, [id])).map((store) => store.id);
    await saveGrants(tx, id, permissions, before.reseller_id);
    await replaceAssignments(tx, id, storeIds, permissions);
    await writeLog(tx, actor, {
      action: 'sub_resellers.update',
      entity: 'sub_resellers',
      entityId: id,
      changes: changedFields(
        { permissions: grantsOfRow(before), store_ids: storesBefore },
        { permissions, store_ids: storeIds },
      ),
    });
  });
  accountChanged(id);
  return getSubReseller(db, actor, id);
}

// ---- users: verify, force delete ----------------------------------------------------------------

/** Marks the customer's email and/or phone verified, as a code would (claiming the address). */
export async function verifyUser(db: Db, actor: Actor, body: VerifyUserBody) {
  const id = body.id;
  try {
    await db.transaction(async (tx) => {
      const before = await reach(tx, actor, 'users', id);
      const todo = [...new Set(body.channels)].filter((channel) =>
        channel === 'email' ? before.email_verified_at === null : before.phone_verified_at === null,
      );
      for (const channel of body.channels) {
        if (!(channel === 'email' ? before.email : before.phone)) {
          throw new AppError('validation_failed', 'No address on this channel', [
            { path: 'channels', message: V.account.no_contact },
          ]);
        }
      }
      if (todo.length === 0) throw new AppError('invalid_transition', 'Already verified');
      const taken = await findTakenFields(
        tx,
        {
          email: todo.includes('email') ? before.email! : undefined,
          phone: todo.includes('phone') ? before.phone! : undefined,
        },
        id,
      );
      if (taken.size > 0) throw takenError(taken);
      for (const channel of todo) {
        await claimContact(
          tx,
          id,
          channel,
          channel === 'email' ? before.email!.toLowerCase() : before.phone!,
        );
      }
      await writeLog(tx, actor, {
        action: 'users.verify',
        entity: 'users',
        entityId: id,
        notes: todo.join(', '),
        changes: Object.fromEntries(todo.map((channel) => [`${channel}_verified`, [false, true]])),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'Verified elsewhere');
    throw error;
  }
  accountChanged(id);
  return getAccount(db, actor, 'users', id);
}

/**
 * Deletes a customer account for good (spec §7 users/force-delete, admin only). Its sessions,
 * codes and permissions go with it; log rows keep their text with the actor set to null. An
 * account that owns stores is refused with `in_use` (stores are archived or moved first).
 */
export async function forceDeleteUser(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    const before = await reach(tx, actor, 'users', id);
    if (await ownsStores(tx, id)) throw new AppError('in_use', 'The account owns stores');
    await deleteUserRow(tx, id);
    await writeLog(tx, actor, {
      action: 'users.force_delete',
      entity: 'users',
      entityId: id,
      notes: `${before.username} (${before.role})`,
    });
  });
  accountChanged(id);
  return { id };
}

// ---- resellers: credit -----------------------------------------------------------------------

/** Sets or adds to a reseller's wallet credit in whole piastres; logs before and after. */
export async function changeCredit(db: Db, actor: Actor, body: ResellerCreditBody) {
  const id = body.reseller_id;
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    const row = await reach(tx, actor, 'resellers', id);
    const before = Math.round(Number(row.credit_piastres));
    const after = body.mode === 'set' ? body.amount_piastres : before + body.amount_piastres;
    if (after < 0) {
      throw new AppError('validation_failed', 'Credit below zero', [
        { path: 'amount_piastres', message: V.number.not_negative },
      ]);
    }
    if (after > CREDIT_MAX_PIASTRES) {
      throw new AppError('validation_failed', 'Credit too large', [
        { path: 'amount_piastres', message: V.number.too_large },
      ]);
    }
    await setCreditPiastres(tx, id, after);
    // The wallet's ledger shows the admin's change with the balance after it.
    if (after !== before) {
      await insertLedgerEntry(tx, {
        userId: id,
        kind: 'admin',
        amountPiastres: after - before,
        balanceAfterPiastres: after,
        reason: `admin ${body.mode}`,
        paymentId: null,
      });
    }
    await writeLog(tx, actor, {
      action: 'resellers.credit',
      entity: 'resellers',
      entityId: id,
      notes: `${body.mode} ${body.amount_piastres}`,
      changes: { credit_piastres: [before, after] },
    });
  });
  return getReseller(db, actor, id);
}
