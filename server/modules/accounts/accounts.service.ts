// Shopper accounts: register, codes, sign-in, passwords (spec §7 "Auth").
import { splitName } from '../../../domain/accounts/names';
import { notify } from '../notifications/notifications.service';
import type { NewNotification } from '../notifications/notifications.repository';
import { ACCOUNT_FIELD_KEYS } from '../../../domain/accounts/keys';
import {
  registerBodySchema,
  type OtpChannel,
  type OtpPurpose,
  type RegisterField,
  type SessionData,
  type Verification,
} from '../../../domain/contracts/auth.contract';
import { USER_AREA_ROLES } from '../../../domain/auth/roles';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import { emailSchema, phoneSchema, V } from '../../../domain/validation';
import type { z } from 'zod';
import { hashPassword } from '../../lib/password';
import { bothLanguages } from '../../lib/texts';
import { endAllSessions, endSession, type Actor } from '../auth/auth.service';
import { unregisterSessionDevices } from '../push/push.service';
import {
  claimContact,
  findTakenFields,
  findUserById,
  findUserByIdentifier,
  insertUser,
  updateUser,
  type UserRow,
} from './accounts.repository';
import {
  consumeCode,
  deliverCode,
  issueCode,
  retryAfterFor,
  sendCode,
  type AccountsDeps,
  type IssuedCode,
} from './codes.service';
import { isUniqueViolation, takenError } from './conflicts';
import {
  accountKey,
  checkCredentials,
  isVerified,
  parseIdentifier,
  signInEmail,
  startSession,
  verificationFor,
} from './sessions.service';
import { assertCurrentPassword } from './current-password';
import { clearLoginLocks } from './throttle.service';
import { signChallenge } from '../panel-account/challenge';
import { verifySignInChallenge } from '../panel-account/panel-account.service';

export interface RequestInfo {
  ip: string;
  userAgent?: string;
  language: Language;
  /** The device cookie (device-cookie.ts), if the browser sent one. */
  device?: string;
}

// ---- register ---------------------------------------------------------------------------------

/** Live field checks: the format rule first, then "taken" for username/email/phone. */
export async function validateRegisterFields(
  deps: AccountsDeps,
  fields: Partial<Record<RegisterField, string>>,
) {
  const result: Record<string, string | null> = {};
  const shape = registerBodySchema.safeParse({ ...fields, channel: 'email' });
  const issues = shape.success ? [] : shape.error.issues;
  for (const field of Object.keys(fields) as RegisterField[]) {
    result[field] = issues.find((issue) => issue.path[0] === field)?.message ?? null;
  }
  const taken = await findTakenFields(deps.db, {
    username: result.username === null ? fields.username?.trim() : undefined,
    email: result.email === null ? fields.email?.trim() : undefined,
    phone: result.phone === null ? normalisedPhone(fields.phone) : undefined,
  });
  for (const field of taken) result[field] = TAKEN_KEYS[field];
  return { valid: Object.values(result).every((message) => message === null), fields: result };
}

const TAKEN_KEYS = {
  username: ACCOUNT_FIELD_KEYS.username_taken,
  email: ACCOUNT_FIELD_KEYS.email_taken,
  phone: ACCOUNT_FIELD_KEYS.phone_taken,
} as const;

function normalisedPhone(value: string | undefined): string | undefined {
  const parsed = value === undefined ? null : phoneSchema.safeParse(value);
  return parsed?.success ? parsed.data : undefined;
}

/** `welcome_message` (spec §3), sent once with the new account; clicking it does nothing. */
const WELCOME_NOTE: NewNotification = {
  type: 'welcome_message',
  title: bothLanguages('notifications.welcome.title'),
  body: bothLanguages('notifications.welcome.body'),
};

export type RegisterInput = z.output<typeof registerBodySchema>;

/** Creates the unverified account and sends the first code to the chosen channel. */
export async function register(deps: AccountsDeps, body: RegisterInput, info: RequestInfo) {
  const names =
    body.first_name === undefined && body.last_name === undefined
      ? splitName(body.name ?? '')
      : { first_name: body.first_name!.trim(), last_name: body.last_name?.trim() ?? '' };
  const taken = await findTakenFields(deps.db, body);
  if (taken.size > 0) throw takenError(taken);
  const language = body.language ?? info.language;
  const passwordHash = await hashPassword(body.password);
  const email = body.email.toLowerCase();
  const target = body.channel === 'email' ? email : body.phone;
  let issued: IssuedCode;
  try {
    // Account and code together: a refused send (429) leaves no half-made account behind.
    issued = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        firstName: names.first_name,
        lastName: names.last_name,
        username: body.username,
        email,
        phone: body.phone,
        gender: body.gender ?? null,
        birthdate: body.birthdate ?? null,
        language,
        role: 'user',
        passwordHash,
      });
      await notify(tx, [user.id], WELCOME_NOTE);
      return issueCode(tx, deps.secret, {
        purpose: 'verify',
        channel: body.channel,
        target,
        userId: user.id,
        language,
        deliver: true,
        ip: info.ip,
      });
    });
  } catch (error) {
    // Two sign-ups racing for the same username: the unique index decides.
    if (isUniqueViolation(error)) throw takenError(await findTakenFields(deps.db, body));
    throw error;
  }
  await deliverCode(deps, issued);
  const retryAfter = issued.retryAfter;
  return { verification: verificationFor(body.channel, target, retryAfter) };
}

