import { describe, expect, it } from 'vitest';
import { resolvePageHead, type HeadContext } from './page-head';

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

describe('[HEAD] title (domain/meta rules)', () => {
  it('is "<page> | <site>" with the unread count in the language\'s digits', () => {
    expect(resolvePageHead({ title: 'Cart' }, context).title).toBe('Cart | Dukkan');
    expect(resolvePageHead({ title: 'Cart' }, { ...context, notificationsCount: 3 }).title).toBe(
      'Cart | Dukkan (3)',
    );
    const arabic = {
      ...context,
      siteName: 'دكّان',
      language: 'ar' as const,
      notificationsCount: 12,
    };
    expect(resolvePageHead({ title: 'السلة' }, arabic).title).toBe('السلة | دكّان (١٢)');
  });

  it('uses an exact title as is (home page SEO title) and trims to 55 characters', () => {
    expect(resolvePageHead({ title: 'Dukkan — shop Egypt', exactTitle: true }, context).title).toBe(
      'Dukkan — shop Egypt',
    );
    expect([...resolvePageHead({ title: 'x'.repeat(80) }, context).title]).toHaveLength(55);
  });
});

describe('[HEAD] canonical and robots (spec §2)', () => {
  it('is the site URL plus the full path', () => {
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
  ])(
    'does not index %s, nor follow its links (docs/decisions/0008-seo-heads-status-codes-sitemaps.md)',
    (pathname) => {
      expect(resolvePageHead({}, { ...context, pathname }).robots).toBe('noindex, nofollow');
    },
  );

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
