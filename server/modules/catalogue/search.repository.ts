import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { categories, products, stores } from '../../db/schema';
import { foldedSql } from '../../db/search-text';
import {
  Binder,
  plain,
  productCardColumns,
  type Bind,
  type ProductCardRow,
  type Shape,
} from './products.repository';
import { escapeLike, fuzzyWord, wordMatches } from './search-vocabulary.repository';
import { publicProduct } from './visibility.repository';

// Ranking of search results and the category suggestions. Which rows match is decided through
// the vocabulary (search-vocabulary.repository.ts); results rank by how exactly the query's words
// match the name's words (`matchStrength`), then prefix hits of the whole query, then word
// similarity of the whole query to the row's folded text (server/db/search-text.ts).

type SearchColumn = typeof products.searchText | typeof stores.searchText;

export const searchStoreText = stores.searchText;

/**
 * The values the rank compares with (see `rankKeys`), each passed through `bind` once; `strength`
 * is `matchStrength` of the query's words (built with the same `bind`).
 */
export function rankValues(folded: string, bind: Bind = plain, strength: SQL = sql`0`) {
  const prefix = `${escapeLike(folded)}%`;
  return { prefix: bind(prefix), wordPrefix: bind(`% ${prefix}`), folded: bind(folded), strength };
}
export type RankValues = ReturnType<typeof rankValues>;

/** The rank of a match: a prefix hit of the whole query, then its word similarity. */
function rankKeys(column: SQLWrapper, values: RankValues) {
  return {
    prefix: sql<boolean>`(${column} like ${values.prefix} or ${column} like ${values.wordPrefix})`,
    similarity: sql<number>`word_similarity(${values.folded}, ${column})`,
  };
}

/** Best matches first: whole-query prefix hits, then word similarity. */
export function rankBy(column: SearchColumn, folded: string, bind: Bind = plain): SQL[] {
  const { prefix, similarity } = rankKeys(column, rankValues(folded, bind));
  return [sql`${prefix} desc`, sql`${similarity} desc`];
}

export interface RankedQuery {
  /** Conditions on products (always AND-ed with the visibility rule). */
  where: SQL[];
  /** The folded query the rank measures against (`rankValues`). */
  rank: RankValues;
  limit: unknown;
  offset: unknown;
}

/**
 * Public product cards matching `where`, best first (`rankBy`, then the most viewed, then the
 * newest id). The rank depends only on the folded name, so it is computed once per distinct name
 * among the matches — word_similarity costs microseconds per row and many products share a name
 * — and only the page's cards are read in full.
 */
export function rankedProductCardsQuery(db: Db, query: RankedQuery) {
  const keys = rankKeys(products.searchText, query.rank);
  // One row per distinct name with its products: a grouped query is planned apart, so its keys
  // are computed once per name whatever join the planner picks above it (a select-list unnest
  // or a rescanned join would compute them once per product again).
  const ranks = db.$with('search_ranks').as(
    db
      .select({
        // search_words follows the name as search_text does; max() only satisfies GROUP BY.
        strength: sql<number>`max(${query.rank.strength})`.as('strength'),
        prefix: keys.prefix.as('prefix'),
        similarity: keys.similarity.as('similarity'),
        ids: sql<number[]>`array_agg(${products.id})`.as('ids'),
        viewCounts: sql<number[]>`array_agg(${products.views})`.as('view_counts'),
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publicProduct(), ...query.where))
      .groupBy(products.searchText),
  );
  const top = db
    .select({
      id: sql<number>`"match"."id"`.as('id'),
      strength: ranks.strength,
      prefix: ranks.prefix,
      similarity: ranks.similarity,
      views: sql<number>`"match"."views"`.as('views'),
    })
    .from(
      sql`"search_ranks" cross join lateral unnest("search_ranks"."ids", "search_ranks"."view_counts") as "match"("id", "views")`,
    )
    .orderBy(
      sql`"strength" desc`,
      sql`"prefix" desc`,
      sql`"similarity" desc`,
      sql`"match"."views" desc`,
      sql`"match"."id" desc`,
    )
    .limit(query.limit as number)
    .offset(query.offset as number)
    .as('search_top');
  return db
    .with(ranks)
    .select(productCardColumns)
    .from(top)
    .innerJoin(products, sql`${products.id} = "search_top"."id"`)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .orderBy(
      sql`"search_top"."strength" desc`,
      sql`"search_top"."prefix" desc`,
      sql`"search_top"."similarity" desc`,
      sql`"search_top"."views" desc`,
      sql`"search_top"."id" desc`,
    );
}

/**
 * `rankedProductCardsQuery` built once per shape (see `Shape`), executed with its values: `where`
 * and `rank` must take their values from `shape.binder`.
 */
export function listRankedProductCards(
  db: Db,
  shape: Shape,
  query: Omit<RankedQuery, 'limit' | 'offset'> & { limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const statement = prepared(db, `ranked|${shape.key}`, () =>
    rankedProductCardsQuery(db, {
      ...query,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }),
  );
  return statement.execute({
    ...shape.binder.values,
    limit: query.limit,
    offset: query.offset,
  }) as Promise<ProductCardRow[]>;
}

/**
 * Active categories whose folded name matches, for suggestions: a prepared statement per shape
 * (which words are fuzzy, see `wordMatches`), asked on every keystroke.
 */
export function searchCategories(db: Db, words: string[], limit: number) {
  if (words.length === 0) return Promise.resolve([]);
  const folded = foldedSql(sql`${categories.nameAr} || ' ' || ${categories.nameEn}`);
  const binder = new Binder();
  const where = words.map((word) => wordMatches(folded, word, binder.bind));
  const similarity = sql`word_similarity(${binder.bind(words.join(' '))}, ${folded}) desc`;
  const key = words.map((word) => (fuzzyWord(word) ? 'f' : 's')).join('');
  const statement = prepared(db, `categories-suggest|${key}`, () =>
    db
      .select({
        id: categories.id,
        nameAr: categories.nameAr,
        nameEn: categories.nameEn,
        parentId: categories.parentId,
      })
      .from(categories)
      .where(and(eq(categories.isActive, true), ...where))
      // Ties by id: without it PostgreSQL's top-N sort picks among equal keys in no stated order.
      .orderBy(similarity, asc(categories.sort), asc(categories.id))
      .limit(sql.placeholder('limit')),
  );
  return statement.execute({ ...binder.values, limit }) as Promise<
    { id: number; nameAr: string; nameEn: string; parentId: number | null }[]
  >;
}

/**
 * `word_similarity(queries[i], texts[i])` for each pair, in the order given: the same function
 * and value the SQL rank (`rankKeys`), the `<%` operator (`wordMatches`) and the category
 * suggestions' order compare. One statement for every pair a request needs.
 */
export async function wordSimilarityPairs(db: Db, queries: string[], texts: string[]) {
  if (texts.length === 0) return [];
  const statement = prepared(db, 'word-similarity-pairs', () =>
    db
      .select({
        similarity: sql<number>`word_similarity("t"."query", "t"."text")`,
      })
      .from(
        sql`unnest(${sql.placeholder('queries')}::text[], ${sql.placeholder('texts')}::text[]) with ordinality as "t"("query", "text", "n")`,
      )
      .orderBy(sql`"t"."n"`),
  );
  const rows = (await statement.execute({ queries, texts })) as { similarity: number | string }[];
  return rows.map((row) => Number(row.similarity));
}