// ---- codes ------------------------------------------------------------------------------------

function channelUnverified(user: UserRow, channel: OtpChannel): boolean {
  return channel === 'email' ? user.emailVerifiedAt === null : user.phoneVerifiedAt === null;
}

/**
 * Sends a code for a purpose. The answer never depends on whether an account matches: unknown or
 * already-verified targets get the same answer, the same throttling and no message.
 */
export async function requestCode(
  deps: AccountsDeps,
  input: { channel: OtpChannel; target: string; purpose: OtpPurpose },
  info: RequestInfo,
): Promise<{ verification: Verification }> {
  const target = normaliseInput(input.channel, input.target);
  const user = await findUserByIdentifier(
    deps.db,
    input.channel === 'email' ? { email: target } : { phone: target },
  );
  const deliver =
    user !== null &&
    !user.archivedAt &&
    user.role !== 'guest' &&
    (input.purpose === 'reset_password' ||
      (!isVerified(user) && channelUnverified(user, input.channel)));
  const retryAfter = await sendCode(deps, {
    purpose: input.purpose,
    channel: input.channel,
    target,
    userId: deliver ? user!.id : null,
    language: user?.language ?? info.language,
    deliver,
    ip: info.ip,
  });
  return { verification: verificationFor(input.channel, target, retryAfter) };
}

/** Validates the target against the channel's rule (the body schema only required text). */
function normaliseInput(channel: OtpChannel, raw: string): string {
  const schema = channel === 'email' ? emailSchema : phoneSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'Invalid request', [
      { path: 'target', message: parsed.error.issues[0]?.message ?? V.required },
    ]);
  }
  return channel === 'email' ? parsed.data.toLowerCase() : parsed.data;
}

/** /api/verify and /api/verify-phone: the code confirms the address and signs the account in. */
export async function verifyContact(
  deps: AccountsDeps,
  channel: OtpChannel,
  target: string,
  code: string,
  info: RequestInfo,
): Promise<{ session: SessionData }> {
  const row = await consumeCode(deps, 'verify', channel, target, code);
  const user = row.userId === null ? null : await findUserById(deps.db, row.userId);
  // The code must still match the account's address (verifying elsewhere may have taken it).
  if (!user || contactOf(user, channel)?.toLowerCase() !== row.target) {
    throw new AppError('otp_invalid', 'Wrong or expired code');
  }
  const verified = await claimOrConflict(deps, user.id, channel, row.target);
  if (verified.status === 'suspended') throw new AppError('account_suspended', 'Suspended');
  return { session: await startSession(deps, verified, 'user', info.userAgent) };
}

function contactOf(user: UserRow, channel: OtpChannel): string | null {
  return channel === 'email' ? user.email : user.phone;
}

/** Verifies the address for the account; another account verified it first → 409 on the field. */
async function claimOrConflict(
  deps: AccountsDeps,
  userId: number,
  channel: OtpChannel,
  target: string,
): Promise<UserRow> {
  try {
    return await deps.db.transaction((tx) => claimContact(tx, userId, channel, target));
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError([channel]);
    throw error;
  }
}

// ---- sign in / out ----------------------------------------------------------------------------

export type LoginAnswer =
  | { status: 'signed_in'; session: SessionData }
  | { status: 'verification_required'; verification: Verification }
  | { status: 'two_factor_required'; challenge: string; expiresAt: string };

