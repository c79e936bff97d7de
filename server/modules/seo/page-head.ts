// Server-side page head (spec §2/§3/§9): crawlers and link previews often run no
// JavaScript, so product, store and category URLs get their title, description, keywords,
// canonical, Open Graph/Twitter tags and JSON-LD in the HTML itself. Pure string functions.
import { directionOf } from '../../../domain/language';

export interface PageHead {
  language: 'ar' | 'en';
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** `<meta name="robots">` (domain/meta robotsDirective); none means the default, indexed. */
  robots?: string;
  /** Absolute image URL for previews. */
  image: string | null;
  /** `og:type`: website, product, profile … */
  type: string;
  siteName: string;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd: object[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute or element body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script>` element: `<` (so `</script>` and `<!--` cannot appear), `>`, `&` and the
 * JavaScript line separators are escaped as \u sequences; JSON.parse reads them back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The tags for `<head>`. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.keywords ? [meta('name', 'keywords', head.keywords)] : []),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.language === 'ar' ? 'ar_EG' : 'en_US'),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ];
  return tags.join('\n    ');
}

/** Sets attributes of the page's `<html>` element, replacing any it already has of the same name. */
export function setHtmlAttributes(html: string, attributes: Record<string, string>): string {
  return html.replace(/<html([^>]*)>/i, (_match, attrs: string) => {
    const rest = attrs.replace(/\s([\w-]+)="[^"]*"/g, (attribute: string, name: string) =>
      name.toLowerCase() in attributes ? '' : attribute,
    );
    const set = Object.entries(attributes).map(
      ([name, value]) => ` ${name}="${escapeHtml(value)}"`,
    );
    return `<html${set.join('')}${rest}>`;
  });
}

/**
 * The shell with `head` in it: the shell's own title and description are replaced, the other
 * tags go before `</head>`, and `<html lang dir>` follows the language.
 */
export function injectHead(html: string, head: PageHead): string {
  const stripped = setHtmlAttributes(
    html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, ''),
    { lang: head.language, dir: directionOf(head.language) },
  );
  const tags = renderHead(head);
  return /<\/head>/i.test(stripped)
    ? stripped.replace(/<\/head>/i, `\n    ${tags}\n  </head>`)
    : `${tags}\n${stripped}`;
}
