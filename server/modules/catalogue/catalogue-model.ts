import type { ProductCard, ProductFilters } from '../../../domain/contracts/catalogue.contract';
import type { ProductSort } from '../../../domain/catalogue/sorts';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { listModelReference, listModelRows, type ModelRow } from './catalogue-model.repository';
import { toProductCard } from './mappers';
import type { ProductCardRow } from './products.repository';
import { listed, type WordExpansion } from './search-vocabulary.repository';
import { wordSimilarities } from './search.repository';
import { listPublicStorePages, type PublicStorePage } from './stores.repository';
import { followersWrittenSince } from './followers-written';
import { storeViewsWrittenSince, storeViewsWrittenSoFar } from './view-counts';

// The catalogue read model (issue 14, session 9; it grew out of session 8's search index): every
// public product's card, what the grid filters and sorts by, its category, sub-category, store
// and attribute values, and its folded name for search — held in this process, so a grid page
// (every sort, category, filter, count) and a search or suggestion page are answered without a
// database round trip. Session 8 measured that a PostgreSQL round trip per request costs more
// than half of health's CPU on its own; only answers from memory can reach "50 % of health".
//
// The rules are the SQL's, one home each: which products are public is the SQL's `publicProduct`
// (the build reads through it; a store's `expires_at` ends the snapshot's use, see `usableUntil`);
// orders are the keys of `productOrder` compared exactly (created_at in microseconds, the
// effective price as an integer of millionths); a category id means the category column or the
// sub-category column as `categoryCondition` says; `attr` groups values by main attribute as
// `filterConditions` does; search ranks as `rankedProductCardsQuery` (match strength, prefix,
// `word_similarity` asked of the database and remembered, views, id).
//
// Freshness (Env.catalogueModelTtlMs): a snapshot is answered for one TTL, then up to one TTL
// more while a single rebuild runs; a panel write of this process (app.caches) or the admin's
// clear-cache drops it, and until the next build is ready the SQL path answers. Card stock,
// price and views may be that old; the cart and checkout read them from the database.

const SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'rating',
  'views',
] as const satisfies readonly ProductSort[];
/** Rows per read while building: a chunk is parsed in one go, between other requests. */
const CHUNK = 500;

interface Snapshot {
  db: Db;
  builtAt: number;
  /** Answered without a rebuild until then. */
  freshUntil: number;
  /** Answered (while one rebuild runs) until then: TTL × 2, or the first store expiry. */
  usableUntil: number;
  /** Positions 0…n-1 are the public products in ascending id. */
  rows: ProductCardRow[];
  ids: Int32Array;
  views: Float64Array;
  category: Int32Array;
  /** 0 = none. */
  subCategory: Int32Array;
  store: Int32Array;
  governorate: Int32Array;
  area: Int32Array;
  negotiable: Uint8Array;
  discount: Float64Array;
  /** Effective price × 1,000,000 (basic price in piastres × (10,000 − discount in basis points)). */
  priceKey: Float64Array;
  /** False when some price key is past 2^53: price sorts and filters go to SQL. */
  pricesExact: boolean;
  /** Positions per sort, the SQL's order. */
  orders: Record<(typeof SORTS)[number], Int32Array>;
  /** Positions of one scope (category, sub-category, store) per sort, built on first use. */
  scoped: Map<string, Int32Array>;
  /** lower(username) → store id. */
  storeByLower: Map<string, number>;
  /** Active category id → its parent (null for a main category). */
  categories: Map<number, number | null>;
  /** Sub-attribute id → its main attribute, for values whose main one is shown in filters. */
  filterValues: Map<number, number>;
  /** Sub-attribute id → positions of the products having it (ascending). */
  withAttribute: Map<number, number[]>;
  search: SearchPart;
  /** Every public store's page row by lower(username), and its public products' count. */
  storePages: Map<string, PublicStorePage>;
  productsPerStore: Map<number, number>;
  /** Store views this process had written when the store pages were read (`storeViewsWritten`). */
  storeViewsWritten: Map<number, number>;
  /** When the store pages were read (epoch ms): later follows of this process show over them. */
  storePagesReadAt: number;
  /** Search ranks per folded query (`rankOf`). */
  ranks: Map<string, Rank>;
  /** Answers remembered for this snapshot's life (`CatalogueModel.remember`), oldest first. */
  remembered: Map<string, Promise<unknown>>;
}

