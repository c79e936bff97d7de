// Search words (spec §6 search): how a query and stored names are folded (Arabic letter variants,
// harakat, Arabic-Indic digits) and split into words. The server's search and its SQL generated
// columns (server/db/search-text.ts) use this one rule; a client that splits a query uses it too.

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

// Persian (Eastern Arabic) digits ۰–۹ are typed on Persian and Urdu keyboards; a query folds them
// like Arabic-Indic ones. Only queries: the stored columns' fold (FOLD_FROM) is a generated-column
// expression, and changing it means rewriting every row
// (docs/decisions/0003-search-through-a-vocabulary.md).
const queryOnlyMap = new Map<string, string>(
  range(0x6f0, 0x6f9).map((code, i) => [cp(code), String(i)] as const),
);

/**
 * Folds a search term exactly as the `search_text` generated columns fold stored names (and
 * Persian digits like Arabic-Indic ones).
 */
export function foldSearchText(value: string): string {
  let out = '';
  for (const char of value.toLowerCase())
    out += foldMap.get(char) ?? queryOnlyMap.get(char) ?? char;
  return out.replace(/\s+/g, ' ').trim();
}

/** At most this many words of a query are searched. */
export const MAX_SEARCH_WORDS = 6;

/** The folded query and its words, split on spaces as the `search_words` columns are. */
export function searchWords(q: string): { folded: string; words: string[] } {
  const words = foldSearchText(q).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { folded: words.join(' '), words };
}