/** /api/login: shopper roles only; an unverified account gets a code and goes to /otp. */
export async function login(
  deps: AccountsDeps,
  body: { identifier: string; password: string; code?: string | undefined },
  info: RequestInfo,
): Promise<LoginAnswer> {
  const user = await checkCredentials(deps, {
    ...body,
    code: body.code,
    ip: info.ip,
    device: info.device,
    roles: USER_AREA_ROLES,
  });
  if (!isVerified(user)) {
    const channel: OtpChannel = user.email ? 'email' : 'phone';
    const target = channel === 'email' ? user.email : user.phone;
    // Both addresses were verified by other accounts (or never held): no code can confirm it.
    if (!target) throw new AppError('verification_unavailable', 'Nothing to confirm it with');
    let retryAfter = await retryAfterFor(deps, channel, target, info.ip);
    if (retryAfter === 0) {
      retryAfter = await sendCode(deps, {
        purpose: 'verify',
        channel,
        target,
        userId: user.id,
        language: user.language,
        deliver: true,
        ip: info.ip,
      });
    }
    return {
      status: 'verification_required',
      verification: verificationFor(channel, target, retryAfter),
    };
  }
  if (user.twoFactorEnabled) {
    return { status: 'two_factor_required', ...(await signChallenge(user.id, deps.secret)) };
  }
  return { status: 'signed_in', session: await startSession(deps, user, 'user', info.userAgent) };
}

/** The shop sign-in's 2FA step (the same challenge and code rules as the panel's). */
export function loginVerify(
  deps: AccountsDeps,
  body: { challenge: string; code: string },
  info: RequestInfo,
) {
  return verifySignInChallenge(deps, body, {
    kind: 'user',
    roles: USER_AREA_ROLES,
    userAgent: info.userAgent,
  });
}

export async function logout(deps: AccountsDeps, actor: Actor): Promise<{ ok: true }> {
  await endSession(deps.db, actor);
  // Sign-out unregisters this session's push devices.
  await unregisterSessionDevices(deps.db, actor.sessionId);
  return { ok: true };
}

/**
 * /api/login/code: a sign-in code to the account's verified email, for a sign-in past the
 * wrong-password ceiling. Unknown accounts and accounts without one get the same answer and
 * throttling, and no message.
 */
export async function requestSignInCode(
  deps: AccountsDeps,
  identifier: string,
  info: RequestInfo,
): Promise<{ retryAfter: number }> {
  const user = await findUserByIdentifier(deps.db, parseIdentifier(identifier));
  const email = user && !user.archivedAt && user.passwordHash ? signInEmail(user) : null;
  const retryAfter = await sendCode(deps, {
    purpose: 'sign_in',
    channel: 'email',
    target: email ?? accountKey(user, identifier),
    userId: email ? user!.id : null,
    language: user?.language ?? info.language,
    deliver: email !== null,
    ip: info.ip,
  });
  return { retryAfter };
}

// ---- passwords --------------------------------------------------------------------------------

/** Forgot password by email or phone: identical answers whether or not an account matches. */
export async function forgotPassword(deps: AccountsDeps, identifier: string, info: RequestInfo) {
  const parsed = parseIdentifier(identifier);
  if (!parsed.email && !parsed.phone) {
    throw new AppError('validation_failed', 'Invalid request', [
      { path: 'identifier', message: V.email.invalid },
    ]);
  }
  const channel: OtpChannel = parsed.email ? 'email' : 'phone';
  return requestCode(
    deps,
    { channel, target: (parsed.email ?? parsed.phone)!, purpose: 'reset_password' },
    info,
  );
}

/** A right reset code sets the password, ends every session and clears every sign-in lock. */
export async function resetPassword(
  deps: AccountsDeps,
  body: { identifier: string; code: string; password: string },
): Promise<{ ok: true }> {
  const parsed = parseIdentifier(body.identifier);
  const channel: OtpChannel = parsed.email ? 'email' : 'phone';
  const target = parsed.email ?? parsed.phone;
  if (!target) throw new AppError('otp_invalid', 'Wrong or expired code');
  const row = await consumeCode(deps, 'reset_password', channel, target, body.code);
  const user = row.userId === null ? null : await findUserById(deps.db, row.userId);
  if (!user || contactOf(user, channel)?.toLowerCase() !== row.target) {
    throw new AppError('otp_invalid', 'Wrong or expired code');
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    // The code reached this address, so it is proven (and claimed) too.
    if (!(channel === 'email' ? user.emailVerifiedAt : user.phoneVerifiedAt)) {
      await claimContact(tx, user.id, channel, row.target);
    }
    await endAllSessions(tx, user.id);
    await clearLoginLocks(tx, accountKey(user, ''));
  });
  return { ok: true };
}

/**
 * Change password with the current one (wrong → 400 on `current_password`, 5 wrong in 15 min
 * lock this for 15 min). Every OTHER session ends; the one making the change stays.
 */
export async function changePassword(
  deps: AccountsDeps,
  actor: Actor,
  body: { current_password: string; password: string },
): Promise<{ ok: true }> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('unauthenticated', 'Sign in first');
  await assertCurrentPassword(deps.db, user, body.current_password);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endAllSessions(tx, user.id, actor.sessionId);
  });
  return { ok: true };
}
