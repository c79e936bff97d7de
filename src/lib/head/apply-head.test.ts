import { describe, expect, it } from 'vitest';
import { applyHead } from './apply-head';
import { resolvePageHead } from './page-head';

describe('[HEAD] document head', () => {
  it('writes title, description, robots, canonical and social tags once', () => {
    const head = resolvePageHead(
      { title: 'Orders', description: 'Your orders', image: 'https://x.y/a.png' },
      {
        siteName: 'Dukkan',
        siteUrl: 'https://dukkan.example',
        pathname: '/admin/orders',
        search: '',
        language: 'en',
        notificationsCount: 2,
        twitterHandle: '@dukkan',
      },
    );
    applyHead(head);
    applyHead(head);
    expect(document.title).toBe('Orders | Dukkan (2)');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://dukkan.example/admin/orders',
    );
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://x.y/a.png',
    );
    expect(document.head.querySelector('meta[name="twitter:site"]')?.getAttribute('content')).toBe(
      '@dukkan',
    );
  });
});
