import { FALLBACK_LANGUAGE } from '@domain/constants';
import type { Language } from '@domain/status/statuses';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '../format/number';
import { applyDocumentLanguage } from './language';
import { buildResources } from './resources';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../i18n/locales/*/*.json',
  { eager: true },
);

export const resources = buildResources(modules);

/** The app's i18next instance, initialised synchronously from bundled resources. */
export const i18n: I18n = i18next.createInstance();

export function initI18n(language: Language): I18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ['ar', 'en'],
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  // `{{count, number}}` must use Egyptian Arabic digits; plain `ar` formats with Latin digits.
  i18n.services.formatter?.add('number', (value, lng) =>
    formatNumber(Number(value), lng === 'en' ? 'en' : 'ar'),
  );
  applyDocumentLanguage(language);
  return i18n;
}
