import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { products, searchVocabulary, stores } from '../../db/schema';
import { plain, type Bind } from './products.repository';
import { isContainingMatch, isNearSpelling } from './search-spelling';

// Which rows a search finds. Each word of the folded query (server/db/search-text.ts) must match
// a word of the row either as a substring (exact spelling, any case, prefixes of English words)
// or by trigram word similarity (`<%`, threshold WORD_SIMILARITY_THRESHOLD, set on every
// session), which finds near-miss spellings such as قميس for قميص or موبيل for موبايل. Words
// under 4 characters match by substring only: their few trigrams make similarity noise.
//
// A query word first expands to the vocabulary words it matches (`search_vocabulary`, every
// distinct word of the rows; a few thousand short strings to test instead of every row's text,
// and the same answer for every request with that word); rows are then found by the GIN index on
// their `search_words` (`&&`: has any of them).

/** The text and word columns search reads, of products or of stores. */
export interface SearchColumns {
  text: typeof products.searchText | typeof stores.searchText;
  words: typeof products.searchWords | typeof stores.searchWords;
}
export const productSearchColumns: SearchColumns = {
  text: products.searchText,
  words: products.searchWords,
};
export const storeSearchColumns: SearchColumns = {
  text: stores.searchText,
  words: stores.searchWords,
};

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const MIN_FUZZY_LENGTH = 4;

/** Whether a word also matches by word similarity (`wordMatches`), not by substring only. */
export const fuzzyWord = (word: string) => [...word].length >= MIN_FUZZY_LENGTH;

/** `column` matches `word` by substring or, for a long enough word, by word similarity. */
export function wordMatches(
  column: SQL | SQL.Aliased | SearchColumns['text'] | typeof searchVocabulary.word,
  word: string,
  bind: Bind = plain,
): SQL {
  // LIKE, not ILIKE: both sides are already `lower()`ed by the folding.
  const substring = sql`${column} like ${bind(`%${escapeLike(word)}%`)}`;
  return fuzzyWord(word) ? sql`(${substring} or ${bind(word)} <% ${column})` : substring;
}

/** The vocabulary words one query word matches. Stale words (no row has them) may be among them. */
export interface WordExpansion {
  /** The query word, folded. */
  word: string;
  /** Vocabulary words that contain it. */
  containing: string[];
  /** Vocabulary words similar to it that do not contain it. */
  similar: string[];
}

export async function expandWord(db: Db, word: string): Promise<WordExpansion> {
  const rows = await expandWordQuery(db, word);
  return {
    word,
    containing: rows
      .filter((row) => row.containing && isContainingMatch(word, row.word))
      .map((row) => row.word),
    similar: rows
      .filter((row) => !row.containing && isNearSpelling(word, row.word))
      .map((row) => row.word),
  };
}

export function expandWordQuery(db: Db, word: string) {
  return db
    .select({
      word: searchVocabulary.word,
      containing: sql<boolean>`${searchVocabulary.word} like ${`%${escapeLike(word)}%`}`,
    })
    .from(searchVocabulary)
    .where(wordMatches(searchVocabulary.word, word));
}

/** A word expanding to nothing matches nothing, and so does a query without words. */
export const matchesNothing = (expansions: WordExpansion[]) =>
  expansions.length === 0 ||
  expansions.some((e) => e.containing.length === 0 && e.similar.length === 0);

// Past this many containing words (a letter or two, a common syllable), the words go to the
// database as `text LIKE '%w%'` — the same rows — so the planner may scan the table: a GIN lookup
// of hundreds of words that together cover most rows is slower than a scan, and the list would
// grow with the catalogue.
const MAX_LISTED_WORDS = 64;

/**
 * Whether a word's containing words are matched as a list (`&&`) or as a substring of the text.
 */
export const listed = (e: WordExpansion) => e.containing.length <= MAX_LISTED_WORDS;

/** Every query word matches (see `expandWord`). */
export function matchesAll(
  columns: SearchColumns,
  expansions: WordExpansion[],
  bind: Bind = plain,
): SQL {
  if (matchesNothing(expansions)) return sql`false`;
  return and(
    ...expansions.map((e) =>
      listed(e)
        ? sql`${columns.words} && ${bind([...e.containing, ...e.similar])}::text[]`
        : sql`(${columns.text} like ${bind(`%${escapeLike(e.word)}%`)} or ${columns.words} && ${bind(e.similar)}::text[])`,
    ),
  )!;
}

/**
 * How well a row's name matches the query, for the rank (higher first): per query word 3 when a
 * name word is the query word, 2 when one starts with it, 1 when one contains it, 0 for a
 * misspelling — so exact and near-exact word matches come before fuzzy ones. Built with the same
 * structure for every expansion of a shape (`matchShape`).
 */
export function matchStrength(
  columns: SearchColumns,
  expansions: WordExpansion[],
  bind: Bind = plain,
): SQL {
  if (expansions.length === 0) return sql`0`;
  const terms = expansions.map((e) => {
    const exact = sql`${columns.words} && ${bind([e.word])}::text[]`;
    if (!listed(e)) {
      const start = escapeLike(e.word);
      return sql`(case when ${exact} then 3 when ${columns.text} like ${bind(`${start}%`)} or ${columns.text} like ${bind(`% ${start}%`)} then 2 when ${columns.text} like ${bind(`%${start}%`)} then 1 else 0 end)`;
    }
    const prefixed = e.containing.filter((w) => w !== e.word && w.startsWith(e.word));
    const inner = e.containing.filter((w) => !w.startsWith(e.word));
    return sql`(case when ${exact} then 3 when ${columns.words} && ${bind(prefixed)}::text[] then 2 when ${columns.words} && ${bind(inner)}::text[] then 1 else 0 end)`;
  });
  return sql.join(terms, sql` + `);
}

/** The shape of `matchesAll` for these expansions (see `Binder`): one letter per word. */
export function matchShape(expansions: WordExpansion[]): string {
  return expansions.map((e) => (listed(e) ? 'w' : 't')).join('');
}

/**
 * Vocabulary words equal to one of `words`, matching one of the LIKE `prefixes`, or near one of
 * `spellings` by trigram word similarity (its index); the caller keeps the ones it means.
 */
export async function vocabularyAmong(
  db: Db,
  words: readonly string[],
  prefixes: readonly string[],
  spellings: readonly string[],
): Promise<string[]> {
  const conditions = [
    sql`${searchVocabulary.word} = ANY(${sql.param([...words])}::text[])`,
    ...(prefixes.length
      ? [sql`${searchVocabulary.word} LIKE ANY(${sql.param([...prefixes])}::text[])`]
      : []),
    ...spellings.map((spelled) => sql`${spelled} <% ${searchVocabulary.word}`),
  ];
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT ${searchVocabulary.word} AS word FROM ${searchVocabulary} WHERE ${sql.join(conditions, sql` OR `)}`,
  );
  return rows.map((row) => row.word);
}
