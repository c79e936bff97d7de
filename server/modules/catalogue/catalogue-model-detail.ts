import { roundMoney } from '../../../domain/money';
import { roundRating } from '../../../domain/rating';
import type { Language } from '../../../domain/status/statuses';
import {
  cardRowOf,
  MODEL,
  type DetailReference,
  type RawModelRow,
} from './catalogue-model.repository';
import { namedRef, pick, toProductCard } from './mappers';
import type { PublicStorePage } from './stores.repository';

// The product page from the catalogue read model (issue 14, session 11): every public product's
// page answer held as UTF-8 JSON text — the exact bytes `GET /api/products/:id` answers through
// its serializer — cut where the live values go (views, the store's followers) and where parts
// shared by many products go (the store, the categories, the chosen values), so a page is one
// copy of a few byte ranges into one buffer, with no database round trip, no row mapping and no
// JSON serializing per request.
//
// Memory: a product's own text (its name and description in both languages, the card's values,
// images, SKU, keywords, video) lives in large off-heap chunks (`Arena`), not in JS strings or
// objects; the stores', categories' and attributes' parts once each per language. Measured in
// docs/decisions.md ("Session 11 — product detail").
//
// The bytes are made with the serializer's own rules (fast-json-stringify writes a string as
// `JSON.stringify` does, a number as `'' + n`, fields in the schema's order); the parity test
// (tests/server/catalogue-model-detail.test.ts) compares every product's answer byte for byte.

const LANGUAGES = ['ar', 'en'] as const satisfies readonly Language[];
const json = JSON.stringify;

/**
 * Chunks of this size hold the products' own text; a piece never spans two chunks. Above glibc's
 * largest mmap threshold (32 MB), so a chunk is always its own mapping: its pages count in RSS
 * only once written (the unused rest of the last chunk costs nothing, so it is not copied to
 * size), and a dropped snapshot's chunks go back to the system at once.
 */
const CHUNK_BYTES = 1 << 26;

/** Append-only UTF-8 text in off-heap chunks; an address is chunk × CHUNK_BYTES + offset. */
class Arena {
  readonly chunks: Buffer[] = [];
  private current: Buffer | null = null;
  private used = 0;

  /** Appends `text`; answers its address (its length in bytes goes to `lengths`). */
  add(text: string, lengths: Grow, at: number): number {
    const size = Buffer.byteLength(text);
    lengths.set(at, size);
    if (!this.current || this.used + size > this.current.length) {
      this.current = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, size));
      this.chunks.push(this.current);
      this.used = 0;
    }
    const address = (this.chunks.length - 1) * CHUNK_BYTES + this.used;
    this.used += this.current.write(text, this.used);
    return address;
  }

  /** The chunks (the last one's unwritten pages were never touched, so never resident). */
  done(): Buffer[] {
    this.current = null;
    return this.chunks;
  }
}

const int32s = (length: number) => new Int32Array(length);

