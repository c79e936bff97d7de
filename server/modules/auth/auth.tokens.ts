import { jwtVerify, SignJWT } from 'jose';
import { OWNER_KINDS, ROLES, type OwnerKind, type Role } from '../../../domain/auth/roles';

/** What an access token carries. The session id lets logout and password change revoke it. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  kind: OwnerKind;
  role: Role;
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
  return new SignJWT({ sid: claims.sessionId, kind: claims.kind, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** Verifies signature, issuer and `exp`; answers null for anything that is not a valid token. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const { sid, kind, role } = payload as Record<string, unknown>;
    if (!Number.isInteger(userId) || typeof sid !== 'string') return null;
    if (!OWNER_KINDS.includes(kind as OwnerKind) || !ROLES.includes(role as Role)) return null;
    return { userId, sessionId: sid, kind: kind as OwnerKind, role: role as Role };
  } catch {
    return null;
  }
}
