// Shopper authentication calls of spec §7 "Auth". Bodies reuse domain/validation so the
// forms and the server report the same message keys.
import { z } from 'zod';
import { ACCOUNT_FIELD_KEYS } from '../accounts/keys';
import { ROLES } from '../auth/roles';
import { GENDERS, LANGUAGES } from '../status/statuses';
import {
  confirmPasswordSchema,
  emailSchema,
  languageSchema,
  line,
  matchPasswords,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  stringRule,
  TEXT_CEILING,
  usernameSchema,
  V,
} from '../validation';
import { defineContract } from './contract';

/** Where a code goes. */
export const OTP_CHANNELS = ['email', 'phone'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** What a code is for; a new code of the same purpose and target replaces the old one. */
export const OTP_PURPOSES = ['verify', 'reset_password'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** A 6-digit code; Arabic-Indic digits are accepted (Egyptian keyboards). */
export const otpCodeSchema = stringRule({
  latinDigits: true,
  checks: [[(value) => /^\d{6}$/.test(value), ACCOUNT_FIELD_KEYS.code_format]],
});

/** Any non-empty secret (sign-in, current password): the strength rule applies only to new ones. */
export const secretSchema = line().min(1, { error: V.required });

/** Email, phone (11 digits, Arabic-Indic accepted) or username. */
export const identifierSchema = stringRule({});

export const genderSchema = z.enum(GENDERS, { error: ACCOUNT_FIELD_KEYS.gender_invalid });

/** `YYYY-MM-DD`, a real calendar day, not in the future. */
const birthdateKeys = {
  requiredKey: ACCOUNT_FIELD_KEYS.birthdate_invalid,
  tooLongKey: ACCOUNT_FIELD_KEYS.birthdate_invalid,
};
export const birthdateSchema = line(10, birthdateKeys).refine(
  (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      value >= '1900-01-01' &&
      date.getTime() <= Date.now()
    );
  },
  { error: ACCOUNT_FIELD_KEYS.birthdate_invalid },
);

/**
 * The stored session of spec §3, exactly what the client keeps (`StoredSession` in
 * src/lib/session): token, role, expiry and the account's display fields.
 */
export const sessionSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  /** ISO date-time. */
  expiresAt: z.string(),
  /** Panel (admin-kind) sessions: the refresh token (single use, rotated) and the session's end. */
  refresh_token: z.string().optional(),
  refresh_expires_at: z.string().optional(),
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  cart_items_count: z.number().int(),
  /**
   * 2FA is on. A seller's shop session then cannot be handed over to the panel (spec §4): the
   * client sends them to `/panel/login` instead of copying the session.
   */
  two_factor_enabled: z.boolean(),
});
export type SessionData = z.infer<typeof sessionSchema>;

/** Where the code went: the client keeps `target` as the OTP target and shows `masked`. */
export const verificationSchema = z.object({
  channel: z.enum(OTP_CHANNELS),
  /** The address the code was sent to (the client posts it back to /api/verify*). */
  target: z.string(),
  /** For display: `ah***@example.com`, `01*******45`. */
  masked: z.string(),
  /** Seconds until another code may be requested for this target. */
  retryAfter: z.number().int(),
});
export type Verification = z.infer<typeof verificationSchema>;

// ---- register -------------------------------------------------------------------------------

/**
 * The register form. Decision: the form has ONE `name` field split at the first space (spec §3);
 * `first_name`/`last_name` may be sent instead (apps with two fields). Each part must pass the
 * person-name rule; a missing last name is allowed.
 */
const registerFields = {
  name: line().optional(),
  first_name: line().optional(),
  last_name: line().optional(),
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  gender: genderSchema.optional(),
  birthdate: birthdateSchema.optional(),
  password: passwordSchema,
  password_confirmation: confirmPasswordSchema,
  language: languageSchema.optional(),
  /** Where the first code goes (the user chooses). */
  channel: z.enum(OTP_CHANNELS).default('email'),
};

