import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct folded word of product and store `search_words` (server/db/search-text.ts),
 * filled by triggers on insert and on a change of the searched names (migration 0006). Search
 * expands a query word to the vocabulary words it matches, by substring or trigram similarity,
 * then finds rows through the GIN index on their words. A word no row has any more may stay: it
 * expands to nothing visible.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
