import { directionOf } from '@domain/language';
import type { Language } from '@domain/status/statuses';

// The language rules the server shares (`?locale=`, stored choice, direction) live in domain/.
export {
  directionOf,
  isLanguage,
  languageFromSearch,
  LOCALE_PARAM,
  resolveLanguage,
} from '@domain/language';

/** BCP 47 locale for Intl and Chakra's `LocaleProvider` (one rule in domain/format). */
export { localeOf } from '@domain/format';

/** Puts `lang` and `dir` on `<html>`; the font follows `lang` in the global CSS. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // Unchanged values are not written again: any write makes the browser restyle the whole page.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== directionOf(language)) root.dir = directionOf(language);
}
