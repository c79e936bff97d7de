import { describe, expect, it } from 'vitest';
import { isCacheablePath, isServerRenderedPath } from './rendered-paths';

describe('[SSR] which pages the server renders', () => {
  it('renders the open catalogue pages', () => {
    for (const path of [
      '/',
      '/products',
      '/products/elnile.store/12',
      '/products/elnile.store/12/cotton-shirt',
      '/store/elnile.store',
      '/stores',
      '/search',
      '/categories',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
      '/terms-condition',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
  });

  it('leaves sign-in, account, panel pages and the report modal to the browser', () => {
    for (const path of [
      '/login',
      '/cart',
      '/profile',
      '/admin/categories',
      '/panel/login',
      '/products/elnile.store/12/MakingReportModal',
      '/products/elnile.store/not-a-number',
      '/stores/extra',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });

  it('never reuses a product or store page, whose rendering counts a view', () => {
    expect(isCacheablePath('/products?category=1')).toBe(true);
    expect(isCacheablePath('/stores')).toBe(true);
    expect(isCacheablePath('/products/elnile.store/12')).toBe(false);
    expect(isCacheablePath('/store/elnile.store')).toBe(false);
  });
});
