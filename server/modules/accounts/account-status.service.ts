// Account lifecycle used by later issues: suspension (admin users screen) and guest accounts
// (checkout without login, spec §6; a guest keeps the account at `POST /api/profile/keep-account`).
import { randomBytes } from 'node:crypto';
import { splitName } from '../../../domain/accounts/names';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import type { Verification } from '../../../domain/contracts/auth.contract';
import type { Actor } from '../auth/actor';
import { endAllSessions } from '../auth/auth.service';
import type { UserRow } from './accounts.repository';
import { deliverCode, issueCode, type AccountsDeps } from './codes.service';
import { verificationFor } from './sessions.service';
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
 * opens a new one. The email still needs its code like any sign-up: `afterUpgrade` runs in the
 * same transaction (issuing that code), so a refused send leaves the guest as it was.
 */
export async function upgradeGuest<T = undefined>(
  db: Db,
  userId: number,
  input: { username: string; email: string; password: string },
  afterUpgrade?: (tx: Db, user: UserRow) => Promise<T>,
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
      const after = afterUpgrade ? await afterUpgrade(tx, user) : undefined;
      return Object.assign(user, { after });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(await findTakenFields(db, input, userId));
    throw error;
  }
}

/**
 * `POST /api/profile/keep-account`: the signed-in guest keeps the account checkout made (spec §6).
 * The account becomes a user's; a verification code goes to the email, and verifying it signs
 * them in again (the guest session ended with the upgrade).
 */
export async function keepGuestAccount(
  deps: AccountsDeps,
  actor: Actor,
  body: { username: string; email: string; password: string },
  info: { ip: string },
): Promise<{ verification: Verification }> {
  const user = await upgradeGuest(deps.db, actor.userId, body, (tx, upgraded) =>
    issueCode(tx, deps.secret, {
      purpose: 'verify',
      channel: 'email',
      target: upgraded.email!,
      userId: upgraded.id,
      language: upgraded.language,
      deliver: true,
      ip: info.ip,
    }),
  );
  const issued = user.after!;
  await deliverCode(deps, issued);
  return { verification: verificationFor('email', issued.target, issued.retryAfter) };
}
