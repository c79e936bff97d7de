// The audit trail (spec §2 `logs`, DESIGN §7): every panel write leaves a row; panels read it,
// none can change it.
import { z } from 'zod';
import { RESOURCES } from '../../auth/resources';
import { ROLES } from '../../auth/roles';
import { line } from '../../validation/hygiene';
import { V } from '../../validation/keys';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { panelListQuery, queryDate } from './panel-list';

export const LOG_SORTS = ['created_at', 'action'] as const;

export const logFiltersSchema = panelListQuery(LOG_SORTS, {
  /** The account that acted. */
  actor: queryId.optional(),
  role: z.enum(ROLES, { error: V.filter.invalid }).optional(),
  action: line(80, { tooLongKey: V.filter.invalid }).optional(),
  entity: z.enum(RESOURCES, { error: V.filter.invalid }).optional(),
  entity_id: line(40, { tooLongKey: V.filter.invalid }).optional(),
  /** From this day (UTC), inclusive. */
  from: queryDate.optional(),
  /** To this day (UTC), inclusive. */
  to: queryDate.optional(),
});
export type LogFilters = z.infer<typeof logFiltersSchema>;

export const logRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  role: z.enum(ROLES).nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  notes: z.string().nullable(),
  /** `{ field: [before, after] }`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  createdAt: z.string(),
  actorId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
});
export type LogRow = z.infer<typeof logRowSchema>;

export const panelLogsContract = defineContract({
  method: 'GET',
  path: '/api/panel/logs',
  summary: 'The audit trail, newest first, with filters (admin: all; moderator: its resources)',
  tags: ['panel', 'logs'],
  permission: { resource: 'logs', action: 'list', kind: 'admin' },
  query: logFiltersSchema,
  response: z.array(logRowSchema),
  paged: true,
});

export const panelLogActionsContract = defineContract({
  method: 'GET',
  path: '/api/panel/logs/actions',
  summary: 'The distinct actions of the trail the caller may read (the action filter)',
  tags: ['panel', 'logs'],
  permission: { resource: 'logs', action: 'list', kind: 'admin' },
  response: z.array(z.string()),
});
