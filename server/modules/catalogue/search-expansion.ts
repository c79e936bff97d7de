// What a query word stands for beyond its own spelling: its reviewed synonyms
// (domain/search/synonyms.ts) and, for a Latin word, its Franco-Arabic spellings
// (domain/search/arabizi.ts). Both add vocabulary words to the word's expansion as `similar`
// ones, so they find rows in every shape of `matchesAll` and rank after rows that carry the
// word itself (`matchStrength` gives similar words 0).
import { arabiziSpellings } from '../../../domain/search/arabizi';
import { synonymsOf } from '../../../domain/search/synonyms';
import type { Db } from '../../db/client';
import {
  escapeLike,
  expandWord,
  vocabularyAmong,
  type WordExpansion,
} from './search-vocabulary.repository';
import { isNearSpelling } from './search-spelling';

/** A synonym also finds words it begins (plurals, «iphone15») from this many letters. */
const MIN_PREFIX_SYNONYM = 4;

/**
 * Vocabulary words that are one of `synonyms` (or begin with a long one), or near one of the
 * Arabizi `spellings` (trigram word similarity, then the shopper's slips of `isNearSpelling`).
 */
async function relatedVocabulary(
  db: Db,
  synonyms: readonly string[],
  spellings: readonly string[],
): Promise<string[]> {
  const long = synonyms.filter((word) => [...word].length >= MIN_PREFIX_SYNONYM);
  const prefixes = long.map((word) => `${escapeLike(word)}%`);
  const rows = await vocabularyAmong(db, synonyms, prefixes, spellings);
  const synonymSet = new Set(synonyms);
  return rows.filter(
    (word) =>
      synonymSet.has(word) ||
      long.some((synonym) => word.startsWith(synonym)) ||
      spellings.some((spelled) => spelled === word || isNearSpelling(spelled, word)),
  );
}

/** A query word's expansion: its own vocabulary words, then its synonyms' and Arabizi spellings'. */
export async function expandQueryWord(db: Db, word: string): Promise<WordExpansion> {
  const synonyms = synonymsOf(word);
  const spellings = arabiziSpellings(word);
  if (synonyms.length === 0 && spellings.length === 0) return expandWord(db, word);
  const [own, related] = await Promise.all([
    expandWord(db, word),
    relatedVocabulary(db, synonyms, spellings),
  ]);
  const known = new Set([...own.containing, ...own.similar]);
  return { ...own, similar: [...own.similar, ...related.filter((w) => !known.has(w))] };
}
