import { toLatinDigits } from '@domain/text';

/**
 * An amount of Egyptian pounds typed as text (`350`, `12.5`, `-0.75`, `١٢٫٥٠`) as whole piastres
 * (1 EGP = 100), exactly: the digits are read as strings, never through a float. Null when the
 * text is not an amount with at most two decimals (or has more than 12 whole digits).
 */
export function parsePiastres(text: string): number | null {
  const normalized = toLatinDigits(text.trim())
    // The Arabic decimal separator and comma, and the Arabic minus-like signs, as ASCII.
    .replace(/[\u066b,]/gu, '.')
    .replace(/[\u2212\u2013]/gu, '-')
    .replace(/[\s\u066c]/gu, '');
  const match = /^([+-]?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(normalized);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const piastres = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (piastres === 0) return 0;
  return sign === '-' ? -piastres : piastres;
}
