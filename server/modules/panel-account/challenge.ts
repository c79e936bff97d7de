// The short-lived proof that the password step passed, carried to /panel/otp.
import { jwtVerify, SignJWT } from 'jose';

const TTL_MS = 5 * 60_000;
const AUDIENCE = 'dukkan:panel-2fa';

// Its own key, so a challenge can never pass as an access token (nor the other way round).
const key = (secret: string) => new TextEncoder().encode(`${secret}:panel-2fa`);

export async function signChallenge(userId: number, secret: string) {
  const expiresAt = new Date(Date.now() + TTL_MS);
  const challenge = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  return { challenge, expiresAt: expiresAt.toISOString() };
}

/** The user id, or null for a forged, foreign or expired challenge. */
export async function readChallenge(challenge: string, secret: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(challenge, key(secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) ? userId : null;
  } catch {
    return null;
  }
}
