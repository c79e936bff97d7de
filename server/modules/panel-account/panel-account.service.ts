// Shared panel account calls: login with optional TOTP step, profile, password, 2FA on/off.
import type { OtpChannel } from '../../../domain/contracts/auth.contract';
import { PANEL_ROLES, type OwnerKind, type Role } from '../../../domain/auth/roles';
import type {
  PanelLoginResult,
  PanelProfile,
} from '../../../domain/contracts/panel-account.contract';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import { hashPassword } from '../../lib/password';
import { endAllSessions, type Actor } from '../auth/auth.service';

import { findUserById, updateUser, type UserRow } from '../accounts/accounts.repository';
import type { AccountsDeps } from '../accounts/codes.service';
import { assertCurrentPassword } from '../accounts/current-password';
import {
  changesContacts,
  resendPendingCode,
  saveProfileAndContacts,
  verifyPendingContact,
} from '../accounts/profile.service';
import { checkCredentials, startSession } from '../accounts/sessions.service';
import { claimSecondFactorTry, clearThrottle } from '../accounts/throttle.service';
import { readChallenge, signChallenge } from './challenge';
import { claimTotpStep, saveTwoFactor } from './panel-account.repository';
import { checkTotp, decryptSecret, encryptSecret, newTotp } from './totp';

export interface PanelRequestInfo {
  ip: string;
  userAgent?: string;
  /** The device cookie (accounts/device-cookie.ts), if the browser sent one. */
  device?: string;
}

export async function panelLogin(
  deps: AccountsDeps,
  body: {
    identifier: string;
    password: string;
    code?: string | undefined;
    new_password?: string | undefined;
  },
  info: PanelRequestInfo,
): Promise<PanelLoginResult> {
  const checked = await checkCredentials(deps, {
    ...body,
    code: body.code,
    ip: info.ip,
    device: info.device,
    roles: PANEL_ROLES,
  });
  const user = checked.mustChangePassword
    ? await replaceOneTimePassword(deps, checked, body)
    : checked;
  if (user.twoFactorEnabled) {
    return { status: 'two_factor_required', ...(await signChallenge(user.id, deps.secret)) };
  }
  return { status: 'signed_in', session: await startSession(deps, user, 'admin', info.userAgent) };
}

/**
 * A one-time password (production's first admin) opens nothing: the same call must carry a new,
 * different password, which replaces it before any session starts.
 */
async function replaceOneTimePassword(
  deps: AccountsDeps,
  user: UserRow,
  body: { password: string; new_password?: string | undefined },
): Promise<UserRow> {
  if (!body.new_password || body.new_password === body.password) {
    throw new AppError('password_change_required', 'Choose a new password to finish signing in');
  }
  return updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(body.new_password),
    mustChangePassword: false,
  });
}

const twoFactorKey = (userId: number) => `2fa:${userId}`;

/**
 * Checks a TOTP code of the account: right, newer than the last accepted one, and not while 5
 * wrong codes in 15 minutes lock the account's second factor.
 */
async function assertTotp(deps: AccountsDeps, user: UserRow, code: string): Promise<void> {
  const key = twoFactorKey(user.id);
  await claimSecondFactorTry(deps.db, key);
  const secret = decryptSecret(user.twoFactorSecret, deps.secret);
  const step = secret ? await checkTotp(secret, code, user.twoFactorLastStep) : null;
  if (step === null || !(await claimTotpStep(deps.db, user.id, step))) {
    throw new AppError('two_factor_invalid', 'Wrong authenticator code');
  }
  await clearThrottle(deps.db, key);
}

/**
 * The second step of a sign-in with 2FA on, in the panel (`admin` kind, panel roles) or the shop
 * (`user` kind, shop roles): the challenge of the first step and a fresh authenticator code.
 */
export async function verifySignInChallenge(
  deps: AccountsDeps,
  body: { challenge: string; code: string },
  { kind, roles, userAgent }: { kind: OwnerKind; roles: readonly Role[]; userAgent?: string },
) {
  const userId = await readChallenge(body.challenge, deps.secret);
  const user = userId === null ? null : await findUserById(deps.db, userId);
  if (!user || !user.twoFactorEnabled || !roles.includes(user.role)) {
    throw new AppError('invalid_credentials', 'Sign in again');
  }
  if (user.status === 'suspended') throw new AppError('account_suspended', 'Account suspended');
  await assertTotp(deps, user, body.code);
  return { session: await startSession(deps, user, kind, userAgent) };
}

