import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  KeywordReview,
  KeywordSource,
} from '../../../domain/contracts/panel/search-keywords.contract';
import { categories } from './catalogue';
import { id, timestamps } from './columns';
import { languageEnum } from './enums';

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

/**
 * Search keywords the admin curates or the keyword run proposes (server/modules/search-keywords).
 * Approved ones are offered as the shopper's suggestions (`GET /api/suggestions`). `folded` is the
 * keyword folded by domain/search-words, unique per language so a run never proposes a keyword twice.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: id(),
    keyword: text('keyword').notNull(),
    folded: text('folded').notNull(),
    language: languageEnum('language').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    source: text('source').$type<KeywordSource>().notNull().default('admin'),
    review: text('review').$type<KeywordReview>().notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('search_keywords_folded_language_idx').on(t.folded, t.language),
    index('search_keywords_review_idx').on(t.review),
    index('search_keywords_folded_trgm_idx').using('gin', t.folded.op('gin_trgm_ops')),
  ],
);
