// OWASP's "device cookie": a browser that signed in to an account before carries a signed token
// naming it, and a sign-in from it is not held by the account-wide wrong-password ceiling
// (throttle.service.ts), so strangers guessing from many addresses cannot lock the owner out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'dukkan_device';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** Accounts one browser remembers (a shared family tablet, a seller's shop and panel). */
const MAX_ACCOUNTS = 4;

const key = (secret: string) =>
  createHmac('sha256', secret).update('dukkan:device-cookie').digest();

function sign(secret: string, body: string): string {
  return createHmac('sha256', key(secret)).update(body).digest('base64url');
}

interface DeviceToken {
  userId: number;
  issuedAt: number;
  /** The device's id for its own counter (`login:device:<id>`). */
  id: string;
}

/** `<user id>.<issued at, s>.<id>.<signature>`; null for anything else or a bad signature. */
function readToken(secret: string, raw: string, nowSeconds: number): DeviceToken | null {
  const [userId, issuedAt, id, signature, ...rest] = raw.split('.');
  if (!userId || !issuedAt || !id || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, `${userId}.${issuedAt}.${id}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const token = { userId: Number(userId), issuedAt: Number(issuedAt), id };
  if (!Number.isInteger(token.userId) || !Number.isInteger(token.issuedAt)) return null;
  return nowSeconds - token.issuedAt <= MAX_AGE_SECONDS ? token : null;
}

function tokensOf(value: string | undefined): string[] {
  return (value ?? '').split('~').filter(Boolean).slice(0, MAX_ACCOUNTS);
}

/** The device id of a valid device token for this account in the cookie, else null. */
export function deviceFor(
  secret: string,
  cookie: string | undefined,
  userId: number,
  now = Date.now(),
): string | null {
  for (const raw of tokensOf(cookie)) {
    const token = readToken(secret, raw, Math.floor(now / 1000));
    if (token?.userId === userId) return token.id;
  }
  return null;
}

/**
 * After a successful sign-in: the cookie names this account too (newest first, a fresh token for
 * it), HttpOnly, Secure on https, sent only to the API's sign-in calls' path.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  userId: number,
): void {
  const issuedAt = Math.floor(Date.now() / 1000);
  const body = `${userId}.${issuedAt}.${randomBytes(12).toString('base64url')}`;
  const others = tokensOf(request.cookies[DEVICE_COOKIE]).filter(
    (raw) => readToken(secret, raw, issuedAt)?.userId !== userId,
  );
  const value = [`${body}.${sign(secret, body)}`, ...others].slice(0, MAX_ACCOUNTS).join('~');
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/api',
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict',
    maxAge: MAX_AGE_SECONDS,
  });
}
