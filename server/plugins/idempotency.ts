import { createHmac } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { AppError } from '../../domain/errors';
import {
  claimKey,
  completeKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
} from '../modules/idempotency/idempotency.repository';

/** The request header (IETF draft-ietf-httpapi-idempotency-key-header) and the replay marker. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** DESIGN §8: answers are kept a day, long enough for an offline outbox to come back online. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Longer than the client's 60 s timeout: a claim older than this belongs to a lost request. */
const STALE_CLAIM_SECONDS = 120;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** UUIDs and other client-made tokens: printable ASCII, no spaces. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;
/** The visitor id the client sends in the `UID` header (src/lib/api/visitor-id.ts). */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

interface Claim {
  owner: string;
  key: string;
}

/**
 * A route whose answer must not be kept as it is (it carries a session token) says what to keep
 * and how to answer a replay from it; the route option `idempotentAnswer` of `registerContract`.
 */
export interface IdempotentAnswer {
  /** The stored form of a success answer (e.g. without its token). */
  keep(body: string): string;
  /** The replay's answer from the stored form (e.g. with a new session of the same account). */
  replay(request: FastifyRequest, kept: string): Promise<string>;
}

function answerOf(request: FastifyRequest): IdempotentAnswer | undefined {
  return (request.routeOptions.config as { idempotentAnswer?: IdempotentAnswer }).idempotentAnswer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds an idempotency claim, so onSend stores or releases it. */
    idempotencyClaim: Claim | null;
  }
}

/**
 * Whose keys these are: the signed-in account, else the visitor's UID. Keys of one owner never
 * answer another, so a leaked or guessed key cannot fetch someone else's response.
 */
function ownerOf(request: FastifyRequest): string | null {
  if (request.actor) return `user:${request.actor.userId}`;
  const uid = request.headers.uid;
  return typeof uid === 'string' && VISITOR_ID_PATTERN.test(uid) ? `visitor:${uid}` : null;
}

/**
 * Binds a key to one request: method, URL and body. Keyed with the server secret because bodies
 * may hold passwords (register): the stored value must not be a fast hash one could brute-force.
 */
function fingerprintOf(request: FastifyRequest, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

function replay(reply: FastifyReply, statusCode: number, body: string | null): FastifyReply {
  return reply
    .code(statusCode)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(body ?? '');
}

/**
 * Pre-handler of an `idempotent` contract (added by `registerContract` after the route's own
 * guards, so a refused request never claims a key). Without the header the route acts as usual.
 */
const claimOrReplay: preHandlerHookHandler = async function (request, reply) {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError('validation_failed', 'Invalid Idempotency-Key', [
      { path: 'Idempotency-Key', message: 'validation.invalid' },
    ]);
  }
  const owner = ownerOf(request);
  // Nobody to scope the key to (no session, no visitor id): act as a request without a key.
  if (!owner) return;
  const { database, env } = request.server;
  const fingerprint = fingerprintOf(request, env.jwtSecret);
  const input = {
    owner,
    key,
    fingerprint,
    ttlSeconds: IDEMPOTENCY_TTL_SECONDS,
    staleSeconds: STALE_CLAIM_SECONDS,
  };
  // A second pass covers a claim released between our insert and our read.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claimKey(database.db, input)) {
      request.idempotencyClaim = { owner, key };
      return;
    }
    const row = await findKey(database.db, owner, key);
    if (!row) continue;
    if (row.fingerprint !== fingerprint) {
      throw new AppError('idempotency_key_reused', 'Idempotency-Key used for another request');
    }
    if (row.statusCode === null) break;
    const answer = answerOf(request);
    const body = answer && row.body !== null ? await answer.replay(request, row.body) : row.body;
    return replay(reply, row.statusCode, body);
  }
  throw new AppError(
    'idempotency_in_progress',
    'A request with this key is in progress',
    undefined,
    {
      retryAfter: 1,
    },
  );
};

/**
 * Stores a success answer for replays; any other answer gives the key back, because a refused or
 * failed write changed nothing (services act in one transaction) and the client may retry it.
 */
const storeOrRelease: onSendHookHandler = async function (request, reply, payload) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = null;
  const { db } = request.server.database;
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  if (ok && typeof payload === 'string') {
    const body = answerOf(request)?.keep(payload) ?? payload;
    await completeKey(db, claim.owner, claim.key, { statusCode: reply.statusCode, body });
  } else {
    await releaseKey(db, claim.owner, claim.key);
  }
  return payload;
};

/** The hooks `registerContract` adds to a contract marked `idempotent`. */
export const idempotencyHooks = { preHandler: claimOrReplay, onSend: storeOrRelease } as const;

/** Request decoration and the hourly removal of expired answers. */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', null);
  const timer = setInterval(() => {
    deleteExpiredKeys(app.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idempotency cleanup failed'),
    );
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