/** A typed array that grows by doubling. */
class Grow<A extends Int32Array | Float64Array = Int32Array> {
  values: A;
  constructor(private readonly make: (length: number) => A) {
    this.values = make(1 << 16);
  }
  set(at: number, value: number): void {
    while (at >= this.values.length) {
      const bigger = this.make(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[at] = value;
  }
  done(length: number): A {
    return this.values.slice(0, length) as A;
  }
}

/**
 * Per product, the ranges of its own text, in answer order: `name` ends with the name (language),
 * `card` runs to `"views":`, `store` to `"store":{`, `created` to `"description":`, then the
 * description (language), `images` to `"category":`, `tail` from `,"sku":` to `"attributes":`,
 * `video` to the end. Addresses and lengths per range, per position.
 */
const OWN = [
  'nameAr',
  'nameEn',
  'card',
  'store',
  'created',
  'descAr',
  'descEn',
  'images',
  'tail',
  'video',
] as const;
type Own = (typeof OWN)[number];
const RANGE = Object.fromEntries(OWN.map((range, i) => [range, i])) as Record<Own, number>;

/** The product pages of one snapshot (see the file's head). */
export interface DetailPart {
  chunks: Buffer[];
  /**
   * Address and length of each own range, `OWN.length` per position; length -1: not held. An
   * address is a double: past 32 chunks (2 GiB of text) it no longer fits 32 bits.
   */
  addresses: Float64Array;
  lengths: Int32Array;
  /** Per position: the store's, the category's and the sub-category's index (-1: none). */
  storeIndex: Int32Array;
  categoryIndex: Int32Array;
  subCategoryIndex: Int32Array;
  /** Views as read minus the views this process had written then (the page adds what it wrote since). */
  viewsBase: Float64Array;
  /** Per store index: its id, the part to `"followersCount":`, the rest per language, the count read. */
  storeIds: Int32Array;
  storeHeads: Buffer[];
  storeTails: Record<Language, Buffer[]>;
  storeFollowers: Int32Array;
  /** Per category index: `{"id":…,"name":…}` per language. */
  categoryRefs: Record<Language, Buffer[]>;
  /** The chosen values' parts: each position's fragment ids in `fragments` (`valuesFrom`…`valuesTo`). */
  values: Int32Array;
  valuesFrom: Int32Array;
  valuesTo: Int32Array;
  fragments: Record<Language, Buffer[]>;
}

/** The chosen values of a page as `attributeRows` gives them (value, main attribute, extra price). */
interface ChosenValue {
  id: number;
  parentId: number;
  extraPrice: string | null;
}

function parseChosen(text: string | null): ChosenValue[] {
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [id, parentId, extraPrice] = entry.split(' ');
    return { id: Number(id), parentId: Number(parentId), extraPrice: extraPrice || null };
  });
}

/**
 * Builds a snapshot's `DetailPart` as its rows are read (`add` per row, in position order), from
 * the reference read at the build's start.
 */
export class DetailBuilder {
  private readonly arena = new Arena();
  private readonly addresses = new Grow((length) => new Float64Array(length));
  private readonly lengths = new Grow(int32s);
  private readonly storeIndex = new Grow(int32s);
  private readonly categoryIndex = new Grow(int32s);
  private readonly subCategoryIndex = new Grow(int32s);
  private readonly valuesFrom = new Grow(int32s);
  private readonly valuesTo = new Grow(int32s);
  private readonly values = new Grow(int32s);
  private valueCount = 0;
  private readonly viewsBase = new Grow((length) => new Float64Array(length));
  private count = 0;

  private readonly storeAt = new Map<number, number>();
  private readonly storeIds: number[] = [];
  private readonly storeHeads: Buffer[] = [];
  private readonly storeTails: Record<Language, Buffer[]> = { ar: [], en: [] };
  private readonly storeFollowers: number[] = [];
  private readonly categoryAt = new Map<number, number>();
  private readonly categoryRefs: Record<Language, Buffer[]> = { ar: [], en: [] };
  private readonly attributes: Map<number, DetailReference['attributes'][number]>;
  /** Fragment text (per language) → id, and the fragments. */
  private readonly fragmentAt = new Map<string, number>();
  private readonly fragments: Record<Language, Buffer[]> = { ar: [], en: [] };
  /** A fragment's short key (`chosenFragments`) → its id. */
  private readonly fragmentByKey = new Map<string, number>();
  /** Chosen-values text → its range of `values` (null: not held). */
  private readonly chosenAt = new Map<string, readonly [number, number] | null>();

