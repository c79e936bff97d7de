import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Permission } from '../../domain/contracts/contract';

/**
 * How long a browser, the service worker's HTTP fetches or a shared cache may answer a public
 * catalogue read by itself: ten seconds, a short bound on how much older than the server's a
 * cached price can be; then a minute more while it asks again in the background
 * (docs/decisions/0007-http-caching.md).
 */
export const PUBLIC_MAX_AGE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;

export const PUBLIC_CACHE = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** Every use asks the server first: reads that count a view (a product or store page). */
export const REVALIDATE_CACHE = 'public, no-cache';
/** Anything read with or about a session: never kept by a browser, a proxy or the worker. */
export const PRIVATE_CACHE = 'private, no-store';

/**
 * What a public API read depends on besides its URL: the language it is written in, and the
 * bearer token (the layout's counts and a ratings list's own rating come only with one, and with
 * one the answer is private; a cache must not hand a signed-in caller the visitor's copy).
 */
const PUBLIC_API_VARY = ['accept-language', 'authorization'];

/** The content codings the compression plugin may apply, as they end a coded copy's ETag. */
const CODINGS = ['br', 'gzip'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the contract: the read counts a view, so every use must reach the server. */
    countsView?: boolean;
  }
}

/** What the API's caching rule reads of a request and its answer. */
export interface ApiAnswer {
  method: string;
  permission: Permission;
  /** The contract says the read counts a view. */
  countsView: boolean;
  hasBearer: boolean;
  statusCode: number;
}

/**
 * THE caching rule of the API, from the route's contract: a successful GET of the public
 * catalogue (`catalogue` resource) asked without a bearer token may be kept for a few seconds by
 * anyone, or kept and revalidated on every use when it counts a view; every other contract
 * answer (a session read, a write, a sign-in step, a visitor's own payment, an error) is
 * `private, no-store`.
 */
export function apiCacheControl(answer: ApiAnswer): string {
  const read = answer.method === 'GET' || answer.method === 'HEAD';
  const publicRead = read && answer.permission.resource === 'catalogue' && !answer.hasBearer;
  if (!publicRead || answer.statusCode !== 200) return PRIVATE_CACHE;
  return answer.countsView ? REVALIDATE_CACHE : PUBLIC_CACHE;
}

// Answers tagged here (not a static file's own tag), for the coded-copy hook.
const tagged = new WeakSet<FastifyReply>();

// Bytes held in memory (the cached home answers) are sent to many requests: their hash is made
// once.
const heldTags = new WeakMap<Buffer, string>();

/** A strong validator of exactly these bytes: 128 bits of their SHA-256. */
export function entityTag(body: string | Buffer): string {
  const held = Buffer.isBuffer(body) ? heldTags.get(body) : undefined;
  if (held) return held;
  const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  if (Buffer.isBuffer(body)) heldTags.set(body, tag);
  return tag;
}

/** The tag without a coding suffix: `"abc.br"` and `"abc"` name the same bytes before coding. */
function identityOf(tag: string): string {
  const opaque = tag.trim().replace(/^W\//, '');
  const coding = CODINGS.find((name) => opaque.endsWith(`.${name}"`));
  return coding ? `${opaque.slice(0, -coding.length - 2)}"` : opaque;
}

/** The `If-None-Match` tag that names `tag` (weak comparison, RFC 9110 §13.1.2), if any. */
function matchingTag(header: string | undefined, tag: string): string | null {
  if (!header) return null;
  if (header.trim() === '*') return tag;
  return (
    header
      .split(',')
      .find((candidate) => identityOf(candidate) === tag)
      ?.trim() ?? null
  );
}

function addVary(reply: FastifyReply, names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const merged = [...new Set([...current, ...names])];
  reply.header('vary', merged.join(', '));
}

function isStorable(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && !/\bno-store\b|\bprivate\b/.test(cacheControl);
}

/**
 * One `onSend` hook, before compression: every contract route's `Cache-Control` comes from
 * `apiCacheControl`; every storable 200 answer of a GET whose body is in memory (public API
 * reads, rendered pages, robots.txt) gets a strong ETag of its bytes, and a request naming it in
 * `If-None-Match` is answered 304 without a body. A second hook, after compression, gives a
 * compressed copy its own tag (`"….br"`): the coded bytes are another representation.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const { permission, countsView = false } = request.routeOptions.config;
    if (permission) {
      const cacheControl = apiCacheControl({
        method: request.method,
        permission,
        countsView,
        hasBearer: Boolean(request.headers.authorization),
        statusCode: reply.statusCode,
      });
      reply.header('cache-control', cacheControl);
      if (cacheControl !== PRIVATE_CACHE) addVary(reply, PUBLIC_API_VARY);
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isStorable(reply.getHeader('cache-control'))) return payload;
    const tag = entityTag(payload);
    const matched = matchingTag(request.headers['if-none-match'], tag);
    tagged.add(reply);
    if (!matched) {
      reply.header('etag', tag);
      return payload;
    }
    // The copy the caller holds is still right: its own tag (maybe of a compressed copy) back.
    reply.header('etag', matched.replace(/^W\//, ''));
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    reply.code(304);
    return null;
  });
  // Registered after the compression plugin, so this runs after its onSend on every route.
  app.addHook('onRoute', (route) => {
    const tagCodedCopy: onSendHookHandler = async (_request, reply, payload) => {
      const coding = String(reply.getHeader('content-encoding') ?? '');
      const tag = reply.getHeader('etag');
      if (!tagged.has(reply) || !CODINGS.includes(coding) || typeof tag !== 'string') {
        return payload;
      }
      reply.header('etag', `${tag.slice(0, -1)}.${coding}"`);
      return payload;
    };
    route.onSend = [route.onSend ?? [], tagCodedCopy].flat();
  });
}
