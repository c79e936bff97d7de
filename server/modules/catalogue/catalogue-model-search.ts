import type { ProductCardRow } from './products.repository';
import { listed, type WordExpansion } from './search-vocabulary.repository';
import { rowAt, type CatalogueModel, type Snapshot } from './catalogue-model';

// Search on the catalogue read model (catalogue-model.ts): the names index, which names match a
// query (`matchesAll`'s rule), their rank (`rankedProductCardsQuery`'s keys) and a page of it.
// The same index type serves a suggestion's stores (catalogue-model-suggest.ts).

/** A search index: distinct folded names, their words and the items (products, stores) of each. */
export interface SearchPart {
  texts: string[];
  words: string[][];
  /** Word → the names having it (ascending, once each). */
  postings: Map<string, number[]>;
  /** Name → positions of its products, most viewed first, then the newest id (the SQL's tie order). */
  productsOf: number[][];
  /** Scratch marks of `matchingTexts`, one per name (searches run one at a time in JS). */
  stamps: Uint32Array;
  stamp: number;
  /** Scratch of `strengthsOf`, one per name, all 0 between calls (made on its first use). */
  levels?: Uint8Array;
}

/** An index with nothing in it yet, filled by `indexText` (its stamps sized once it is full). */
export function emptySearchPart(): SearchPart {
  return {
    texts: [],
    words: [],
    postings: new Map(),
    productsOf: [],
    stamps: new Uint32Array(0),
    stamp: 0,
  };
}

/**
 * Files item `at` under its folded name `text` (`words`: the name's words, split on spaces when not
 * given); `textIndex` maps the names already in `part` to their positions.
 */
export function indexText(
  part: SearchPart,
  textIndex: Map<string, number>,
  text: string,
  at: number,
  words?: string[],
): void {
  let t = textIndex.get(text);
  if (t === undefined) {
    t = part.texts.length;
    textIndex.set(text, t);
    part.texts.push(text);
    const own = words ?? text.split(' ');
    part.words.push(own);
    part.productsOf.push([]);
    for (const word of new Set(own)) {
      const list = part.postings.get(word);
      if (list) list.push(t);
      else part.postings.set(word, [t]);
    }
  }
  part.productsOf[t]!.push(at);
}

