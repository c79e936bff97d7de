import { toLatinDigits } from '@domain/text';

/** Length of email, SMS and authenticator codes. */
export const CODE_LENGTH = 6;

/**
 * What a code field keeps of what was typed or pasted: Arabic-Indic digits become ASCII, anything
 * that is not a digit (spaces, dashes, "Your code is") is dropped, and at most `length` digits stay.
 */
export function normaliseCode(raw: string, length = CODE_LENGTH): string {
  return toLatinDigits(raw).replace(/\D/gu, '').slice(0, length);
}
