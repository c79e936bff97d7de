import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, searchVocabulary, stores } from '../../db/schema';
import { foldedSql } from '../../db/search-text';
import { plain, type Bind } from './products.repository';

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

export const searchProductText = products.searchText;
export const searchProductWords = products.searchWords;
export const searchStoreText = stores.searchText;
export const searchStoreWords = stores.searchWords;
/** Tie-breaks of product results: the most viewed first, then the newest id (stable pages). */
export const productPopularity = [sql`${products.views} desc`, sql`${products.id} desc`];

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
  const rows = await db
    .select({ word: searchVocabulary.word })
    .from(searchVocabulary)
    .where(wordMatches(searchVocabulary.word, word));
  return rows.map((row) => row.word);
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

/** Best matches first: whole-query prefix hits, then word similarity. */
export function rankBy(column: SearchColumn, folded: string, bind: Bind = plain): SQL[] {
  const prefix = `${escapeLike(folded)}%`;
  return [
    sql`(${column} like ${bind(prefix)} or ${column} like ${bind(`% ${prefix}`)}) desc`,
    sql`word_similarity(${bind(folded)}, ${column}) desc`,
  ];
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
