import type { Language } from '@domain/status/statuses';
import { useTranslation } from 'react-i18next';

/** The current UI language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ar';
}
