import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * What an access token carries: who and which session. Nothing else is trusted from it — the
 * owner kind comes from the sessions row and the role and status from the account, on each
 * request (a demoted or suspended account stops at once, not at `exp`).
 */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'dukkan';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/**
 * Access tokens already verified, until their `exp`: a token string that passed the signature
 * check once is the same valid token on its next request, so the HMAC (WebCrypto, a threadpool
 * round trip per request under load) runs once per token, not once per request. The session and
 * account are still read per request (through the actor cache), so a revoked session stops at once.
 */
const verifiedBySecret = new Map<
  string,
  Map<string, { claims: AccessClaims; expiresAtMs: number }>
>();
const VERIFIED_TOKENS_MAX = 10_000;

/** Verifies signature, issuer and `exp`; answers null for anything that is not a valid token. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<AccessClaims | null> {
  let verifiedTokens = verifiedBySecret.get(secret);
  if (!verifiedTokens) {
    verifiedTokens = new Map();
    verifiedBySecret.set(secret, verifiedTokens);
  }
  const known = verifiedTokens.get(token);
  if (known) {
    if (known.expiresAtMs > Date.now()) return known.claims;
    verifiedTokens.delete(token);
  }
  const verified = await verifySessionJwtWithExpiry(token, secret, ISSUER);
  if (!verified) return null;
  if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) {
    // Forget the oldest entry (a Map iterates in insertion order).
    verifiedTokens.delete(verifiedTokens.keys().next().value!);
  }
  verifiedTokens.set(token, verified);
  return verified.claims;
}

/** A session's signed claims from `issuer` (access token or stream ticket); null when not valid. */
async function verifySessionJwt(
  token: string,
  secret: string,
  issuer: string,
): Promise<AccessClaims | null> {
  return (await verifySessionJwtWithExpiry(token, secret, issuer))?.claims ?? null;
}

async function verifySessionJwtWithExpiry(
  token: string,
  secret: string,
  issuer: string,
): Promise<{ claims: AccessClaims; expiresAtMs: number; jti?: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const { sid } = payload as Record<string, unknown>;
    if (!Number.isInteger(userId) || typeof sid !== 'string') return null;
    return {
      claims: { userId, sessionId: sid },
      expiresAtMs: typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now(),
      ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * A refresh token is `<session id>.<secret>`: the id finds the row, only a SHA-256 of the secret
 * is stored (a leaked table does not hand out sessions).
 */
export function newRefreshToken(sessionId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId}.${secret}`, hash: hashRefreshSecret(secret) };
}

export function hashRefreshSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Splits a presented refresh token; null when it is not shaped like one. */
export function parseRefreshToken(token: string): { sessionId: string; hash: string } | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return { sessionId: token.slice(0, dot), hash: hashRefreshSecret(token.slice(dot + 1)) };
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Issuer of live-stream tickets: a ticket is not an access token (verifyAccessToken refuses it). */
const STREAM_ISSUER = 'dukkan-stream';
export const STREAM_TICKET_SECONDS = 60;

/**
 * A short ticket naming the session, for `GET /api/events/stream?ticket=` (EventSource cannot send
 * an Authorization header). It opens one stream, once, within a minute: its `jti` is recorded
 * when the stream opens (`claimStreamTicket`); the session is checked at open.
 */
export function signStreamTicket(
  claims: AccessClaims,
  secret: string,
  expiresAt = new Date(Date.now() + STREAM_TICKET_SECONDS * 1000),
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(STREAM_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export function verifyStreamTicket(ticket: string, secret: string): Promise<AccessClaims | null> {
  return verifySessionJwt(ticket, secret, STREAM_ISSUER);
}

/** A valid ticket's claims with its id and expiry (what recording its use needs); else null. */
export async function readStreamTicket(
  ticket: string,
  secret: string,
): Promise<{ claims: AccessClaims; jti: string; expiresAt: Date } | null> {
  const verified = await verifySessionJwtWithExpiry(ticket, secret, STREAM_ISSUER);
  if (!verified?.jti) return null;
  return { claims: verified.claims, jti: verified.jti, expiresAt: new Date(verified.expiresAtMs) };
}
