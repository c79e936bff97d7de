import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * Brand colours shared by the manifest, the icons (scripts/generate-icons.mjs) and the HTML
 * theme-color. A deep Nile teal reads well on the light splash background and keeps 4.5:1 contrast
 * with white text.
 */
export const BRAND_COLOR = '#0f5f58';
export const BRAND_BACKGROUND = '#f4faf8';

/** A text in one language with its direction: the shape of the W3C `*_localized` members. */
interface LocalizedText {
  value: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * `*_localized` members come from the Web App Manifest spec (Chromium is shipping them); the
 * plugin's `ManifestOptions` type predates them, so they are typed here and pass through to the
 * JSON untouched.
 */
interface ManifestLocalization {
  name_localized: Record<string, LocalizedText>;
  short_name_localized: Record<string, LocalizedText>;
  description_localized: Record<string, LocalizedText>;
}

const en = (value: string): Record<string, LocalizedText> => ({
  en: { value, lang: 'en', dir: 'ltr' },
});

/** A shortcut in Arabic (the manifest's language) with its English in the localized members. */
const shortcut = (
  name: { ar: string; en: string },
  description: { ar: string; en: string },
  url: string,
): ManifestOptions['shortcuts'][number] & ManifestLocalization => ({
  name: name.ar,
  short_name: name.ar,
  description: description.ar,
  name_localized: en(name.en),
  short_name_localized: en(name.en),
  description_localized: en(description.en),
  url,
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
});

/**
 * One Arabic manifest (the default language) with English in the spec's localized members. A second
 * manifest linked for English would flip the installed app's name whenever the user changes
 * language, and browsers answer a name change of an installed app with an "app updated" dialog.
 */
export const webManifest: Partial<ManifestOptions> & ManifestLocalization = {
  id: '/',
  name: 'دكّان — سوق المتاجر',
  short_name: 'دكّان',
  description:
    'دكّان: سوق إلكتروني يجمع المتاجر والمشترين في مصر بلا وسيط — ملابس وعقارات وإلكترونيات وأكثر.',
  name_localized: en('Dukkan — Store Marketplace'),
  short_name_localized: en('Dukkan'),
  description_localized: en(
    'Dukkan: an online marketplace connecting stores and shoppers in Egypt with no middleman.',
  ),
  lang: 'ar',
  dir: 'rtl',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND_COLOR,
  background_color: BRAND_BACKGROUND,
  categories: ['shopping', 'business', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcuts: [
    shortcut(
      { ar: 'المنتجات', en: 'Products' },
      { ar: 'تصفّح منتجات كل المتاجر', en: 'Browse the products of every store' },
      '/products',
    ),
    shortcut(
      { ar: 'المتاجر', en: 'Stores' },
      { ar: 'اكتشف المتاجر وتابعها', en: 'Discover and follow stores' },
      '/stores',
    ),
    shortcut(
      { ar: 'سلة المشتريات', en: 'Cart' },
      { ar: 'راجع سلتك وأكمل الطلب', en: 'Review your cart and check out' },
      '/cart',
    ),
    shortcut(
      { ar: 'طلباتي', en: 'My orders' },
      { ar: 'تابع حالة طلباتك', en: 'Follow the status of your orders' },
      '/orders',
    ),
  ],
};
