type Json = Record<string, unknown>;
export type Resources = Record<string, { translation: Json }>;

const FILE = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/**
 * Turns `locales/<lang>/<file>.json` modules into one `translation` namespace per language with the
 * file name as the first key segment, so `t('validation.username.too_short')` reads validation.json.
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
    resources[language] ??= { translation: {} };
    resources[language].translation[name] = body;
  }
  return resources;
}
