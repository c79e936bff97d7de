import {
  canonicalUrl,
  metaDescription,
  metaKeywords,
  pageTitle,
  robotsDirective,
  titleWithUnread,
} from '@domain/meta';
import type { Language } from '@domain/status/statuses';

// The page head rules (title, unread count, limits, canonical, robots) live in domain/meta, where
// the server's head (server/modules/seo) takes them from too.

/** What a page says about itself (spec §3 "Page head data"). */
export interface PageHeadInput {
  title?: string;
  /** Use `title` as the whole title, without ` | <site name>` (the home page's SEO title). */
  exactTitle?: boolean;
  description?: string;
  keywords?: string | string[];
  image?: string;
  /** The page disables indexing: `noindex, follow` (spec §2); panels are `noindex, nofollow`. */
  noIndex?: boolean;
  type?: 'website' | 'product' | 'article' | 'profile';
}

/** What the app knows around the page: site settings, where we are, the unread count. */
export interface HeadContext {
  siteName: string;
  /** `settings.siteUrl`; the page's origin when the setting is empty. */
  siteUrl: string;
  pathname: string;
  search: string;
  language: Language;
  notificationsCount: number;
  defaultDescription?: string;
  defaultKeywords?: string;
  twitterHandle?: string;
}

export interface ResolvedHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: string;
  image?: string;
  type: string;
  locale: string;
  siteName: string;
  twitterHandle?: string;
}

export function resolvePageHead(input: PageHeadInput, context: HeadContext): ResolvedHead {
  return {
    title: titleWithUnread(
      pageTitle(input.title, context.siteName, input.exactTitle),
      context.notificationsCount,
      context.language,
    ),
    description: metaDescription(input.description ?? context.defaultDescription ?? ''),
    keywords: metaKeywords(input.keywords ?? context.defaultKeywords ?? ''),
    canonical: canonicalUrl(context.siteUrl, context.pathname + context.search),
    robots: robotsDirective(context.pathname, input.noIndex === true),
    image: input.image,
    type: input.type ?? 'website',
    locale: context.language === 'ar' ? 'ar_EG' : 'en_US',
    siteName: context.siteName,
    twitterHandle: context.twitterHandle,
  };
}
