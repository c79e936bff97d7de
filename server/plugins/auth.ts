import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { OwnerKind, Role } from '../../domain/auth/roles';
import { AppError } from '../../domain/errors';
import {
  assertOwner,
  authenticate,
  isSellerHandover,
  type Actor,
} from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request; null for visitors. */
    actor: Actor | null;
  }
}

/**
 * Resolves the bearer token on every request (visitors stay null) so public routes can still
 * personalise, and guarded routes use `requireOwner`.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    request.actor = await authenticate(app.database.db, app.env, request.headers.authorization);
    // A stale token is answered at once, even on public routes, so the client drops the session
    // (spec §8: 401 clears it) instead of browsing on as someone whose session has ended.
    if (!request.actor) throw new AppError('unauthenticated', 'Session ended');
  });
}

/**
 * Pre-handler for routes of one owner kind, optionally limited to some roles (spec §4). A
 * seller's shop session also opens their panel (the spec §4 hand-over, see `isSellerHandover`).
 */
export function requireOwner(kind: OwnerKind, roles?: readonly Role[]): preHandlerHookHandler {
  return async (request) => {
    const { actor } = request;
    if (await isSellerHandover(request.server.database.db, actor, kind, roles)) return;
    assertOwner(actor, kind, roles);
  };
}
