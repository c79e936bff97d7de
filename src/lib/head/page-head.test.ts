import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  composeTitle,
  resolvePageHead,
  trimDescription,
  trimKeywords,
  trimTitle,
  type HeadContext,
} from './page-head';

const context: HeadContext = {
  siteName: 'Dukkan',
  siteUrl: 'https://dukkan.example/',
  pathname: '/products',
  search: '?page=2',
  language: 'en',
  notificationsCount: 0,
  defaultDescription: 'An online store between seller and buyer',
  defaultKeywords: 'clothes, real estate, electronics',
};

describe('[HEAD] meta limits (spec §5, §9)', () => {
  it('trims the title to 55 characters', () => {
    const title = trimTitle('x'.repeat(80));
    expect([...title]).toHaveLength(55);
    expect(title.endsWith('…')).toBe(true);
    expect(trimTitle('Short')).toBe('Short');
  });

  it('trims the description to 120 characters', () => {
    expect([...trimDescription('word '.repeat(60))].length).toBeLessThanOrEqual(120);
  });

  it('trims keywords to 255 characters at a whole keyword', () => {
    const keywords = trimKeywords(Array.from({ length: 60 }, (_, i) => `keyword${i}`));
    expect(keywords.length).toBeLessThanOrEqual(255);
    expect(keywords.endsWith(',')).toBe(false);
    expect(keywords.split(', ').every((keyword) => /^keyword\d+$/.test(keyword))).toBe(true);
  });
});

describe('[HEAD] title', () => {
  it('is "<page> | <site>" and appends the unread count', () => {
    expect(composeTitle('Cart', 'Dukkan', 0, 'en')).toBe('Cart | Dukkan');
    expect(composeTitle('Cart', 'Dukkan', 3, 'en')).toBe('Cart | Dukkan (3)');
    expect(composeTitle('السلة', 'دكّان', 12, 'ar')).toBe('السلة | دكّان (١٢)');
  });

  it('uses an exact title as is (home page SEO title)', () => {
    expect(composeTitle('Dukkan — shop Egypt', 'Dukkan', 0, 'en', true)).toBe(
      'Dukkan — shop Egypt',
    );
  });
});

describe('[HEAD] canonical and robots (spec §2)', () => {
  it('is the site URL plus the full path', () => {
    expect(canonicalUrl('https://dukkan.example/', '/products', '?page=2')).toBe(
      'https://dukkan.example/products?page=2',
    );
    expect(resolvePageHead({ title: 'Products' }, context).canonical).toBe(
      'https://dukkan.example/products?page=2',
    );
  });

  it.each([
    '/admin',
    '/admin/categories',
    '/moderator/logs',
    '/reseller/orders',
    '/sub_reseller',
    '/panel/login',
  ])('does not index %s', (pathname) => {
    expect(resolvePageHead({}, { ...context, pathname }).robots).toBe('noindex, follow');
  });

  it('indexes shop pages unless the page disables it', () => {
    expect(resolvePageHead({}, context).robots).toBe('index, follow');
    expect(resolvePageHead({}, { ...context, pathname: '/administrator' }).robots).toBe(
      'index, follow',
    );
    expect(resolvePageHead({ noIndex: true }, context).robots).toBe('noindex, follow');
  });

  it('falls back to the site description and keywords', () => {
    const head = resolvePageHead({ title: 'Products' }, context);
    expect(head.description).toBe(context.defaultDescription);
    expect(head.keywords).toBe('clothes, real estate, electronics');
    expect(head.locale).toBe('en_US');
  });
});
