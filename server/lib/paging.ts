import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PageMeta } from '../../domain/contracts/contract';
import type { SortDirection } from '../../domain/contracts/panel/panel-list';

/** Paging meta; a page past the end answers the last page (an empty result has lastPage 1). */
export function pageWindow(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, lastPage);
  return {
    meta: { page: current, perPage, total, lastPage } satisfies PageMeta,
    offset: (current - 1) * perPage,
  };
}

/** One sort column plus the id as tie-breaker, so equal values page in a stable order. */
export function sortBy(column: AnyColumn | SQL, dir: SortDirection, id: AnyColumn): SQL[] {
  const order = dir === 'asc' ? asc : desc;
  return [order(column), order(id)];
}

/** `%term%` with the LIKE wildcards of the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Rows where any of the columns contains the term (case-insensitive); undefined for no term. */
export function searchAny(term: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * A page of a panel list: counts the matching rows, clamps the page to the last one and reads
 * that window. `rows` receives the limit and offset.
 */
export async function pagedList<T>(
  paging: { page: number; per_page: number },
  total: () => Promise<number>,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<{ data: T[]; meta: PageMeta }> {
  const count = await total();
  const { meta, offset } = pageWindow(count, paging.page, paging.per_page);
  const data = count === 0 ? [] : await rows({ limit: paging.per_page, offset });
  return { data, meta };
}
