// Number formatting for every screen, the server's head and the service worker's notifications:
// Arabic-Indic digits in Arabic, Latin in English (spec §1).
import type { Language } from './status/statuses';

/** BCP 47 locale for Intl: Egyptian Arabic digits and formats. */
export function localeOf(language: Language): string {
  return language === 'ar' ? 'ar-EG' : 'en-EG';
}

const cache = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build; one per language and options. */
export function numberFormatter(
  language: Language,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
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
  return numberFormatter(language, options).format(value);
}