  constructor(reference: DetailReference, storePages: Iterable<PublicStorePage>) {
    this.attributes = new Map(reference.attributes.map((a) => [a.id, a]));
    for (const category of reference.categories) {
      this.categoryAt.set(category.id, this.categoryRefs.ar.length);
      for (const language of LANGUAGES) {
        const name = pick(language, category.nameAr, category.nameEn);
        this.categoryRefs[language].push(Buffer.from(`{"id":${category.id},"name":${json(name)}}`));
      }
    }
    for (const store of storePages) {
      this.storeAt.set(store.id, this.storeIds.length);
      this.storeIds.push(store.id);
      this.storeFollowers.push(store.followersCount);
      this.storeHeads.push(
        Buffer.from(
          `"id":${store.id},"username":${json(store.username)},"name":${json(store.name)},` +
            `"logo":${json(store.logo)},"mainColor":${json(store.mainColor)},` +
            `"backgroundColor":${json(store.backgroundColor)},"verified":${store.verifiedAt !== null},` +
            `"followersCount":`,
        ),
      );
      for (const language of LANGUAGES) {
        const place = (id: number | null, ar: string | null, en: string | null) =>
          json(namedRef(language, id, ar, en));
        this.storeTails[language].push(
          Buffer.from(
            `,"phone":${json(store.phoneNumber)},"whatsapp":${json(store.whatsapp)},` +
              `"governorate":${place(store.governorateId, store.governorateAr, store.governorateEn)},` +
              `"area":${place(store.areaId, store.areaAr, store.areaEn)},` +
              `"rating":{"avg":${roundRating(Number(store.ratingAvg))},"count":${store.ratingCount}},` +
              `"authorizedOrders":${store.authorizedOrders}}`,
          ),
        );
      }
    }
  }

  /** A fragment's id (the same text per language is one fragment). */
  private fragment(texts: Record<Language, string>): number {
    const key = `${texts.ar}\u0000${texts.en}`;
    let id = this.fragmentAt.get(key);
    if (id === undefined) {
      id = this.fragments.ar.length;
      this.fragmentAt.set(key, id);
      const ar = Buffer.from(texts.ar);
      this.fragments.ar.push(ar);
      this.fragments.en.push(texts.en === texts.ar ? ar : Buffer.from(texts.en));
    }
    return id;
  }

  private own(at: number, range: Own, text: string): void {
    const slot = at * OWN.length + RANGE[range];
    this.addresses.set(slot, this.arena.add(text, this.lengths, slot));
  }

  /**
   * The range of `values` holding the fragments of a chosen-values text, made once per distinct
   * text (products with the same choices share it); null when a value or main attribute is
   * missing from the reference (the page is then answered by SQL).
   */
  private chosenRange(text: string | null): readonly [number, number] | null {
    const key = text ?? '';
    const known = this.chosenAt.get(key);
    if (known !== undefined) return known;
    const chosen = parseChosen(text);
    let range: readonly [number, number] | null = null;
    if (chosen.every((v) => this.attributes.has(v.id) && this.attributes.has(v.parentId))) {
      const from = this.valueCount;
      for (const id of this.chosenFragments(chosen)) this.values.set(this.valueCount++, id);
      range = [from, this.valueCount];
    }
    this.chosenAt.set(key, range);
    return range;
  }

  /**
   * Takes in the product at the next position (`row` as the build read it); `viewsWritten` is
   * what this process had written of its views when the row was read.
   */
  add(row: RawModelRow, viewsWritten: number): void {
    const at = this.count++;
    const card = cardRowOf(row);
    const storeAt = this.storeAt.get(card.storeId);
    const categoryAt = this.categoryAt.get(card.categoryId);
    const subCategoryAt =
      card.subCategoryId === null ? -1 : this.categoryAt.get(card.subCategoryId);
    const chosen = this.chosenRange(row[MODEL.chosenValues] as string | null);
    this.storeIndex.set(at, storeAt ?? -1);
    this.categoryIndex.set(at, categoryAt ?? -1);
    this.subCategoryIndex.set(at, subCategoryAt ?? -1);
    this.viewsBase.set(at, card.views - viewsWritten);
    this.valuesFrom.set(at, chosen?.[0] ?? 0);
    this.valuesTo.set(at, chosen?.[1] ?? 0);
    // A page this part cannot make exactly is answered by SQL: its store was not in the store
    // pages read (it changed between the two reads) or a category or value is missing.
    if (
      storeAt === undefined ||
      categoryAt === undefined ||
      subCategoryAt === undefined ||
      chosen === null
    ) {
      this.lengths.set(at * OWN.length, -1);
      return;
    }
    const ar = toProductCard(card, 'ar');
    const nameEn = pick('en', card.nameAr, card.nameEn);
    const head = `{"data":{"id":${ar.id},"name":`;
    this.own(at, 'nameAr', head + json(ar.name));
    this.own(at, 'nameEn', head + json(nameEn));
    this.own(
      at,
      'card',
      `,"mainImage":${json(ar.mainImage)},"price":${ar.price},"discount":${ar.discount},` +
        `"discountedPrice":${json(ar.discountedPrice)},"negotiable":${ar.negotiable},` +
        `"stock":{"state":${json(ar.stock.state)},"amount":${ar.stock.amount}},` +
        `"rating":{"avg":${ar.rating.avg},"count":${ar.rating.count}},"views":`,
    );
    this.own(
      at,
      'store',
      `,"categoryId":${ar.categoryId},"subCategoryId":${json(ar.subCategoryId)},"store":{`,
    );
    this.own(at, 'created', `,"createdAt":${json(ar.createdAt)},"description":`);
    const descriptionAr = row[MODEL.descriptionAr] as string;
    const descriptionEn = row[MODEL.descriptionEn] as string;
    this.own(at, 'descAr', json(pick('ar', descriptionAr, descriptionEn)));
    this.own(at, 'descEn', json(pick('en', descriptionAr, descriptionEn)));
    this.own(
      at,
      'images',
      `,"images":${json((row[MODEL.images] as string[] | null) ?? [])},"category":`,
    );
    this.own(
      at,
      'tail',
      `,"sku":${json(row[MODEL.sku])},"keywords":${json(row[MODEL.keywords])},"attributes":`,
    );
    this.own(
      at,
      'video',
      `,"video":{"youtube":${json(row[MODEL.youtubeUrl])},"facebook":${json(row[MODEL.facebookVideoUrl])}}}}`,
    );
  }

