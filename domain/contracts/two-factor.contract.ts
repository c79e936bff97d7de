// Two-factor sign-in for a shop account (spec §2 `/profile/:type?`): the same secret, codes and
// rules as the panel's (`panel-account.contract.ts`), on the user-kind session.
import { defineContract } from './contract';
import {
  disable2faContract,
  enable2faContract,
  generate2faContract,
} from './panel-account.contract';

export const profileGenerate2faContract = defineContract({
  method: 'POST',
  path: '/api/profile/generate2fa',
  summary:
    'A new TOTP secret for the signed-in shop account (not active until enable2fa), its otpauth ' +
    'URI and QR code. Already enabled → 409 conflict.',
  tags: ['profile'],
  permission: { resource: 'two_factor', action: 'generate', kind: 'user' },
  response: generate2faContract.response,
});

export const profileEnable2faContract = defineContract({
  method: 'POST',
  path: '/api/profile/enable2fa',
  summary:
    'Turn 2FA on for the shop account with the current password and a code; the next sign-in, ' +
    'in the shop or the panel, asks for a code.',
  tags: ['profile'],
  permission: { resource: 'two_factor', action: 'enable', kind: 'user' },
  body: enable2faContract.body,
  response: enable2faContract.response,
});

export const profileDisable2faContract = defineContract({
  method: 'POST',
  path: '/api/profile/disable2fa',
  summary: 'Turn 2FA off for the shop account with the current password and a current code.',
  tags: ['profile'],
  permission: { resource: 'two_factor', action: 'disable', kind: 'user' },
  body: disable2faContract.body,
  response: disable2faContract.response,
});
