export {
  i18n,
  initI18n,
  keepErrorText,
  loadLanguage,
  loadMoreTexts,
  loadOfflineTranslations,
  loadPanelTranslations,
  loadPushTranslations,
} from './i18n';
export {
  applyDocumentLanguage,
  directionOf,
  isLanguage,
  languageFromSearch,
  localeOf,
  LOCALE_PARAM,
  resolveLanguage,
} from './language';
export { setLanguage } from './set-language';
export { useLanguage } from './use-language';
