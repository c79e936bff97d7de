import type { Language } from '@domain/status/statuses';
import { toLatinDigits } from '@domain/text';

// Numbers and money are formatted by the one rule in domain/ (the server and the worker use it too).
export { formatNumber } from '@domain/format';
export { formatMoney } from '@domain/money';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Replaces Latin digits inside a string (codes, dates already formatted) with the language's digits. */
export function localizeDigits(text: string, language: Language): string {
  if (language !== 'ar') return text;
  return text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit);
}

/**
 * Text in the language's one digit style: Arabic-Indic in Arabic, Latin in English (typed values
 * such as shoe sizes and street numbers come in either).
 */
export function inLanguageDigits(text: string, language: Language): string {
  return language === 'ar' ? localizeDigits(text, language) : toLatinDigits(text);
}

/**
 * An email or phone (maybe masked) shown to its owner: a phone number in the language's digits, an
 * email exactly as written (its digits are letters of the address).
 */
export function formatAddress(address: string, language: Language): string {
  return address.includes('@') ? address : localizeDigits(address, language);
}
