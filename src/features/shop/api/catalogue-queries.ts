import type {
  homeContract,
  searchProductsContract,
  searchStoresContract,
  websiteHomeContract,
} from '@domain/contracts/catalogue-content.contract';
import type {
  categoryProductsContract,
  productDetailContract,
  ProductFilters,
  productsContract,
} from '@domain/contracts/catalogue-products.contract';
import type {
  allStoresContract,
  areasContract,
  categoriesContract,
  governoratesContract,
  storeDetailContract,
} from '@domain/contracts/catalogue-stores.contract';
import type { PageMeta } from '@domain/contracts/contract';
import type { Language } from '@domain/status/statuses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';
import { readRoute } from '@/lib/api/read-route';

/**
 * The catalogue's reads by method and path: a query that runs in the browser (a refetch of a
 * server-rendered page older than its freshness) loads no contract, so no zod on a first page
 * load. `catalogue-queries.test.ts` checks each path against its contract.
 */
export const CATALOGUE_ROUTES = {
  products: readRoute<typeof productsContract>('/api/products'),
  categoryProducts: readRoute<typeof categoryProductsContract>('/api/category-products'),
  productDetail: readRoute<typeof productDetailContract>('/api/products/:id'),
  allStores: readRoute<typeof allStoresContract>('/api/all-stores'),
  storeDetail: readRoute<typeof storeDetailContract>('/api/stores/:username'),
  categories: readRoute<typeof categoriesContract>('/api/categories'),
  governorates: readRoute<typeof governoratesContract>('/api/governorates'),
  areas: readRoute<typeof areasContract>('/api/areas'),
  home: readRoute<typeof homeContract>('/api/home'),
  websiteHome: readRoute<typeof websiteHomeContract>('/api/website-home'),
  searchProducts: readRoute<typeof searchProductsContract>('/api/website/search-products'),
  searchStores: readRoute<typeof searchStoresContract>('/api/website/search-stores'),
};
const R = CATALOGUE_ROUTES;

/** The URL's filters as the API takes them (`attr` repeats; flags as `true`). */
export type ProductQuery = Partial<Omit<ProductFilters, 'negotiable' | 'discounted'>> & {
  negotiable?: 'true';
  discounted?: 'true';
};

const STALE = 60_000;
// Product and store use the app's retry rule (query-client.ts): never for a 404/400 (the "not
// available" screen at once) or offline, twice for a dropped connection — the first request after
// the `online` event may still fail while the link comes up.

function paged<T>(result: { data: T; meta?: Record<string, unknown> }) {
  return { items: result.data, meta: result.meta as unknown as PageMeta };
}

export const catalogueQueries = {
  products: (language: Language, query: ProductQuery) =>
    queryOptions({
      queryKey: [...queryKeys.products.list({ ...query, language })],
      queryFn: async ({ signal }) => paged(await callApi(R.products, { query, signal })),
      placeholderData: keepPreviousData,
      staleTime: STALE,
    }),
  /** The filter panel's facets; on a store page (`store`), of that store's products only. */
  facets: (language: Language, category?: number, store?: string) =>
    queryOptions({
      queryKey: [
        ...queryKeys.products.all,
        'facets',
        language,
        category ?? 0,
        store?.toLowerCase() ?? '',
      ],
      queryFn: async ({ signal }) =>
        (
          await callApi(R.categoryProducts, {
            query: { category, store },
            signal,
          })
        ).data,
      staleTime: 5 * STALE,
    }),
  product: (language: Language, id: number) =>
    queryOptions({
      queryKey: [...queryKeys.products.detail(id), language],
      queryFn: async ({ signal }) =>
        (await callApi(R.productDetail, { params: { id }, signal })).data,
      staleTime: STALE,
    }),
  stores: (language: Language, query: Record<string, string | number | undefined>) =>
    queryOptions({
      queryKey: [...queryKeys.stores.list({ ...query, language })],
      queryFn: async ({ signal }) => paged(await callApi(R.allStores, { query, signal })),
      placeholderData: keepPreviousData,
      staleTime: STALE,
    }),
  store: (language: Language, username: string) =>
    queryOptions({
      queryKey: [...queryKeys.stores.detail(username.toLowerCase()), language],
      queryFn: async ({ signal }) =>
        (await callApi(R.storeDetail, { params: { username }, signal })).data,
      staleTime: STALE,
    }),
  categories: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.categories.lists(), language],
      queryFn: async ({ signal }) => (await callApi(R.categories, { signal })).data,
      staleTime: 10 * STALE,
    }),
  governorates: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.geo.lists(), 'governorates', language],
      queryFn: async ({ signal }) => (await callApi(R.governorates, { signal })).data,
      staleTime: 30 * STALE,
    }),
  areas: (language: Language, governorate: number) =>
    queryOptions({
      queryKey: [...queryKeys.geo.lists(), 'areas', governorate, language],
      queryFn: async ({ signal }) =>
        (await callApi(R.areas, { query: { governorate }, signal })).data,
      staleTime: 30 * STALE,
    }),
  home: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.home.detail('traditional'), language],
      queryFn: async ({ signal }) => (await callApi(R.home, { signal })).data,
      staleTime: STALE,
    }),
  websiteHome: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.home.detail('modern'), language],
      queryFn: async ({ signal }) => (await callApi(R.websiteHome, { signal })).data,
      staleTime: STALE,
    }),
  searchProducts: (language: Language, q: string, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.search.list({ kind: 'products', q, page, language })],
      queryFn: async ({ signal }) =>
        paged(
          await callApi(R.searchProducts, {
            query: { q, page },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
      staleTime: STALE,
    }),
  searchStores: (language: Language, q: string) =>
    queryOptions({
      queryKey: [...queryKeys.search.list({ kind: 'stores', q, language })],
      queryFn: async ({ signal }) =>
        paged(
          await callApi(R.searchStores, {
            query: { q, per_page: 8 },
            signal,
          }),
        ),
      staleTime: STALE,
    }),
};
