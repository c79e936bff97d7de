import type { PageMeta } from '@domain/contracts/contract';
import type { ProductFilters } from '@domain/contracts/catalogue-products.contract';
import type { Language } from '@domain/status/statuses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

// Contracts carry zod schemas; they are imported on demand so zod stays off the first paint.
const products = () => import('@domain/contracts/catalogue-products.contract');
const stores = () => import('@domain/contracts/catalogue-stores.contract');
const content = () => import('@domain/contracts/catalogue-content.contract');

/** The URL's filters as the API takes them (`attr` repeats; flags as `true`). */
export type ProductQuery = Partial<Omit<ProductFilters, 'negotiable' | 'discounted'>> & {
  negotiable?: 'true';
  discounted?: 'true';
};

const STALE = 60_000;
// Product and store use the app's retry rule (query-client.ts): never for a 404/400 (the "not
// available" screen at once) or offline, twice for a dropped connection — the first request after
// the `online` event may still fail while the link comes up (issue 14).

function paged<T>(result: { data: T; meta?: Record<string, unknown> }) {
  return { items: result.data, meta: result.meta as unknown as PageMeta };
}

export const catalogueQueries = {
  products: (language: Language, query: ProductQuery) =>
    queryOptions({
      queryKey: [...queryKeys.products.list({ ...query, language })],
      queryFn: async ({ signal }) =>
        paged(await callApi((await products()).productsContract, { query, signal })),
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
          await callApi((await products()).categoryProductsContract, {
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
        (await callApi((await products()).productDetailContract, { params: { id }, signal })).data,
      staleTime: STALE,
    }),
  stores: (language: Language, query: Record<string, string | number | undefined>) =>
    queryOptions({
      queryKey: [...queryKeys.stores.list({ ...query, language })],
      queryFn: async ({ signal }) =>
        paged(await callApi((await stores()).allStoresContract, { query, signal })),
      placeholderData: keepPreviousData,
      staleTime: STALE,
    }),
  store: (language: Language, username: string) =>
    queryOptions({
      queryKey: [...queryKeys.stores.detail(username.toLowerCase()), language],
      queryFn: async ({ signal }) =>
        (await callApi((await stores()).storeDetailContract, { params: { username }, signal }))
          .data,
      staleTime: STALE,
    }),
  categories: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.categories.lists(), language],
      queryFn: async ({ signal }) =>
        (await callApi((await stores()).categoriesContract, { signal })).data,
      staleTime: 10 * STALE,
    }),
  governorates: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.geo.lists(), 'governorates', language],
      queryFn: async ({ signal }) =>
        (await callApi((await stores()).governoratesContract, { signal })).data,
      staleTime: 30 * STALE,
    }),
  areas: (language: Language, governorate: number) =>
    queryOptions({
      queryKey: [...queryKeys.geo.lists(), 'areas', governorate, language],
      queryFn: async ({ signal }) =>
        (await callApi((await stores()).areasContract, { query: { governorate }, signal })).data,
      staleTime: 30 * STALE,
    }),
  home: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.home.detail('traditional'), language],
      queryFn: async ({ signal }) =>
        (await callApi((await content()).homeContract, { signal })).data,
      staleTime: STALE,
    }),
  websiteHome: (language: Language) =>
    queryOptions({
      queryKey: [...queryKeys.home.detail('modern'), language],
      queryFn: async ({ signal }) =>
        (await callApi((await content()).websiteHomeContract, { signal })).data,
      staleTime: STALE,
    }),
  searchProducts: (language: Language, q: string, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.search.list({ kind: 'products', q, page, language })],
      queryFn: async ({ signal }) =>
        paged(
          await callApi((await content()).searchProductsContract, {
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
          await callApi((await content()).searchStoresContract, {
            query: { q, per_page: 8 },
            signal,
          }),
        ),
      staleTime: STALE,
    }),
};