/** The search index: distinct folded names, their words and products. */
interface SearchPart {
  texts: string[];
  words: string[][];
  /** Word → the names having it (ascending, once each). */
  postings: Map<string, number[]>;
  /** Name → positions of its products, most viewed first, then the newest id (the SQL's tie order). */
  productsOf: number[][];
  /** Scratch marks of `matchingTexts`, one per name (searches run one at a time in JS). */
  stamps: Uint32Array;
  stamp: number;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The card columns of a model row, the store's strings shared by its products. */
function cardRow(row: ModelRow, storeFields: Map<number, Partial<ProductCardRow>>): ProductCardRow {
  let store = storeFields.get(row.storeId);
  if (!store) {
    store = {
      storeUsername: row.storeUsername,
      storeName: row.storeName,
      storeLogo: row.storeLogo,
      storeMainColor: row.storeMainColor,
      storeVerifiedAt: row.storeVerifiedAt,
    };
    storeFields.set(row.storeId, store);
  }
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    mainImage: row.mainImage,
    basicPrice: row.basicPrice,
    discount: row.discount,
    negotiable: row.negotiable,
    stockAmount: row.stockAmount,
    unlimitedQuantity: row.unlimitedQuantity,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    views: row.views,
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    createdAt: row.createdAt,
    storeId: row.storeId,
    storeUsername: store.storeUsername!,
    storeName: store.storeName!,
    storeLogo: store.storeLogo!,
    storeMainColor: store.storeMainColor!,
    storeVerifiedAt: store.storeVerifiedAt!,
  };
}

/**
 * Sorts `order` by `compare` a slice at a time: runs of SLICE sorted, then merged pairwise,
 * yielding to other work every SLICE × 8 moves, so no turn of the event loop sorts 100,000 items.
 */
