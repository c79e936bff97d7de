// Page head text (spec §3, §5): meta tags and structured data trimmed to their limits, the unread
// count in the title, canonical URLs and the robots directive.
import { isNoindexPath } from './auth/panels';
import { META_LIMITS, STRUCTURED_DATA_LIMITS } from './constants';
import { formatNumber } from './format';
import type { Language } from './status/statuses';
import { charLength, collapseWhitespace, truncate } from './text';

/** `<title>` and `og:title`: at most 55 characters, ellipsis included. */
export function metaTitle(value: string): string {
  return truncate(collapseWhitespace(value), META_LIMITS.title);
}

/** `<meta name="description">`: at most 120 characters, ellipsis included. */
export function metaDescription(value: string): string {
  return truncate(collapseWhitespace(value), META_LIMITS.description);
}

/**
 * `<meta name="keywords">`: at most 255 characters, cut after the last whole keyword. No ellipsis
 * here: it would become part of the last keyword.
 */
export function metaKeywords(value: string | readonly string[]): string {
  const words = (typeof value === 'string' ? value.split(/[,،]/u) : value)
    .map((word) => collapseWhitespace(word))
    .filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out}, ${word}` : word;
    if (charLength(next) > META_LIMITS.keywords) break;
    out = next;
  }
  return out;
}

/** Structured-data `name` (JSON-LD): at most 30 characters, ellipsis included. */
export function structuredName(value: string): string {
  return truncate(collapseWhitespace(value), STRUCTURED_DATA_LIMITS.name);
}

/**
 * Structured-data `description`: at most 50 characters. When it has to be cut, punctuation is
 * removed first (spec §5), so the kept words are not spent on commas and a dangling mark does not
 * sit before the ellipsis; text that fits is left as written.
 */
export function structuredDescription(value: string): string {
  const text = collapseWhitespace(value);
  const max = STRUCTURED_DATA_LIMITS.description;
  if (charLength(text) <= max) return text;
  return truncate(collapseWhitespace(text.replace(/\p{P}/gu, ' ')), max);
}

/**
 * `<page> | <site>` cut to 55 characters; the site name alone without a page; `exact` keeps the
 * page title whole (the home page's SEO title). Server head and client head both build it here.
 */
export function pageTitle(page: string | undefined, siteName: string, exact = false): string {
  const title =
    page && (exact || page === siteName) ? page : page ? `${page} | ${siteName}` : siteName;
  return metaTitle(title);
}

/**
 * Page title with the unread notification count in parentheses, in the language's digits (spec §4):
 * `Dukkan (3)`, `دكّان (٣)`.
 */
export function titleWithUnread(title: string, unread: number, language: Language): string {
  return unread > 0 ? `${title} (${formatNumber(unread, language)})` : title;
}

/**
 * A panel page's title led by the orders waiting for the viewer, in the language's digits:
 * `(3) Orders`, `(٣) الطلبات`; nothing added at zero.
 */
export function titleWithWaiting(title: string, waiting: number, language: Language): string {
  return waiting > 0 ? `(${formatNumber(waiting, language)}) ${title}` : title;
}

/** Canonical URL: the site URL plus the full path (spec §2), without a doubled slash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Robots directive (spec §2): panel paths are never indexed; other pages are indexed unless the
 * page disables indexing, in which case its links are still followed.
 */
export function robotsDirective(pathname: string, disableIndexing = false): string {
  if (isNoindexPath(pathname)) return 'noindex, nofollow';
  return disableIndexing ? 'noindex, follow' : 'index, follow';
}
