import { FALLBACK_LANGUAGE } from '@domain/constants';
import type { Language } from '@domain/status/statuses';
import { Translator } from './translator';
import { initReactI18next } from './use-translation';
import { formatNumber } from '../format/number';
import { applyDocumentLanguage } from './language';
import { LOCALES, MORE_LOCALES } from './locale-loaders';
import { buildResources } from './resources';

type LazyTexts = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** Answers a loader that adds `modules` (both languages) to i18next once, on its first call. */
function lazyTranslations(modules: LazyTexts): () => Promise<void> {
  let texts: Promise<void> | null = null;
  return () => {
    texts ??= Promise.all(
      Object.entries(modules).map(async ([path, load]) => [path, await load()] as const),
    ).then((files) => {
      const bundles = buildResources(Object.fromEntries(files));
      for (const [language, { translation }] of Object.entries(bundles)) {
        i18n.addResourceBundle(language, 'translation', translation, true, false);
      }
    });
    return texts;
  };
}

/**
 * Texts only the back-office screens use (`crud.json`, `back_office*.json`, one file per area),
 * kept out of the first shopper page load (issue 10: panel code never reaches a shopper page):
 * loaded with the first resource screen.
 */
const loadBackOfficeTexts = lazyTranslations(
  import.meta.glob<{ default: Record<string, unknown> }>([
    '../../i18n/locales/*/crud.json',
    '../../i18n/locales/*/back_office*.json',
  ]),
);
/** The back office's texts, and the texts past the catalogue its forms share (`loadMoreTexts`). */
export const loadPanelTranslations = (): Promise<void> =>
  Promise.all([loadBackOfficeTexts(), loadMoreTexts()]).then(() => undefined);

/**
 * Push texts (`push.json`: the permission moment, push errors, the profile switches) load with the
 * first of them, so the first shopper page load does not carry them (issue 15).
 */
export const loadPushTranslations = lazyTranslations(
  import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/push.json'),
);

/**
 * Outbox texts (`offline.json`: pending and refused writes) load with the outbox itself, which a
 * page opens only once a write was kept offline (issue 15).
 */
export const loadOfflineTranslations = lazyTranslations(
  import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/offline.json'),
);

/** The shop texts of each language loaded so far. */
const loaded = new Map<Language, Record<string, unknown>>();
const loading = new Map<Language, Promise<void>>();
/** The texts past the catalogue (`locale-<lang>-more.ts`) of each language, once asked for. */
const more = new Map<Language, Record<string, unknown>>();
const moreLoading = new Map<Language, Promise<void>>();
let moreWanted = false;

function loadMoreOf(language: Language): Promise<void> {
  let pending = moreLoading.get(language);
  if (!pending) {
    pending = MORE_LOCALES[language]().then(({ files }) => {
      const translation = buildResources(files)[language]?.translation ?? {};
      more.set(language, translation);
      if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', translation, true);
    });
    moreLoading.set(language, pending);
  }
  return pending;
}

/**
 * Loads the texts of the screens past the catalogue (forms' validation, account, selling, sign-in,
 * the panels' frame) for the languages loaded or loading, and for any language loaded later: a
 * catalogue page's first load does without them (issue 14). Every route past the catalogue awaits
 * it with its module (`src/app/routes/lazy.ts`), as does the panels' route table.
 */
export function loadMoreTexts(languages: readonly Language[] = []): Promise<void> {
  moreWanted = true;
  const wanted = new Set<Language>([...languages, ...loaded.keys(), ...loading.keys()]);
  return Promise.all([...wanted].map(loadMoreOf)).then(() => undefined);
}

/**
 * Loads a language's shop texts (its own chunk): null when they are already there, so a switch to
 * a loaded language stays synchronous. The app loads its page's language before it starts; the
 * other one comes with the first switch to it.
 */
export function loadLanguage(language: Language): Promise<void> | null {
  if (loaded.has(language) && (!moreWanted || more.has(language))) return null;
  let pending = loading.get(language);
  if (!pending) {
    pending = LOCALES[language]().then(({ files }) => {
      const translation = buildResources(files)[language]?.translation ?? {};
      loaded.set(language, translation);
      if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', translation, true);
    });
    loading.set(language, pending);
  }
  return moreWanted ? Promise.all([pending, loadMoreOf(language)]).then(() => undefined) : pending;
}

/**
 * The app's translator (./translator.ts, i18next's API), initialised synchronously from the
 * languages loaded so far.
 */
export const i18n = new Translator();

export function initI18n(language: Language): Translator {
  if (i18n.isInitialized) return i18n;
  const resources = Object.fromEntries(
    [...loaded].map(([name, translation]) => [
      name,
      { translation: { ...translation, ...more.get(name) } },
    ]),
  );
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
