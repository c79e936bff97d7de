// How the locale files (`src/i18n/locales/<lang>/<file>.json`) become i18next resources, the same
// for the browser's namespaces (src/lib/i18n/i18n.ts) and the server's texts (server/lib/texts.ts).

type Json = Record<string, unknown>;

/** Each language's texts of one namespace, keyed by file name. */
export type Resources = Record<string, Json>;

const FILE = /\/locales\/([a-z]{2})\/(?:more\/)?([\w-]+)\.json$/;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `into` with `from`'s texts added, nested groups merged. */
function merge(into: Json, from: Json): Json {
  const merged: Json = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const present = merged[key];
    merged[key] = isJson(present) && isJson(value) ? merge(present, value) : value;
  }
  return merged;
}

/**
 * Turns `locales/<lang>/<file>.json` modules into one namespace's texts per language, with the file
 * name as the first key segment, so `t('validation.username.too_short')` reads validation.json.
 * A file under `more/` is the rest of the file of the same name: the texts of an area that only
 * the screens past the catalogue show (`more/errors.json` beside the catalogue's `errors.json`);
 * where both are read together (the server) they merge.
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
    texts[name] = merge((texts[name] as Json | undefined) ?? {}, body);
  }
  return resources;
}
