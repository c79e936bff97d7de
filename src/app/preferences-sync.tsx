import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { applyColorMode } from '@/lib/color-mode';
import { languageFromSearch, setLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';

/**
 * Keeps the UI in step with the stored preferences: a `?locale=` in the URL, the language and dark mode
 * chosen in another tab (spec §4 "synchronised across tabs"), and the defaults when storage is wiped.
 */
export function PreferencesSync() {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const storedLanguage = useStoredState((state) => state.language);
  const isDark = useStoredState((state) => state.isDarkMode);

  useEffect(() => {
    const fromUrl = languageFromSearch(search);
    if (fromUrl && fromUrl !== i18n.language) setLanguage(fromUrl);
  }, [search, i18n]);

  useEffect(() => {
    if (storedLanguage !== i18n.language) setLanguage(storedLanguage, { persist: false });
  }, [storedLanguage, i18n]);

  useEffect(() => applyColorMode(isDark), [isDark]);

  return null;
}
