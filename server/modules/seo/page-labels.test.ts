import { describe, expect, it } from 'vitest';
import { pageLabel } from './page-labels';

describe('[SEO] server page titles', () => {
  it('are the client titles, with the search text in place', () => {
    expect(pageLabel('ar', 'categories')).toBe('الأقسام');
    expect(pageLabel('en', 'notFound')).toBe('Page not found');
    expect(pageLabel('ar', 'searchFor', { q: 'قميص' })).toBe('نتائج البحث عن «قميص»');
    expect(pageLabel('en', 'searchFor', { q: 'shirt' })).toBe('Results for “shirt”');
  });
});
