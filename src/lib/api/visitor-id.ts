import { RANDOM_ID_LENGTHS } from '@domain/constants';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../cookies';

/** The visitor id cookie of spec §3 ("A visitor id cookie UID is stored, secure"). */
export const VISITOR_COOKIE = 'UID';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` characters (spec §9: 10 or 9) from the crypto source. */
export function randomId(length: number = RANDOM_ID_LENGTHS[0]): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The visitor's id, created and stored for a year on first use. */
export function getVisitorId(): string {
  const existing = readCookie(VISITOR_COOKIE);
  if (existing) return existing;
  const id = randomId();
  writeCookie(VISITOR_COOKIE, id, ONE_YEAR_SECONDS);
  return id;
}
