import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { can } from '../../domain/auth/permissions';
import type { Permission } from '../../domain/contracts/contract';
import { AppError } from '../../domain/errors';
import {
  assertOwner,
  authenticate,
  authenticateStreamTicket,
  isSellerHandover,
  type Actor,
} from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request; null for visitors. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every `/api/` route with its permission, in registration order (the matrix test reads it). */
    guardedRoutes: GuardedRoute[];
  }
  interface FastifyContextConfig {
    /** The contract's permission; every `/api/` route has one (checked at start-up). */
    permission?: Permission;
    /** The route authenticates by a `?ticket=` stream ticket when no bearer is sent (EventSource). */
    streamTicket?: boolean;
  }
}

export interface GuardedRoute {
  method: string;
  url: string;
  permission: Permission;
}

/** `/api/` routes that are not contracts and need no permission: the OpenAPI page. */
const UNGUARDED_API = /^\/api\/docs(\/|$)/;

/**
 * Resolves the bearer token on every request (visitors stay null) so public routes can still
 * personalise, and refuses at start-up any `/api/` route that does not declare a permission, so a
 * new endpoint cannot ship without the guard.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.decorate('guardedRoutes', [] as GuardedRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNGUARDED_API.test(route.url)) return;
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(
        `${route.method} ${route.url} has no permission (declare it on its contract)`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.guardedRoutes.push({ method, url: route.url, permission });
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.headers.authorization) {
      // EventSource sends no header: the live stream authenticates by its `?ticket=`.
      const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
      if (!request.routeOptions.config.streamTicket || typeof ticket !== 'string') return;
      request.actor = await authenticateStreamTicket(app.database.db, app.env, ticket);
      if (!request.actor) throw new AppError('unauthenticated', 'Stream ticket invalid or expired');
      return;
    }
    request.actor = await authenticate(app.database.db, app.env, request.headers.authorization);
    // A stale token is answered at once, even on public routes, so the client drops the session
    // (spec §8: 401 clears it) instead of browsing on as someone whose session has ended.
    if (!request.actor) throw new AppError('unauthenticated', 'Session ended');
  });
}

/**
 * THE route guard: every contract route runs it before its body is read (server/lib/route.ts).
 * 1. A route of an owner kind needs a session of that kind (401 without one, 403 with the other);
 *    a seller's shop session also opens admin-kind routes (the spec §4 hand-over).
 * 2. `can(role, resource, action, grants)` with the actor's role and grants as the database has
 *    them now; a visitor is asked about as `null` (401 when refused, 403 for a signed-in role).
 */
export function permissionGuard(permission: Permission): onRequestHookHandler {
  const { resource, action, kind } = permission;
  return async (request) => {
    const { actor } = request;
    if (kind && !(await isSellerHandover(request.server.database.db, actor, kind))) {
      assertOwner(actor, kind);
    }
    if (!actor) {
      if (can(null, resource, action)) return;
      throw new AppError('unauthenticated', 'Sign in first');
    }
    if (!can(actor.role, resource, action, actor.scope.grants)) {
      throw new AppError('not_authorized', 'Not authorized');
    }
  };
}
