import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyColorMode } from '@/lib/color-mode';
import { i18n, languageFromSearch, setLanguage } from '@/lib/i18n';
import { readState, useStoredState } from '@/lib/session';

/**
 * Keeps the UI in step with the stored preferences: a `?locale=` in the URL, the language and dark mode
 * chosen in another tab (spec §4 "synchronised across tabs"), and the defaults when storage is wiped.
 */
export function PreferencesSync() {
  const fromUrl = languageFromSearch(useLocation().search);
  const storedLanguage = useStoredState((state) => state.language);
  const isDark = useStoredState((state) => state.isDarkMode);

  // Only when the URL's `?locale=` changes: a later choice in another tab must win over an old URL.
  useEffect(() => {
    if (fromUrl && fromUrl !== i18n.language) setLanguage(fromUrl);
  }, [fromUrl]);

  // Reads the store, not the render-time value: the URL effect above may have just saved a new one.
  useEffect(() => {
    const { language } = readState();
    if (language !== i18n.language) setLanguage(language, { persist: false });
  }, [storedLanguage]);

  useEffect(() => applyColorMode(isDark), [isDark]);

  return null;
}
