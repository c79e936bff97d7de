import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead, renderHead, scriptJson, type PageHead } from './page-head';

const head: PageHead = {
  language: 'en',
  title: 'Shirt "A" & <B>',
  description: "It's fine",
  keywords: 'a, b',
  canonical: 'https://x.test/products/s/1?locale=en&x=1',
  image: 'https://x.test/uploads/a.jpg',
  type: 'product',
  siteName: 'Dukkan',
  jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>', note: 'a\u2028b' }],
};

describe('[SEO] page head templating', () => {
  it('escapes attribute and element text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const html = renderHead(head);
    expect(html).toContain('<title>Shirt &quot;A&quot; &amp; &lt;B&gt;</title>');
    expect(html).toContain('content="It&#39;s fine"');
    expect(html).toContain('href="https://x.test/products/s/1?locale=en&amp;x=1"');
  });

  it('JSON-LD cannot close its script element and parses back unchanged', () => {
    const json = scriptJson(head.jsonLd[0]);
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual(head.jsonLd[0]);
    expect(renderHead(head).match(/<\/script>/g)).toHaveLength(1);
  });

  it('replaces the shell title and description, sets lang and dir, keeps the rest', () => {
    const shell = `<!doctype html>\n<html lang="ar" dir="rtl" class="x">\n<head>\n<meta charset="UTF-8" />\n<title>old</title>\n<meta\n  name="description"\n  content="old"\n/>\n<link rel="icon" href="/f.svg" />\n</head>\n<body><div id="root"></div></body>\n</html>`;
    const out = injectHead(shell, head);
    expect(out).toContain('<html lang="en" dir="ltr" class="x">');
    expect(out).not.toContain('<title>old</title>');
    expect(out).not.toContain('content="old"');
    expect(out).toContain('<link rel="icon" href="/f.svg" />');
    expect(out.indexOf('<meta property="og:image"')).toBeLessThan(out.indexOf('</head>'));
    expect(out.match(/<title>/g)).toHaveLength(1);
    const ar = injectHead(shell, { ...head, language: 'ar', image: null });
    expect(ar).toContain('<html lang="ar" dir="rtl" class="x">');
    expect(ar).toContain('<meta name="twitter:card" content="summary" />');
    expect(ar).not.toContain('og:image');
  });
});
