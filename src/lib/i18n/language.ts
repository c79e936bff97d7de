import { DEFAULT_LANGUAGE } from '@domain/constants';
import { LANGUAGES, type Language } from '@domain/status/statuses';

/** The query parameter that picks the language (`?locale=en`). */
export const LOCALE_PARAM = 'locale';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `?locale=` value when it is a supported language, else `null` (unknown values are ignored). */
export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LOCALE_PARAM)?.toLowerCase();
  return isLanguage(value) ? value : null;
}

/** Spec §4: the `?locale=` parameter wins, then the stored language, then Arabic. */
export function resolveLanguage(search: string, stored: unknown): Language {
  return languageFromSearch(search) ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 locale for Intl and Chakra's `LocaleProvider`: Egyptian Arabic digits and formats. */
export function localeOf(language: Language): string {
  return language === 'ar' ? 'ar-EG' : 'en-EG';
}

/** Puts `lang` and `dir` on `<html>`; the font follows `lang` in the global CSS. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
