import { languageFromSearch, resolveLanguage } from '@domain/language';
import type { Language } from '@domain/status/statuses';
import { readState, writePreferencesCookie, writeState } from './storage';

/**
 * The language this tab shows (`?locale=`, else the stored choice, else Arabic), with a `?locale=`
 * saved as the choice and the choice mirrored into the cookie the server renders pages by. Runs
 * from the page's first script (src/boot.ts), before the app loads: a visitor who follows a
 * `?locale=en` link and moves on at once must still get English on the next page.
 */
export function rememberPreferences(): Language {
  const stored = readState();
  const language = resolveLanguage(location.search, stored.language);
  if (languageFromSearch(location.search) && language !== stored.language) writeState({ language });
  writePreferencesCookie(readState());
  return language;
}
