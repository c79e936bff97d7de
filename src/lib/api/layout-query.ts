import type { LayoutData, layoutContract } from '@domain/contracts/general.contract';
import type { Language } from '@domain/status/statuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { useStoredState } from '../session/use-stored-state';
import { callApi } from './client';
import { queryKeys } from './query-keys';
import { readRoute } from './read-route';

/** `GET /api/layout` without its contract's zod (`read-route.ts`; checked in read-route.test.ts). */
export const LAYOUT_ROUTE = readRoute<typeof layoutContract>('/api/layout');

export function layoutQueryOptions(language: Language, viewer: string) {
  return queryOptions({
    queryKey: queryKeys.layout.detail(language, viewer),
    queryFn: async ({ signal }): Promise<LayoutData> =>
      (await callApi(LAYOUT_ROUTE, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** Site meta, public settings and the unread count from `GET /api/layout`, cached per language. */
export function useLayoutData() {
  const language = useLanguage();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : 'visitor'));
  return useQuery(layoutQueryOptions(language, viewer));
}

/**
 * Whether card payments can be taken (`cardPayments` of `GET /api/layout`: false when the server
 * has no payment provider). Unknown while the layout loads: true, and the server decides.
 */
export function useCardPayments(): boolean {
  return useLayoutData().data?.cardPayments ?? true;
}
