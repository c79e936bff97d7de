// Shared panel calls of spec §7: login (+ 2FA step), profile, password, 2FA, logout.
import { z } from 'zod';
import { MODERATOR_GRANTS } from '../auth/permissions';
import { ROLES } from '../auth/roles';
import { LANGUAGES } from '../status/statuses';
import {
  emailSchema,
  languageSchema,
  line,
  optionalRule,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  TEXT_CEILING,
  usernameSchema,
} from '../validation';
import {
  changePasswordBodySchema,
  loginBodySchema,
  OTP_CHANNELS,
  otpCodeSchema,
  secretSchema,
  sessionSchema,
  totpCodeSchema,
  twoFactorChallengeSchema,
  verificationSchema,
} from './auth.contract';
import { defineContract } from './contract';

// The authenticator code and the 2FA step's answer are the shop login's too (auth.contract).
export { totpCodeSchema } from './auth.contract';

/**
 * Decision: the 2FA step is its own call (/api/panel/login/verify) with the `challenge` from the
 * first step, so each body has one clear schema. The challenge lives 5 minutes.
 */
export const panelLoginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: sessionSchema }),
  twoFactorChallengeSchema,
]);
export type PanelLoginResult = z.infer<typeof panelLoginResponseSchema>;

export const panelLoginContract = defineContract({
  method: 'POST',
  path: '/api/panel/login',
  summary:
    'Panel sign-in (admin, moderator_admin, reseller, moderator_reseller) with email, phone or ' +
    'username + password. With 2FA on → `two_factor_required` + challenge for /panel/otp. ' +
    'Wrong or not a panel role → 400 invalid_credentials. A one-time password (first admin) → ' +
    '400 password_change_required until the call is repeated with `new_password`.',
  tags: ['panel-account'],
  permission: { resource: 'auth', action: 'create' },
  body: loginBodySchema.extend({
    /** Replaces a one-time password (only read when the account must change it). */
    new_password: passwordSchema.optional(),
  }),
  response: panelLoginResponseSchema,
});

export const panelLoginVerifyContract = defineContract({
  method: 'POST',
  path: '/api/panel/login/verify',
  summary:
    'Second step: the challenge + the authenticator code → session. Wrong or reused code → 400 ' +
    'two_factor_invalid; expired challenge → 400 invalid_credentials (start over).',
  tags: ['panel-account'],
  permission: { resource: 'auth', action: 'create' },
  body: z.object({ challenge: line(TEXT_CEILING.link).min(1), code: totpCodeSchema }),
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
  /** A new email or phone waiting for the code sent to it (the verified one stays in use). */
  pending_email: z.string().nullable(),
  pending_phone: z.string().nullable(),
});
export type PanelProfile = z.infer<typeof panelProfileSchema>;

export const panelProfileContract = defineContract({
  method: 'GET',
  path: '/api/panel/profile',
  summary: 'The signed-in panel account (my_profile_settings)',
  tags: ['panel-account'],
  permission: { resource: 'profile', action: 'view', kind: 'admin' },
  response: panelProfileSchema,
});

/**
 * What the signed-in panel account may do beyond its role's row of the matrix: a
 * sub-reseller's grants and each assigned store's own flags, as the route guard and the services
 * resolve them (empty for the other roles, whose rights are their role's). The panels ask
 * `canOnStore()` with it before a write button shows; the server decides anyway.
 */
export const panelAccessSchema = z.object({
  role: z.enum(ROLES),
  grants: z.array(z.enum(MODERATOR_GRANTS)),
  stores: z.array(
    z.object({ store_id: z.number().int(), grants: z.array(z.enum(MODERATOR_GRANTS)) }),
  ),
});
export type PanelAccess = z.infer<typeof panelAccessSchema>;

export const panelAccessContract = defineContract({
  method: 'GET',
  path: '/api/panel/access',
  summary: "The signed-in panel account's grants (a sub-reseller's, per assigned store)",
  tags: ['panel-account'],
  permission: { resource: 'profile', action: 'view', kind: 'admin' },
  response: panelAccessSchema,
});

/**
 * A new email or phone is changed the way the shop profile changes it (pending until
 * the code sent to the NEW address comes back), and only with the current password: a stolen
 * session alone cannot move the account's reset channel.
 */
export const updatePanelProfileBodySchema = z.object({
  first_name: personNameSchema,
  last_name: optionalRule(personNameSchema),
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  language: languageSchema,
  /** Required when email or phone changes (400 on this field otherwise). */
  current_password: line().optional(),
});

export const updatePanelProfileContract = defineContract({
  method: 'POST',
  path: '/api/panel/profile',
  summary:
    'Save the panel profile. A changed email or phone needs `current_password` and is not applied ' +
    'at once: it becomes pending and a code goes to the NEW address (`verifications`); ' +
    '/api/panel/profile/verify applies it. Taken username/email/phone → 409 conflict with fields.',
  tags: ['panel-account'],
  permission: { resource: 'profile', action: 'update', kind: 'admin' },
  body: updatePanelProfileBodySchema,
  response: z.object({ profile: panelProfileSchema, verifications: z.array(verificationSchema) }),
});

export const verifyPanelProfileContactContract = defineContract({
  method: 'POST',
  path: '/api/panel/profile/verify',
  summary: 'Apply a pending email or phone with the code sent to it. Wrong → 400 otp_invalid.',
  tags: ['panel-account'],
  permission: { resource: 'profile', action: 'update', kind: 'admin' },
  body: z.object({ channel: z.enum(OTP_CHANNELS), code: otpCodeSchema }),
  response: z.object({ profile: panelProfileSchema }),
});

export const resendPanelProfileCodeContract = defineContract({
  method: 'POST',
  path: '/api/panel/profile/resend',
  summary: 'Send the pending email or phone a new code (60 s apart, 5 an hour)',
  tags: ['panel-account'],
  permission: { resource: 'profile', action: 'update', kind: 'admin' },
  body: z.object({ channel: z.enum(OTP_CHANNELS) }),
  response: z.object({ verification: verificationSchema }),
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
  permission: { resource: 'profile', action: 'update', kind: 'admin' },
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
  permission: { resource: 'two_factor', action: 'generate', kind: 'admin' },
  response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }),
});

export const enable2faContract = defineContract({
  method: 'POST',
  path: '/api/panel/enable2fa',
  summary:
    'Turn 2FA on with the current password and a code of the generated secret; wrong code → ' +
    'two_factor_invalid, wrong password → 400 on current_password',
  tags: ['panel-account'],
  permission: { resource: 'two_factor', action: 'enable', kind: 'admin' },
  body: z.object({ code: totpCodeSchema, current_password: secretSchema }),
  response: z.object({ two_factor_enabled: z.boolean() }),
});

export const disable2faContract = defineContract({
  method: 'POST',
  path: '/api/panel/disable2fa',
  summary:
    'Turn 2FA off with the current password and a current code; wrong or reused code → ' +
    'two_factor_invalid, wrong password → 400 on current_password',
  tags: ['panel-account'],
  permission: { resource: 'two_factor', action: 'disable', kind: 'admin' },
  body: z.object({ code: totpCodeSchema, current_password: secretSchema }),
  response: z.object({ two_factor_enabled: z.boolean() }),
});

export const panelLogoutContract = defineContract({
  method: 'POST',
  path: '/api/panel/logout',
  summary: 'Revoke the current admin-kind session on the server',
  tags: ['panel-account'],
  permission: { resource: 'session', action: 'delete', kind: 'admin' },
  response: z.object({ ok: z.literal(true) }),
});
