// Shoppers' reports of a product or a store (spec §2 `MakingReportModal`, §3 report, §5
// "report reason required", §7 `report`): a reason from the admin's list plus free text, one open
// report per shopper per target.
import { z } from 'zod';
import { V } from '../validation/keys';
import { optionalStringRule } from '../validation/rule';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';

export const REPORT_TARGETS = ['product', 'store'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_DETAILS_MAX = 1000;

export const reportReasonSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const reportReasonsContract = defineContract({
  tags: ['reports'],
  method: 'GET',
  path: '/api/report-reasons',
  summary: 'The reasons a shopper may give for a report, in the request language',
  permission: { resource: 'catalogue', action: 'list' },
  response: z.array(reportReasonSchema),
});

export const reportBodySchema = z.object({
  target: z.enum(REPORT_TARGETS, { error: V.required }),
  /** The product's or the store's id. */
  id: bodyId,
  /** One of `report-reasons` (an unknown or retired one: `validation.choice.report_reason`). */
  reason_id: z
    .number({ error: V.choice.report_reason })
    .int({ error: V.choice.report_reason })
    .positive({ error: V.choice.report_reason })
    .max(2_147_483_647, { error: V.choice.report_reason }),
  details: optionalStringRule({
    max: [REPORT_DETAILS_MAX, V.feedback.details_too_long],
    multiline: true,
  }),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportContract = defineContract({
  tags: ['reports'],
  method: 'POST',
  path: '/api/report',
  summary: 'Report a public product or store (one open report per shopper per target)',
  permission: { resource: 'reports', action: 'create', kind: 'user' },
  body: reportBodySchema,
  response: z.object({
    id: z.number().int(),
    target: z.enum(REPORT_TARGETS),
    target_id: z.number().int(),
    status: z.literal('open'),
  }),
  status: 201,
  idempotent: true,
});
