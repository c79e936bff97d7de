import { canOnStore, withinCeiling, type ActorGrants } from '@domain/auth/permissions';
import type { Panel } from '@domain/auth/panels';
import type { Action, Resource } from '@domain/auth/resources';
import { panelAccessContract } from '@domain/contracts/panel-account.contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { callApi, queryKeys } from '@/lib/api';
import { useStoredState } from '@/lib/session';

const NO_GRANTS: ActorGrants = { grants: [], storeGrants: {} };

/** May `action` on `resource` show (on the row's store `storeId`, or on some store without one)? */
export type PanelMay = (resource: Resource, action: Action, storeId?: number) => boolean;

/**
 * What the signed-in panel account may do, for its buttons: the role's ceiling
 * (`withinCeiling`), and for a sub-reseller the grants the server resolved
 * (`GET /api/panel/access`) through the same `canOnStore()` rule the server's row answers use. A
 * sub-reseller's write buttons stay hidden until the grants are known. Showing is not
 * authorising: the server decides every call.
 */
export function usePanelAccess(panel: Panel): PanelMay {
  const viewer = useStoredState((state) => (state.admin ? String(state.admin.id) : null));
  const needsGrants = panel.role === 'moderator_reseller';
  const { data } = useQuery({
    queryKey: queryKeys.panelAccess.detail(viewer ?? 'none'),
    queryFn: async ({ signal }) => (await callApi(panelAccessContract, { signal })).data,
    enabled: needsGrants && viewer !== null,
    staleTime: 30_000,
  });
  const grants = useMemo<ActorGrants | null>(
    () =>
      data
        ? {
            grants: data.grants,
            storeGrants: Object.fromEntries(data.stores.map((row) => [row.store_id, row.grants])),
          }
        : null,
    [data],
  );
  return useCallback<PanelMay>(
    (resource, action, storeId) => {
      if (!withinCeiling(panel.role, resource, action)) return false;
      if (!needsGrants) return true;
      // Until the grants arrive, only what needs no grant (reading) shows.
      return canOnStore(panel.role, resource, action, grants ?? NO_GRANTS, storeId);
    },
    [panel.role, needsGrants, grants],
  );
}
