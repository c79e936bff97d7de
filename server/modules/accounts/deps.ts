import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language';
import type { RequestInfo } from './accounts.service';
import type { AccountsDeps } from './codes.service';
import { DEVICE_COOKIE } from './device-cookie';

export function accountsDeps(app: FastifyInstance): AccountsDeps {
  return {
    db: app.database.db,
    providers: app.providers,
    secret: app.env.jwtSecret,
    tokenTtlSeconds: app.env.tokenTtlSeconds,
    panelAccessTtlSeconds: app.env.panelAccessTtlSeconds,
    log: app.log,
  };
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request),
    device: request.cookies[DEVICE_COOKIE],
  };
}

/** Per-IP limit of sign-in and code calls (per-account rules live in throttle.service.ts). */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.env.authRateLimitMax, timeWindow: '1 minute' };
}
