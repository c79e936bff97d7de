// The shopper profile: names, username, gender, birthdate and language at once; a new email or
// phone waits as "pending" until the code sent to it comes back.
import type { OtpChannel, Verification } from '../../../domain/contracts/auth.contract';
import type { Profile, UpdateProfileBody } from '../../../domain/contracts/profile.contract';
import { AppError } from '../../../domain/errors';
import type { Actor } from '../auth/auth.service';
import { findTakenFields, findUserById, updateUser, type UserRow } from './accounts.repository';
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

export async function updateProfile(deps: AccountsDeps, actor: Actor, body: ProfileInput) {
  const user = await owner(deps, actor);
  const email = body.email.toLowerCase();
  const emailChanged = email !== (user.email ?? '').toLowerCase();
  const phoneChanged = body.phone !== user.phone;
  const taken = await findTakenFields(
    deps.db,
    {
      username: body.username,
      email: emailChanged ? email : undefined,
      phone: phoneChanged ? body.phone : undefined,
    },
    user.id,
  );
  if (taken.size > 0) throw takenError(taken);
  let result: { updated: UserRow; codes: IssuedCode[] };
  try {
    // Saved together with the codes: a refused send (429) leaves the profile as it was.
    result = await deps.db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, {
        firstName: body.first_name,
        lastName: body.last_name ?? '',
        username: body.username,
        gender: body.gender ?? null,
        birthdate: body.birthdate ?? null,
        language: body.language,
        // Typing the current address back cancels a pending change.
        pendingEmail: emailChanged ? email : null,
        pendingPhone: phoneChanged ? body.phone : null,
      });
      const codes: IssuedCode[] = [];
      if (emailChanged) codes.push(await issueChangeCode(tx, deps.secret, updated, 'email'));
      if (phoneChanged) codes.push(await issueChangeCode(tx, deps.secret, updated, 'phone'));
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
  const updated = result.updated;
  return { profile: toProfile(updated), verifications };
}

function issueChangeCode(db: Db, secret: string, user: UserRow, channel: OtpChannel) {
  const target = channel === 'email' ? user.pendingEmail : user.pendingPhone;
  if (!target) throw new AppError('not_found', 'Nothing waits for a code');
  return issueCode(db, secret, {
    purpose: channel === 'email' ? 'change_email' : 'change_phone',
    channel,
    target,
    userId: user.id,
    language: user.language,
    deliver: true,
  });
}

export async function resendProfileCode(deps: AccountsDeps, actor: Actor, channel: OtpChannel) {
  const issued = await issueChangeCode(deps.db, deps.secret, await owner(deps, actor), channel);
  await deliverCode(deps, issued);
  return { verification: verificationFor(channel, issued.target, issued.retryAfter) };
}

/** The right code moves the pending address into place, verified. */
export async function verifyProfileContact(
  deps: AccountsDeps,
  actor: Actor,
  channel: OtpChannel,
  code: string,
): Promise<{ profile: Profile }> {
  const user = await owner(deps, actor);
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
  const now = new Date();
  try {
    const updated = await updateUser(
      deps.db,
      user.id,
      channel === 'email'
        ? { email: target, emailVerifiedAt: now, pendingEmail: null }
        : { phone: target, phoneVerifiedAt: now, pendingPhone: null },
    );
    return { profile: toProfile(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError([channel]);
    throw error;
  }
}