  /**
   * The fragments of `"attributes"`'s array, as `groupAttributes` makes it: values sorted by
   * their main attribute's sort then their own (stable on the value id order read), grouped by
   * main attribute in the order first met.
   */
  private chosenFragments(chosen: ChosenValue[]): number[] {
    const attribute = (id: number) => this.attributes.get(id)!;
    const sorted = [...chosen].sort(
      (a, b) =>
        attribute(a.parentId).sort - attribute(b.parentId).sort ||
        attribute(a.id).sort - attribute(b.id).sort,
    );
    const groups = new Map<number, ChosenValue[]>();
    for (const value of sorted) {
      const group = groups.get(value.parentId);
      if (group) group.push(value);
      else groups.set(value.parentId, [value]);
    }
    // A fragment is named by what it is made of (a short key), so its text is made once.
    const perLanguage = (key: string, make: (language: Language) => string) => {
      let id = this.fragmentByKey.get(key);
      if (id === undefined) {
        id = this.fragment({ ar: make('ar'), en: make('en') });
        this.fragmentByKey.set(key, id);
      }
      return id;
    };
    const out: number[] = [];
    let first = true;
    for (const [parentId, values] of groups) {
      const parent = attribute(parentId);
      out.push(
        perLanguage(
          `g${parentId} ${first}`,
          (language) =>
            `${first ? '[' : ','}{"id":${parentId},"name":${json(pick(language, parent.nameAr, parent.nameEn))},` +
            `"required":${parent.required},"multiSelect":${parent.multiSelect},"hasPrice":${parent.hasPrice},"values":[`,
        ),
      );
      first = false;
      values.forEach((value, i) => {
        const last = i === values.length - 1;
        out.push(
          perLanguage(`v${value.id} ${i === 0} ${last} ${value.extraPrice}`, (language) => {
            const own = attribute(value.id);
            const price =
              value.extraPrice === null ? 'null' : String(roundMoney(Number(value.extraPrice)));
            return (
              `${i === 0 ? '' : ','}{"id":${value.id},"name":${json(pick(language, own.nameAr, own.nameEn))},` +
              `"color":${json(own.color)},"extraPrice":${price}${last ? '}]}' : '}'}`
            );
          }),
        );
      });
    }
    out.push(perLanguage(`e${first}`, () => (first ? '[]' : ']')));
    return out;
  }