/** Validates the name fields (see `registerFields`); issues land on `name` or on the part. */
export function refineNames(
  data: { name?: string; first_name?: string; last_name?: string },
  ctx: z.RefinementCtx,
): void {
  const check = (value: string, path: string) => {
    const result = personNameSchema.safeParse(value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]!.message });
    }
  };
  if (data.first_name === undefined && data.last_name === undefined) {
    const full = (data.name ?? '').trim().replace(/\s+/gu, ' ');
    const space = full.indexOf(' ');
    check(space < 0 ? full : full.slice(0, space), 'name');
    if (space >= 0) check(full.slice(space + 1), 'name');
    return;
  }
  check(data.first_name ?? '', 'first_name');
  if (data.last_name?.trim()) check(data.last_name, 'last_name');
}

export const registerBodySchema = z
  .object(registerFields)
  .superRefine(refineNames)
  .superRefine(matchPasswords('password', 'password_confirmation'));
export type RegisterBody = z.input<typeof registerBodySchema>;

export const REGISTER_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'username',
  'email',
  'phone',
  'gender',
  'birthdate',
  'password',
  'password_confirmation',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerValidationContract = defineContract({
  method: 'POST',
  path: '/api/register-validation',
  summary:
    'Live check of one or several register fields: format rules plus "already taken" for ' +
    'username, email and phone. Answers a message key (or null) for each field sent.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'view' },
  body: z.object(
    Object.fromEntries(REGISTER_FIELDS.map((field) => [field, line().optional()])) as Record<
      RegisterField,
      z.ZodOptional<z.ZodString>
    >,
  ),
  response: z.object({
    valid: z.boolean(),
    fields: z.record(z.string(), z.string().nullable()),
  }),
});

export const registerAccountContract = defineContract({
  method: 'POST',
  path: '/api/register',
  summary:
    'Create an unverified account and send a code to the chosen channel. Taken username, email ' +
    'or phone → 409 conflict with `fields`. Sign-in happens at /api/verify or /api/verify-phone.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  status: 201,
  idempotent: true,
  body: registerBodySchema,
  response: z.object({ verification: verificationSchema }),
});

// ---- codes ----------------------------------------------------------------------------------

const sendCodeBody = z.object({
  channel: z.enum(OTP_CHANNELS),
  /** Email address or 11-digit phone. */
  target: identifierSchema,
  purpose: z.enum(OTP_PURPOSES).default('verify'),
});

const sentResponse = z.object({ verification: verificationSchema });

export const otpContract = defineContract({
  method: 'POST',
  path: '/api/otp',
  summary:
    'Send a code for a purpose to an email or phone. Same answer whether or not an account ' +
    'matches. Too soon (60 s) or too many (5 an hour) → 429 rate_limited with retryAfter.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  idempotent: true,
  body: sendCodeBody,
  response: sentResponse,
});

export const resendOtpContract = defineContract({
  method: 'POST',
  path: '/api/resend-otp',
  summary: 'Send a new code (the old one stops working); same rules as /api/otp',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  idempotent: true,
  body: sendCodeBody,
  response: sentResponse,
});

export const sendPhoneOtpContract = defineContract({
  method: 'POST',
  path: '/api/send-phone-otp',
  summary: 'Send a verification code by text message to a phone (the /otp "use my phone" choice)',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  idempotent: true,
  body: z.object({ phone: phoneSchema }),
  response: sentResponse,
});

export const verifyContract = defineContract({
  method: 'POST',
  path: '/api/verify',
  summary:
    'Confirm an email with its code; signs the account in. Wrong/expired/burnt code → 400 ' +
    'otp_invalid (5 wrong tries burn a code).',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  body: z.object({ email: emailSchema, code: otpCodeSchema }),
  response: z.object({ session: sessionSchema }),
});

export const verifyPhoneContract = defineContract({
  method: 'POST',
  path: '/api/verify-phone',
  summary: 'Confirm a phone with its code; signs the account in',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  body: z.object({ phone: phoneSchema, code: otpCodeSchema }),
  response: z.object({ session: sessionSchema }),
});

// ---- sign in / out --------------------------------------------------------------------------

export const loginBodySchema = z.object({
  /** Email, phone or username. */
  identifier: identifierSchema,
  password: secretSchema,
  /**
   * The code from `/api/login/code`: past the account's wrong-password ceiling, a sign-in from a
   * device the account has not signed in on needs it (403 sign_in_code_required).
   */
  code: otpCodeSchema.optional(),
});

/**
 * `signed_in` carries the session; `verification_required` means the password was right but the
 * account is not verified yet: a code was sent (unless one was sent under 60 s ago) and the client
 * goes to /otp with the verification target.
 */
