// The shape every back-office list shares (DESIGN §7): paging, one sort column with a direction,
// an optional search and the resource's own filters, all in the query string so the page URL and
// the API call carry the same names. Bulk writes name their rows by id.
import { z } from 'zod';
import { line } from '../../validation/hygiene';
import { V } from '../../validation/keys';
import { queryId, queryPage } from '../catalogue-schemas';

export const PANEL_PAGE_SIZES = [10, 20, 50, 100] as const;
export const PANEL_DEFAULT_PAGE_SIZE = 20;
/** Bulk writes touch at most this many rows per call (a page of 100, five times over). */
export const PANEL_BULK_MAX = 500;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Page size of a panel list, 1–100 (default 20). */
export const panelPerPage = z.coerce
  .number({ error: V.filter.invalid })
  .int({ error: V.filter.invalid })
  .min(1, { error: V.filter.invalid })
  .max(100, { error: V.filter.invalid })
  .default(PANEL_DEFAULT_PAGE_SIZE);

/** Free-text search of a panel list: trimmed, at most 100 characters; empty = no search. */
export const panelSearch = line(200, { tooLongKey: V.search.too_long })
  .trim()
  .max(100, { error: V.search.too_long });

/** A list query: `page`, `per_page`, `q`, `sort`, `dir` and the resource's filters. */
export function panelListQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(sorts: S, filters?: F, defaultDir: SortDirection = 'desc') {
  return z.object({
    page: queryPage,
    per_page: panelPerPage,
    q: panelSearch.optional(),
    sort: z.enum(sorts, { error: V.filter.invalid }).default(sorts[0] as S[number] as never),
    dir: z.enum(SORT_DIRECTIONS, { error: V.filter.invalid }).default(defaultDir),
    ...(filters ?? ({} as F)),
  });
}

/** `:id` in a panel path. */
export const idParams = z.object({ id: queryId });

/** A row id in a body. */
export const bodyId = z
  .number({ error: V.required })
  .int({ error: V.required })
  .positive({ error: V.required })
  .max(2_147_483_647, { error: V.required });

/** Bulk writes: 1–500 distinct ids. */
export const bulkIdsSchema = z
  .array(bodyId, { error: V.required })
  .min(1, { error: V.bulk.empty })
  .max(PANEL_BULK_MAX, { error: V.bulk.too_many });

export const bulkIdsBody = z.object({ ids: bulkIdsSchema });

/** What a bulk write answers: how many rows it changed. */
export const bulkResultSchema = z.object({ affected: z.number().int() });

/** What a delete answers. */
export const deletedSchema = z.object({ id: z.number().int() });

/** A `true`/`false` filter in the query string. */
export const queryBool = z
  .enum(['true', 'false'], { error: V.filter.invalid })
  .transform((value) => value === 'true');

/** An ISO date (`2026-11-24`) filter: the shape, then a real calendar day. */
export const queryDate = line(10, { tooLongKey: V.filter.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.filter.invalid })
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    },
    { error: V.filter.invalid },
  );
