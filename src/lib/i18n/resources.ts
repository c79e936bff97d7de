type Json = Record<string, unknown>;

/** The i18next namespaces: one per area of the app, each loaded with its first screen (i18n.ts). */
export type Namespace = 'shop' | 'account' | 'panel' | 'push' | 'offline';

/** Each language's texts of one namespace, keyed by file name. */
export type Resources = Record<string, Json>;

const FILE = /\/locales\/([a-z]{2})\/(?:more\/)?([\w-]+)\.json$/;

/**
 * Turns `locales/<lang>/<file>.json` modules into one namespace's texts per language, with the file
 * name as the first key segment, so `t('validation.username.too_short')` reads validation.json.
 * A file under `more/` is the rest of the file of the same name: the texts of an area that only
 * the screens past the catalogue show (`more/errors.json` beside the catalogue's `errors.json`).
 * A file that already wraps its content in its own name (`{ "errors": { … } }`) is unwrapped.
 */
export function buildResources(modules: Record<string, { default: Json } | Json>): Resources {
  const resources: Resources = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = FILE.exec(path);
    if (!match) continue;
    const [, language, name] = match as unknown as [string, string, string];
    const content = ('default' in module ? module.default : module) as Json;
    const keys = Object.keys(content);
    const body = keys.length === 1 && keys[0] === name ? (content[name] as Json) : content;
    const texts = (resources[language] ??= {});
    texts[name] = body;
  }
  return resources;
}
