import { WORD_SIMILARITY_THRESHOLD } from '../../db/search-text';
import type { CatalogueModel } from './catalogue-model';
import {
  emptySearchPart,
  indexText,
  matchingTexts,
  startsAWord,
  type SearchPart,
} from './catalogue-model-search';
import type { SuggestionSources } from './catalogue-model.repository';
import { fuzzyWord, type WordExpansion } from './search-vocabulary.repository';

// A suggestion's stores, categories and approved keywords from the catalogue read model
// (issue 14, session 10): the same rows in the same order as the SQL of `suggest`
// (search.service.ts) — stores as `matchesAll` over the stores' search columns ranked by
// `rankBy` then `storeOrder`; categories as `searchCategories` (every word a substring of the
// folded name or, for a word of 4+ letters, `word <% name`; by word similarity, sort, id);
// keywords as `approvedKeywordsMatching` (every word a substring, the database's order).
//
// `word_similarity` is PostgreSQL's function, answered by its JavaScript twin once the build has
// checked it against the database (catalogue-model-similarity.ts, session 11); without it, what
// a suggestion needs — its products' tiers, its stores' and its categories' — is asked in ONE
// statement per request (`CatalogueModel.similaritiesOf` gathers the asks made in the same turn),
// nothing when every pair is already known.

type StoreSource = SuggestionSources['stores'][number];
type CategorySource = SuggestionSources['categories'][number];

export interface SuggestPart {
  stores: StoreSource[];
  /** The stores' folded names; `productsOf` holds store positions in `stores`. */
  storeIndex: SearchPart;
  storeRating: Float64Array;
  categories: CategorySource[];
  /** Approved keywords in `approvedKeywordsMatching`'s order (length, then the collation). */
  keywords: SuggestionSources['keywords'];
}

export function suggestPart(sources: SuggestionSources): SuggestPart {
  const storeIndex = emptySearchPart();
  const textIndex = new Map<string, number>();
  sources.stores.forEach((store, at) => {
    if (store.text !== null)
      indexText(storeIndex, textIndex, store.text, at, store.words ?? undefined);
  });
  storeIndex.stamps = new Uint32Array(storeIndex.texts.length);
  return {
    stores: sources.stores,
    storeIndex,
    storeRating: Float64Array.from(sources.stores, (store) => Number(store.ratingAvg)),
    categories: sources.categories,
    keywords: sources.keywords,
  };
}

export interface SuggestionSides {
  stores: Pick<StoreSource, 'id' | 'username' | 'name' | 'logo'>[];
  categories: Pick<CategorySource, 'id' | 'nameAr' | 'nameEn' | 'parentId'>[];
  keywords: string[];
}

/** As many of each as a suggestion shows (the SQL's limits). */
const SHOWN = 4;

/** `word <% text` as PostgreSQL decides it: its float4 similarity against the double threshold. */
const similarEnough = (similarity: number) => Math.fround(similarity) >= WORD_SIMILARITY_THRESHOLD;

/**
 * The sides of a suggestion from the model's snapshot, or null when there is none (SQL then).
 * Its similarity asks are made before this returns, so they join the products' in one statement.
 */
export function suggestionSidesIndexed(
  model: CatalogueModel,
  folded: string,
  words: string[],
  expansions: WordExpansion[],
  none: boolean,
): Promise<SuggestionSides> | null {
  const snapshot = model.current();
  if (!snapshot) return null;
  const part = snapshot.suggest;
  const stores = none ? Promise.resolve([]) : rankedStores(model, part, folded, expansions);
  const categories = matchingCategories(model, part, words);
  const keywords = matchingKeywords(part, words);
  return Promise.all([stores, categories]).then(([storeRows, categoryRows]) => ({
    stores: storeRows,
    categories: categoryRows,
    keywords,
  }));
}

