// Shared panel calls of spec §7: login (+ 2FA step), profile, password, 2FA, logout.
import { z } from 'zod';
import { ACCOUNT_FIELD_KEYS } from '../accounts/keys';
import { ROLES } from '../auth/roles';
import { LANGUAGES } from '../status/statuses';
import {
  emailSchema,
  languageSchema,
  optionalRule,
  personNameSchema,
  phoneSchema,
  stringRule,
  usernameSchema,
} from '../validation';
import { changePasswordBodySchema, loginBodySchema, sessionSchema } from './auth.contract';
import { defineContract } from './contract';

/** A 6-digit authenticator code (Arabic-Indic digits accepted). */
export const totpCodeSchema = stringRule({
  latinDigits: true,
  checks: [[(value) => /^\d{6}$/.test(value), ACCOUNT_FIELD_KEYS.code_format]],
});

/**
 * Decision: the 2FA step is its own call (/api/panel/login/verify) with the `challenge` from the
 * first step, so each body has one clear schema. The challenge lives 5 minutes.
 */
export const panelLoginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: sessionSchema }),
  z.object({
    status: z.literal('two_factor_required'),
    challenge: z.string(),
    /** ISO date-time after which the challenge is refused and the login starts over. */
    expiresAt: z.string(),
  }),
]);
export type PanelLoginResult = z.infer<typeof panelLoginResponseSchema>;

export const panelLoginContract = defineContract({
  method: 'POST',
  path: '/api/panel/login',
  summary:
    'Panel sign-in (admin, moderator_admin, reseller, moderator_reseller) with email, phone or ' +
    'username + password. With 2FA on → `two_factor_required` + challenge for /panel/otp. ' +
    'Wrong or not a panel role → 400 invalid_credentials.',
  tags: ['panel-account'],
  body: loginBodySchema,
  response: panelLoginResponseSchema,
});

export const panelLoginVerifyContract = defineContract({
  method: 'POST',
  path: '/api/panel/login/verify',
  summary:
    'Second step: the challenge + the authenticator code → session. Wrong or reused code → 400 ' +
    'two_factor_invalid; expired challenge → 400 invalid_credentials (start over).',
  tags: ['panel-account'],
  body: z.object({ challenge: z.string().min(1), code: totpCodeSchema }),
  response: z.object({ session: sessionSchema }),
});

export const panelProfileSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  two_factor_enabled: z.boolean(),
});
export type PanelProfile = z.infer<typeof panelProfileSchema>;

export const panelProfileContract = defineContract({
  method: 'GET',
  path: '/api/panel/profile',
  summary: 'The signed-in panel account (my_profile_settings)',
  tags: ['panel-account'],
  response: panelProfileSchema,
});

/**
 * Decision: panel staff change email/phone directly (no code); their accounts are created by an
 * admin and sign in with a password + optional 2FA, not with codes.
 */
export const updatePanelProfileBodySchema = z.object({
  first_name: personNameSchema,
  last_name: optionalRule(personNameSchema),
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  language: languageSchema,
});

export const updatePanelProfileContract = defineContract({
  method: 'POST',
  path: '/api/panel/profile',
  summary: 'Save the panel profile; taken username/email/phone → 409 conflict with fields',
  tags: ['panel-account'],
  body: updatePanelProfileBodySchema,
  response: panelProfileSchema,
});

/** Spec §7 lists PUT profile too: the same call. */
export const putPanelProfileContract = defineContract({
  ...updatePanelProfileContract,
  method: 'PUT',
});

export const panelChangePasswordContract = defineContract({
  method: 'POST',
  path: '/api/panel/change-password',
  summary: 'Change the password (current one required); every OTHER session ends',
  tags: ['panel-account'],
  body: changePasswordBodySchema,
  response: z.object({ ok: z.literal(true) }),
});

export const generate2faContract = defineContract({
  method: 'POST',
  path: '/api/panel/generate2fa',
  summary:
    'A new TOTP secret (not active until enable2fa) with its otpauth URI and a QR code as a PNG ' +
    'data URL. Already enabled → 409 conflict (disable first).',
  tags: ['panel-account'],
  response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }),
});

export const enable2faContract = defineContract({
  method: 'POST',
  path: '/api/panel/enable2fa',
  summary: 'Turn 2FA on with a current code of the generated secret; wrong → two_factor_invalid',
  tags: ['panel-account'],
  body: z.object({ code: totpCodeSchema }),
  response: z.object({ two_factor_enabled: z.boolean() }),
});

export const disable2faContract = defineContract({
  method: 'POST',
  path: '/api/panel/disable2fa',
  summary: 'Turn 2FA off with a current code; wrong or reused → two_factor_invalid',
  tags: ['panel-account'],
  body: z.object({ code: totpCodeSchema }),
  response: z.object({ two_factor_enabled: z.boolean() }),
});

export const panelLogoutContract = defineContract({
  method: 'POST',
  path: '/api/panel/logout',
  summary: 'Revoke the current admin-kind session on the server',
  tags: ['panel-account'],
  response: z.object({ ok: z.literal(true) }),
});
