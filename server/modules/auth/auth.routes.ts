import type { FastifyInstance } from 'fastify';
import { refreshPanelSessionContract } from '../../../domain/contracts/session.contract';
import { registerContract } from '../../lib/route';
import { refreshSession } from './auth.service';

/** The panel refresh call; sign-in and sign-out live with the accounts modules. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, refreshPanelSessionContract, {
    config: { rateLimit: { max: app.env.authRateLimitMax, timeWindow: '1 minute' } },
    handler: async ({ body }) => {
      const session = await refreshSession(app.database.db, app.env, body.refresh_token);
      return {
        data: {
          token: session.token,
          expiresAt: session.expiresAt,
          refresh_token: session.refreshToken,
          refresh_expires_at: session.refreshExpiresAt,
          role: session.role,
        },
      };
    },
  });
}
