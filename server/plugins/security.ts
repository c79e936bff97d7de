import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { addressKey } from '../lib/client-address';

/**
 * Exactly what the app needs: its own scripts, fonts and images, inline styles for Chakra's
 * emotion runtime, and calls back to its own origin. Nothing third-party is loaded at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.facebook.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** A year, subdomains included (no preload: that is a decision for the domain's owner). */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true, preload: false };

/**
 * HSTS only when the site's public URL is https: an install on plain HTTP (localhost, a LAN
 * demo) must not tell a browser to refuse that host over HTTP for a year.
 */
const helmetOptions = (https: boolean) =>
  ({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: https ? HSTS : false,
    // The same refusal as the CSP's frame-ancestors 'none', for browsers that only read this one.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  }) as const;

/** Headers the throw-away app answers by itself, not helmet's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers @fastify/helmet sets with these options, computed once: without CSP
 * nonces they are the same for every response, but the plugin rebuilds helmet's middleware (and
 * re-parses the CSP directives) for every request, ~4 % of a catalogue request's CPU.
 */
export async function securityHeaders(https: boolean): Promise<[string, string | string[]][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(https));
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(response.headers)
    .filter(([name]) => !OWN_HEADERS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries; the router's own refusals set them by hand. */
    securityHeaders?: [string, string | string[]][];
  }
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = await securityHeaders(app.env.siteUrl.startsWith('https://'));
  app.decorate('securityHeaders', headers);
  // Set on the raw response as helmet does, so a route's own header of that name still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, {
    max: app.env.rateLimitMax,
    timeWindow: '1 minute',
    // IPv6 clients count by their /64 (one subscriber's block), as the sign-in counters do.
    keyGenerator: (request) => addressKey(request.ip),
    // Static files and the health check never count against a client.
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/health',
  });
  await app.register(cookie);
}
