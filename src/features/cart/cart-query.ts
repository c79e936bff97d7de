import type { Cart } from '@domain/contracts/commerce.contract';
import { cartContract } from '@domain/contracts/commerce.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, queryKeys } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { patchSession } from '@/lib/session';
import { useShopperId } from './shopper';

export function cartQuery(viewer: string, language: 'ar' | 'en') {
  return queryOptions({
    queryKey: queryKeys.cart.detail(viewer, language),
    queryFn: async ({ signal }): Promise<Cart> => (await callApi(cartContract, { signal })).data,
  });
}

/** Keeps the header's badge (`cart_items_count` of the stored session) equal to the cart. */
export function setCartCount(count: number): void {
  patchSession('user', { cart_items_count: count });
}

/** The cart, grouped by store; the header count follows it. */
export function useCart() {
  const viewer = useShopperId();
  const language = useLanguage();
  const query = useQuery({ ...cartQuery(viewer ?? 'visitor', language), enabled: viewer !== null });
  const count = query.data?.count;
  useEffect(() => {
    if (count !== undefined) setCartCount(count);
  }, [count]);
  return query;
}
