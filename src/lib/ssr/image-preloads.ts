const IMAGE = /<img\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;

/**
 * `<link rel="preload" as="image">` for every image a server-rendered page shows eagerly (not
 * `loading="lazy"`): its `srcset`/`sizes` or its `src`, and its `fetchpriority`. The page's head
 * carries them, so the images start downloading with the fonts, before the body is parsed.
 * Attribute values are copied as rendered (already escaped for HTML).
 */
export function imagePreloadTags(html: string): string {
  const seen = new Set<string>();
  let tags = '';
  for (const [tag] of html.matchAll(IMAGE)) {
    const attributes = new Map<string, string>();
    for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
      attributes.set(name!.toLowerCase(), value ?? '');
    }
    if (attributes.get('loading') === 'lazy') continue;
    const src = attributes.get('src');
    const srcset = attributes.get('srcset');
    if (!srcset && (!src || src.startsWith('data:'))) continue;
    const key = srcset ?? src!;
    if (seen.has(key)) continue;
    seen.add(key);
    const sizes = attributes.get('sizes');
    const priority = attributes.get('fetchpriority');
    tags +=
      '<link rel="preload" as="image"' +
      (srcset
        ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}`
        : ` href="${src}"`) +
      (priority ? ` fetchpriority="${priority}"` : '') +
      '>';
  }
  return tags;
}

/** React's own image preloads, which its server renderer puts at the start of a fragment's markup. */
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * The markup without the `<link rel="preload">` tags React writes before a fragment (not a whole
 * document): inside `#root` they would be the root's first nodes, which the browser's tree does not
 * render; `imagePreloadTags` puts the page's preloads in `<head>` instead.
 */
export function withoutLeadingPreloads(html: string): string {
  return html.replace(LEADING_PRELOADS, '');
}
