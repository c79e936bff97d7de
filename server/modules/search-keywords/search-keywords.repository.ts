import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  KeywordBody,
  KeywordFilters,
  KeywordReview,
  KeywordSource,
} from '../../../domain/contracts/panel/search-keywords.contract';
import { foldSearchText } from '../../../domain/search-words';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { categories, products, searchKeywords } from '../../db/schema';
import { containsPattern, pagedList, searchAny, sortBy } from '../../lib/paging';
import { prepared } from '../../db/prepared';

const columns = {
  id: searchKeywords.id,
  keyword: searchKeywords.keyword,
  language: searchKeywords.language,
  category_id: searchKeywords.categoryId,
  category_name_ar: categories.nameAr,
  category_name_en: categories.nameEn,
  source: searchKeywords.source,
  review: searchKeywords.review,
  created_at: searchKeywords.createdAt,
};

const SORTS = {
  created_at: searchKeywords.createdAt,
  keyword: searchKeywords.folded,
  review: searchKeywords.review,
} as const;

export async function listKeywords(db: Db, filters: KeywordFilters) {
  const where = and(
    filters.review ? eq(searchKeywords.review, filters.review) : undefined,
    filters.source ? eq(searchKeywords.source, filters.source) : undefined,
    filters.language ? eq(searchKeywords.language, filters.language) : undefined,
    filters.category ? eq(searchKeywords.categoryId, filters.category) : undefined,
    searchAny(filters.q ? foldSearchText(filters.q) : undefined, [searchKeywords.folded]),
  );
  return pagedList(
    filters,
    async () =>
      (await db.select({ total: count() }).from(searchKeywords).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(searchKeywords)
        .leftJoin(categories, eq(categories.id, searchKeywords.categoryId))
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, searchKeywords.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findKeyword(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(searchKeywords)
    .leftJoin(categories, eq(categories.id, searchKeywords.categoryId))
    .where(eq(searchKeywords.id, id));
  return row ?? null;
}
export type PanelKeywordRow = NonNullable<Awaited<ReturnType<typeof findKeyword>>>;

/** Another keyword of the same language that folds the same, if any. */
export async function keywordTaken(db: Db, keyword: string, language: Language, selfId?: number) {
  const [row] = await db
    .select({ id: searchKeywords.id })
    .from(searchKeywords)
    .where(
      and(
        eq(searchKeywords.folded, foldSearchText(keyword)),
        eq(searchKeywords.language, language),
        selfId ? sql`${searchKeywords.id} <> ${selfId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertKeyword(db: Db, body: KeywordBody, source: KeywordSource = 'admin') {
  const [row] = await db
    .insert(searchKeywords)
    .values({
      keyword: body.keyword,
      folded: foldSearchText(body.keyword),
      language: body.language,
      categoryId: body.category_id,
      review: body.review,
      source,
    })
    .returning({ id: searchKeywords.id });
  return row!.id;
}

/** Proposals of a keyword run: pending, skipped when the folded keyword exists. Returns new ids. */
export async function insertProposals(
  db: Db,
  rows: { keyword: string; language: Language; categoryId: number | null }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(searchKeywords)
    .values(
      rows.map((row) => ({
        keyword: row.keyword,
        folded: foldSearchText(row.keyword),
        language: row.language,
        categoryId: row.categoryId,
        source: 'ai' as const,
        review: 'pending' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: searchKeywords.id });
  return inserted.map((row) => row.id);
}

export async function updateKeywordRow(db: Db, id: number, body: KeywordBody) {
  await db
    .update(searchKeywords)
    .set({
      keyword: body.keyword,
      folded: foldSearchText(body.keyword),
      language: body.language,
      categoryId: body.category_id,
      review: body.review,
    })
    .where(eq(searchKeywords.id, id));
}

export async function deleteKeywords(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(searchKeywords)
    .where(inArray(searchKeywords.id, ids))
    .returning({ id: searchKeywords.id });
  return rows.map((row) => row.id);
}

/** The keywords among `ids` with their current review and category (for the log). */
export function keywordsByIds(db: Db, ids: number[]) {
  return db
    .select({
      id: searchKeywords.id,
      review: searchKeywords.review,
      category_id: searchKeywords.categoryId,
    })
    .from(searchKeywords)
    .where(inArray(searchKeywords.id, ids));
}

export async function setKeywordsReview(db: Db, ids: number[], review: KeywordReview) {
  await db.update(searchKeywords).set({ review }).where(inArray(searchKeywords.id, ids));
}

export async function setKeywordsCategory(db: Db, ids: number[], categoryId: number | null) {
  await db.update(searchKeywords).set({ categoryId }).where(inArray(searchKeywords.id, ids));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return Boolean(row);
}

/**
 * Approved keywords of `language` (or of either language when the shopper types in the other
 * one) containing every query word, shortest first: the shopper's keyword suggestions. Backed by
 * the trigram index on `folded`.
 */
export async function approvedKeywordsMatching(db: Db, words: string[], limit: number) {
  if (words.length === 0) return [];
  // Asked on every suggestion keystroke: one prepared statement per number of words.
  const statement = prepared(db, `keywords-suggest|${words.length}`, () =>
    db
      .select({ keyword: searchKeywords.keyword })
      .from(searchKeywords)
      .where(
        and(
          eq(searchKeywords.review, 'approved'),
          ...words.map((_, i) => sql`${searchKeywords.folded} LIKE ${sql.placeholder(`word${i}`)}`),
        ),
      )
      .orderBy(sql`length(${searchKeywords.folded})`, searchKeywords.folded, searchKeywords.id)
      .limit(sql.placeholder('limit')),
  );
  const values: Record<string, unknown> = { limit };
  words.forEach((word, i) => (values[`word${i}`] = containsPattern(word)));
  const rows = (await statement.execute(values)) as { keyword: string }[];
  return rows.map((row) => row.keyword);
}

/** Main categories in display order (the keyword run's steps). */
export function mainCategoriesInOrder(db: Db) {
  return db
    .select({ id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** Names of up to `limit` public products of a main category. */
export function publicProductNames(db: Db, categoryId: number, limit: number) {
  return db
    .select({ nameAr: products.nameAr, nameEn: products.nameEn })
    .from(products)
    .where(
      and(
        eq(products.categoryId, categoryId),
        eq(products.status, 'accepted'),
        isNull(products.archivedAt),
      ),
    )
    .limit(limit);
}
