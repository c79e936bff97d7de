import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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

/** Verifies signature, issuer and `exp`; answers null for anything that is not a valid token. */
export function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  return verifySessionJwt(token, secret, ISSUER);
}

/** A session's signed claims from `issuer` (access token or stream ticket); null when not valid. */
async function verifySessionJwt(
  token: string,
  secret: string,
  issuer: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const { sid } = payload as Record<string, unknown>;
    if (!Number.isInteger(userId) || typeof sid !== 'string') return null;
    return { userId, sessionId: sid };
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
 * an Authorization header). It opens one stream within a minute; the session is checked at open.
 */
export function signStreamTicket(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(STREAM_ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + STREAM_TICKET_SECONDS)
    .sign(key(secret));
}

export function verifyStreamTicket(ticket: string, secret: string): Promise<AccessClaims | null> {
  return verifySessionJwt(ticket, secret, STREAM_ISSUER);
}
