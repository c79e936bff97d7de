// The login username rule (spec §5 "username: required; 2 to 20; no whitespace", tightened so
// nobody can pose as someone else): NFKC-normalised, then only Latin letters, digits,
// "." and "_" (a letter or digit at each end), at least one letter (so never a phone number, and
// "@" never passes, so never an email). Uniqueness compares `usernameKey`, a small TR39-style
// skeleton. The decision: docs/decisions/0021-usernames.md.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { TEXT_CEILING } from './hygiene';
import { V } from './keys';
import { stringRule } from './rule';

const NO_WHITESPACE = (value: string) => !/\s/u.test(value);
/** ASCII letters and digits, with "." or "_" only between them. */
const SAFE_CHARACTERS = (value: string) => /^[a-z0-9](?:[a-z0-9._]*[a-z0-9])?$/i.test(value);
const HAS_LETTER = (value: string) => /[a-z]/i.test(value);

const usernameRule = stringRule({
  min: [TEXT_LIMITS.username[0], V.username.too_short],
  max: [TEXT_LIMITS.username[1], V.username.too_long],
  checks: [
    [NO_WHITESPACE, V.username.whitespace],
    [SAFE_CHARACTERS, V.username.characters],
    [HAS_LETTER, V.username.needs_letter],
  ],
});

/**
 * Login username. NFKC first, so full-width or other compatibility forms typed by an input method
 * become the plain letters they look like (then pass, or clash with the name they copy).
 */
export const usernameSchema = z
  .string({ error: V.required })
  .max(TEXT_CEILING.line, { error: V.username.too_long, abort: true })
  .overwrite((value) => value.normalize('NFKC'))
  .pipe(usernameRule);

/**
 * Look-alike sequences folded by `usernameKey`, in order. Only ASCII survives `usernameSchema`,
 * so the table covers the ASCII confusables of Unicode TR39 that matter for names: "rn"/"m",
 * "vv"/"w", digit zero/"o", digit one, "i" and "l" (after lower-casing "I" is "i").
 * KEEP IN STEP with the `username_key` generated column (server/db/schema/users.ts).
 */
export const USERNAME_FOLDS: readonly (readonly [from: string, to: string])[] = [
  ['.', ''],
  ['_', ''],
  ['rn', 'm'],
  ['vv', 'w'],
  ['0', 'o'],
  ['1', 'l'],
  ['i', 'l'],
];

/**
 * The uniqueness key of a username: NFKC, lower case, separators dropped, look-alikes folded.
 * Two usernames with the same key are the same name to a reader ("Admin", "adm1n", "a.dmin").
 */
export function usernameKey(username: string): string {
  let key = username.normalize('NFKC').trim().toLowerCase();
  for (const [from, to] of USERNAME_FOLDS) key = key.replaceAll(from, to);
  return key;
}
