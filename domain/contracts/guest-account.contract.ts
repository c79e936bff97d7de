// A guest keeps the account checkout made for them (spec §6 guest orders).
import { z } from 'zod';
import {
  confirmPasswordSchema,
  emailSchema,
  matchPasswords,
  passwordSchema,
  usernameSchema,
} from '../validation';
import { verificationSchema } from './auth.contract';
import { defineContract } from './contract';

/**
 * What a guest chooses to keep the account: a username, an email and a password (a guest has
 * none of them; the phone they ordered with stays on the account).
 */
export const keepGuestAccountBodySchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmPasswordSchema,
  })
  .superRefine(matchPasswords('password', 'password_confirmation'));
export type KeepGuestAccountBody = z.input<typeof keepGuestAccountBodySchema>;

export const keepGuestAccountContract = defineContract({
  method: 'POST',
  path: '/api/profile/keep-account',
  summary:
    'A guest becomes a full account (role user) with a username, email and password; their ' +
    'orders stay theirs. The guest sessions end and a code goes to the email: verifying it ' +
    '(`POST /api/verify`) signs them in. 403 not_authorized for anyone but a guest.',
  tags: ['auth'],
  permission: { resource: 'profile', action: 'update', kind: 'user' },
  body: keepGuestAccountBodySchema,
  response: z.object({ verification: verificationSchema }),
});