const SLICE = 4_096;
async function sortInSlices(order: Int32Array, compare: (a: number, b: number) => number) {
  const n = order.length;
  for (let start = 0; start < n; start += SLICE) {
    order.subarray(start, Math.min(n, start + SLICE)).sort(compare);
    if ((start / SLICE) % 8 === 7) await nextTick();
  }
  let from: Int32Array = order;
  let to: Int32Array = new Int32Array(n);
  let moves = 0;
  for (let width = SLICE; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(n, left + width);
      const end = Math.min(n, left + 2 * width);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < end)
        to[k++] = compare(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!;
      while (i < middle) to[k++] = from[i++]!;
      while (j < end) to[k++] = from[j++]!;
      moves += end - left;
      if (moves >= SLICE * 8) {
        moves = 0;
        await nextTick();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Growable columns of the products read so far (typed once the reading ends). */
class Columns {
  rows: ProductCardRow[] = [];
  ids: number[] = [];
  views: number[] = [];
  created: number[] = [];
  category: number[] = [];
  subCategory: number[] = [];
  store: number[] = [];
  governorate: number[] = [];
  area: number[] = [];
  negotiable: number[] = [];
  discount: number[] = [];
  priceKey: number[] = [];
  ratingAvg: number[] = [];
  ratingCount: number[] = [];
  pricesExact = true;
  firstExpiry = Infinity;
  readonly storeFields = new Map<number, Partial<ProductCardRow>>();
  readonly storeByLower = new Map<string, number>();
  readonly withAttribute = new Map<number, number[]>();
  readonly productsPerStore = new Map<number, number>();
  readonly textIndex = new Map<string, number>();
  readonly search: SearchPart = {
    texts: [],
    words: [],
    postings: new Map(),
    productsOf: [],
    stamps: new Uint32Array(0),
    stamp: 0,
  };

  add(row: ModelRow): void {
    const at = this.rows.length;
    this.rows.push(cardRow(row, this.storeFields));
    this.ids.push(row.id);
    this.views.push(row.views);
    this.created.push(row.createdMicros);
    this.category.push(row.categoryId);
    this.subCategory.push(row.subCategoryId ?? 0);
    this.store.push(row.storeId);
    this.governorate.push(row.governorateId ?? 0);
    this.area.push(row.areaId ?? 0);
    this.negotiable.push(row.negotiable ? 1 : 0);
    const basisPoints = Math.round(Number(row.discount) * 100);
    this.discount.push(basisPoints);
    const key = Math.round(Number(row.basicPrice) * 100) * (10_000 - basisPoints);
    if (!Number.isSafeInteger(key)) this.pricesExact = false;
    this.priceKey.push(key);
    this.ratingAvg.push(Number(row.ratingAvg));
    this.ratingCount.push(row.ratingCount);
    this.storeByLower.set(row.storeLower, row.storeId);
    this.productsPerStore.set(row.storeId, (this.productsPerStore.get(row.storeId) ?? 0) + 1);
    if (row.storeExpiresAt !== null) {
      this.firstExpiry = Math.min(this.firstExpiry, new Date(row.storeExpiresAt).getTime());
    }
    for (const value of new Set(row.attributeIds ?? [])) {
      const list = this.withAttribute.get(value);
      if (list) list.push(at);
      else this.withAttribute.set(value, [at]);
    }
    if (row.text !== null) {
      const { search } = this;
      let t = this.textIndex.get(row.text);
      if (t === undefined) {
        t = search.texts.length;
        this.textIndex.set(row.text, t);
        search.texts.push(row.text);
        const own = row.text.split(' ');
        search.words.push(own);
        search.productsOf.push([]);
        for (const word of new Set(own)) {
          const list = search.postings.get(word);
          if (list) list.push(t);
          else search.postings.set(word, [t]);
        }
      }
      search.productsOf[t]!.push(at);
    }
  }
}

async function buildSnapshot(db: Db, ttlMs: number): Promise<Snapshot> {
  const startedAt = Date.now();
  const viewsWritten = storeViewsWrittenSoFar(db);
  const [reference, storePageRows] = await Promise.all([
    listModelReference(db),
    listPublicStorePages(db),
  ]);
  // Each chunk is taken in as it arrives: one chunk's work per turn of the event loop.
  const columns = new Columns();
  for (let after = 0; ;) {
    const chunk = await listModelRows(db, after, CHUNK);
    for (const row of chunk) columns.add(row);
    if (chunk.length < CHUNK) break;
    after = chunk[chunk.length - 1]!.id;
  }
  await nextTick();
  const { rows, search, storeByLower, withAttribute, productsPerStore, pricesExact } = columns;
  let { firstExpiry } = columns;
  const n = rows.length;
  const ids = Int32Array.from(columns.ids);
  const views = Float64Array.from(columns.views);
  const created = Float64Array.from(columns.created);
  const category = Int32Array.from(columns.category);
  const subCategory = Int32Array.from(columns.subCategory);
  const store = Int32Array.from(columns.store);
  const governorate = Int32Array.from(columns.governorate);
  const area = Int32Array.from(columns.area);
  const negotiable = Uint8Array.from(columns.negotiable);
  const discount = Float64Array.from(columns.discount);
  const priceKey = Float64Array.from(columns.priceKey);
  const ratingAvg = Float64Array.from(columns.ratingAvg);
  const ratingCount = Float64Array.from(columns.ratingCount);
  search.stamps = new Uint32Array(search.texts.length);
  const storePages = new Map<string, PublicStorePage>();
  for (const { usernameLower, expiresAt, ...page } of storePageRows) {
    storePages.set(usernameLower, page);
    if (expiresAt !== null) firstExpiry = Math.min(firstExpiry, new Date(expiresAt).getTime());
  }
  await nextTick();
  let sorted = 0;
  for (const list of search.productsOf) {
    if (list.length > 1) list.sort((a, b) => views[b]! - views[a]! || ids[b]! - ids[a]!);
    sorted += list.length;
    if (sorted >= SLICE * 4) {
      sorted = 0;
      await nextTick();
    }
  }

  // Each sort is the SQL's ORDER BY (`productOrder`), ties by id.
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  const compare: Record<(typeof SORTS)[number], (a: number, b: number) => number> = {
    newest: (a, b) => created[b]! - created[a]! || byId(b, a),
    price_asc: (a, b) => priceKey[a]! - priceKey[b]! || byId(a, b),
    price_desc: (a, b) => priceKey[b]! - priceKey[a]! || byId(b, a),
    rating: (a, b) =>
      ratingAvg[b]! - ratingAvg[a]! || ratingCount[b]! - ratingCount[a]! || byId(b, a),
    views: (a, b) => views[b]! - views[a]! || byId(b, a),
  };
  const orders = {} as Snapshot['orders'];
  for (const sort of SORTS) {
    const order = new Int32Array(n);
    for (let at = 0; at < n; at += 1) order[at] = at;
    orders[sort] = await sortInSlices(order, compare[sort]);
  }

  const categories = new Map(reference.activeCategories.map((c) => [c.id, c.parentId]));
  const filterValues = new Map<number, number>();
  for (const value of reference.filterValues) {
    if (value.parentId !== null) filterValues.set(value.id, value.parentId);
  }
  const builtAt = startedAt;
  return {
    db,
    builtAt,
    freshUntil: Math.min(builtAt + ttlMs, firstExpiry),
    usableUntil: Math.min(builtAt + 2 * ttlMs, firstExpiry),
    rows,
    ids,
    views,
    category,
    subCategory,
    store,
    governorate,
    area,
    negotiable,
    discount,
    priceKey,
    pricesExact,
    orders,
    scoped: new Map(),
    storeByLower,
    categories,
    filterValues,
    withAttribute,
    search,
    storePages,
    productsPerStore,
    storeViewsWritten: viewsWritten,
    storePagesReadAt: startedAt,
    remembered: new Map(),
    ranks: new Map(),
  };
}

/** Similarities remembered: the last this many folded queries. */
const MAX_MEMO_QUERIES = 200;
/** Answers remembered per snapshot (`remember`): the last this many keys. */
const MAX_REMEMBERED = 1_000;

/**
 * The read model of one database. `current()` answers the snapshot to read from, or null (the
 * caller then answers through SQL) and starts a rebuild when the snapshot is due: at most one
 * build runs at a time, however many requests see it due.
 */
export class CatalogueModel {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot | null> | null = null;
  /** Bumped by `clear()`: a build started before it is dropped when it ends. */
  private generation = 0;
  /**
   * `word_similarity(folded query, name)` already asked, per folded query: a pure function of the
   * two texts, so it outlives snapshots; the last MAX_MEMO_QUERIES queries.
   */
  private readonly similarities = new Map<string, Map<string, number>>();
  /** Builds finished, and the last one's products and duration (tests, the bench, the log). */
  builds = 0;
  lastBuild = { products: 0, ms: 0 };

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Forgets the snapshot (a panel write, clear-cache): SQL answers until the next build. */
  clear(): void {
    this.snapshot = null;
    this.generation += 1;
  }

  /** The snapshot to answer from now, or null; starts the one rebuild when it is due. */
  current(): Snapshot | null {
    if (!this.enabled) return null;
    const now = Date.now();
    const snapshot = this.snapshot;
    if (snapshot && now < snapshot.freshUntil) return snapshot;
    void this.rebuild();
    return snapshot && now < snapshot.usableUntil ? snapshot : null;
  }

  /** A fresh snapshot, waiting for a build if need be (tests; a server's warm-up). */
  async ready(): Promise<Snapshot | null> {
    if (!this.enabled) return null;
    for (let tries = 0; tries < 5; tries += 1) {
      const snapshot = this.snapshot;
      if (snapshot && Date.now() < snapshot.freshUntil) return snapshot;
      await this.rebuild();
    }
    return this.snapshot;
  }

  /** Starts a build unless one runs; answers the running one. */
  private rebuild(): Promise<Snapshot | null> {
    if (this.building) return this.building;
    const generation = this.generation;
    this.building = buildSnapshot(this.db, this.ttlMs)
      .then(
        (built) => {
          this.builds += 1;
          this.lastBuild = { products: built.rows.length, ms: Date.now() - built.builtAt };
          if (generation !== this.generation) return null;
          this.snapshot = built;
          return built;
        },
        // A failed build keeps the snapshot it would have replaced (SQL answers once that ends).
        () => null,
      )
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /**
   * `load()`, remembered under `key` for the current snapshot's life (so under the model's bound,
   * and emptied with it by a panel write); without a snapshot, `load()` each time. For reads the
   * model does not hold row by row (a suggestion's stores, categories and approved keywords).
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const snapshot = this.current();
    if (!snapshot) return load();
    const { remembered } = snapshot;
    const hit = remembered.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    remembered.set(key, value);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    // A failed read is not remembered.
    value.catch(() => remembered.delete(key));
    return value;
  }

  /** `word_similarity(folded, name)` of each name: remembered ones, the rest asked. */
  async similaritiesOf(folded: string, texts: string[]): Promise<number[]> {
    let memo = this.similarities.get(folded);
    if (memo) {
      // Most recently used last, so the oldest query leaves first.
      this.similarities.delete(folded);
    } else {
      memo = new Map();
      if (this.similarities.size >= MAX_MEMO_QUERIES) {
        this.similarities.delete(this.similarities.keys().next().value!);
      }
    }
    this.similarities.set(folded, memo);
    const missing = texts.filter((text) => !memo.has(text));
    if (missing.length > 0) {
      const asked = await wordSimilarities(this.db, folded, missing);
      missing.forEach((text, i) => memo.set(text, asked[i]!));
    }
    return texts.map((text) => memo.get(text)!);
  }
}

// ---------------------------------------------------------------------------------------------
// The grid

/** Positions of one scope in `sort`'s order (the whole order filtered once, then kept). */
function scopedOrder(
  snapshot: Snapshot,
  sort: (typeof SORTS)[number],
  key: string,
  column: Int32Array,
  value: number,
): Int32Array {
  const name = `${key}${value}|${sort}`;
  let list = snapshot.scoped.get(name);
  if (!list) {
    const order = snapshot.orders[sort];
    const picked: number[] = [];
    for (let i = 0; i < order.length; i += 1)
      if (column[order[i]!] === value) picked.push(order[i]!);
    list = Int32Array.from(picked);
    snapshot.scoped.set(name, list);
  }
  return list;
}

/** A price of the query in millionths, exactly as PostgreSQL reads its text; null if not exact. */
function priceInMillionths(value: number): number | null {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(String(value));
  if (!match) return null;
  const scaled = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return Number.isSafeInteger(scaled) ? scaled : null;
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * The grid's products for `filters` in their order: the positions of the whole answer (the
 * caller pages them), or null when the model cannot answer this query exactly (then SQL does).
 */
export function gridPositions(snapshot: Snapshot, filters: ProductFilters): Int32Array | null {
  const sort = filters.sort;
  const priced = filters.price_min !== undefined || filters.price_max !== undefined;
  if ((priced || sort === 'price_asc' || sort === 'price_desc') && !snapshot.pricesExact) {
    return null;
  }
  const tests: ((at: number) => boolean)[] = [];
  let base: Int32Array | null = null;
  const narrow = (key: string, column: Int32Array, value: number) => {
    if (base === null) base = scopedOrder(snapshot, sort, key, column, value);
    else tests.push((at) => column[at] === value);
  };
  if (filters.store !== undefined) {
    // `lower(username) = lower($1)`: the usernames' lower() came from the database; a query's
    // lower() is JavaScript's, the same for ASCII only.
    if (!ASCII.test(filters.store)) return null;
    const id = snapshot.storeByLower.get(filters.store.toLowerCase());
    if (id === undefined) return new Int32Array(0);
    narrow('store', snapshot.store, id);
  }
  if (filters.category !== undefined) {
    // `categoryCondition`: an active sub-category → the sub-category column; else the main one.
    const parent = snapshot.categories.get(filters.category);
    if (parent) narrow('sub', snapshot.subCategory, filters.category);
    else narrow('main', snapshot.category, filters.category);
  }
  if (filters.sub_category !== undefined) narrow('sub', snapshot.subCategory, filters.sub_category);
  if (filters.price_min !== undefined) {
    const min = priceInMillionths(filters.price_min);
    if (min === null) return null;
    tests.push((at) => snapshot.priceKey[at]! >= min);
  }
  if (filters.price_max !== undefined) {
    const max = priceInMillionths(filters.price_max);
    if (max === null) return null;
    tests.push((at) => snapshot.priceKey[at]! <= max);
  }
  if (filters.governorate !== undefined) {
    const id = filters.governorate;
    tests.push((at) => snapshot.governorate[at] === id);
  }
  if (filters.area !== undefined) {
    const id = filters.area;
    tests.push((at) => snapshot.area[at] === id);
  }
  if (filters.negotiable !== undefined) {
    const flag = filters.negotiable ? 1 : 0;
    tests.push((at) => snapshot.negotiable[at] === flag);
  }
  if (filters.discounted !== undefined) {
    const discounted = filters.discounted;
    tests.push((at) => snapshot.discount[at]! > 0 === discounted);
  }
  if (filters.attr?.length) {
    // Values of one main attribute widen the choice (red OR blue); different attributes narrow it.
    const byParent = new Map<number, number[]>();
    for (const value of new Set(filters.attr)) {
      const parent = snapshot.filterValues.get(value);
      if (parent === undefined) continue;
      byParent.set(parent, [...(byParent.get(parent) ?? []), value]);
    }
    for (const values of byParent.values()) {
      const having = new Set<number>();
      for (const value of values)
        for (const at of snapshot.withAttribute.get(value) ?? []) having.add(at);
      tests.push((at) => having.has(at));
    }
  }
  const from: Int32Array = base ?? snapshot.orders[sort];
  if (tests.length === 0) return from;
  const picked: number[] = [];
  for (let i = 0; i < from.length; i += 1) {
    const at = from[i]!;
    if (tests.every((test) => test(at))) picked.push(at);
  }
  return Int32Array.from(picked);
}

/**
 * The card of a model row in a language, made once per snapshot row (the rows never change; a
 * new snapshot has new rows): `toProductCard`'s rounding and dates were ~10 % of a grid's CPU.
 */
const cardsByLanguage: Record<Language, WeakMap<ProductCardRow, ProductCard>> = {
  ar: new WeakMap(),
  en: new WeakMap(),
};
export function modelCard(row: ProductCardRow, language: Language): ProductCard {
  const cards = cardsByLanguage[language];
  let card = cards.get(row);
  if (!card) {
    card = toProductCard(row, language);
    cards.set(row, card);
  }
  return card;
}

/** The card rows at `positions[offset … offset + limit)`. */
export function cardsAt(
  snapshot: Snapshot,
  positions: ArrayLike<number>,
  offset: number,
  limit: number,
): ProductCardRow[] {
  const end = Math.min(positions.length, offset + limit);
  const out: ProductCardRow[] = [];
  for (let i = offset; i < end; i += 1) out.push(snapshot.rows[positions[i]!]!);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The store page

/**
 * A public store's page row and its public products' count from the snapshot; undefined when
 * the model cannot say (a non-ASCII username: lower() is the database's), null when not public.
 */
export function storePageOf(
  snapshot: Snapshot,
  username: string,
):
  | {
      row: PublicStorePage;
      productsCount: number;
      viewsWrittenSince: number;
      followersCount: number;
    }
  | null
  | undefined {
  if (!ASCII.test(username)) return undefined;
  const row = snapshot.storePages.get(username.toLowerCase());
  if (!row) return null;
  return {
    row,
    productsCount: snapshot.productsPerStore.get(row.id) ?? 0,
    // Views this process wrote after the snapshot read the page (the page adds the unwritten).
    viewsWrittenSince: storeViewsWrittenSince(snapshot.db, snapshot.storeViewsWritten, row.id),
    followersCount:
      followersWrittenSince(snapshot.db, row.id, snapshot.storePagesReadAt) ?? row.followersCount,
  };
}

// ---------------------------------------------------------------------------------------------
// Search

/** The names matching every query word (`matchesAll`). */
function matchingTexts(index: SearchPart, expansions: WordExpansion[]): number[] {
  const { stamps, texts, postings } = index;
  let matched: number[] | null = null;
  for (const e of expansions) {
    // A new stamp marks this word's names; the first word collects them as it marks.
    const stamp = (index.stamp = (index.stamp + 1) >>> 0 || 1);
    const collected: number[] = [];
    const mark = (t: number) => {
      if (stamps[t] === stamp) return;
      stamps[t] = stamp;
      if (matched === null) collected.push(t);
    };
    for (const word of e.similar) for (const t of postings.get(word) ?? []) mark(t);
    if (listed(e)) {
      for (const word of e.containing) for (const t of postings.get(word) ?? []) mark(t);
    } else {
      for (let t = 0; t < texts.length; t += 1) if (texts[t]!.includes(e.word)) mark(t);
    }
    matched = matched === null ? collected : matched.filter((t) => stamps[t] === stamp);
    if (matched.length === 0) break;
  }
  return matched ?? [];
}

/** Whether a word of `text` starts with `part` (the SQL's `like part%` or `like % part%`). */
const startsAWord = (text: string, part: string) =>
  text.startsWith(part) || text.includes(` ${part}`);

/** `matchStrength` of one name: per query word 3 exact, 2 a word starts with it, 1 contains. */
function strengthOf(expansions: WordExpansion[]) {
  const terms = expansions.map((e) => {
    if (!listed(e)) {
      return (text: string, own: string[]) =>
        own.includes(e.word) ? 3 : startsAWord(text, e.word) ? 2 : text.includes(e.word) ? 1 : 0;
    }
    const prefixed = new Set(e.containing.filter((w) => w !== e.word && w.startsWith(e.word)));
    const inner = new Set(e.containing.filter((w) => !w.startsWith(e.word)));
    return (_text: string, own: string[]) =>
      own.includes(e.word)
        ? 3
        : own.some((w) => prefixed.has(w))
          ? 2
          : own.some((w) => inner.has(w))
            ? 1
            : 0;
  });
  return (text: string, own: string[]) => terms.reduce((sum, term) => sum + term(text, own), 0);
}

export interface IndexedSearch {
  /** The folded query (`searchWords`). */
  folded: string;
  /** Its words' vocabulary expansions (`expandWords`); none of them empty. */
  expansions: WordExpansion[];
}

/** A search answered by the model: its total, and `page(limit, offset)` for the cards. */
export interface IndexedResult {
  total: number;
  page(limit: number, offset: number): Promise<ProductCardRow[]>;
}

/**
 * The first `count` positions of `lists` (each ordered by views desc, then id desc) in that
 * order: the sort of the SQL's tie group, without sorting the whole group.
 */
function mergeFirst(lists: number[][], count: number, views: Float64Array, ids: Int32Array) {
  if (lists.length === 1) return lists[0]!;
  const heads = new Array<number>(lists.length).fill(0);
  const out: number[] = [];
  while (out.length < count) {
    let best = -1;
    let bestAt = 0;
    for (let l = 0; l < lists.length; l += 1) {
      const list = lists[l]!;
      if (heads[l]! >= list.length) continue;
      const at = list[heads[l]!]!;
      if (
        best === -1 ||
        views[at]! > views[bestAt]! ||
        (views[at] === views[bestAt] && ids[at]! > ids[bestAt]!)
      ) {
        best = l;
        bestAt = at;
      }
    }
    if (best === -1) break;
    out.push(bestAt);
    heads[best]! += 1;
  }
  return out;
}

interface RankedName {
  t: number;
  strength: number;
  prefix: number;
  similarity: number;
  count: number;
}
interface Rank {
  expansions: WordExpansion[];
  /** Matching names by (strength, prefix). */
  ranked: RankedName[];
  total: number;
  /** The first whole tiers of `ranked` sorted with their similarity, as long as asked so far. */
  sorted: { names: RankedName[] };
}
/** Ranks remembered per snapshot: the last this many folded queries. */
const MAX_RANKS = 500;

/**
 * The names matching a query by (strength, prefix) and its total, remembered for the snapshot's
 * life per folded query (they depend only on the snapshot and the query's expansions, which are
 * checked to be the same ones).
 */
function rankOf(snapshot: Snapshot, folded: string, expansions: WordExpansion[]): Rank {
  const hit = snapshot.ranks.get(folded);
  if (
    hit &&
    hit.expansions.length === expansions.length &&
    hit.expansions.every((e, i) => e === expansions[i])
  ) {
    return hit;
  }
  const index = snapshot.search;
  const matched = matchingTexts(index, expansions);
  const strength = strengthOf(expansions);
  const ranked = matched.map((t) => {
    const text = index.texts[t]!;
    return {
      t,
      strength: strength(text, index.words[t]!),
      prefix: startsAWord(text, folded) ? 1 : 0,
      similarity: 0,
      count: index.productsOf[t]!.length,
    };
  });
  const total = ranked.reduce((sum, r) => sum + r.count, 0);
  ranked.sort((a, b) => b.strength - a.strength || b.prefix - a.prefix);
  const rank = { expansions, ranked, total, sorted: { names: [] } };
  snapshot.ranks.set(folded, rank);
  if (snapshot.ranks.size > MAX_RANKS) snapshot.ranks.delete(snapshot.ranks.keys().next().value!);
  return rank;
}

/** A product search on the model's snapshot, or null when there is none to read (SQL then). */
export function searchIndexed(
  model: CatalogueModel,
  { folded, expansions }: IndexedSearch,
): IndexedResult | null {
  const snapshot = model.current();
  if (!snapshot) return null;
  const index = snapshot.search;
  const { ranked, total, sorted } = rankOf(snapshot, folded, expansions);
  return {
    total,
    async page(limit, offset) {
      const end = offset + limit;
      // Only names in the (strength, prefix) tiers that reach the page need their similarity.
      let needed = 0;
      for (let seen = 0; needed < ranked.length && seen < end;) {
        const tier = ranked[needed]!;
        while (
          needed < ranked.length &&
          ranked[needed]!.strength === tier.strength &&
          ranked[needed]!.prefix === tier.prefix
        ) {
          seen += ranked[needed]!.count;
          needed += 1;
        }
      }
      // The tiers' order with similarities is remembered with the rank: the longest asked.
      let candidates: RankedName[];
      if (sorted.names.length >= needed) {
        candidates = sorted.names;
      } else {
        candidates = ranked.slice(0, needed);
        const similarities = await model.similaritiesOf(
          folded,
          candidates.map((r) => index.texts[r.t]!),
        );
        candidates.forEach((r, i) => (r.similarity = similarities[i]!));
        candidates.sort(
          (a, b) => b.strength - a.strength || b.prefix - a.prefix || b.similarity - a.similarity,
        );
        if (candidates.length > sorted.names.length) sorted.names = candidates;
      }
      // Names with equal keys interleave their products by views, then id (newest first): each
      // name's products are in that order already, so the group's first `to` are a merge.
      const positions: number[] = [];
      let seen = 0;
      for (let i = 0; i < candidates.length && seen < end;) {
        const first = candidates[i]!;
        const lists: number[][] = [];
        let size = 0;
        while (
          i < candidates.length &&
          candidates[i]!.strength === first.strength &&
          candidates[i]!.prefix === first.prefix &&
          candidates[i]!.similarity === first.similarity
        ) {
          const list = index.productsOf[candidates[i]!.t]!;
          lists.push(list);
          size += list.length;
          i += 1;
        }
        if (seen + size > offset) {
          const from = Math.max(0, offset - seen);
          const to = Math.min(size, end - seen);
          const merged = mergeFirst(lists, to, snapshot.views, snapshot.ids);
          for (let k = from; k < to; k += 1) positions.push(merged[k]!);
        }
        seen += size;
      }
      return positions.map((at) => snapshot.rows[at]!);
    },
  };
}
