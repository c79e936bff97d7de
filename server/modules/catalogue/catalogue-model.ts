import type { ProductCard, ProductFilters } from '../../../domain/contracts/catalogue.contract';
import type { ProductSort } from '../../../domain/catalogue/sorts';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import {
  cardStoreText,
  DetailBuilder,
  gridAnswer,
  type DetailPart,
} from './catalogue-model-detail';
import {
  listDetailReference,
  listModelReference,
  listModelRows,
  listSuggestionSources,
  CARD_FIELDS,
  cardRowOf,
  MODEL,
  type RawModelRow,
} from './catalogue-model.repository';
import { emptySearchPart, indexText, type Rank, type SearchPart } from './catalogue-model-search';
import { suggestPart, type SuggestPart } from './catalogue-model-suggest';
import { checkedTwin, type TwinCheck } from './catalogue-model-similarity';
import { toProductCard } from './mappers';
import type { ProductCardRow } from './products.repository';
import { wordSimilarityPairs } from './search.repository';
import { listPublicStorePages, type PublicStorePage } from './stores.repository';
import { followersWrittenSince } from './followers-written';
import { ratingWrittenSince } from './ratings-written';
import {
  betweenProductViewWrites,
  productViewsWritten,
  storeViewsWrittenSince,
  storeViewsWrittenSoFar,
} from './view-counts';
import { nextTurn } from '../../lib/next-turn';

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
// `word_similarity` — its JavaScript twin checked against the database at each build
// (catalogue-model-similarity.ts), else asked of the database and remembered —, views, id).
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

