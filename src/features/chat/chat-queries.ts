import {
  activeChatsContract,
  chatContract,
  chatsContract,
  messagesContract,
  type ChatSide,
} from '@domain/contracts/chat.contract';
import { productDetailContract } from '@domain/contracts/catalogue-products.contract';
import type { PageMeta } from '@domain/contracts/contract';
import type { Language } from '@domain/status/statuses';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** Where I chat: as a customer and for each store I answer for. */
export function inboxesQuery(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.chats.inboxes(viewer),
    queryFn: async ({ signal }) => (await callApi(activeChatsContract, { signal })).data,
  });
}

export interface ChatListFilter {
  as: ChatSide;
  store_id?: number;
  language: Language;
}

export function chatsQuery(viewer: string, filter: ChatListFilter) {
  return queryOptions({
    queryKey: queryKeys.chats.list(viewer, { ...filter }),
    queryFn: async ({ signal }) => {
      const result = await callApi(chatsContract, {
        query: { as: filter.as, store_id: filter.store_id, per_page: 30 },
        signal,
      });
      return { items: result.data, meta: result.meta as PageMeta };
    },
  });
}

export function chatQuery(viewer: string, id: number, language: Language) {
  return queryOptions({
    queryKey: queryKeys.chats.detail(viewer, id, language),
    queryFn: async ({ signal }) => (await callApi(chatContract, { params: { id }, signal })).data,
  });
}

export function messagesQuery(viewer: string, id: number, language: Language) {
  return queryOptions({
    queryKey: queryKeys.chats.messages(viewer, id, language),
    queryFn: async ({ signal }) =>
      (await callApi(messagesContract, { query: { chat_id: id, per_page: 100 }, signal })).data,
  });
}

/** A product's attributes and values, for the store's offer form (which variant is offered). */
export function offerProductQuery(id: number, language: Language) {
  return queryOptions({
    queryKey: queryKeys.chats.offerProduct(id, language),
    queryFn: async ({ signal }) =>
      (await callApi(productDetailContract, { params: { id }, signal })).data.attributes,
    staleTime: 60_000,
  });
}
