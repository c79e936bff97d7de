// The shopper profile: names, username, gender, birthdate and language at once; a new email or
// phone waits as "pending" until the code sent to it comes back.
import type { OtpChannel, Verification } from '../../../domain/contracts/auth.contract';
import type { Profile, UpdateProfileBody } from '../../../domain/contracts/profile.contract';
import { AppError } from '../../../domain/errors';
import type { Actor } from '../auth/auth.service';
import {
  claimContact,
  findTakenFields,
  findUserById,
  updateUser,
  type NewUserRow,
  type UserRow,
} from './accounts.repository';
import type { Db } from '../../db/client';
import {
  consumeCode,
  deliverCode,
  issueCode,
  type AccountsDeps,
  type IssuedCode,
} from './codes.service';
import { isUniqueViolation, takenError } from './conflicts';
import { verificationFor } from './sessions.service';

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    birthdate: user.birthdate,
    language: user.language,
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
    pending_email: user.pendingEmail,
    pending_phone: user.pendingPhone,
    two_factor_enabled: user.twoFactorEnabled,
  };
}

async function owner(deps: AccountsDeps, actor: Actor): Promise<UserRow> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('unauthenticated', 'Sign in first');
  return user;
}

export async function getProfile(deps: AccountsDeps, actor: Actor): Promise<Profile> {
  return toProfile(await owner(deps, actor));
}

type ProfileInput = Omit<UpdateProfileBody, 'last_name'> & { last_name?: string };

/** The columns a profile form sets directly (contacts go through `saveProfileAndContacts`). */
export type DirectColumns = Pick<
  NewUserRow,
  'firstName' | 'lastName' | 'username' | 'language' | 'gender' | 'birthdate'
>;

/**
 * Saves the direct columns; a changed email or phone becomes pending and gets a code at the NEW
 * address (the verified one stays in use until the code comes back). Shared by the shop profile
 * and the panel profile, so both change contacts the same way.
 */
export async function saveProfileAndContacts(
  deps: AccountsDeps,
  user: UserRow,
  columns: DirectColumns,
  contacts: { email: string; phone: string },
  ip: string,
): Promise<{ updated: UserRow; verifications: Verification[] }> {
  const email = contacts.email.toLowerCase();
  const emailChanged = email !== (user.email ?? '').toLowerCase();
  const phoneChanged = contacts.phone !== user.phone;
  const taken = await findTakenFields(
    deps.db,
    {
      username: columns.username,
      email: emailChanged ? email : undefined,
      phone: phoneChanged ? contacts.phone : undefined,
    },
    user.id,
  );
  if (taken.size > 0) throw takenError(taken);
  let result: { updated: UserRow; codes: IssuedCode[] };
  try {
    // Saved together with the codes: a refused send (429) leaves the profile as it was.
    result = await deps.db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, {
        ...columns,
        // Typing the current address back cancels a pending change.
        pendingEmail: emailChanged ? email : null,
        pendingPhone: phoneChanged ? contacts.phone : null,
      });
      const codes: IssuedCode[] = [];
      if (emailChanged) codes.push(await issueChangeCode(tx, deps.secret, updated, 'email', ip));
      if (phoneChanged) codes.push(await issueChangeCode(tx, deps.secret, updated, 'phone', ip));
      return { updated, codes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(['username']);
    throw error;
  }
  const verifications: Verification[] = [];
  for (const issued of result.codes) {
    await deliverCode(deps, issued);
    verifications.push(verificationFor(issued.input.channel, issued.target, issued.retryAfter));
  }
  return { updated: result.updated, verifications };
}

/** True when the body would change the verified email or phone (the panel asks for the password). */
export function changesContacts(user: UserRow, contacts: { email: string; phone: string }) {
  return (
    contacts.email.toLowerCase() !== (user.email ?? '').toLowerCase() ||
    contacts.phone !== user.phone
  );
}

export async function updateProfile(
  deps: AccountsDeps,
  actor: Actor,
  body: ProfileInput,
  ip: string,
) {
  const user = await owner(deps, actor);
  const { updated, verifications } = await saveProfileAndContacts(
    deps,
    user,
    {
      firstName: body.first_name,
      lastName: body.last_name ?? '',
      username: body.username,
      gender: body.gender ?? null,
      birthdate: body.birthdate ?? null,
      language: body.language,
    },
    body,
    ip,
  );
  return { profile: toProfile(updated), verifications };
}

function issueChangeCode(db: Db, secret: string, user: UserRow, channel: OtpChannel, ip: string) {
  const target = channel === 'email' ? user.pendingEmail : user.pendingPhone;
  if (!target) throw new AppError('not_found', 'Nothing waits for a code');
  return issueCode(db, secret, {
    purpose: channel === 'email' ? 'change_email' : 'change_phone',
    channel,
    target,
    userId: user.id,
    language: user.language,
    deliver: true,
    ip,
  });
}

/** A new code for the pending email or phone. */
export async function resendPendingCode(
  deps: AccountsDeps,
  user: UserRow,
  channel: OtpChannel,
  ip: string,
) {
  const issued = await issueChangeCode(deps.db, deps.secret, user, channel, ip);
  await deliverCode(deps, issued);
  return { verification: verificationFor(channel, issued.target, issued.retryAfter) };
}

export async function resendProfileCode(
  deps: AccountsDeps,
  actor: Actor,
  channel: OtpChannel,
  ip: string,
) {
  return resendPendingCode(deps, await owner(deps, actor), channel, ip);
}

/** The right code moves the pending address into place, verified (claiming it, see claimContact). */
export async function verifyPendingContact(
  deps: AccountsDeps,
  user: UserRow,
  channel: OtpChannel,
  code: string,
): Promise<UserRow> {
  const target = channel === 'email' ? user.pendingEmail : user.pendingPhone;
  if (!target) throw new AppError('otp_invalid', 'Nothing waits for a code');
  const row = await consumeCode(
    deps,
    channel === 'email' ? 'change_email' : 'change_phone',
    channel,
    target,
    code,
  );
  if (row.userId !== user.id) throw new AppError('otp_invalid', 'Wrong or expired code');
  try {
    return await deps.db.transaction((tx) => claimContact(tx, user.id, channel, target));
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError([channel]);
    throw error;
  }
}

export async function verifyProfileContact(
  deps: AccountsDeps,
  actor: Actor,
  channel: OtpChannel,
  code: string,
): Promise<{ profile: Profile }> {
  const updated = await verifyPendingContact(deps, await owner(deps, actor), channel, code);
  return { profile: toProfile(updated) };
}
