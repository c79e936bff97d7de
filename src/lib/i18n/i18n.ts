import { FALLBACK_LANGUAGE } from '@domain/constants';
import type { Language } from '@domain/status/statuses';
import { TEXT_FORMATS, textLanguage } from '@domain/text-formats';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './language';
import { LOCALES, MORE_LOCALES } from './locale-loaders';
import { buildResources, type Namespace } from './resources';

/**
 * The app's i18next instance. Texts are i18next namespaces, one per area, each loaded with the
 * first screen of its area, so a shopper's first page load carries only `shop`:
 * - `shop`: the catalogue, the layout and what every page shows (`locale-<lang>.ts`, loaded with
 *   the app, src/boot.ts);
 * - `account`: forms' validation, account, selling, subscriptions, verification, payments, sign-in
 *   and the panels' frame (`locale-<lang>-more.ts`, `loadMoreTexts`);
 * - `panel`: the back-office screens (`crud.json`, `back_office*.json`, `loadPanelTranslations`);
 * - `push` and `offline`: the permission moment and the outbox, loaded with them.
 * Inside a namespace a key starts with its file's name (`catalogue.home.offers` in catalogue.json).
 * `shop` is the default namespace and the others its fallbacks, so `t('validation.required')`
 * finds the `account` text without naming it.
 */
export const i18n: I18n = i18next.createInstance();

const FALLBACK_NAMESPACES: Namespace[] = ['account', 'panel', 'push', 'offline'];

type LazyTexts = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** Adds an area's texts (every language in `bundles`) to i18next. */
function addBundles(namespace: Namespace, bundles: Record<string, Record<string, unknown>>) {
  for (const [language, texts] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

/** Answers a loader that adds `modules` (both languages) as `namespace` once, on its first call. */
function lazyNamespace(namespace: Namespace, modules: LazyTexts): () => Promise<void> {
  let texts: Promise<void> | null = null;
  return () => {
    texts ??= Promise.all(
      Object.entries(modules).map(async ([path, load]) => [path, await load()] as const),
    ).then((files) => addBundles(namespace, buildResources(Object.fromEntries(files))));
    return texts;
  };
}

/**
 * Texts only the back-office screens use (`crud.json`, `back_office*.json`): the `panel`
 * namespace, kept out of the first shopper page load and loaded with the first resource screen.
 */
const loadBackOfficeTexts = lazyNamespace(
  'panel',
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
 * first of them, so the first shopper page load does not carry them.
 */
export const loadPushTranslations = lazyNamespace(
  'push',
  import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/push.json'),
);

/**
 * Outbox texts (`offline.json`: pending and refused writes) load with the outbox itself, which a
 * page opens only once a write was kept offline.
 */
export const loadOfflineTranslations = lazyNamespace(
  'offline',
  import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/offline.json'),
);

/** The `shop` texts of each language loaded so far. */
const loaded = new Map<Language, Record<string, unknown>>();
const loading = new Map<Language, Promise<void>>();
/** The `account` texts of each language, once asked for. */
const more = new Map<Language, Record<string, unknown>>();
const moreLoading = new Map<Language, Promise<void>>();
let moreWanted = false;

function loadMoreOf(language: Language): Promise<void> {
  let pending = moreLoading.get(language);
  if (!pending) {
    pending = MORE_LOCALES[language]().then(({ files }) => {
      const texts = buildResources(files)[language] ?? {};
      more.set(language, texts);
      if (i18n.isInitialized) i18n.addResourceBundle(language, 'account', texts, true, true);
    });
    moreLoading.set(language, pending);
  }
  return pending;
}

/**
 * Loads the `account` namespace (the screens past the catalogue: forms' validation, account,
 * selling, sign-in, the panels' frame) for the languages loaded or loading, and for any language
 * loaded later: a catalogue page's first load does without it. Every route past the catalogue
 * awaits it with its module (`src/app/routes/lazy.ts`), as does the panels' route table.
 */
export function loadMoreTexts(languages: readonly Language[] = []): Promise<void> {
  moreWanted = true;
  const wanted = new Set<Language>([...languages, ...loaded.keys(), ...loading.keys()]);
  return Promise.all([...wanted].map(loadMoreOf)).then(() => undefined);
}

/**
 * Loads a language's `shop` texts (its own chunk): null when they are already there, so a switch
 * to a loaded language stays synchronous. The app loads its page's language before it starts; the
 * other one comes with the first switch to it.
 */
export function loadLanguage(language: Language): Promise<void> | null {
  if (loaded.has(language) && (!moreWanted || more.has(language))) return null;
  let pending = loading.get(language);
  if (!pending) {
    pending = LOCALES[language]().then(({ files }) => {
      const texts = buildResources(files)[language] ?? {};
      loaded.set(language, texts);
      if (i18n.isInitialized) i18n.addResourceBundle(language, 'shop', texts, true, true);
    });
    loading.set(language, pending);
  }
  return moreWanted ? Promise.all([pending, loadMoreOf(language)]).then(() => undefined) : pending;
}

/** The app's formats (`number`, `digits`, `price`, `date`), shared with the server's texts. */
function addFormats(): void {
  const formatter = i18n.services.formatter;
  if (!formatter) return;
  for (const [name, format] of Object.entries(TEXT_FORMATS)) {
    formatter.add(name, (value, lng, options) => format(value, textLanguage(lng), options));
  }
}

/** Initialises i18next synchronously with the texts loaded so far, in `language`. */
export function initI18n(language: Language): I18n {
  if (i18n.isInitialized) return i18n;
  const resources = Object.fromEntries(
    (['ar', 'en'] as const)
      .filter((name) => loaded.has(name) || more.has(name))
      .map((name) => [name, { shop: loaded.get(name) ?? {}, account: more.get(name) ?? {} }]),
  );
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ['ar', 'en'],
    ns: ['shop', 'account'],
    defaultNS: 'shop',
    fallbackNS: FALLBACK_NAMESPACES,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  addFormats();
  applyDocumentLanguage(language);
  return i18n;
}

/**
 * Keeps the server's own text of an error (written from the same resources, in the request's
 * language) as `errors.<code>` when the texts loaded so far lack it: a catalogue page carries only
 * the errors it can show itself (`errors.json`; the rest is `more/errors.json`, loaded with the
 * screens past the catalogue), so an unexpected refusal still reads as words, not as a key.
 */
export function keepErrorText(language: Language, code: string, text: string | undefined): void {
  const key = `errors.${code}`;
  if (!text || !i18n.isInitialized || i18n.exists(key, { lng: language })) return;
  i18n.addResource(language, 'account', key, text);
}
