import { PRODUCT_SORTS, type ProductSort } from '@domain/catalogue/sorts';
import type { ProductQuery } from '../api/catalogue-queries';

/** The filters of `/products` as they live in the URL (same names as `GET /api/products`). */
export interface ListingFilters {
  category?: number;
  sub_category?: number;
  attr: number[];
  price_min?: number;
  price_max?: number;
  governorate?: number;
  area?: number;
  negotiable: boolean;
  discounted: boolean;
  sort: ProductSort;
  page: number;
}

export const EMPTY_FILTERS: ListingFilters = {
  attr: [],
  negotiable: false,
  discounted: false,
  sort: 'newest',
  page: 1,
};

const ID_KEYS = ['category', 'sub_category', 'governorate', 'area'] as const;
const AMOUNT_KEYS = ['price_min', 'price_max'] as const;

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
}

function amount(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 ? value : undefined;
}

const isFlag = (raw: string | null) => raw === 'true' || raw === '1';

/**
 * Reads filters from the URL. A hand-edited or stale value the API would reject is dropped, not
 * sent, so a bad link still shows products instead of an error.
 */
export function readFilters(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = { ...EMPTY_FILTERS, attr: [] };
  for (const key of ID_KEYS) filters[key] = positiveInt(params.get(key));
  for (const key of AMOUNT_KEYS) filters[key] = amount(params.get(key));
  filters.attr = [
    ...new Set(
      params
        .getAll('attr')
        .map(positiveInt)
        .filter((id) => id !== undefined),
    ),
  ].sort((a, b) => a - b);
  filters.negotiable = isFlag(params.get('negotiable'));
  filters.discounted = isFlag(params.get('discounted'));
  const sort = params.get('sort');
  filters.sort = (PRODUCT_SORTS as readonly string[]).includes(sort ?? '')
    ? (sort as ProductSort)
    : 'newest';
  filters.page = positiveInt(params.get('page')) ?? 1;
  if (!filters.category) filters.sub_category = undefined;
  if (!filters.governorate) filters.area = undefined;
  return filters;
}

/** Filters → URL search params in a fixed order, defaults left out, so equal filters share a URL. */
export function writeFilters(filters: ListingFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Keys the listing does not own (e.g. `locale`) are carried over untouched.
  base?.forEach((value, key) => {
    if (!isFilterKey(key)) params.append(key, value);
  });
  for (const key of ID_KEYS) if (filters[key]) params.set(key, String(filters[key]));
  for (const id of filters.attr) params.append('attr', String(id));
  for (const key of AMOUNT_KEYS) {
    if (filters[key] !== undefined) params.set(key, String(filters[key]));
  }
  if (filters.negotiable) params.set('negotiable', 'true');
  if (filters.discounted) params.set('discounted', 'true');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const FILTER_KEYS = new Set<string>([
  ...ID_KEYS,
  ...AMOUNT_KEYS,
  'attr',
  'negotiable',
  'discounted',
  'sort',
  'page',
]);

export function isFilterKey(key: string): boolean {
  return FILTER_KEYS.has(key);
}

/** A changed filter starts again at page 1; a new category drops its sub-category and attributes. */
export function withFilter(
  filters: ListingFilters,
  change: Partial<Omit<ListingFilters, 'page'>>,
): ListingFilters {
  const next = { ...filters, ...change, page: 1 };
  if ('category' in change && change.category !== filters.category) {
    next.sub_category = undefined;
    next.attr = [];
  }
  if ('governorate' in change && change.governorate !== filters.governorate) next.area = undefined;
  return next;
}

export function toggleAttr(filters: ListingFilters, id: number): ListingFilters {
  const attr = filters.attr.includes(id)
    ? filters.attr.filter((value) => value !== id)
    : [...filters.attr, id].sort((a, b) => a - b);
  return withFilter(filters, { attr });
}

/** How many filters are on (the badge on the phone's "Filters" button). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    ID_KEYS.filter((key) => filters[key]).length +
    filters.attr.length +
    AMOUNT_KEYS.filter((key) => filters[key] !== undefined).length +
    Number(filters.negotiable) +
    Number(filters.discounted)
  );
}

/** The API query for these filters (plus the store of a store page). */
export function toApiQuery(filters: ListingFilters, store?: string): ProductQuery {
  return {
    category: filters.category,
    sub_category: filters.sub_category,
    attr: filters.attr.length ? filters.attr : undefined,
    price_min: filters.price_min,
    price_max: filters.price_max,
    governorate: filters.governorate,
    area: filters.area,
    negotiable: filters.negotiable ? 'true' : undefined,
    discounted: filters.discounted ? 'true' : undefined,
    sort: filters.sort,
    page: filters.page,
    store,
  };
}
