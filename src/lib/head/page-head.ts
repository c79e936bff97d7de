import { isNoindexPath } from '@domain/auth/panels';
import { META_LIMITS } from '@domain/constants';
import type { Language } from '@domain/status/statuses';
import { truncate } from '@domain/text';
import { formatNumber } from '../format/number';

/** What a page says about itself (spec §3 "Page head data"). */
export interface PageHeadInput {
  title?: string;
  /** Use `title` as the whole title, without ` | <site name>` (the home page's SEO title). */
  exactTitle?: boolean;
  description?: string;
  keywords?: string | string[];
  image?: string;
  /** The page disables indexing: `noindex, follow` (spec §2). */
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

/** Site URL plus the full path (spec §2), without a doubled slash and without the hash. */
export function canonicalUrl(siteUrl: string, pathname: string, search = ''): string {
  return `${siteUrl.replace(/\/+$/, '')}${pathname}${search}`;
}

export function trimTitle(title: string): string {
  return truncate(title.trim(), META_LIMITS.title);
}

export function trimDescription(description: string): string {
  return truncate(description.replace(/\s+/g, ' ').trim(), META_LIMITS.description);
}

/** Keywords cut at the last whole keyword that fits in the limit (no half words, no ellipsis). */
export function trimKeywords(keywords: string | string[]): string {
  const list = (Array.isArray(keywords) ? keywords : keywords.split(','))
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  let text = '';
  for (const keyword of list) {
    const next = text ? `${text}, ${keyword}` : keyword;
    if ([...next].length > META_LIMITS.keywords) break;
    text = next;
  }
  return text;
}

/** `<page> | <site>` cut to 55 characters, then ` (N)` unread notifications (spec §4). */
export function composeTitle(
  page: string | undefined,
  siteName: string,
  count: number,
  language: Language,
  exact = false,
): string {
  const base =
    page && (exact || page === siteName) ? page : page ? `${page} | ${siteName}` : siteName;
  const title = trimTitle(base);
  return count > 0 ? `${title} (${formatNumber(count, language)})` : title;
}

export function resolvePageHead(input: PageHeadInput, context: HeadContext): ResolvedHead {
  const noIndex = input.noIndex === true || isNoindexPath(context.pathname);
  return {
    title: composeTitle(
      input.title,
      context.siteName,
      context.notificationsCount,
      context.language,
      input.exactTitle,
    ),
    description: trimDescription(input.description ?? context.defaultDescription ?? ''),
    keywords: trimKeywords(input.keywords ?? context.defaultKeywords ?? ''),
    canonical: canonicalUrl(context.siteUrl, context.pathname, context.search),
    robots: noIndex ? 'noindex, follow' : 'index, follow',
    image: input.image,
    type: input.type ?? 'website',
    locale: context.language === 'ar' ? 'ar_EG' : 'en_US',
    siteName: context.siteName,
    twitterHandle: context.twitterHandle,
  };
}
