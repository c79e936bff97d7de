import type { Language } from '@domain/status/statuses';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** The reasons the admin offers (`report-reasons`), in the page's language. */
export function reportReasonsQuery(language: Language) {
  return queryOptions({
    queryKey: queryKeys.reportReasons.list(language),
    queryFn: async ({ signal }) => {
      const { reportReasonsContract } = await import('@domain/contracts/reports.contract');
      return (await callApi(reportReasonsContract, { signal })).data;
    },
    staleTime: 10 * 60_000,
  });
}
