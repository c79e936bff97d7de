// Credentials and sessions shared by the shopper login (/api/login) and the panel login.
import { maskTarget } from '../../../domain/accounts/names';
import type { SessionData, Verification } from '../../../domain/contracts/auth.contract';
import type { OwnerKind, Role } from '../../../domain/auth/roles';
import { AppError } from '../../../domain/errors';
import { toLatinDigits } from '../../../domain/text';
import { hashPassword, verifyPassword } from '../../lib/password';
import { issueSession } from '../auth/auth.service';
import {
  findUserByIdentifier,
  updateUser,
  type CodeRow,
  type UserRow,
} from './accounts.repository';
import { checkCode, useCode, type AccountsDeps } from './codes.service';
import { deviceFor } from './device-cookie';
import { beginLoginAttempt, loginSucceeded, type SignInProof } from './throttle.service';
import { countCartLines } from '../commerce/cart.service';

const PHONE = /^01\d{9}$/;

/** Email (has @), phone (11 digits, Arabic-Indic accepted) or else a username. */
export function parseIdentifier(raw: string): {
  email?: string;
  phone?: string;
  username?: string;
} {
  const value = raw.trim();
  if (value.includes('@')) return { email: value.toLowerCase() };
  const digits = toLatinDigits(value);
  if (PHONE.test(digits)) return { phone: digits };
  return { username: value };
}

/** The key sign-in counters use: the account when it exists, else what was typed (same rules). */
export function accountKey(user: UserRow | null, identifier: string): string {
  return user ? `id:${user.id}` : `name:${identifier.trim().toLowerCase()}`;
}

let dummyHash: Promise<string> | null = null;
/** Unknown accounts still cost one argon2 verify, so timing does not reveal them. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-password-0A');
  return dummyHash;
}

export interface CredentialCheck {
  identifier: string;
  password: string;
  ip: string;
  /** Roles that may sign in through this door; others get invalid_credentials. */
  roles: readonly Role[];
  /** The request's device cookie (device-cookie.ts), if any. */
  device?: string;
  /** The emailed sign-in code, needed past the account's wrong-password ceiling. */
  code?: string;
}

/** The verified email a sign-in code goes to, or null (then only a remembered device helps). */
export function signInEmail(user: UserRow): string | null {
  return user.email && user.emailVerifiedAt ? user.email.toLowerCase() : null;
}

/** The proof a sign-in carries: a device cookie of the account, else a right emailed code. */
async function signInProof(
  deps: AccountsDeps,
  user: UserRow | null,
  input: CredentialCheck,
): Promise<{ proof: SignInProof; code?: CodeRow }> {
  const device = user ? deviceFor(deps.secret, input.device, user.id) : null;
  if (device) return { proof: { kind: 'device', device } };
  if (input.code === undefined) return { proof: null };
  const email = user ? signInEmail(user) : null;
  if (!user || !email) throw new AppError('otp_invalid', 'Wrong or expired code');
  const row = await checkCode(deps, 'sign_in', 'email', email, input.code);
  if (row.userId !== user.id) throw new AppError('otp_invalid', 'Wrong or expired code');
  return { proof: { kind: 'code' }, code: row };
}

/**
 * The password step of every sign-in: throttles first (429 + retryAfter; past the account's
 * ceiling 403 sign_in_code_required / sign_in_device_required without a proof), one answer for
 * unknown account / wrong password / wrong door (400 invalid_credentials), suspension told only to
 * whoever knows the password (403 account_suspended).
 */
export async function checkCredentials(deps: AccountsDeps, input: CredentialCheck) {
  const user = await findUserByIdentifier(deps.db, parseIdentifier(input.identifier));
  const key = accountKey(user, input.identifier);
  const { proof, code } = await signInProof(deps, user, input);
  // Counted as a failure before the check, so parallel tries cannot slip past the counters.
  const attempt = await beginLoginAttempt(deps.db, key, input.ip, {
    proof,
    // An unknown account answers as one with an email would: the answer names no account.
    canEmail: user ? signInEmail(user) !== null : true,
  });
  // An account without a password (the generated ones) costs the same verify and never passes.
  const hash = user?.passwordHash;
  const ok = (await verifyPassword(hash ?? (await dummy()), input.password)) && Boolean(hash);
  if (!user || !ok || user.archivedAt || !input.roles.includes(user.role)) {
    throw new AppError('invalid_credentials', 'Wrong login or password');
  }
  if (code) await useCode(deps, code);
  await loginSucceeded(deps.db, attempt);
  if (user.status === 'suspended') throw new AppError('account_suspended', 'Account suspended');
  return user;
}

export function isVerified(user: UserRow): boolean {
  return user.emailVerifiedAt !== null || user.phoneVerifiedAt !== null;
}

/** Opens a session of a kind and answers the stored-session payload of spec §3. */
export async function startSession(
  deps: AccountsDeps,
  user: UserRow,
  kind: OwnerKind,
  userAgent?: string,
): Promise<SessionData> {
  const issued = await issueSession(
    deps.db,
    {
      jwtSecret: deps.secret,
      tokenTtlSeconds: deps.tokenTtlSeconds,
      panelAccessTtlSeconds: deps.panelAccessTtlSeconds,
    },
    { userId: user.id, kind, role: user.role, userAgent: userAgent?.slice(0, 300) ?? null },
  );
  await updateUser(deps.db, user.id, { lastLoginAt: new Date() });
  return {
    token: issued.token,
    role: user.role,
    expiresAt: issued.expiresAt,
    // Panel sessions: access tokens live minutes; the client refreshes with this (rotated) token.
    ...(issued.refreshToken
      ? { refresh_token: issued.refreshToken, refresh_expires_at: issued.refreshExpiresAt }
      : {}),
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    language: user.language,
    // Spec §3 `cart_items_count`: the header's cart badge (lines in the cart).
    cart_items_count: await countCartLines(deps.db, user.id),
    two_factor_enabled: user.twoFactorEnabled,
  };
}

export function verificationFor(
  channel: Verification['channel'],
  target: string,
  retryAfter: number,
): Verification {
  return { channel, target, masked: maskTarget(target), retryAfter };
}
