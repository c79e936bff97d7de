import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The app is served over plain HTTP on localhost too; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: app.env.rateLimitMax,
    timeWindow: '1 minute',
    // Static files and the health check never count against a client.
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/health',
  });
  await app.register(cookie);
}
