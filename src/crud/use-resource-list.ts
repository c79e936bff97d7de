import type { PageMeta } from '@domain/contracts/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';
import type { AnyRow, ResourceDefinition } from './resource';

/** One page of a resource list from the server; the previous page stays shown while the next loads. */
export function useResourceList<Row extends AnyRow>(
  definition: ResourceDefinition<Row>,
  query: Record<string, string | number>,
) {
  return useQuery({
    queryKey: queryKeys.panel(definition.resource).list(query),
    queryFn: async ({ signal }) => {
      const result = await callApi(definition.list, { query: query as never, signal });
      return { rows: result.data as Row[], meta: result.meta as PageMeta };
    },
    placeholderData: keepPreviousData,
  });
}
