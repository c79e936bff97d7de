import type { CategoryTree } from '../../../domain/contracts/catalogue.contract';
import type { Language } from '../../../domain/status/statuses';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { pick } from './mappers';
import {
  countPublicByCategory,
  listActiveCategories,
  type CategoryRow,
} from './categories.repository';

export interface CategoryCounts {
  main: Map<number, number>;
  sub: Map<number, number>;
}

/**
 * The whole catalogue's counts per database, when the catalogue routes configured a TTL: every
 * request of `/api/categories`, the homes, the facets and the server-rendered heads recounted
 * every public product (17 req/s on 100,000 products on PostgreSQL).
 */
const wholeCounts = new WeakMap<Db, TtlCache<CategoryCounts>>();
/** The category tree per language, under the same bound (a category edit shows as late). */
const trees = new WeakMap<Db, TtlCache<CategoryTree>>();

/**
 * Counts of the whole catalogue are reused for `ttlMs` and answered up to `ttlMs` more while one
 * recount runs in the background: they lag a write by at most 2 × `ttlMs` + one recount (0 = off).
 */
export function cacheCategoryCounts(db: Db, ttlMs: number): TtlCache<unknown>[] {
  const counts = new TtlCache<CategoryCounts>(ttlMs, 1, ttlMs);
  const tree = new TtlCache<CategoryTree>(ttlMs, 2, ttlMs);
  wholeCounts.set(db, counts);
  trees.set(db, tree);
  // Answered so a panel write of the categories can empty them (app.caches).
  return [counts, tree] as TtlCache<unknown>[];
}

/** Public product counts per main and per sub-category (of the products matching `where`). */
export async function categoryCounts(db: Db, where: SQL[] = []): Promise<CategoryCounts> {
  const cache = where.length === 0 ? wholeCounts.get(db) : undefined;
  return cache ? cache.get('all', () => countCategories(db, [])) : countCategories(db, where);
}

async function countCategories(db: Db, where: SQL[]): Promise<CategoryCounts> {
  const rows = await countPublicByCategory(db, where);
  const main = new Map<number, number>();
  const sub = new Map<number, number>();
  for (const row of rows) {
    main.set(row.categoryId, (main.get(row.categoryId) ?? 0) + row.total);
    if (row.subCategoryId !== null) {
      sub.set(row.subCategoryId, (sub.get(row.subCategoryId) ?? 0) + row.total);
    }
  }
  return { main, sub };
}

function node(row: CategoryRow, productsCount: number, language: Language) {
  return {
    id: row.id,
    name: pick(language, row.nameAr, row.nameEn),
    slug: row.slug,
    image: row.image,
    icon: row.icon,
    displayAsText: row.displayAsText,
    productsCount,
  };
}

/** Active main categories with their active sub-categories and public product counts. */
export async function getCategoryTree(db: Db, language: Language): Promise<CategoryTree> {
  const cache = trees.get(db);
  return cache
    ? cache.get(language, () => buildCategoryTree(db, language))
    : buildCategoryTree(db, language);
}

async function buildCategoryTree(db: Db, language: Language): Promise<CategoryTree> {
  const [rows, counts] = await Promise.all([listActiveCategories(db), categoryCounts(db)]);
  return rows
    .filter((row) => row.parentId === null)
    .map((main) => ({
      ...node(main, counts.main.get(main.id) ?? 0, language),
      children: rows
        .filter((row) => row.parentId === main.id)
        .map((child) => node(child, counts.sub.get(child.id) ?? 0, language)),
    }));
}
