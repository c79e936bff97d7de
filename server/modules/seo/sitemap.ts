// Sitemap XML (sitemaps.org 0.9). One file holds at most 50,000 URLs; past that `/sitemap.xml`
// becomes an index of `/sitemap-<n>.xml` files.

import { NOINDEX_PREFIXES } from '../../../domain/auth/panels';

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const lastmod = (date?: Date) =>
  date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '';

export function urlSet(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(locs: string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Panels and the API are not for search engines (spec §2 "Layouts and indexing"). */
export const ROBOTS_DISALLOW = [...NOINDEX_PREFIXES, '/api/'];

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
