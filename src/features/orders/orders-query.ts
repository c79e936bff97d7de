import {
  myOrderContract,
  myOrdersContract,
  type Order,
  type OrderDetail,
} from '@domain/contracts/commerce.contract';
import type { PageMeta } from '@domain/contracts/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

export function myOrdersQuery(viewer: string, language: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.orders.list({ viewer, language, page }),
    queryFn: async ({ signal }): Promise<{ data: Order[]; meta: PageMeta }> => {
      const result = await callApi(myOrdersContract, { query: { page, per_page: 10 }, signal });
      return { data: result.data, meta: result.meta as PageMeta };
    },
    placeholderData: keepPreviousData,
  });
}

export function myOrderQuery(id: number, language: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders.detail(id), language],
    queryFn: async ({ signal }): Promise<OrderDetail> =>
      (await callApi(myOrderContract, { params: { id }, signal })).data,
  });
}
