import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, stores } from '../../db/schema';
import { foldedSql } from '../../db/search-text';
import { plain, type Bind } from './products.repository';

// Forgiving search over the folded `search_text` columns (server/db/search-text.ts). Each word of
// the folded query must match either as a substring (LIKE on folded text: exact spelling, any
// case, prefixes of English words) or by trigram word similarity (`<%`, threshold
// WORD_SIMILARITY_THRESHOLD of server/db/search-text.ts, set on every session), which finds
// near-miss spellings such as قميس for قميص or موبيل for موبايل. Both operators are served by the
// GIN trigram indexes. Results rank by word similarity to the whole query, prefix hits first.
// Words under 4 characters match by substring only: their few trigrams make similarity noise.

type SearchColumn = typeof products.searchText | typeof stores.searchText;

export const searchProductText = products.searchText;
export const searchStoreText = stores.searchText;
/** Tie-break of product results: the most viewed first. */
export const productPopularity = sql`${products.views} desc`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const MIN_FUZZY_LENGTH = 4;

const fuzzy = (word: string) => [...word].length >= MIN_FUZZY_LENGTH;

// Substrings match with LIKE, not ILIKE: the column is already `lower()`ed by foldedSql and the
// words by foldSearchText, and ILIKE lower-cases every candidate row again (a third of the time
// of a trigram search on Arabic text). The GIN trigram index serves both operators.
function wordMatches(column: SQL | SearchColumn, word: string, bind: Bind = plain): SQL {
  const substring = sql`${column} like ${bind(`%${escapeLike(word)}%`)}`;
  return fuzzy(word) ? sql`(${substring} or ${bind(word)} <% ${column})` : substring;
}

/** Every word matches by substring or similarity. `words` are already folded. */
export function matchesAll(column: SearchColumn, words: string[], bind: Bind = plain): SQL {
  // A query of only tatweel or tashkeel folds to nothing: it matches nothing, not everything.
  if (words.length === 0) return sql`false`;
  return and(...words.map((word) => wordMatches(column, word, bind)))!;
}

/** The shape of `matchesAll` for these words (see `Binder`): one letter per word. */
export function matchShape(words: string[]): string {
  return words.length === 0 ? 'none' : words.map((word) => (fuzzy(word) ? 'f' : 's')).join('');
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