/** A 6-digit authenticator code (Arabic-Indic digits accepted). */
export const totpCodeSchema = stringRule({
  latinDigits: true,
  checks: [[(value) => /^\d{6}$/.test(value), ACCOUNT_FIELD_KEYS.code_format]],
});

/**
 * The password was right and the account has 2FA on: the second step sends this challenge with the
 * authenticator code (`/api/login/verify`, `/api/panel/login/verify`). It lives 5 minutes.
 */
export const twoFactorChallengeSchema = z.object({
  status: z.literal('two_factor_required'),
  challenge: z.string(),
  /** ISO date-time after which the challenge is refused and the login starts over. */
  expiresAt: z.string(),
});

export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: sessionSchema }),
  z.object({ status: z.literal('verification_required'), verification: verificationSchema }),
  twoFactorChallengeSchema,
]);
export type LoginResult = z.infer<typeof loginResponseSchema>;

export const loginContract = defineContract({
  method: 'POST',
  path: '/api/login',
  summary:
    'Sign in with email, phone or username + password (roles user, guest-upgraded, reseller, ' +
    'moderator_reseller). Wrong → 400 invalid_credentials; suspended → 403 account_suspended; ' +
    'repeated failures → 429 rate_limited with retryAfter; past the account-wide ceiling of ' +
    'wrong passwords → 403 sign_in_code_required (send `code`) or sign_in_device_required. ' +
    'A signed-in answer sets the HttpOnly device cookie that skips that ceiling later.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  body: loginBodySchema,
  response: loginResponseSchema,
});

export const loginVerifyContract = defineContract({
  method: 'POST',
  path: '/api/login/verify',
  summary:
    'Second step of a shop sign-in with 2FA on: the challenge + the authenticator code → session. ' +
    'Wrong or reused code → 400 two_factor_invalid; expired challenge → 400 invalid_credentials.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  body: z.object({ challenge: line(TEXT_CEILING.link).min(1), code: totpCodeSchema }),
  response: z.object({ session: sessionSchema }),
});

export const signInCodeContract = defineContract({
  method: 'POST',
  path: '/api/login/code',
  summary:
    'Email a sign-in code to the account named (its verified email), for a sign-in refused with ' +
    '403 sign_in_code_required; the code goes with the password to /api/login or /api/panel/login. ' +
    'Same answer whether or not an account or an email matches; sends throttled as /api/otp.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  idempotent: true,
  body: z.object({ identifier: identifierSchema }),
  response: z.object({ retryAfter: z.number().int() }),
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/api/logout',
  summary: 'Revoke the current user-kind session on the server',
  tags: ['auth'],
  permission: { resource: 'session', action: 'delete', kind: 'user' },
  response: z.object({ ok: z.literal(true) }),
});

// ---- passwords ------------------------------------------------------------------------------

export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/api/forgot-password',
  summary:
    'Send a reset code to the email or phone given. The answer is the same whether or not an ' +
    'account matches.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  idempotent: true,
  body: z.object({ identifier: identifierSchema }),
  response: sentResponse,
});

export const resetPasswordBodySchema = z
  .object({
    /** The email or phone the code was sent to. */
    identifier: identifierSchema,
    code: otpCodeSchema,
    password: passwordSchema,
    password_confirmation: confirmPasswordSchema,
  })
  .superRefine(matchPasswords('password', 'password_confirmation'));

export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/api/reset-password',
  summary:
    'Set a new password with a reset code: every session ends, sign-in locks are cleared. ' +
    'Wrong code → 400 otp_invalid.',
  tags: ['auth'],
  permission: { resource: 'auth', action: 'create' },
  body: resetPasswordBodySchema,
  response: z.object({ ok: z.literal(true) }),
});

export const changePasswordBodySchema = z
  .object({
    current_password: secretSchema,
    password: passwordSchema,
    password_confirmation: confirmPasswordSchema,
  })
  .superRefine(matchPasswords('password', 'password_confirmation'));

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/api/change-password',
  summary:
    'Change the password (current one required; wrong → 400 validation_failed on ' +
    'current_password). Every OTHER session of the account ends.',
  tags: ['auth'],
  permission: { resource: 'profile', action: 'update', kind: 'user' },
  body: changePasswordBodySchema,
  response: z.object({ ok: z.literal(true) }),
});
