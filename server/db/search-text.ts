import { sql, type SQL } from 'drizzle-orm';

// The fold itself is the domain rule (domain/search-words.ts); this file is its SQL twin.
export { FOLD_FROM, FOLD_TO, foldSearchText } from '../../domain/search-words';
import { FOLD_FROM, FOLD_TO } from '../../domain/search-words';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL twin of foldSearchText. `translate` and `lower` are immutable, so the expression may back a
 * STORED generated column and a trigram index.
 */
export function foldedSql(expression: SQL): SQL {
  return sql`translate(lower(${expression}), ${sql.raw(literal(FOLD_FROM))}, ${sql.raw(literal(FOLD_TO))})`;
}

/**
 * The folded words of `expression` (split on spaces, as foldSearchText splits a query), for the
 * `search_words` generated columns. A generated column may not read another, so the fold is
 * repeated rather than splitting `search_text`.
 */
export function foldedWordsSql(expression: SQL): SQL {
  return sql`string_to_array(${foldedSql(expression)}, ' ')`;
}

/**
 * Trigram word-similarity threshold of the `<%` operator for every session (server/db/client.ts).
 * pg_trgm's default 0.6 misses a swapped vowel in a short word: موبيل against موبايل scores
 * 4/9 ≈ 0.44. 0.4 keeps those; looser matches (قماش for قميس) rank below the close ones.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Session settings every connection gets. `pg_trgm.*` may be set before the extension loads. */
export const SESSION_SETTINGS_SQL = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/** The same settings as PostgreSQL startup options (node-postgres `options`). */
export const SESSION_STARTUP_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
