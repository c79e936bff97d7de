import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api';
import { onLive } from './live-bus';

/**
 * Refetches what shows an order when the stream says it changed: the shopper's orders and their
 * details, the panels' order lists and dashboards. A refetch, not a patch, so every list keeps
 * its own filters and order.
 */
export function useLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLive('order', () => {
        for (const queryKey of [
          queryKeys.orders.all,
          queryKeys.panel('orders').all,
          queryKeys.panel('dashboard').all,
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [queryClient],
  );
}
