import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  metaDescription,
  metaKeywords,
  metaTitle,
  robotsDirective,
  structuredDescription,
  structuredName,
  titleWithUnread,
  titleWithWaiting,
} from './meta';
import { ELLIPSIS, charLength } from './text';

const long = (n: number) => 'word '.repeat(n).trim();

describe('[DOMAIN][META] trimming', () => {
  it('[DOMAIN][META] title is at most 55 characters with the ellipsis', () => {
    const title = metaTitle(long(30));
    expect(charLength(title)).toBeLessThanOrEqual(55);
    expect(title.endsWith(ELLIPSIS)).toBe(true);
    expect(metaTitle('x'.repeat(55))).toBe('x'.repeat(55));
    expect(charLength(metaTitle('x'.repeat(56)))).toBe(55);
  });

  it('[DOMAIN][META] description is at most 120 characters', () => {
    expect(charLength(metaDescription('x'.repeat(121)))).toBe(120);
    expect(metaDescription('x'.repeat(120))).toBe('x'.repeat(120));
    expect(metaDescription('  a\n\n b ')).toBe('a b');
  });

  it('[DOMAIN][META] keywords are at most 255 characters of whole keywords', () => {
    const keywords = Array.from({ length: 60 }, (_, i) => `keyword${i}`);
    const out = metaKeywords(keywords);
    expect(charLength(out)).toBeLessThanOrEqual(255);
    expect(out.endsWith(ELLIPSIS)).toBe(false);
    expect(out.split(', ').every((word) => keywords.includes(word))).toBe(true);
    expect(metaKeywords('ملابس، أحذية, إلكترونيات')).toBe('ملابس, أحذية, إلكترونيات');
  });

  it('[DOMAIN][META] structured name is at most 30 characters', () => {
    expect(charLength(structuredName(long(20)))).toBeLessThanOrEqual(30);
    expect(structuredName('قميص قطن')).toBe('قميص قطن');
  });

  it('[DOMAIN][META] structured description is at most 50, punctuation removed when cut', () => {
    const text = 'Cotton shirt, blue; sizes: S, M, L! Free delivery in Cairo.';
    const cut = structuredDescription(text);
    expect(charLength(cut)).toBeLessThanOrEqual(50);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(cut.slice(0, -1)).not.toMatch(/[,;:!.]/);
    expect(structuredDescription('Short, and sweet.')).toBe('Short, and sweet.');
    expect(
      structuredDescription('قميص قطن، أزرق؛ مقاسات كثيرة! توصيل مجاني داخل القاهرة.'),
    ).not.toMatch(/[،؛!]/);
  });
});

describe('[DOMAIN][META] head', () => {
  it('[DOMAIN][META] appends the unread count to the title', () => {
    expect(titleWithUnread('دكان', 12, 'ar')).toBe('دكان (١٢)');
    expect(titleWithUnread('Dukkan', 3, 'en')).toBe('Dukkan (3)');
    expect(titleWithUnread('Dukkan', 0, 'en')).toBe('Dukkan');
  });

  it('[DOMAIN][META] a panel title leads with the waiting orders, in the language’s digits', () => {
    expect(titleWithWaiting('الطلبات', 3, 'ar')).toBe('(٣) الطلبات');
    expect(titleWithWaiting('Orders', 12, 'en')).toBe('(12) Orders');
    expect(titleWithWaiting('Orders', 0, 'en')).toBe('Orders');
  });

  it('[DOMAIN][SEO] canonical URL is the site URL plus the full path', () => {
    expect(canonicalUrl('https://dukkan.eg/', '/products?page=2')).toBe(
      'https://dukkan.eg/products?page=2',
    );
    expect(canonicalUrl('https://dukkan.eg', 'stores')).toBe('https://dukkan.eg/stores');
  });

  it('[DOMAIN][SEO] panels are noindex; a page may disable indexing but links are followed', () => {
    expect(robotsDirective('/admin/logs')).toBe('noindex, nofollow');
    expect(robotsDirective('/panel/login')).toBe('noindex, nofollow');
    expect(robotsDirective('/products')).toBe('index, follow');
    expect(robotsDirective('/cart', true)).toBe('noindex, follow');
  });
});
