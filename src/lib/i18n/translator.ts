/**
 * The part of i18next the app uses, in ~2 KiB instead of i18next's ~12 KiB gzip on every first
 * page load (issue 14, docs/decisions.md "Session 8 — first-load JavaScript"): one `translation`
 * namespace, `.`-separated keys, a fallback language, plurals by `Intl.PluralRules` with i18next's
 * suffixes and lookup order (`_zero` for 0, then the language's category, then the bare key),
 * `{{name}}` and `{{name, format}}` interpolation (no escaping), `defaultValue`, `exists`,
 * `changeLanguage`, `addResourceBundle` and the `languageChanged` event. Its public names follow
 * i18next's, so `react-i18next`'s `useTranslation` (src/lib/i18n/use-translation.ts) reads it the same.
 */
type Json = { [key: string]: unknown };
export type TranslateOptions = {
  [name: string]: unknown;
  count?: number;
  defaultValue?: string;
  lng?: string;
};
export type Translate = (key: string | string[], options?: TranslateOptions | string) => string;
type Formatter = (
  value: unknown,
  language: string | undefined,
  options: TranslateOptions,
) => string;
type Listener = (...args: unknown[]) => void;
export type TranslatorOptions = {
  resources?: Record<string, Record<string, Json>>;
  lng?: string;
  fallbackLng?: string | string[];
  [option: string]: unknown;
};

const NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookup(data: unknown, key: string): unknown {
  let node = data;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Json)[part];
  }
  return node;
}

/** Adds `source` into `target`, keeping the texts already there unless `overwrite`. */
function merge(target: Json, source: Json, overwrite: boolean): Json {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && current && typeof current === 'object') {
      merge(current as Json, value as Json, overwrite);
    } else if (overwrite || current === undefined) {
      target[key] =
        value && typeof value === 'object' ? merge({}, value as Json, overwrite) : value;
    }
  }
  return target;
}

export class Translator {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: TranslatorOptions = {};
  private readonly store: Record<string, Json> = {};
  private fallback: string[] = [];
  private readonly formats = new Map<string, Formatter>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly services = {
    formatter: { add: (name: string, format: Formatter) => void this.formats.set(name, format) },
  };

  /** Accepts react-i18next's `initReactI18next` (a `3rdParty` module given the instance). */
  use(module: { type?: string; init?: (instance: Translator) => void }): this {
    module.init?.(this);
    return this;
  }

  init(options: TranslatorOptions): Promise<Translate> {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      this.addResourceBundle(language, NAMESPACE, namespaces[NAMESPACE] ?? {}, true, true);
    }
    const fallback = options.fallbackLng;
    this.fallback = fallback === undefined ? [] : Array.isArray(fallback) ? fallback : [fallback];
    this.setLanguage(options.lng ?? this.fallback[0] ?? '');
    this.isInitialized = true;
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  changeLanguage(language: string): Promise<Translate> {
    this.setLanguage(language);
    this.emit('languageChanged', language);
    return Promise.resolve(this.t);
  }

  addResourceBundle(
    language: string,
    namespace: string,
    resources: Json,
    deep = false,
    overwrite = false,
  ): this {
    if (namespace !== NAMESPACE) throw new Error(`only the "${NAMESPACE}" namespace is supported`);
    const current = (this.store[language] ??= {});
    if (deep) merge(current, resources, overwrite);
    else Object.assign(current, resources);
    this.emit('added', language, namespace);
    return this;
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.find([key], options) !== undefined;
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** A `t` for a language (null: the current one at each call) and a key prefix. */
  getFixedT(language?: string | null, _namespace?: unknown, keyPrefix?: string): Translate {
    return (key, options) => {
      const given = typeof options === 'string' ? { defaultValue: options } : (options ?? {});
      const keys = (Array.isArray(key) ? key : [key]).map((k) =>
        keyPrefix ? `${keyPrefix}.${k}` : k,
      );
      return this.translate(keys, language ? { lng: language, ...given } : given);
    };
  }

  readonly t: Translate = (key, options) => this.getFixedT()(key, options);

  private setLanguage(language: string) {
    this.language = language;
    this.languages = [...new Set([language, ...this.fallback])];
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  private pluralRules(language: string): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules;
  }

  /** The first text found, in i18next's order: each key, in each language, plural forms first. */
  private find(keys: string[], options: TranslateOptions): string | undefined {
    const { count } = options;
    const languages = options.lng
      ? [...new Set([options.lng, ...this.fallback])]
      : this.languages.length
        ? this.languages
        : this.fallback;
    for (const key of keys) {
      for (const language of languages) {
        const candidates = [key];
        if (typeof count === 'number') {
          candidates.unshift(`${key}_${this.pluralRules(language).select(count)}`);
          if (count === 0) candidates.unshift(`${key}_zero`);
        }
        for (const candidate of candidates) {
          const text = lookup(this.store[language], candidate);
          if (typeof text === 'string') return text;
        }
      }
    }
    return undefined;
  }

  private translate(keys: string[], options: TranslateOptions): string {
    const text = this.find(keys, options) ?? options.defaultValue;
    if (text === undefined) return keys[keys.length - 1] ?? '';
    const language = options.lng ?? this.language;
    return text.replace(PLACEHOLDER, (match, inner: string) => {
      const [name = '', ...format] = inner.split(',').map((part) => part.trim());
      const value = lookup(options, name);
      if (value === undefined) return match;
      const formatter = format.length ? this.formats.get(format.join(',')) : undefined;
      return formatter ? formatter(value, language, options) : String(value);
    });
  }
}
