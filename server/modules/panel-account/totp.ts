// TOTP (RFC 6238) through otplib, with the secret encrypted at rest.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Dukkan';
/** One step either side: a phone clock 30 s off still works. */
const TOLERANCE_SECONDS = 30;

/** AES-256-GCM key derived from the server secret, separate from the JWT signing use. */
function key(serverSecret: string): Buffer {
  return createHash('sha256').update(`dukkan:totp-secret:${serverSecret}`).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url; a database dump alone does not give the secrets. */
export function encryptSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(serverSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Null when the value was not written by `encryptSecret` with this server secret. */
export function decryptSecret(stored: string | null, serverSecret: string): string | null {
  const [version, iv, tag, data] = stored?.split('.') ?? [];
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      key(serverSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

export interface NewTotp {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export async function newTotp(label: string): Promise<NewTotp> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * The matched time step when the code is right AND newer than `lastStep` (a code is single-use
 * within its window); null otherwise.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The functional API also types HOTP results; only TOTP ones carry the time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