  done(): DetailPart {
    const n = this.count;
    const slots = n * OWN.length;
    return {
      chunks: this.arena.done(),
      addresses: this.addresses.done(slots),
      lengths: this.lengths.done(slots),
      storeIndex: this.storeIndex.done(n),
      categoryIndex: this.categoryIndex.done(n),
      subCategoryIndex: this.subCategoryIndex.done(n),
      viewsBase: this.viewsBase.done(n),
      storeIds: Int32Array.from(this.storeIds),
      storeHeads: this.storeHeads,
      storeTails: this.storeTails,
      storeFollowers: Int32Array.from(this.storeFollowers),
      categoryRefs: this.categoryRefs,
      values: this.values.done(this.valueCount),
      valuesFrom: this.valuesFrom.done(n),
      valuesTo: this.valuesTo.done(n),
      fragments: this.fragments,
    };
  }
}

const SUB_CATEGORY = Buffer.from(',"subCategory":');
const NULL = Buffer.from('null');

/** Whether the part holds the page of the product at `at`. */
export function holdsPage(part: DetailPart, at: number): boolean {
  return part.lengths[at * OWN.length]! >= 0;
}

/** The store index of the product at `at` and the store's id (the page's live followers). */
export function pageStore(part: DetailPart, at: number): { id: number; followers: number } {
  const index = part.storeIndex[at]!;
  return { id: part.storeIds[index]!, followers: part.storeFollowers[index]! };
}

const ranges = RANGE;

/**
 * The whole answer (`{"data":{…}}`) of the product page at `at` in `language`, with its views and
 * its store's followers as given: the byte ranges copied into one buffer.
 */