export interface Snapshot {
  db: Db;
  builtAt: number;
  /** Answered without a rebuild until then. */
  freshUntil: number;
  /** Answered (while one rebuild runs) until then: TTL × 2, or the first store expiry. */
  usableUntil: number;
  /** Positions 0…n-1 are the public products in ascending id, as the driver read them. */
  raw: RawModelRow[];
  /** Their card rows, made when first shown (`rowAt`). */
  cardRows: (ProductCardRow | undefined)[];
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
  /**
   * Positions of each scope (main category, sub-category, store) per sort, `${kind}${id}|${sort}`:
   * made with the snapshot (one pass per sort and kind), so no request filters a whole order.
   */
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
  /** What a suggestion's stores, categories and keywords are chosen from. */
  suggest: SuggestPart;
  /** Every public store's page row by lower(username), and its public products' count. */
  storePages: Map<string, PublicStorePage>;
  productsPerStore: Map<number, number>;
  /** Store views this process had written when the store pages were read (`storeViewsWritten`). */
  storeViewsWritten: Map<number, number>;
  /** When the store pages were read (epoch ms): later follows of this process show over them. */
  storePagesReadAt: number;
  /** Search ranks per folded query (`rankOf`). */
  ranks: Map<string, Rank>;
  /** `word_similarity`'s JavaScript twin, checked against the database at this build. */
  similarity: TwinCheck;
  /** Every product's page as JSON text (catalogue-model-detail.ts). */
  detail: DetailPart;
  /** Per store id: its card's store object as JSON text after `{` (grid pages as bytes). */
  cardStores: Map<number, Buffer>;
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
    if ((start / SLICE) % 8 === 7) await nextTurn();
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
        await nextTurn();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** The fields of a card row one store's products share (their strings are kept once). */
const STORE_FIELDS = [
  MODEL.storeUsername,
  MODEL.storeName,
  MODEL.storeLogo,
  MODEL.storeMainColor,
  MODEL.storeVerifiedAt,
];

/** A typed column that grows by doubling (no array of boxed numbers to copy at the end). */
class Grow<T extends Int32Array | Float64Array | Uint8Array> {
  length = 0;
  constructor(
    public values: T,
    private readonly make: (size: number) => T,
  ) {}
  push(value: number): void {
    if (this.length === this.values.length) {
      const bigger = this.make(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }
  /** The values pushed, in a buffer of their size. */
  done(): T {
    return this.values.slice(0, this.length) as T;
  }
}
const ints = () => new Grow(new Int32Array(4_096), (size) => new Int32Array(size));
const floats = () => new Grow(new Float64Array(4_096), (size) => new Float64Array(size));

/** Growable columns of the products read so far. */
class Columns {
  raw: RawModelRow[] = [];
  ids = ints();
  views = floats();
  created = floats();
  category = ints();
  subCategory = ints();
  store = ints();
  governorate = ints();
  area = ints();
  negotiable = new Grow(new Uint8Array(4_096), (size) => new Uint8Array(size));
  discount = floats();
  priceKey = floats();
  ratingAvg = floats();
  ratingCount = floats();
  pricesExact = true;
  firstExpiry = Infinity;
  /** Store id → its first product's raw row (whose store strings the others share). */
  readonly storeFirst = new Map<number, RawModelRow>();
  readonly storeByLower = new Map<string, number>();
  readonly withAttribute = new Map<number, number[]>();
  readonly productsPerStore = new Map<number, number>();
  readonly textIndex = new Map<string, number>();
  readonly search: SearchPart = emptySearchPart();

  add(row: RawModelRow): void {
    const at = this.raw.length;
    const id = row[MODEL.id] as number;
    const storeId = row[MODEL.storeId] as number;
    const first = this.storeFirst.get(storeId);
    if (first) {
      for (const field of STORE_FIELDS) row[field] = first[field];
    } else {
      this.storeFirst.set(storeId, row);
      this.storeByLower.set(row[MODEL.storeLower] as string, storeId);
    }
    this.ids.push(id);
    this.views.push(row[MODEL.views] as number);
    this.created.push(row[MODEL.createdMicros] as number);
    this.category.push(row[MODEL.categoryId] as number);
    this.subCategory.push((row[MODEL.subCategoryId] as number | null) ?? 0);
    this.store.push(storeId);
    this.governorate.push((row[MODEL.governorateId] as number | null) ?? 0);
    this.area.push((row[MODEL.areaId] as number | null) ?? 0);
    this.negotiable.push(row[MODEL.negotiable] ? 1 : 0);
    const basisPoints = Math.round(Number(row[MODEL.discount]) * 100);
    this.discount.push(basisPoints);
    const key = Math.round(Number(row[MODEL.basicPrice]) * 100) * (10_000 - basisPoints);
    if (!Number.isSafeInteger(key)) this.pricesExact = false;
    this.priceKey.push(key);
    this.ratingAvg.push(Number(row[MODEL.ratingAvg]));
    this.ratingCount.push(row[MODEL.ratingCount] as number);
    this.productsPerStore.set(storeId, (this.productsPerStore.get(storeId) ?? 0) + 1);
    const expiresAt = row[MODEL.storeExpiresAt] as string | null;
    if (expiresAt !== null) {
      this.firstExpiry = Math.min(this.firstExpiry, new Date(expiresAt).getTime());
    }
    const attributeIds = row[MODEL.attributeIds] as number[] | null;
    if (attributeIds !== null) {
      for (const value of attributeIds) {
        const list = this.withAttribute.get(value);
        // A value listed twice for one product is one position (the last pushed is this one).
        if (!list) this.withAttribute.set(value, [at]);
        else if (list[list.length - 1] !== at) list.push(at);
      }
    }
    const text = row[MODEL.text] as string | null;
    if (text !== null) indexText(this.search, this.textIndex, text, at);
    // What only the build reads is not kept: the card's columns come first (`cardRowOf`).
    this.raw.push(row.slice(0, CARD_FIELDS));
  }
}

async function buildSnapshot(db: Db, ttlMs: number): Promise<Snapshot> {
  const startedAt = Date.now();
  const viewsWritten = storeViewsWrittenSoFar(db);
  const [reference, storePageRows, suggestionSources, detailReference] = await Promise.all([
    listModelReference(db),
    listPublicStorePages(db),
    listSuggestionSources(db),
    listDetailReference(db),
  ]);
  // Each chunk is taken in as it arrives: one chunk's work per turn of the event loop. A chunk
  // is read between two writes of product views, so each page's views add exactly what this
  // process wrote after the read (`DetailBuilder.add`).
  const columns = new Columns();
  const detail = new DetailBuilder(detailReference, storePageRows);
  for (let after = 0; ;) {
    const chunk = await betweenProductViewWrites(db, async () => {
      const rows = await listModelRows(db, after, CHUNK);
      for (const row of rows) {
        detail.add(row, productViewsWritten(db, row[MODEL.id] as number));
        columns.add(row);
      }
      return rows;
    });
    if (chunk.length < CHUNK) break;
    after = chunk[chunk.length - 1]![MODEL.id] as number;
  }
  await nextTurn();
  const { raw, search, storeByLower, withAttribute, productsPerStore, pricesExact } = columns;
  let { firstExpiry } = columns;
  const n = raw.length;
  const ids = columns.ids.done();
  const views = columns.views.done();
  const created = columns.created.done();
  const category = columns.category.done();
  const subCategory = columns.subCategory.done();
  const store = columns.store.done();
  const governorate = columns.governorate.done();
  const area = columns.area.done();
  const negotiable = columns.negotiable.done();
  const discount = columns.discount.done();
  const priceKey = columns.priceKey.done();
  const ratingAvg = columns.ratingAvg.done();
  const ratingCount = columns.ratingCount.done();
  search.stamps = new Uint32Array(search.texts.length);
  const storePages = new Map<string, PublicStorePage>();
  for (const { usernameLower, expiresAt, ...page } of storePageRows) {
    storePages.set(usernameLower, page);
    if (expiresAt !== null) firstExpiry = Math.min(firstExpiry, new Date(expiresAt).getTime());
  }
  await nextTurn();
  let sorted = 0;
  for (const list of search.productsOf) {
    if (list.length > 1) list.sort((a, b) => views[b]! - views[a]! || ids[b]! - ids[a]!);
    sorted += list.length;
    if (sorted >= SLICE * 4) {
      sorted = 0;
      await nextTurn();
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

  const scoped = new Map<string, Int32Array>();
  for (const sort of SORTS) {
    for (const [kind, column] of [
      ['main', category],
      ['sub', subCategory],
      ['store', store],
    ] as const) {
      for (const [value, list] of partition(orders[sort], column)) {
        scoped.set(`${kind}${value}|${sort}`, list);
      }
      await nextTurn();
    }
  }

  // The card's store as the object path shows it: from the store's first row (whose strings the
  // store's other rows share, `Columns.add`).
  const cardStores = new Map<number, Buffer>();
  for (const [storeId, first] of columns.storeFirst) {
    cardStores.set(storeId, cardStoreText(toProductCard(cardRowOf(first), 'ar').store));
  }
  const categories = new Map(reference.activeCategories.map((c) => [c.id, c.parentId]));
  const filterValues = new Map<number, number>();
  for (const value of reference.filterValues) {
    if (value.parentId !== null) filterValues.set(value.id, value.parentId);
  }
  const suggest = suggestPart(suggestionSources);
  const similarity = await checkedTwin(db, [
    search.texts,
    suggest.storeIndex.texts,
    suggest.categories.map((c) => c.folded),
  ]);
  const builtAt = startedAt;
  return {
    db,
    builtAt,
    freshUntil: Math.min(builtAt + ttlMs, firstExpiry),
    usableUntil: Math.min(builtAt + 2 * ttlMs, firstExpiry),
    raw,
    cardRows: new Array<ProductCardRow | undefined>(n),
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
    scoped,
    storeByLower,
    categories,
    filterValues,
    withAttribute,
    search,
    suggest,
    storePages,
    productsPerStore,
    storeViewsWritten: viewsWritten,
    storePagesReadAt: startedAt,
    ranks: new Map(),
    similarity,
    detail: detail.done(),
    cardStores,
  };
}

/** Similarities remembered: the last this many folded queries. */
const MAX_MEMO_QUERIES = 200;

/** The pairs of one `word_similarity` statement and where their answers go. */
interface SimilarityBatch {
  memos: Map<string, number>[];
  queries: string[];
  texts: string[];
  done: Promise<void>;
}

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
  /** `word_similarity` statements sent (`similaritiesOf`; tests count them). */
  similarityStatements = 0;
  /** Builds finished, and the last one's products and duration (tests, the bench, the log). */
  builds = 0;
  lastBuild = { products: 0, ms: 0 };

  /** Whether a build's twin check failing was logged (once per model). */
  private twinNoticed = false;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly options: {
      /** False: every `word_similarity` is asked of the database (tests of that path). */
      twin?: boolean;
      /** Told once when a build's twin check fails (the database answers then). */
      notice?: (message: string, details: object) => void;
    } = {},
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
          this.lastBuild = { products: built.raw.length, ms: Date.now() - built.builtAt };
          const { twin, pairs, differing, error } = built.similarity;
          if (!twin && this.options.twin !== false && !this.twinNoticed) {
            this.twinNoticed = true;
            this.options.notice?.(
              'word_similarity twin disagrees with the database: asking the database instead',
              { pairs, differing, err: error },
            );
          }
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

  /** Similarity asks of this turn of the event loop, sent together (`similaritiesOf`). */
  private batch: SimilarityBatch | null = null;
  /** Pairs asked and not answered yet (query NUL text) → the statement answering them. */
  private readonly asking = new Map<string, { memo: Map<string, number>; done: Promise<void> }>();

  /**
   * `word_similarity(query, text)` of each text: remembered ones, the rest asked of the database.
   * Every ask made in the same turn (a suggestion's products, stores and categories; other
   * requests' searches) goes in one statement, sent once the turn's synchronous work is done.
   */
  async similaritiesOf(query: string, texts: string[]): Promise<number[]> {
    // The twin checked at this snapshot's build answers (no statement): a short list in this
    // turn, a long one a slice per turn.
    const twin = this.options.twin === false ? null : this.snapshot?.similarity.twin;
    const answered = twin?.similaritiesSliced(query, texts);
    const known = answered instanceof Promise ? await answered : answered;
    if (known) return known;
    let memo = this.similarities.get(query);
    if (memo) {
      // Most recently used last, so the oldest query leaves first.
      this.similarities.delete(query);
    } else {
      memo = new Map();
      if (this.similarities.size >= MAX_MEMO_QUERIES) {
        this.similarities.delete(this.similarities.keys().next().value!);
      }
    }
    this.similarities.set(query, memo);
    const waits = new Set<Promise<void>>();
    // Pairs another request asked already: their answer lands in that request's memo (which may
    // have left the list since) and is copied here.
    const borrowed: [string, Map<string, number>][] = [];
    for (const text of texts) {
      if (memo.has(text)) continue;
      const key = `${query}\u0000${text}`;
      const pending = this.asking.get(key);
      if (pending) {
        if (pending.memo !== memo) borrowed.push([text, pending.memo]);
        waits.add(pending.done);
      } else {
        const done = this.ask(memo, query, text);
        this.asking.set(key, { memo, done });
        waits.add(done);
      }
    }
    if (waits.size > 0) await Promise.all(waits);
    for (const [text, from] of borrowed) memo.set(text, from.get(text)!);
    return texts.map((text) => memo.get(text)!);
  }

  /** Adds a pair to this turn's statement (started when the turn's first pair comes). */
  private ask(memo: Map<string, number>, query: string, text: string): Promise<void> {
    let batch = this.batch;
    if (!batch) {
      const started: SimilarityBatch = {
        memos: [],
        queries: [],
        texts: [],
        done: new Promise<void>((resolve) => queueMicrotask(resolve)).then(async () => {
          this.batch = null;
          this.similarityStatements += 1;
          try {
            const { queries, texts, memos } = started;
            const answers = await wordSimilarityPairs(this.db, queries, texts);
            answers.forEach((similarity, i) => memos[i]!.set(texts[i]!, similarity));
          } finally {
            started.queries.forEach((q, i) => this.asking.delete(`${q}\u0000${started.texts[i]}`));
          }
        }),
      };
      batch = this.batch = started;
    }
    batch.memos.push(memo);
    batch.queries.push(query);
    batch.texts.push(text);
    return batch.done;
  }
}

// ---------------------------------------------------------------------------------------------
// The grid

/**
 * `order` split by the value of `column` at each position, each part keeping `order`'s order: a
 * count per value, then each part filled in place.
 */
function partition(order: Int32Array, column: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (let i = 0; i < order.length; i += 1) {
    const value = column[order[i]!]!;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const parts = new Map<number, { list: Int32Array; filled: number }>();
  for (const [value, count] of counts) parts.set(value, { list: new Int32Array(count), filled: 0 });
  for (let i = 0; i < order.length; i += 1) {
    const part = parts.get(column[order[i]!]!)!;
    part.list[part.filled++] = order[i]!;
  }
  return new Map([...parts].map(([value, { list }]) => [value, list]));
}

const NONE = new Int32Array(0);

/** Positions of one scope in `sort`'s order (made with the snapshot; none: no such product). */
function scopedOrder(
  snapshot: Snapshot,
  sort: (typeof SORTS)[number],
  key: string,
  value: number,
): Int32Array {
  return snapshot.scoped.get(`${key}${value}|${sort}`) ?? NONE;
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
    if (base === null) base = scopedOrder(snapshot, sort, key, value);
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

/** The card row of the product at `at`, made the first time it is asked for. */
export function rowAt(snapshot: Snapshot, at: number): ProductCardRow {
  let row = snapshot.cardRows[at];
  if (!row) row = snapshot.cardRows[at] = cardRowOf(snapshot.raw[at]!);
  return row;
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
  for (let i = offset; i < end; i += 1) out.push(rowAt(snapshot, positions[i]!));
  return out;
}

/**
 * The grid page's whole answer as the route's bytes (`gridAnswer`: the cards' held text copied
 * into one buffer), or null when a card on it is not held (the object path answers).
 */
export function gridPageBytes(
  snapshot: Snapshot,
  positions: ArrayLike<number>,
  offset: number,
  limit: number,
  language: Language,
  meta: { page: number; perPage: number; total: number; lastPage: number },
): Buffer | null {
  return gridAnswer(
    {
      part: snapshot.detail,
      store: snapshot.store,
      cardStores: snapshot.cardStores,
      views: snapshot.views,
    },
    positions,
    offset,
    Math.min(positions.length, offset + limit),
    language,
    meta,
  );
}

// ---------------------------------------------------------------------------------------------
// The store page

/**
 * A public store's page row and its public products' count from the snapshot; undefined when
 * the model cannot say (a non-ASCII username: lower() is the database's; a rating of the store
 * this process wrote since the snapshot), null when not public.
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
  // A rating of this store written after the snapshot read the page: its average is the database's.
  if (ratingWrittenSince(snapshot.db, 'store', row.id, snapshot.storePagesReadAt)) return undefined;
  return {
    row,
    productsCount: snapshot.productsPerStore.get(row.id) ?? 0,
    // Views this process wrote after the snapshot read the page (the page adds the unwritten).
    viewsWrittenSince: storeViewsWrittenSince(snapshot.db, snapshot.storeViewsWritten, row.id),
    followersCount:
      followersWrittenSince(snapshot.db, row.id, snapshot.storePagesReadAt) ?? row.followersCount,
  };
}
