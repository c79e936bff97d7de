import type { ResolvedHead } from './page-head';

function upsertMeta(
  attribute: 'name' | 'property',
  key: string,
  content: string | undefined,
): void {
  const selector = `meta[${attribute}="${key}"]`;
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (element.content !== content) element.content = content;
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  if (link.href !== href) link.href = href;
}

/**
 * Writes the resolved head into `document.head`: title, meta, Open Graph, Twitter, canonical. What
 * is already right (a server-rendered page) is left untouched.
 */
export function applyHead(head: ResolvedHead): void {
  if (document.title !== head.title) document.title = head.title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('name', 'keywords', head.keywords);
  upsertMeta('name', 'robots', head.robots);
  upsertCanonical(head.canonical);
  upsertMeta('property', 'og:title', head.title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:url', head.canonical);
  upsertMeta('property', 'og:type', head.type);
  upsertMeta('property', 'og:image', head.image);
  upsertMeta('property', 'og:locale', head.locale);
  upsertMeta('property', 'og:site_name', head.siteName);
  upsertMeta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  upsertMeta('name', 'twitter:title', head.title);
  upsertMeta('name', 'twitter:description', head.description);
  upsertMeta('name', 'twitter:image', head.image);
  upsertMeta('name', 'twitter:site', head.twitterHandle);
}
