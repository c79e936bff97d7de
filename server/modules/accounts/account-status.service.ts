// Account lifecycle used by later issues: suspension (admin users screen) and guest accounts
// (checkout without login, spec §6). No routes yet; tested at the service level.
import { randomBytes } from 'node:crypto';
import { splitName } from '../../../domain/accounts/names';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { endAllSessions } from '../auth/auth.service';
import { findTakenFields, findUserById, insertUser, updateUser } from './accounts.repository';
import { isUniqueViolation, takenError } from './conflicts';

/** Suspends an account and ends its sessions in one transaction: it is out at once. */
export async function suspendUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { status: 'suspended' });
    await endAllSessions(tx, userId);
  });
}

export async function reactivateUser(db: Db, userId: number): Promise<void> {
  await updateUser(db, userId, { status: 'active' });
}

/**
 * A guest (spec §6): created by checkout from a name and a phone; no password, no email, a
 * generated username. The phone is not verified, so a guest never signs in with a password or a
 * code; checkout opens its session directly (later issue).
 */
export async function createGuest(
  db: Db,
  input: { name: string; phone: string; language: Language },
) {
  const names = splitName(input.name);
  return insertUser(db, {
    firstName: names.first_name,
    lastName: names.last_name,
    username: `guest_${randomBytes(6).toString('hex')}`,
    phone: input.phone,
    language: input.language,
    role: 'guest',
  });
}

/**
 * Upgrades a guest to a full account (role user) with a username, email and password. The phone
 * they ordered with becomes theirs; the guest sessions end (they carry role guest) and the caller
 * opens a new one. The email still needs its code like any sign-up.
 */
export async function upgradeGuest(
  db: Db,
  userId: number,
  input: { username: string; email: string; password: string },
) {
  const guest = await findUserById(db, userId);
  if (!guest || guest.role !== 'guest') throw new AppError('not_authorized', 'Not a guest');
  const taken = await findTakenFields(db, input, userId);
  if (taken.size > 0) throw takenError(taken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await updateUser(tx, userId, {
        role: 'user',
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash,
      });
      await endAllSessions(tx, userId);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(await findTakenFields(db, input, userId));
    throw error;
  }
}
