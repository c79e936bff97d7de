import type { OwnerKind } from '@domain/auth/roles';
import { isSessionValid, type StoredSession } from './session';
import { readState, writeState } from './storage';

/** The stored session of an owner kind, valid or not. */
export function getSession(kind: OwnerKind): StoredSession | null {
  return readState()[kind];
}

/** The session of an owner kind if its token has not expired. */
export function getValidSession(kind: OwnerKind, now = Date.now()): StoredSession | null {
  const session = getSession(kind);
  return isSessionValid(session, now) ? session : null;
}

export function setSession(kind: OwnerKind, session: StoredSession): void {
  writeState({ [kind]: session });
}

export function clearSession(kind: OwnerKind): void {
  if (readState()[kind] === null) return;
  writeState({ [kind]: null });
}

/** Updates a field of the signed-in user, e.g. `cart_items_count` after adding to the cart. */
export function patchSession(kind: OwnerKind, patch: Partial<StoredSession>): void {
  const session = getSession(kind);
  if (session) writeState({ [kind]: { ...session, ...patch } });
}

/**
 * Signs an owner kind out: clears its session and any other kind holding the same token — a seller's
 * panel session is a copy of their user session, and a dead token is dead in both places (otherwise
 * the login page would hand the dead copy back to the panel).
 */
export function signOut(kind: OwnerKind): void {
  const token = getSession(kind)?.token;
  clearSession(kind);
  const other: OwnerKind = kind === 'admin' ? 'user' : 'admin';
  if (token && getSession(other)?.token === token) clearSession(other);
}
