import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './status/statuses';

// Which language a page is in (spec §4): the client boots with it and the server renders with it,
// so both must read it the same way.

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
