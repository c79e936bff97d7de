import { withinCeiling } from '@domain/auth/permissions';
import type { Panel } from '@domain/auth/panels';
import { waitingOrdersContract } from '@domain/contracts/commerce-panel.contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeys } from '../api';
import { useStoredState } from '../session';

/**
 * How many orders wait for the signed-in panel account's move (`GET /api/panel/orders/waiting`):
 * the menu's badge and the page title. Under the panel's orders key, so the live `order` event
 * that refetches the list refetches this too (live-refresh.ts); staff, who are not sent every
 * order, get it again when the tab comes back to the front. 0 where the panel lists no orders.
 */
export function useWaitingOrders(panel: Panel): number {
  const viewer = useStoredState((state) => (state.admin ? String(state.admin.id) : null));
  const { data } = useQuery({
    queryKey: [...queryKeys.panel('orders').all, 'waiting', viewer ?? 'none'],
    queryFn: async ({ signal }) => (await callApi(waitingOrdersContract, { signal })).data,
    enabled: viewer !== null && withinCeiling(panel.role, 'orders', 'list'),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return data?.count ?? 0;
}
