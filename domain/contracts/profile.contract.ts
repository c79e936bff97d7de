// The shopper profile (spec §2 /profile/:type?, §7 GET/POST profile).
import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { GENDERS, LANGUAGES } from '../status/statuses';
import {
  emailSchema,
  languageSchema,
  optionalRule,
  personNameSchema,
  phoneSchema,
  usernameSchema,
} from '../validation';
import {
  birthdateSchema,
  genderSchema,
  OTP_CHANNELS,
  otpCodeSchema,
  verificationSchema,
} from './auth.contract';
import { defineContract } from './contract';

export const profileSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string().nullable(),
  language: z.enum(LANGUAGES),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  /** A new email waiting for its code (the old one stays in use until then). */
  pending_email: z.string().nullable(),
  pending_phone: z.string().nullable(),
  /** TOTP second factor on (`/api/profile/enable2fa`); shared with the account's panel sign-in. */
  two_factor_enabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileContract = defineContract({
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in shopper account',
  tags: ['profile'],
  permission: { resource: 'profile', action: 'view', kind: 'user' },
  response: profileSchema,
});

export const updateProfileBodySchema = z.object({
  first_name: personNameSchema,
  last_name: optionalRule(personNameSchema),
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  gender: genderSchema.nullable().optional(),
  birthdate: birthdateSchema.nullable().optional(),
  language: languageSchema,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const updateProfileContract = defineContract({
  method: 'POST',
  path: '/api/profile',
  summary:
    'Save the profile. A changed email or phone is not applied at once: it becomes pending and a ' +
    'code is sent to the NEW address (`verifications`); /api/profile/verify applies it. Taken ' +
    'username/email/phone → 409 conflict with fields.',
  tags: ['profile'],
  permission: { resource: 'profile', action: 'update', kind: 'user' },
  idempotent: true,
  body: updateProfileBodySchema,
  response: z.object({ profile: profileSchema, verifications: z.array(verificationSchema) }),
});

export const verifyProfileContactContract = defineContract({
  method: 'POST',
  path: '/api/profile/verify',
  summary: 'Apply a pending email or phone with the code sent to it. Wrong → 400 otp_invalid.',
  tags: ['profile'],
  permission: { resource: 'profile', action: 'update', kind: 'user' },
  idempotent: true,
  body: z.object({ channel: z.enum(OTP_CHANNELS), code: otpCodeSchema }),
  response: z.object({ profile: profileSchema }),
});

export const resendProfileCodeContract = defineContract({
  method: 'POST',
  path: '/api/profile/resend',
  summary: 'Send the pending email or phone a new code (60 s apart, 5 an hour)',
  tags: ['profile'],
  permission: { resource: 'profile', action: 'update', kind: 'user' },
  idempotent: true,
  body: z.object({ channel: z.enum(OTP_CHANNELS) }),
  response: z.object({ verification: verificationSchema }),
});
