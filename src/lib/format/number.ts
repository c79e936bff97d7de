import { CURRENCY, PRICE_DECIMALS } from '@domain/constants';
import type { Language } from '@domain/status/statuses';
import { localeOf } from '../i18n/language';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    cache.set(key, format);
  }
  return format;
}

/** A number in the language's digits: Arabic-Indic (`١٢٣`) in ar, Latin in en (spec §1). */
export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return formatter(language, options).format(value);
}

/** An amount in Egyptian pounds with two decimals (spec §1, §9). */
export function formatMoney(amount: number, language: Language): string {
  return formatter(language, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: PRICE_DECIMALS,
    maximumFractionDigits: PRICE_DECIMALS,
  }).format(amount);
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Replaces Latin digits inside a string (codes, dates already formatted) with the language's digits. */
export function localizeDigits(text: string, language: Language): string {
  if (language !== 'ar') return text;
  return text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit);
}

/**
 * An email or phone (maybe masked) shown to its owner: a phone number in the language's digits, an
 * email exactly as written (its digits are letters of the address).
 */
export function formatAddress(address: string, language: Language): string {
  return address.includes('@') ? address : localizeDigits(address, language);
}
