// Account rules of spec §5: username, person names, email, password and its confirmation, language.
import { z } from 'zod';
import { MODERATOR_GRANTS } from '../auth/permissions';
import { TEXT_LIMITS } from '../constants';
import { LANGUAGES } from '../status/statuses';
import { line } from './hygiene';
import { V } from './keys';
import { stringRule } from './rule';

const NO_DIGITS = (value: string) => !/\p{N}/u.test(value);
/**
 * Letters of any script (Arabic, Latin, …), their combining marks (Arabic diacritics) and spaces
 * between words ("Abd El Rahman"). Hyphens and apostrophes count as symbols, as spec §5 says.
 */
const LETTERS_AND_SPACES = (value: string) => /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u.test(value);

/** First or last name: 2–20 characters, letters only (no digits, no symbols). */
export const personNameSchema = stringRule({
  min: [TEXT_LIMITS.personName[0], V.name.too_short],
  max: [TEXT_LIMITS.personName[1], V.name.too_long],
  // Digits first, so "Ali2" gets the precise message rather than the general symbols one.
  checks: [
    [NO_DIGITS, V.name.digits],
    [LETTERS_AND_SPACES, V.name.symbols],
  ],
});

/**
 * The "name maximum 50" rule of spec §5/§8, for names that are not a person's: categories,
 * attributes, packages, branches, offers. Any characters; 2–50 long.
 */
export const longNameSchema = stringRule({
  min: [TEXT_LIMITS.longName[0], V.name.too_short],
  max: [TEXT_LIMITS.longName[1], V.name.too_long_50],
});

/** Email address: required and well formed (zod's pragmatic address pattern). */
export const emailSchema = stringRule({
  checks: [[(value) => z.regexes.email.test(value), V.email.invalid]],
});

/**
 * Password: at least 6 characters with at least one capital letter and one digit. Spec §5 only
 * fixes the length, but its message promises a capital letter and a number; enforcing what the
 * message says avoids a form that accepts what it just told the user not to type. Capitals of any
 * cased script and any decimal digit count. Spaces are kept: they are part of the secret.
 */
export const passwordSchema = stringRule({
  keepWhitespace: true,
  min: [TEXT_LIMITS.password[0], V.password.rule],
  checks: [
    [(value) => /\p{Lu}/u.test(value), V.password.rule],
    [(value) => /\p{Nd}/u.test(value), V.password.rule],
  ],
});

/** The confirmation field itself is only required; equality is checked by `matchPasswords`. */
export const confirmPasswordSchema = line().min(1, { error: V.required });

/**
 * Refinement for an object schema: the confirmation must equal the password. The issue sits on the
 * confirmation field so the form shows it there.
 *
 * @example z.object({ password: passwordSchema, password_confirmation: confirmPasswordSchema })
 *   .superRefine(matchPasswords('password', 'password_confirmation'))
 */
export function matchPasswords<K extends string, C extends string>(passwordKey: K, confirmKey: C) {
  return (data: { [key in K | C]?: unknown }, ctx: z.RefinementCtx): void => {
    if (data[passwordKey] === data[confirmKey]) return;
    ctx.addIssue({ code: 'custom', path: [confirmKey], message: V.password.mismatch });
  };
}

/** Interface and account language: only `ar` and `en` (spec §5). */
export const languageSchema = z.enum(LANGUAGES, { error: V.language.invalid });

/**
 * A sub-reseller's grants: at least one of store management and chat (spec §5), since a
 * sub-reseller with neither could only look.
 */
export const moderatorGrantsSchema = z
  .array(z.enum(MODERATOR_GRANTS, { error: V.moderator.permissions }), {
    error: V.moderator.permissions,
  })
  .min(1, { error: V.moderator.permissions });
