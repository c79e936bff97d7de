import type { EmotionCache } from '@emotion/cache';

const escapeAttribute = (value: string) => value.replace(/"/g, '&quot;');
/** `<` only occurs in CSS strings and URLs, where `\3c ` means the same and cannot end the element. */
const escapeCss = (css: string) => css.replace(/</g, '\\3c ');

/** The attribute of the server's element of regular rules; its value lists their ids. */
export const SERVER_RULES_ATTRIBUTE = 'data-server-css';

/**
 * The `<style>` elements for `<head>` of a page rendered with `cache` (in `compat` mode, so emotion
 * put no styles inline): the global styles first, in the order they were inserted, then one element
 * with the rules the markup uses. The browser's style cache (client-style-cache.ts) adopts them
 * where they are instead of inserting the same rules again. Global ones carry emotion's own
 * `data-emotion` (its `<Global>` looks them up by name) and `data-s`, which stops emotion moving
 * them; the regular element has an attribute emotion does not look for, for the same reason.
 */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set(
    Array.from(
      html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g')),
      (match) => match[1],
    ),
  );
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isRegistered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isRegistered) {
      globals.push(
        `<style data-emotion="${escapeAttribute(`${cache.key}-global ${id}`)}" data-s="">${escapeCss(rules)}</style>`,
      );
    } else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  const regular = `<style ${SERVER_RULES_ATTRIBUTE}="${escapeAttribute(ids.join(' '))}">${escapeCss(css)}</style>`;
  return globals.join('') + regular;
}
