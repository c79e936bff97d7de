import {
  myStoreContract,
  myStoresContract,
  startPackagesContract,
  type MyStore,
  type MyStoreDetail,
  type StartPackage,
} from '@domain/contracts/my-stores.contract';
import {
  areasContract,
  categoriesContract,
  governoratesContract,
} from '@domain/contracts/catalogue-stores.contract';
import type { Language } from '@domain/status/statuses';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** `GET /api/stores`: the signed-in seller's stores (`viewer` = their id, so accounts never mix). */
export function myStoresQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.myStores.list(viewer),
    queryFn: async ({ signal }): Promise<MyStore[]> =>
      (await callApi(myStoresContract, { signal })).data,
  });
}

/** `GET /api/store-settings/:id`: everything the settings form edits. */
export function myStoreQueryOptions(viewer: string, id: number) {
  return queryOptions({
    queryKey: queryKeys.myStores.detail(viewer, id),
    queryFn: async ({ signal }): Promise<MyStoreDetail> =>
      (await callApi(myStoreContract, { params: { id }, signal })).data,
  });
}

/** `GET /api/store-packages`: what a new store may start on without paying. */
export function startPackagesQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.myStores.startPackages(viewer),
    queryFn: async ({ signal }): Promise<StartPackage[]> =>
      (await callApi(startPackagesContract, { signal })).data,
  });
}

/** Governorates, areas and main categories for the store form (public, in the page language). */
export function governoratesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...queryKeys.geo.list({ kind: 'governorates' }), language],
    queryFn: async ({ signal }) => (await callApi(governoratesContract, { signal })).data,
    staleTime: 10 * 60_000,
  });
}

export function areasQueryOptions(language: Language, governorate: number) {
  return queryOptions({
    queryKey: [...queryKeys.geo.list({ kind: 'areas', governorate }), language],
    queryFn: async ({ signal }) =>
      (await callApi(areasContract, { query: { governorate }, signal })).data,
    staleTime: 10 * 60_000,
  });
}

export function mainCategoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...queryKeys.categories.list({ kind: 'tree' }), language],
    queryFn: async ({ signal }) => (await callApi(categoriesContract, { signal })).data,
    staleTime: 10 * 60_000,
  });
}
