import { reportContract, type ReportTarget } from '@domain/contracts/reports.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

export interface SendReportInput {
  target: ReportTarget;
  id: number;
  reason_id: number;
  details: string;
}

/** Files a shopper's report of a product or store (one open report per target). */
export function useSendReport() {
  return useApiMutation(reportContract, {
    mutationKey: mutationKeys.reports.create,
    request: (input: SendReportInput) => ({
      body: { ...input, details: input.details || undefined },
    }),
    // Offline: kept in the outbox and sent when back online.
    outbox: {
      kind: 'report',
      label: (input) => input.details || undefined,
      ref: (input) => input.id,
    },
  });
}
