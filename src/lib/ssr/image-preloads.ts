const IMAGE = /<img\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;

/**
 * `<link rel="preload" as="image">` for every image a server-rendered page shows eagerly (not
 * `loading="lazy"`): its `srcset`/`sizes` or its `src`, and its `fetchpriority`. React 19's server
 * renderer wrote these at the start of the markup by itself; Preact's does not (session 9), so the
 * page's head carries them and the images start downloading with the fonts, before the body is
 * parsed. Attribute values are copied as rendered (already escaped for HTML).
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