/** `matchesAll` over the stores, by `rankBy` (prefix, word similarity), then `storeOrder`. */
async function rankedStores(
  model: CatalogueModel,
  part: SuggestPart,
  folded: string,
  expansions: WordExpansion[],
): Promise<SuggestionSides['stores']> {
  const index = part.storeIndex;
  const matched = matchingTexts(index, expansions);
  if (matched.length === 0) return [];
  const { stores, storeRating } = part;
  const items: { at: number; t: number; prefix: number; similarity: number }[] = [];
  for (const t of matched) {
    const prefix = startsAWord(index.texts[t]!, folded) ? 1 : 0;
    for (const at of index.productsOf[t]!) items.push({ at, t, prefix, similarity: 0 });
  }
  // `storeOrder`: verified first, then rating, followers, id.
  const byStoreOrder = (a: number, b: number) => {
    const x = stores[a]!;
    const y = stores[b]!;
    return (
      Number(x.unverified) - Number(y.unverified) ||
      storeRating[b]! - storeRating[a]! ||
      y.followersCount - x.followersCount ||
      x.id - y.id
    );
  };
  items.sort((a, b) => b.prefix - a.prefix || byStoreOrder(a.at, b.at));
  // Only the prefix tiers that reach the shown stores need their names' similarity, and only
  // when such a tier has more than one name.
  const asked = new Set<number>();
  for (let i = 0, seen = 0; i < items.length && seen < SHOWN;) {
    const prefix = items[i]!.prefix;
    const names = new Set<number>();
    while (i < items.length && items[i]!.prefix === prefix) {
      names.add(items[i]!.t);
      i += 1;
      seen += 1;
    }
    if (names.size > 1) for (const t of names) asked.add(t);
  }
  if (asked.size > 0) {
    const texts = [...asked];
    const similarities = await model.similaritiesOf(
      folded,
      texts.map((t) => index.texts[t]!),
    );
    const byText = new Map(texts.map((t, i) => [t, similarities[i]!]));
    for (const item of items) item.similarity = byText.get(item.t) ?? 0;
    items.sort(
      (a, b) => b.prefix - a.prefix || b.similarity - a.similarity || byStoreOrder(a.at, b.at),
    );
  }
  return items.slice(0, SHOWN).map(({ at }) => {
    const { id, username, name, logo } = stores[at]!;
    return { id, username, name, logo };
  });
}

/** `searchCategories`: active categories whose folded name matches every word. */
async function matchingCategories(
  model: CatalogueModel,
  part: SuggestPart,
  words: string[],
): Promise<SuggestionSides['categories']> {
  if (words.length === 0) return [];
  const candidates: { category: CategorySource; unsure: string[] }[] = [];
  for (const category of part.categories) {
    const unsure: string[] = [];
    let out = false;
    for (const word of words) {
      if (category.folded.includes(word)) continue;
      if (!fuzzyWord(word)) {
        out = true;
        break;
      }
      unsure.push(word);
    }
    if (!out) candidates.push({ category, unsure });
  }
  if (candidates.length === 0) return [];
  // Every similarity this needs, asked together: each unsure word against its category's name
  // (`<%`), and the whole query against every candidate's (the order).
  const joined = words.join(' ');
  const perWord = new Map<string, string[]>();
  for (const { category, unsure } of candidates) {
    for (const word of unsure) {
      const texts = perWord.get(word);
      if (texts) texts.push(category.folded);
      else perWord.set(word, [category.folded]);
    }
  }
  const askedWords = [...perWord.keys()];
  const candidateTexts = candidates.map((c) => c.category.folded);
  const [ordering, ...wordAnswers] = await Promise.all([
    candidates.length > 1
      ? model.similaritiesOf(joined, candidateTexts)
      : Promise.resolve(candidateTexts.map(() => 0)),
    ...askedWords.map((word) => model.similaritiesOf(word, perWord.get(word)!)),
  ]);
  const similarTo = new Map(
    askedWords.map((word, i) => {
      const texts = perWord.get(word)!;
      return [word, new Map(texts.map((text, k) => [text, wordAnswers[i]![k]!]))] as const;
    }),
  );
  const kept = candidates
    .map((candidate, i) => ({ ...candidate, similarity: ordering[i]! }))
    .filter(({ category, unsure }) =>
      unsure.every((word) => similarEnough(similarTo.get(word)!.get(category.folded)!)),
    );
  kept.sort(
    (a, b) =>
      b.similarity - a.similarity ||
      a.category.sort - b.category.sort ||
      a.category.id - b.category.id,
  );
  return kept.slice(0, SHOWN).map(({ category: { id, nameAr, nameEn, parentId } }) => ({
    id,
    nameAr,
    nameEn,
    parentId,
  }));
}

/** `approvedKeywordsMatching`: every word a substring of the folded keyword, first four. */
function matchingKeywords(part: SuggestPart, words: string[]): string[] {
  if (words.length === 0) return [];
  const out: string[] = [];
  for (const { keyword, folded } of part.keywords) {
    if (words.every((word) => folded.includes(word))) {
      out.push(keyword);
      if (out.length === SHOWN) break;
    }
  }
  return out;
}
