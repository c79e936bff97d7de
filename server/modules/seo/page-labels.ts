import type { Language } from '../../../domain/status/statuses';

// The page titles the client sets (src/i18n/locales/{ar,en}), for the server's page head: the
// server never loads the client's translations. page-labels.test.ts fails when the two differ, so
// the title a crawler reads is the title the hydrated tab shows.

export interface PageLabels {
  categories: string;
  products: string;
  stores: string;
  search: string;
  /** `{{q}}` is the search text. */
  searchFor: string;
  contactUs: string;
  contactIntro: string;
  notFound: string;
}

export const PAGE_LABELS: Record<Language, PageLabels> = {
  ar: {
    categories: 'الأقسام',
    products: 'المنتجات',
    stores: 'المتاجر',
    search: 'البحث',
    searchFor: 'نتائج البحث عن «{{q}}»',
    contactUs: 'تواصل معنا',
    contactIntro: 'لديك سؤال أو اقتراح أو مشكلة؟ اكتب لنا وسنرد عليك في أقرب وقت.',
    notFound: 'الصفحة غير موجودة',
  },
  en: {
    categories: 'Categories',
    products: 'Products',
    stores: 'Stores',
    search: 'Search',
    searchFor: 'Results for “{{q}}”',
    contactUs: 'Contact us',
    contactIntro: 'A question, a suggestion or a problem? Write to us and we will answer soon.',
    notFound: 'Page not found',
  },
};
