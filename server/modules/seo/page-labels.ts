import type { Language } from '../../../domain/status/statuses';
import { text, type TextValues } from '../../lib/texts';

// The page titles the client sets, for the server's page head: the same locale texts
// (server/lib/texts.ts), so the title a crawler reads is the title the hydrated tab shows.

const PAGE_LABEL_KEYS = {
  categories: 'catalogue.categories.title',
  products: 'catalogue.listing.title',
  stores: 'catalogue.stores.title',
  search: 'catalogue.search.title',
  /** `{ q }`: the search text. */
  searchFor: 'catalogue.search.title_for',
  contactUs: 'pages.contact_us.title',
  contactIntro: 'catalogue.contact.intro',
  notFound: 'pages.not_found.title',
} as const;

export type PageLabel = keyof typeof PAGE_LABEL_KEYS;

/** A page's title (or the contact page's introduction) in `language`. */
export function pageLabel(language: Language, label: PageLabel, values?: TextValues): string {
  return text(language, PAGE_LABEL_KEYS[label], values);
}
