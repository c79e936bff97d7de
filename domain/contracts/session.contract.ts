// Panel session refresh: panel access tokens live minutes; the client trades the
// refresh token for a new pair before the access token runs out.
import { z } from 'zod';
import { PANEL_REFRESH_API_PATH } from '../auth/panels';
import { ROLES } from '../auth/roles';
import { line } from '../validation/hygiene';
import { defineContract } from './contract';

export const refreshedSessionSchema = z.object({
  token: z.string(),
  /** When `token` expires (ISO). */
  expiresAt: z.string(),
  /** The next refresh token; the one sent is used up. */
  refresh_token: z.string(),
  /** When the session itself ends and the user signs in again (ISO). */
  refresh_expires_at: z.string(),
  /** The account's role now (it may have changed since sign-in). */
  role: z.enum(ROLES),
});
export type RefreshedSession = z.infer<typeof refreshedSessionSchema>;

export const refreshPanelSessionContract = defineContract({
  method: 'POST',
  path: PANEL_REFRESH_API_PATH,
  summary:
    'Trade a panel refresh token for a new access token and refresh token (send no bearer). ' +
    'Unknown, expired, used or replayed → 401 unauthenticated; a replayed token also ends the ' +
    'session for whoever holds its newer token.',
  tags: ['panel-account'],
  permission: { resource: 'auth', action: 'create' },
  body: z.object({ refresh_token: line(200).min(1) }),
  response: refreshedSessionSchema,
});