/** The names matching every query word (`matchesAll`). */
export function matchingTexts(index: SearchPart, expansions: WordExpansion[]): number[] {
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
export const startsAWord = (text: string, part: string) => wordStarting(part)(text);

/** `startsAWord` for one `part` and many texts (its spaced form made once). */
export function wordStarting(part: string): (text: string) => boolean {
  const spaced = ` ${part}`;
  return (text) => text.startsWith(part) || text.includes(spaced);
}

/**
 * `matchStrength` of each name in `matched`: per query word 3 exact, 2 a word starts with it, 1
 * contains. A listed word's level is its vocabulary words' (the exact word, those starting with
 * it, those containing it): read off each name's words, or — when the matched names are many
 * beside those words' postings (a common word: thousands of names) — marked from the postings,
 * each name once with its best level.
 */
export function strengthsOf(
  index: SearchPart,
  expansions: WordExpansion[],
  matched: number[],
  postingsPerName = POSTINGS_PER_NAME,
) {
  const strengths = new Uint16Array(matched.length);
  const { postings, texts, words } = index;
  for (const e of expansions) {
    if (!listed(e)) {
      const starts = wordStarting(e.word);
      matched.forEach((t, i) => {
        const text = texts[t]!;
        strengths[i]! += words[t]!.includes(e.word)
          ? 3
          : starts(text)
            ? 2
            : text.includes(e.word)
              ? 1
              : 0;
      });
      continue;
    }
    const levelOf = new Map<string, number>();
    let posted = postings.get(e.word)?.length ?? 0;
    for (const w of e.containing) {
      if (w === e.word) continue;
      levelOf.set(w, w.startsWith(e.word) ? 2 : 1);
      posted += postings.get(w)?.length ?? 0;
    }
    levelOf.set(e.word, 3);
    if (posted > matched.length * postingsPerName) {
      matched.forEach((t, i) => {
        let level = 0;
        for (const w of words[t]!) level = Math.max(level, levelOf.get(w) ?? 0);
        strengths[i]! += level;
      });
      continue;
    }
    const levels = (index.levels ??= new Uint8Array(index.texts.length));
    for (const [w, level] of levelOf) {
      for (const t of postings.get(w) ?? []) if (levels[t]! < level) levels[t] = level;
    }
    matched.forEach((t, i) => (strengths[i]! += levels[t]!));
    for (const w of levelOf.keys()) for (const t of postings.get(w) ?? []) levels[t] = 0;
  }
  return strengths;
}
/** Postings per matched name past which `strengthsOf` reads the names' words instead. */
const POSTINGS_PER_NAME = 4;

export interface IndexedSearch {
  /** The folded query (`searchWords`). */
  folded: string;
  /** Its words' vocabulary expansions (`expandWords`); none of them empty. */
  expansions: WordExpansion[];
}

/** A search answered by the model: its total, and `page(limit, offset)` for the cards. */
export interface IndexedResult {
  total: number;
  /** The snapshot the positions are of. */
  snapshot: Snapshot;
  /** The products of a page as positions in `snapshot`. */
  positions(limit: number, offset: number): Promise<number[]>;
  page(limit: number, offset: number): Promise<ProductCardRow[]>;
}

/** Whether the product at `a` comes before the one at `b` in a tie group (views, then id, desc). */
const before = (a: number, b: number, views: Float64Array, ids: Int32Array) =>
  views[a]! > views[b]! || (views[a] === views[b] && ids[a]! > ids[b]!);

/** Up to this many lists, `mergeFirst` compares every head per product (no heap to build). */
const SCANNED_LISTS = 8;

/** `mergeFirst` for a few lists: the first head of all, per product taken. */
function scanFirst(lists: number[][], count: number, views: Float64Array, ids: Int32Array) {
  const heads = new Array<number>(lists.length).fill(0);
  const out: number[] = [];
  while (out.length < count) {
    let best = -1;
    let bestAt = 0;
    for (let l = 0; l < lists.length; l += 1) {
      const list = lists[l]!;
      if (heads[l]! >= list.length) continue;
      const at = list[heads[l]!]!;
      if (best === -1 || before(at, bestAt, views, ids)) {
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

/**
 * The first `count` positions of `lists` (each ordered by views desc, then id desc) in that
 * order: the sort of the SQL's tie group, without sorting the whole group. A binary heap of the
 * lists' heads: O(lists + count × log lists) — a tie group of a common word holds thousands of
 * names (every name with "شقة" has its word similarity 1), and scanning every head for each
 * product taken cost ~1.5 ms per suggestion.
 */
function mergeFirst(lists: number[][], count: number, views: Float64Array, ids: Int32Array) {
  // One name: its list is the order (kept as it is, never changed).
  if (lists.length === 1) return lists[0]!;
  if (lists.length <= SCANNED_LISTS) return scanFirst(lists, count, views, ids);
  const heads = new Int32Array(lists.length);
  // heap[k] is a list index; the list whose head comes first is at the top.
  const heap: number[] = [];
  const headOf = (l: number) => lists[l]![heads[l]!]!;
  const earlier = (x: number, y: number) => before(headOf(x), headOf(y), views, ids);
  const down = (from: number) => {
    let k = from;
    for (;;) {
      const left = 2 * k + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const child = right < heap.length && earlier(heap[right]!, heap[left]!) ? right : left;
      if (!earlier(heap[child]!, heap[k]!)) return;
      [heap[k], heap[child]] = [heap[child]!, heap[k]!];
      k = child;
    }
  };
  for (let l = 0; l < lists.length; l += 1) if (lists[l]!.length > 0) heap.push(l);
  for (let k = (heap.length >> 1) - 1; k >= 0; k -= 1) down(k);
  const out: number[] = [];
  while (out.length < count && heap.length > 0) {
    const l = heap[0]!;
    out.push(headOf(l));
    heads[l]! += 1;
    if (heads[l]! >= lists[l]!.length) {
      const last = heap.pop()!;
      if (heap.length === 0) break;
      heap[0] = last;
    }
    down(0);
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
/** Names of `candidates[from … to)` with equal keys: their products interleave by views, id. */
interface TieGroup {
  from: number;
  to: number;
  /** Their products. */
  size: number;
  /** The group's first products in order, as many as asked so far (all once `size`). */
  merged: number[];
}
export interface Rank {
  expansions: WordExpansion[];
  /** Matching names by (strength, prefix). */
  ranked: RankedName[];
  total: number;
  /** Per (strength, prefix) tier of `ranked`: the index after its last name, and the products up to it. */
  tiers: { end: number; seen: number }[];
  /** The first whole tiers of `ranked` sorted with their similarity, as long as asked so far. */
  sorted: { names: RankedName[]; groups: TieGroup[] };
}
/** Ranks remembered per snapshot: the last this many folded queries. */
const MAX_RANKS = 500;

/** `candidates` (sorted by their keys) cut into runs of equal keys. */
function tieGroups(candidates: RankedName[]): TieGroup[] {
  const groups: TieGroup[] = [];
  for (let i = 0; i < candidates.length;) {
    const first = candidates[i]!;
    const from = i;
    let size = 0;
    while (
      i < candidates.length &&
      candidates[i]!.strength === first.strength &&
      candidates[i]!.prefix === first.prefix &&
      candidates[i]!.similarity === first.similarity
    ) {
      size += candidates[i]!.count;
      i += 1;
    }
    groups.push({ from, to: i, size, merged: [] });
  }
  return groups;
}

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
  const strengths = strengthsOf(index, expansions, matched);
  const startsHere = wordStarting(folded);
  // By (strength, prefix), highest first, each tier in the order matched: a counting sort on the
  // tier's key (strength × 2 + prefix), stable as the SQL's tie order wants it.
  const keys = new Uint16Array(matched.length);
  // Keys up to 3 per word × 2 + 1.
  const keyCount = expansions.length * 6 + 2;
  const tierSizes = new Int32Array(keyCount);
  let total = 0;
  matched.forEach((t, i) => {
    const key = strengths[i]! * 2 + (startsHere(index.texts[t]!) ? 1 : 0);
    keys[i] = key;
    tierSizes[key]! += 1;
    total += index.productsOf[t]!.length;
  });
  const tierStart = new Int32Array(keyCount);
  for (let key = keyCount - 1, at = 0; key >= 0; key -= 1) {
    tierStart[key] = at;
    at += tierSizes[key]!;
  }
  const ranked = new Array<RankedName>(matched.length);
  matched.forEach((t, i) => {
    const key = keys[i]!;
    ranked[tierStart[key]!++] = {
      t,
      strength: key >> 1,
      prefix: key & 1,
      similarity: 0,
      count: index.productsOf[t]!.length,
    };
  });
  const tiers: Rank['tiers'] = [];
  for (let i = 0, seen = 0; i < ranked.length;) {
    const tier = ranked[i]!;
    while (
      i < ranked.length &&
      ranked[i]!.strength === tier.strength &&
      ranked[i]!.prefix === tier.prefix
    ) {
      seen += ranked[i]!.count;
      i += 1;
    }
    tiers.push({ end: i, seen });
  }
  const rank = { expansions, ranked, total, tiers, sorted: { names: [], groups: [] } };
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
  const rank = rankOf(snapshot, folded, expansions);
  const { ranked, total, tiers } = rank;
  const result: IndexedResult = {
    total,
    snapshot,
    async page(limit, offset) {
      const positions = await result.positions(limit, offset);
      return positions.map((at) => rowAt(snapshot, at));
    },
    async positions(limit, offset) {
      const end = offset + limit;
      // Only names in the (strength, prefix) tiers that reach the page need their similarity.
      const reaching = tiers.find((tier) => tier.seen >= end);
      const needed = reaching ? reaching.end : ranked.length;
      // The tiers' order with similarities and its tie groups are remembered with the rank: the
      // longest asked.
      let sorted = rank.sorted;
      if (sorted.names.length < needed) {
        const candidates = ranked.slice(0, needed);
        const similarities = await model.similaritiesOf(
          folded,
          candidates.map((r) => index.texts[r.t]!),
        );
        candidates.forEach((r, i) => (r.similarity = similarities[i]!));
        candidates.sort(
          (a, b) => b.strength - a.strength || b.prefix - a.prefix || b.similarity - a.similarity,
        );
        sorted = { names: candidates, groups: tieGroups(candidates) };
        if (candidates.length > rank.sorted.names.length) rank.sorted = sorted;
      }
      // Names with equal keys interleave their products by views, then id (newest first): each
      // name's products are in that order already, so the group's first `to` are a merge, kept
      // with the group for the next page.
      const positions: number[] = [];
      let seen = 0;
      for (const group of sorted.groups) {
        if (seen >= end) break;
        if (seen + group.size > offset) {
          const from = Math.max(0, offset - seen);
          const to = Math.min(group.size, end - seen);
          if (group.merged.length < to) {
            const lists: number[][] = [];
            for (let i = group.from; i < group.to; i += 1) {
              lists.push(index.productsOf[sorted.names[i]!.t]!);
            }
            group.merged = mergeFirst(lists, to, snapshot.views, snapshot.ids);
          }
          for (let k = from; k < to; k += 1) positions.push(group.merged[k]!);
        }
        seen += group.size;
      }
      return positions;
    },
  };
  return result;
}
