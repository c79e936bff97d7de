// The texts the server writes (notifications, e-mails, SMS, payment pages, error messages) come
// from the app's own locale files, `src/i18n/locales/<lang>/*.json` and their rest in `more/`,
// through one i18next instance with the browser's formats (domain/text-formats.ts). The server
// reads the files from disk at start: it runs from the source tree (scripts/start.mjs), and it
// never imports `src/`. Its own texts are `notifications.json`, which the shop's bundle leaves out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TOptions } from 'i18next';
import { FALLBACK_LANGUAGE } from '../../domain/constants';
import type { AppErrorCode } from '../../domain/errors';
import { LANGUAGES, type Language } from '../../domain/status/statuses';
import { TEXT_FORMATS, textLanguage } from '../../domain/text-formats';
import { buildResources } from '../../domain/text-resources';

const LOCALES = path.resolve(import.meta.dirname, '../../src/i18n/locales');

/** Values a text interpolates: `{{store}}`, `{{count, number}}`, `{{until, date}}`. */
export type TextValues = Record<string, unknown>;

function readLocales() {
  const files: Record<string, Record<string, unknown>> = {};
  for (const language of LANGUAGES) {
    const names = readdirSync(path.join(LOCALES, language), { recursive: true, encoding: 'utf8' });
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(LOCALES, language, name);
      files[`/locales/${language}/${name}`] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  return buildResources(files);
}

function createTexts() {
  const resources = Object.fromEntries(
    Object.entries(readLocales()).map(([language, texts]) => [language, { server: texts }]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['server'],
    defaultNS: 'server',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  for (const [name, format] of Object.entries(TEXT_FORMATS)) {
    instance.services.formatter?.add(name, (value, lng, options) =>
      format(value, textLanguage(lng), options),
    );
  }
  return instance;
}

const texts = createTexts();

/** The text of `key` in `language`; the English text when Arabic lacks it, else the key. */
export function text(language: Language, key: string, values?: TextValues): string {
  return texts.t(key, { ...values, lng: language } as TOptions);
}

/**
 * The text of `key` in both languages, for what is stored in both (a notification). `values` may
 * differ per language (a product's Arabic and English names): then pass a function of it.
 */
export function bothLanguages(
  key: string,
  values?: TextValues | ((language: Language) => TextValues),
): Record<Language, string> {
  const of = (language: Language) => (typeof values === 'function' ? values(language) : values);
  return { ar: text('ar', key, of('ar')), en: text('en', key, of('en')) };
}

/** An error answer's message: `errors.<code>` in the language, else `fallback` as it is. */
export function errorText(language: Language, code: AppErrorCode, fallback: string): string {
  const key = `errors.${code}`;
  return texts.exists(key, { lng: language }) ? text(language, key) : fallback;
}
