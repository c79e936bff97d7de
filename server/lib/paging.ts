import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PageMeta } from '../../domain/contracts/contract';
import type { SortDirection } from '../../domain/contracts/panel/panel-list';
import type { Db } from '../db/client';
import type { TtlCache } from './ttl-cache';

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

/** The totals cache of each database handle (set by `buildApp`; none in a transaction). */
const countCaches = new WeakMap<object, TtlCache<number>>();

export function setCountCache(db: Db, cache: TtlCache<number>): void {
  countCaches.set(db, cache);
}

const dialect = new PgDialect();

/**
 * The key of a list's total: the list and its exact condition as SQL text with its values, which
 * holds the filters and the caller's scope alike (paging and sorting do not change a total).
 */
export function countKey(list: string, where: SQL | undefined): string {
  if (!where) return list;
  const { sql: text, params } = dialect.sqlToQuery(where);
  return JSON.stringify([list, text, params]);
}

/**
 * A page of a panel list: counts the matching rows, clamps the page to the last one and reads
 * that window. `rows` receives the limit and offset. With `counted`, the total is reused for the
 * database's count TTL (a big list's exact count costs more than its page).
 */
export async function pagedList<T>(
  paging: { page: number; per_page: number },
  total: () => Promise<number>,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
  counted?: { db: Db; key: string },
): Promise<{ data: T[]; meta: PageMeta }> {
  const cache = counted ? countCaches.get(counted.db) : undefined;
  const count = cache && counted ? await cache.get(counted.key, total) : await total();
  const { meta, offset } = pageWindow(count, paging.page, paging.per_page);
  const data = count === 0 ? [] : await rows({ limit: paging.per_page, offset });
  return { data, meta };
}
