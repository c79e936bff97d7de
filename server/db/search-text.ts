import { sql, type SQL } from 'drizzle-orm';

const cp = (...codes: number[]) => String.fromCodePoint(...codes);

// Built from code points: combining marks are invisible in an editor and easy to corrupt.
// أ إ آ ٱ → ا, ى → ي, ة → ه, ٠–٩ → 0–9; tatweel and the harakat have no counterpart, so
// Postgres `translate` (and foldSearchText below) deletes them.
const MAPPED_FROM = cp(0x623, 0x625, 0x622, 0x671, 0x649, 0x629) + cp(...range(0x660, 0x669));
const MAPPED_TO = cp(0x627, 0x627, 0x627, 0x627, 0x64a, 0x647) + '0123456789';
const DELETED = cp(0x640, ...range(0x64b, 0x652));

export const FOLD_FROM = MAPPED_FROM + DELETED;
export const FOLD_TO = MAPPED_TO;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const foldMap = new Map<string, string>(
  [...FOLD_FROM].map((char, i) => [char, FOLD_TO[i] ?? ''] as const),
);

/** Folds a search term exactly as the `search_text` generated columns fold stored names. */
export function foldSearchText(value: string): string {
  let out = '';
  for (const char of value.toLowerCase()) out += foldMap.get(char) ?? char;
  return out.replace(/\s+/g, ' ').trim();
}

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
