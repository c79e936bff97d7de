import { RANDOM_ID_LENGTHS } from '@domain/constants';

/** The visitor id cookie of spec §3 ("A visitor id cookie UID is stored, secure"). */
export const VISITOR_COOKIE = 'UID';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` characters (spec §9: 10 or 9) from the crypto source. */
export function randomId(length: number = RANDOM_ID_LENGTHS[0]): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Writes a cookie with path `/`; `Secure` whenever the page itself is served over https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax` + secure;
}

/** The visitor's id, created and stored for a year on first use. */
export function getVisitorId(): string {
  const existing = readCookie(VISITOR_COOKIE);
  if (existing) return existing;
  const id = randomId();
  writeCookie(VISITOR_COOKIE, id, ONE_YEAR_SECONDS);
  return id;
}
