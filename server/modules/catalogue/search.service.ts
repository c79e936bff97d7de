import type { ProductCard } from '../../../domain/contracts/catalogue.contract';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { searchWords } from '../../../domain/search-words';
import { namedRef, toProductCard } from './mappers';
import { pageWindow } from '../../lib/paging';
import type { TtlCache } from '../../lib/ttl-cache';
import { Binder, countProducts } from './products.repository';
import type { GridCaches } from './products.service';
import {
  listRankedProductCards,
  rankBy,
  rankValues,
  searchCategories,
  searchStoreText,
} from './search.repository';
import { expandQueryWord } from './search-expansion';
import {
  matchesAll,
  matchesNothing,
  matchShape,
  matchStrength,
  productSearchColumns,
  storeSearchColumns,
  type WordExpansion,
} from './search-vocabulary.repository';
import { approvedKeywordsMatching } from '../search-keywords/search-keywords.repository';
import { listCountedStoreCards, toStoreCard } from './stores.service';
import { countStores, storeOrder } from './stores.repository';

/** The folded query and its words: the one rule in domain/search-words. */
const searchTerms = searchWords;

/**
 * The vocabulary words each query word matches (see `expandQueryWord`: its spelling, synonyms
 * and Franco-Arabic spellings), through `cache` when given:
 * a word expands the same way for every request until the vocabulary gains a word, so a new
 * word reaches search within the cache's TTL (Env.searchWordsTtlMs).
 */
export function expandWords(db: Db, words: string[], cache?: TtlCache<WordExpansion>) {
  return Promise.all(
    words.map((word) =>
      cache ? cache.get(word, () => expandQueryWord(db, word)) : expandQueryWord(db, word),
    ),
  );
}

interface Paging {
  page: number;
  per_page: number;
}

/** A product search's folded query, its words and their expansions, and whether it can match nothing. */
async function productQuery(db: Db, q: string, caches: GridCaches) {
  const { folded, words } = searchTerms(q);
  const expansions = await expandWords(db, words, caches.words);
  return { folded, words, expansions, none: matchesNothing(expansions) };
}

export async function searchProducts(
  db: Db,
  q: string,
  paging: Paging,
  language: Language,
  caches: GridCaches = {},
) {
  const query = await productQuery(db, q, caches);
  if (query.none) return noResults(paging);
  return sqlPage(db, query, paging, language, caches);
}

/** A page of a search ranked in SQL. */
async function sqlPage(
  db: Db,
  { folded, expansions }: { folded: string; expansions: WordExpansion[] },
  paging: Paging,
  language: Language,
  caches: GridCaches,
) {
  const { shape, where, rank } = rankedInSql(folded, expansions);
  const list = (offset: number) =>
    listRankedProductCards(db, shape, { where, rank, limit: paging.per_page, offset });
  const requestedOffset = (paging.page - 1) * paging.per_page;
  const [total, rows] = await Promise.all([
    countProducts(db, shape, { product: where, store: [] }, caches.counts),
    list(requestedOffset),
  ]);
  const { meta, offset } = pageWindow(total, paging.page, paging.per_page);
  const data = total === 0 ? [] : offset === requestedOffset ? rows : await list(offset);
  return { data: data.map((row) => toProductCard(row, language)), meta };
}

export async function searchStores(
  db: Db,
  q: string,
  paging: Paging,
  language: Language,
  caches: GridCaches = {},
) {
  const { folded, words } = searchTerms(q);
  const expansions = await expandWords(db, words, caches.words);
  if (matchesNothing(expansions)) return noResults(paging);
  const where = [matchesAll(storeSearchColumns, expansions)];
  const total = await countStores(db, where);
  const { meta, offset } = pageWindow(total, paging.page, paging.per_page);
  const rows =
    total === 0
      ? []
      : await listCountedStoreCards(db, {
          where,
          orderBy: [...rankBy(searchStoreText, folded), ...storeOrder],
          limit: paging.per_page,
          offset,
        });
  return { data: rows.map((row) => toStoreCard(row, language)), meta };
}

/** A few products, stores and categories while the shopper types. */
export async function suggest(db: Db, q: string, language: Language, caches: GridCaches = {}) {
  const { folded, words, expansions, none } = await productQuery(db, q, caches);
  const storeBinder = new Binder();
  // More than shown: exact duplicates collapse into one below.
  const productLimit = SUGGESTED_PRODUCTS * 2;
  // A suggestion's stores, categories and approved keywords.
  const sides = async () => {
    const [storeRows, categoryRows, keywords] = await Promise.all([
      none
        ? []
        : listCountedStoreCards(
            db,
            {
              where: [matchesAll(storeSearchColumns, expansions, storeBinder.bind)],
              orderBy: [...rankBy(searchStoreText, folded, storeBinder.bind), ...storeOrder],
              limit: 4,
              offset: 0,
            },
            { key: `store-suggest:${matchShape(expansions)}`, binder: storeBinder },
          ),
      searchCategories(db, words, 4),
      approvedKeywordsMatching(db, words, 4),
    ]);
    return { stores: storeRows, categories: categoryRows, keywords };
  };
  const [productRows, found] = await Promise.all([
    none ? [] : rankedInDatabase(db, folded, expansions, productLimit),
    sides(),
  ]);
  return {
    products: distinctSuggestions(productRows.map((row) => toProductCard(row, language))),
    stores: found.stores.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      logo: row.logo,
    })),
    categories: found.categories.map((row) => ({
      ...namedRef(language, row.id, row.nameAr, row.nameEn)!,
      parentId: row.parentId,
    })),
    keywords: found.keywords,
  };
}

/** A search's products matched and ranked in SQL. */
function rankedInSql(folded: string, expansions: WordExpansion[]) {
  const binder = new Binder();
  const where = [matchesAll(productSearchColumns, expansions, binder.bind)];
  const rank = rankValues(
    folded,
    binder.bind,
    matchStrength(productSearchColumns, expansions, binder.bind),
  );
  return { shape: { key: `search:${matchShape(expansions)}`, binder }, where, rank };
}

/** The products of a suggestion ranked in SQL. */
function rankedInDatabase(db: Db, folded: string, expansions: WordExpansion[], limit: number) {
  const { shape, where, rank } = rankedInSql(folded, expansions);
  return listRankedProductCards(db, shape, { where, rank, limit, offset: 0 });
}

const SUGGESTED_PRODUCTS = 6;

/**
 * Product suggestions with what tells equal names apart (the store, the price); products that
 * would show the same name, store and price are one suggestion (the best ranked).
 */
function distinctSuggestions(cards: ProductCard[]) {
  const seen = new Set<string>();
  const out = [];
  for (const card of cards) {
    const key = `${card.name}\u0000${card.store.id}\u0000${card.discountedPrice ?? card.price}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      id: card.id,
      name: card.name,
      mainImage: card.mainImage,
      storeUsername: card.store.username,
      storeName: card.store.name,
      price: card.discountedPrice ?? card.price,
    });
    if (out.length === SUGGESTED_PRODUCTS) break;
  }
  return out;
}

/** The answer when some word matches no vocabulary word: nothing, without asking for rows. */
function noResults(paging: Paging) {
  return { data: [], meta: pageWindow(0, paging.page, paging.per_page).meta };
}
