import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  readFilters,
  toApiQuery,
  toggleAttr,
  withFilter,
  writeFilters,
} from './filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('[CATALOGUE][FILTERS] filters ↔ URL', () => {
  it('reads every filter from the URL', () => {
    expect(
      read(
        'category=1&sub_category=2&attr=15&attr=12&price_min=100&price_max=900.5&governorate=3&area=9&negotiable=true&discounted=1&sort=price_desc&page=4',
      ),
    ).toEqual({
      category: 1,
      sub_category: 2,
      attr: [12, 15],
      price_min: 100,
      price_max: 900.5,
      governorate: 3,
      area: 9,
      negotiable: true,
      discounted: true,
      sort: 'price_desc',
      page: 4,
    });
  });

  it('drops values the API would reject instead of failing the page', () => {
    expect(read('category=abc&attr=-1&attr=x&price_min=-5&sort=cheapest&page=0')).toEqual({
      ...EMPTY_FILTERS,
      category: undefined,
      sub_category: undefined,
      governorate: undefined,
      area: undefined,
      price_min: undefined,
      price_max: undefined,
    });
    // A sub-category or area without its parent is meaningless.
    expect(read('sub_category=2&area=9').sub_category).toBeUndefined();
    expect(read('sub_category=2&area=9').area).toBeUndefined();
  });

  it('writes a canonical URL: fixed order, defaults left out, other keys kept', () => {
    const filters = read('sort=rating&attr=5&category=1&page=2&discounted=true');
    expect(writeFilters(filters, new URLSearchParams('locale=en&page=7')).toString()).toBe(
      'locale=en&category=1&attr=5&discounted=true&sort=rating&page=2',
    );
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const query = 'category=1&sub_category=4&attr=3&attr=8&price_min=5&negotiable=true&page=3';
    expect(writeFilters(read(query)).toString()).toBe(query);
  });

  it('goes back to page 1 on any change and clears what depends on the category', () => {
    const filters = read('category=1&sub_category=4&attr=3&governorate=2&area=5&page=3');
    const next = withFilter(filters, { category: 7 });
    expect(next).toMatchObject({ category: 7, sub_category: undefined, attr: [], page: 1 });
    expect(withFilter(filters, { governorate: 6 })).toMatchObject({ area: undefined, page: 1 });
    expect(toggleAttr(filters, 3).attr).toEqual([]);
    expect(toggleAttr(filters, 1).attr).toEqual([1, 3]);
    expect(activeFilterCount(filters)).toBe(5);
  });

  it('builds the API query with flags as `true` and the store of a store page', () => {
    expect(toApiQuery(read('negotiable=1&attr=2'), 'elsheikh.menswear')).toMatchObject({
      negotiable: 'true',
      discounted: undefined,
      attr: [2],
      sort: 'newest',
      page: 1,
      store: 'elsheikh.menswear',
    });
  });
});