export function panelLoginVerify(
  deps: AccountsDeps,
  body: { challenge: string; code: string },
  info: PanelRequestInfo,
) {
  return verifySignInChallenge(deps, body, {
    kind: 'admin',
    roles: PANEL_ROLES,
    userAgent: info.userAgent,
  });
}

function toPanelProfile(user: UserRow): PanelProfile {
  return {
    id: user.id,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    language: user.language,
    two_factor_enabled: user.twoFactorEnabled,
    pending_email: user.pendingEmail,
    pending_phone: user.pendingPhone,
  };
}

async function owner(deps: AccountsDeps, actor: Actor): Promise<UserRow> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('unauthenticated', 'Sign in first');
  return user;
}

export async function getPanelProfile(deps: AccountsDeps, actor: Actor) {
  return toPanelProfile(await owner(deps, actor));
}

/**
 * Saves the panel profile the way the shop profile is saved (profile.service.ts), plus the current
 * password whenever the email or phone changes.
 */
export async function updatePanelProfile(
  deps: AccountsDeps,
  actor: Actor,
  body: {
    first_name: string;
    last_name?: string;
    username: string;
    email: string;
    phone: string;
    language: Language;
    current_password?: string;
  },
  ip: string,
) {
  const user = await owner(deps, actor);
  if (changesContacts(user, body)) {
    await assertCurrentPassword(deps.db, user, body.current_password);
  }
  const { updated, verifications } = await saveProfileAndContacts(
    deps,
    user,
    {
      firstName: body.first_name,
      lastName: body.last_name ?? '',
      username: body.username,
      language: body.language,
    },
    body,
    ip,
  );
  return { profile: toPanelProfile(updated), verifications };
}

export async function verifyPanelProfileContact(
  deps: AccountsDeps,
  actor: Actor,
  channel: OtpChannel,
  code: string,
) {
  const updated = await verifyPendingContact(deps, await owner(deps, actor), channel, code);
  return { profile: toPanelProfile(updated) };
}

export async function resendPanelProfileCode(
  deps: AccountsDeps,
  actor: Actor,
  channel: OtpChannel,
  ip: string,
) {
  return resendPendingCode(deps, await owner(deps, actor), channel, ip);
}

/** A fresh secret, stored encrypted but inactive until enable2fa proves the app has it. */
export async function generateTwoFactor(deps: AccountsDeps, actor: Actor) {
  const user = await owner(deps, actor);
  if (user.twoFactorEnabled) throw new AppError('conflict', 'Two-factor is already on');
  const totp = await newTotp(user.email ?? user.username);
  await saveTwoFactor(deps.db, user.id, { secret: encryptSecret(totp.secret, deps.secret) });
  return totp;
}

/**
 * Switching the second factor on or off needs the current password too. Switching it on ends
 * every other session of the account.
 */
export async function enableTwoFactor(
  deps: AccountsDeps,
  actor: Actor,
  body: { code: string; current_password: string },
) {
  const user = await owner(deps, actor);
  if (user.twoFactorEnabled) throw new AppError('conflict', 'Two-factor is already on');
  if (!user.twoFactorSecret) throw new AppError('two_factor_invalid', 'Generate a secret first');
  await assertCurrentPassword(deps.db, user, body.current_password);
  await assertTotp(deps, user, body.code);
  // Sessions opened with the password alone would outlive the new factor: only this one stays.
  await deps.db.transaction(async (tx) => {
    await saveTwoFactor(tx, user.id, { enabled: true });
    await endAllSessions(tx, user.id, actor.sessionId);
  });
  return { two_factor_enabled: true };
}

export async function disableTwoFactor(
  deps: AccountsDeps,
  actor: Actor,
  body: { code: string; current_password: string },
) {
  const user = await owner(deps, actor);
  if (!user.twoFactorEnabled) return { two_factor_enabled: false };
  await assertCurrentPassword(deps.db, user, body.current_password);
  await assertTotp(deps, user, body.code);
  await saveTwoFactor(deps.db, user.id, { enabled: false, secret: null });
  return { two_factor_enabled: false };
}
