import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, searchVocabulary, stores } from '../../db/schema';
import { foldedSql } from '../../db/search-text';
import {
  plain,
  prepared,
  productCardColumns,
  type Bind,
  type ProductCardRow,
  type Shape,
} from './products.repository';
import { publicProduct } from './visibility.repository';

// Forgiving search over folded names (server/db/search-text.ts). Each word of the folded query
// must match a word of the row either as a substring (exact spelling, any case, prefixes of
// English words) or by trigram word similarity (`<%`, threshold WORD_SIMILARITY_THRESHOLD of
// server/db/search-text.ts, set on every session), which finds near-miss spellings such as قميس
// for قميص or موبيل for موبايل. Words under 4 characters match by substring only: their few
// trigrams make similarity noise.
//
// Matching goes through the vocabulary (`search_vocabulary`, every distinct word of the rows): a
// query word first expands to the vocabulary words it matches — a few hundred short strings to
// test instead of every row's text, and the same answer for every request with that word — then
// rows are found by the GIN index on their `search_words` (`&&`: has any of them). Results rank
// by word similarity of the whole query to the row's text, prefix hits first.

type SearchColumn = typeof products.searchText | typeof stores.searchText;
type WordsColumn = typeof products.searchWords | typeof stores.searchWords;

export const searchProductWords = products.searchWords;
export const searchStoreText = stores.searchText;
export const searchStoreWords = stores.searchWords;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const MIN_FUZZY_LENGTH = 4;

const fuzzy = (word: string) => [...word].length >= MIN_FUZZY_LENGTH;

// Substrings match with LIKE, not ILIKE: both sides are already `lower()`ed by the folding.
function wordMatches(
  column: SQL | SearchColumn | typeof searchVocabulary.word,
  word: string,
  bind: Bind = plain,
): SQL {
  const substring = sql`${column} like ${bind(`%${escapeLike(word)}%`)}`;
  return fuzzy(word) ? sql`(${substring} or ${bind(word)} <% ${column})` : substring;
}

/**
 * The vocabulary words a query word (already folded) matches: the words that contain it, and
 * for a word of 4 characters or more the words it is similar to. Stale words may be among them.
 */
export async function expandWord(db: Db, word: string): Promise<string[]> {
  const rows = await expandWordQuery(db, word);
  return rows.map((row) => row.word);
}

export function expandWordQuery(db: Db, word: string) {
  return db
    .select({ word: searchVocabulary.word })
    .from(searchVocabulary)
    .where(wordMatches(searchVocabulary.word, word));
}

/**
 * Every query word matches: the row has one of the vocabulary words it expanded to (see
 * `expandWord`), one array per query word.
 */
export function matchesAll(column: WordsColumn, expansions: string[][], bind: Bind = plain): SQL {
  // A query of only tatweel or tashkeel folds to nothing: it matches nothing, not everything.
  if (expansions.length === 0 || expansions.some((words) => words.length === 0)) return sql`false`;
  return and(...expansions.map((words) => sql`${column} && ${bind(words)}::text[]`))!;
}

/** The values the rank compares with (see `rankKeys`), each passed through `bind` once. */
export function rankValues(folded: string, bind: Bind = plain) {
  const prefix = `${escapeLike(folded)}%`;
  return { prefix: bind(prefix), wordPrefix: bind(`% ${prefix}`), folded: bind(folded) };
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
      prefix: ranks.prefix,
      similarity: ranks.similarity,
      views: sql<number>`"match"."views"`.as('views'),
    })
    .from(
      sql`"search_ranks" cross join lateral unnest("search_ranks"."ids", "search_ranks"."view_counts") as "match"("id", "views")`,
    )
    .orderBy(
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

/** Active categories whose folded name matches, for suggestions. */
export function searchCategories(db: Db, words: string[], limit: number) {
  if (words.length === 0) return Promise.resolve([]);
  const folded = foldedSql(sql`${categories.nameAr} || ' ' || ${categories.nameEn}`);
  return db
    .select({
      id: categories.id,
      nameAr: categories.nameAr,
      nameEn: categories.nameEn,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(and(eq(categories.isActive, true), ...words.map((word) => wordMatches(folded, word))))
    .orderBy(sql`word_similarity(${words.join(' ')}, ${folded}) desc`, asc(categories.sort))
    .limit(limit);
}
