import { describe, expect, it } from 'vitest';
import { isNotFoundPath } from './not-found';

describe('[SEO] which paths are the not-found screen', () => {
  it('unknown paths and /404 are not found', () => {
    for (const path of [
      '/no-such-page',
      '/404',
      '/stores/extra/segments',
      '/admin/no-such-screen',
    ]) {
      expect(isNotFoundPath(path), path).toBe(true);
    }
  });

  it('pages of the app are found, even when their item may be missing', () => {
    for (const path of [
      '/',
      '/stores',
      '/search',
      '/about-us',
      '/products/some.store/999999',
      '/store/nobody',
      '/login',
      '/admin/categories',
      '/cart',
    ]) {
      expect(isNotFoundPath(path), path).toBe(false);
    }
  });
});
