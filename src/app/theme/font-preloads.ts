import arabicBold from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2?url';
import arabicRegular from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-400-normal.woff2?url';
import latinBold from '@fontsource/quicksand/files/quicksand-latin-700-normal.woff2?url';
import latinRegular from '@fontsource/quicksand/files/quicksand-latin-400-normal.woff2?url';
import type { Language } from '@domain/status/statuses';

// The faces of fonts.css a page in each language reads in. A server-rendered page preloads them:
// with `font-display: optional`, Chrome then holds the first paint a moment for a preloaded face
// instead of laying the page out twice. The other script's faces load only when a page shows it.
const FACES: Record<Language, string[]> = {
  ar: [arabicRegular, arabicBold],
  en: [latinRegular, latinBold],
};

/** `<link rel="preload">` tags for the faces of a page in `language`. */
export function fontPreloadTags(language: Language): string {
  return FACES[language]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
