import type { Language } from '@domain/status/statuses';

/**
 * Each language's `shop` namespace as a chunk of its own. `src/boot.ts` starts loading the page's
 * language together with the app, so the texts are there when the app starts.
 */
type LocaleFiles = Record<string, { default: Record<string, unknown> }>;

export const LOCALES: Record<Language, () => Promise<{ files: LocaleFiles }>> = {
  ar: () => import('./locale-ar'),
  en: () => import('./locale-en'),
};

/**
 * Each language's `account` namespace, the screens past the catalogue (`locale-<lang>-more.ts`),
 * loaded with the first of those screens (`loadMoreTexts`).
 */
export const MORE_LOCALES: Record<Language, () => Promise<{ files: LocaleFiles }>> = {
  ar: () => import('./locale-ar-more'),
  en: () => import('./locale-en-more'),
};