export function pageAnswer(
  part: DetailPart,
  at: number,
  language: Language,
  views: number,
  followers: number,
): Buffer {
  const base = at * OWN.length;
  const { addresses, lengths, chunks } = part;
  const ar = language === 'ar';
  const store = part.storeIndex[at]!;
  const sub = part.subCategoryIndex[at]!;
  const subRef = sub === -1 ? NULL : part.categoryRefs[language][sub]!;
  const categoryRef = part.categoryRefs[language][part.categoryIndex[at]!]!;
  const storeHead = part.storeHeads[store]!;
  const storeTail = part.storeTails[language][store]!;
  const fragments = part.fragments[language];
  const viewsText = String(views);
  const followersText = String(followers);
  const from = part.valuesFrom[at]!;
  const to = part.valuesTo[at]!;
  let valuesLength = 0;
  for (let i = from; i < to; i += 1) valuesLength += fragments[part.values[i]!]!.length;
  const name = base + (ar ? ranges.nameAr : ranges.nameEn);
  const description = base + (ar ? ranges.descAr : ranges.descEn);
  const total =
    lengths[name]! +
    lengths[base + ranges.card]! +
    viewsText.length +
    lengths[base + ranges.store]! +
    storeHead.length +
    followersText.length +
    storeTail.length +
    lengths[base + ranges.created]! +
    lengths[description]! +
    lengths[base + ranges.images]! +
    categoryRef.length +
    SUB_CATEGORY.length +
    subRef.length +
    lengths[base + ranges.tail]! +
    valuesLength +
    lengths[base + ranges.video]!;
  const out = Buffer.allocUnsafe(total);
  let position = 0;
  const own = (slot: number) => {
    const address = addresses[slot]!;
    const offset = address % CHUNK_BYTES;
    position += chunks[(address - offset) / CHUNK_BYTES]!.copy(
      out,
      position,
      offset,
      offset + lengths[slot]!,
    );
  };
  const put = (buffer: Buffer) => {
    position += buffer.copy(out, position);
  };
  const text = (ascii: string) => {
    position += out.write(ascii, position, 'latin1');
  };
  own(name);
  own(base + ranges.card);
  text(viewsText);
  own(base + ranges.store);
  put(storeHead);
  text(followersText);
  put(storeTail);
  own(base + ranges.created);
  own(description);
  own(base + ranges.images);
  put(categoryRef);
  put(SUB_CATEGORY);
  put(subRef);
  own(base + ranges.tail);
  for (let i = from; i < to; i += 1) put(fragments[part.values[i]!]!);
  own(base + ranges.video);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Grid pages as bytes (session 11, "grid pages as bytes")
//
// A grid card is the product page's own text without what only the page has: its name range
// past `{"data":`, the card range (`,"mainImage":…"views":`), the views, the range
// `,"categoryId":…,"store":{`, the card's store (`cardStoreText`, once per store) and the
// created range up to `,"description":` closed with `}` — the fields of `productCardSchema` in
// its order, so no byte of a card is held twice. The grid's views are the snapshot's (as the
// object path's cards show them), not live.

/** `{"data":` before a page's id; `,"description":` after its createdAt. */
const PAGE_HEAD = 8;
const DESCRIPTION_KEY = 15;
const GRID_OPEN = Buffer.from('{"data":[');
const CARD_CLOSE = 0x7d; // }
const COMMA = 0x2c; // ,

/**
 * The card's store object after its `{` (`productStoreSchema`'s fields in order), from the card
 * row's values as `toProductCard` maps them.
 */
export function cardStoreText(store: {
  id: number;
  username: string;
  name: string;
  logo: string | null;
  mainColor: string;
  verified: boolean;
}): Buffer {
  return Buffer.from(
    `"id":${store.id},"username":${json(store.username)},"name":${json(store.name)},` +
      `"logo":${json(store.logo)},"mainColor":${json(store.mainColor)},"verified":${store.verified}}`,
  );
}

/** What a grid page's bytes are made of besides the detail part. */
export interface GridBytes {
  part: DetailPart;
  /** Per position: the store id, and the card store text per store id. */
  store: Int32Array;
  cardStores: Map<number, Buffer>;
  /** Per position: the views the snapshot read (the object path's card shows them). */
  views: Float64Array;
}

/**
 * The whole answer of a grid page (`{"data":[card,…],"meta":{…}}`, exactly the route's
 * serializer's bytes) of the products at `positions[offset … end)`, or null when some card is
 * not held (its page was not made: the object path answers).
 */
export function gridAnswer(
  grid: GridBytes,
  positions: ArrayLike<number>,
  offset: number,
  end: number,
  language: Language,
  meta: { page: number; perPage: number; total: number; lastPage: number },
): Buffer | null {
  const { part, cardStores } = grid;
  const { addresses, lengths, chunks } = part;
  const nameRange = language === 'ar' ? RANGE.nameAr : RANGE.nameEn;
  const count = Math.max(0, end - offset);
  const viewTexts: string[] = new Array<string>(count);
  const stores: Buffer[] = new Array<Buffer>(count);
  const metaText =
    `],"meta":{"page":${meta.page},"perPage":${meta.perPage},` +
    `"total":${meta.total},"lastPage":${meta.lastPage}}}`;
  let total = GRID_OPEN.length + metaText.length + Math.max(0, count - 1);
  for (let i = 0; i < count; i += 1) {
    const at = positions[offset + i]!;
    const base = at * OWN.length;
    if (lengths[base]! < 0) return null;
    const store = cardStores.get(grid.store[at]!);
    if (!store) return null;
    const viewsText = String(grid.views[at]);
    viewTexts[i] = viewsText;
    stores[i] = store;
    total +=
      lengths[base + nameRange]! -
      PAGE_HEAD +
      lengths[base + RANGE.card]! +
      viewsText.length +
      lengths[base + RANGE.store]! +
      store.length +
      lengths[base + RANGE.created]! -
      DESCRIPTION_KEY +
      1;
  }
  const out = Buffer.allocUnsafe(total);
  let position = GRID_OPEN.copy(out, 0);
  const own = (slot: number, skip: number, cut: number) => {
    const address = addresses[slot]!;
    const start = address % CHUNK_BYTES;
    position += chunks[(address - start) / CHUNK_BYTES]!.copy(
      out,
      position,
      start + skip,
      start + lengths[slot]! - cut,
    );
  };
  for (let i = 0; i < count; i += 1) {
    const base = positions[offset + i]! * OWN.length;
    if (i > 0) out[position++] = COMMA;
    own(base + nameRange, PAGE_HEAD, 0);
    own(base + RANGE.card, 0, 0);
    position += out.write(viewTexts[i]!, position, 'latin1');
    own(base + RANGE.store, 0, 0);
    position += stores[i]!.copy(out, position);
    own(base + RANGE.created, 0, DESCRIPTION_KEY);
    out[position++] = CARD_CLOSE;
  }
  position += out.write(metaText, position, 'latin1');
  return position === total ? out : null;
}
