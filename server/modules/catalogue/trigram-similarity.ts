// A JavaScript twin of pg_trgm's `word_similarity(a, b)` (contrib/pg_trgm/trgm_op.c, PostgreSQL
// 15–18; issue 14, session 11): the same words, the same trigrams — three single-byte characters
// kept as their bytes, any other trigram reduced to three bytes of its legacy CRC-32 (the table of
// the reflected polynomial run MSB-first, as `COMP_LEGACY_CRC32` does, stored little-endian) —
// the same positional walk (`calc_word_similarity`, `iterate_word_similarity`) and the same
// float4 arithmetic (`CALCSML` divides two float4s).
//
// What the twin cannot know by itself is the database's locale: which characters are word
// characters (`ISWORDCHR`: iswalpha/iswdigit of the database's LC_CTYPE) and what `lower()` makes
// of them (each word is lower-cased before its trigrams are taken). Those come from the database
// as a table (`CharTable`, read at each model build for the characters the build has seen, see
// catalogue-model-similarity.ts); a text with a character outside the table has no twin answer
// (`undefined`) and the caller asks PostgreSQL.

/** Per BMP code point: 0 unknown (ask the database), 1 a word character, 2 not one. */
export const UNKNOWN = 0;
export const WORD = 1;
export const SEPARATOR = 2;

/** What the database said of each character: its class and, for word characters, its lower(). */
export interface CharTable {
  classes: Uint8Array;
  /** Word characters whose lower() is another single code point. */
  lower: Map<number, number>;
}

export function emptyCharTable(): CharTable {
  return { classes: new Uint8Array(0x10000), lower: new Map() };
}

/** The table of `pg_crc32_table` (src/common/pg_crc.c): the reflected CRC-32 polynomial's. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i += 1) {
    let c = i;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

/** `COMP_LEGACY_CRC32` of one byte: the table indexed by the register's top byte. */
const crcByte = (crc: number, byte: number) =>
  (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]! ^ (crc << 8)) >>> 0;

/** The register after the UTF-8 bytes of code point `cp`. */
function crcCodePoint(crc: number, cp: number): number {
  if (cp < 0x80) return crcByte(crc, cp);
  if (cp < 0x800) return crcByte(crcByte(crc, 0xc0 | (cp >> 6)), 0x80 | (cp & 0x3f));
  if (cp < 0x10000) {
    crc = crcByte(crc, 0xe0 | (cp >> 12));
    crc = crcByte(crc, 0x80 | ((cp >> 6) & 0x3f));
    return crcByte(crc, 0x80 | (cp & 0x3f));
  }
  crc = crcByte(crc, 0xf0 | (cp >> 18));
  crc = crcByte(crc, 0x80 | ((cp >> 12) & 0x3f));
  crc = crcByte(crc, 0x80 | ((cp >> 6) & 0x3f));
  return crcByte(crc, 0x80 | (cp & 0x3f));
}

/**
 * `compact_trigram` of three code points as one 24-bit number of its three bytes (first byte
 * highest): the bytes themselves when the three are ASCII (3 bytes), else the first three bytes
 * in memory of the finished CRC (`CPTRGM(tptr, &crc)` on a little-endian machine: its low bytes).
 */
function trigramKey(a: number, b: number, c: number): number {
  if (a < 0x80 && b < 0x80 && c < 0x80) return (a << 16) | (b << 8) | c;
  let crc = 0xffffffff;
  crc = crcCodePoint(crc, a);
  crc = crcCodePoint(crc, b);
  crc = crcCodePoint(crc, c);
  crc = (crc ^ 0xffffffff) >>> 0;
  return ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
}

const SPACE = 0x20;

/**
 * `generate_trgm_only`: the trigrams of every word of `text` in order (each word lower-cased and
 * padded with two spaces before and one after), or null when `text` has a character the table
 * does not know.
 */
export function trigramsOf(table: CharTable, text: string, out: number[] = []): number[] | null {
  const { classes, lower } = table;
  out.length = 0;
  // The padded word's last two code points, -1 before the word starts.
  let p1 = -1;
  let p2 = -1;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) return null; // outside the BMP: not in the table
    const kind = classes[cp];
    if (kind === WORD) {
      cp = lower.get(cp) ?? cp;
      if (!inWord) {
        inWord = true;
        p1 = SPACE;
        p2 = SPACE;
      }
      out.push(trigramKey(p1, p2, cp));
      p1 = p2;
      p2 = cp;
    } else if (kind === SEPARATOR) {
      if (inWord) {
        out.push(trigramKey(p1, p2, SPACE));
        inWord = false;
      }
    } else {
      return null;
    }
  }
  if (inWord) out.push(trigramKey(p1, p2, SPACE));
  return out;
}

/** `CALCSML` with DIVUNION: float4(count) / float4(len1 + len2 - count), in float4. */
const calcsml = (count: number, len1: number, len2: number) =>
  Math.fround(count / (len1 + len2 - count));

/** Texts whose trigrams a `TrigramTexts` keeps at most (a snapshot's names are fewer). */
const MAX_TEXTS = 500_000;

/**
 * `word_similarity(query, text)` for many texts: each text's trigrams are made once and kept as
 * numbers (one per distinct trigram of all the texts seen), so a pair costs a walk over the
 * text's trigrams with array lookups — no CRC, no map — and nothing at all when the text has
 * none of the query's trigrams (the walk's similarity is then 0).
 */
export class TrigramTexts {
  /** Trigram (24-bit key) → its number. */
  private readonly numbers = new Map<number, number>();
  /** Text → its trigrams' numbers in order (null: a character outside the table). */
  private readonly texts = new Map<string, Int32Array | null>();
  /** `found`: the query's trigrams are marked with the current stamp. */
  private marks = new Uint32Array(4_096);
  private stamp = 0;
  /** `lastpos` of `iterate_word_similarity`, -1 between pairs. */
  private lastpos = new Int32Array(4_096).fill(-1);
  private readonly scratch: number[] = [];

  constructor(private readonly table: CharTable) {}

  /** The numbers of a text's trigrams, made the first time it is asked (or by a build). */
  numbersOf(text: string): Int32Array | null {
    let known = this.texts.get(text);
    if (known !== undefined) return known;
    const keys = trigramsOf(this.table, text, this.scratch);
    if (keys) {
      known = new Int32Array(keys.length);
      for (let i = 0; i < keys.length; i += 1) {
        let number = this.numbers.get(keys[i]!);
        if (number === undefined) {
          number = this.numbers.size;
          this.numbers.set(keys[i]!, number);
        }
        known[i] = number;
      }
      if (this.numbers.size > this.marks.length) {
        const size = this.numbers.size * 2;
        const marks = new Uint32Array(size);
        marks.set(this.marks);
        this.marks = marks;
        const lastpos = new Int32Array(size).fill(-1);
        lastpos.set(this.lastpos);
        this.lastpos = lastpos;
      }
    } else {
      known = null;
    }
    if (this.texts.size < MAX_TEXTS) this.texts.set(text, known);
    return known;
  }

  /**
   * `word_similarity(query, text)` (float4 values) of each text, or null when the query or a text
   * has a character the table does not know.
   */
  similarities(query: string, texts: readonly string[]): number[] | null {
    const ofTexts: Int32Array[] = [];
    for (const text of texts) {
      const numbers = this.numbersOf(text);
      if (!numbers) return null;
      ofTexts.push(numbers);
    }
    const keys = trigramsOf(this.table, query);
    if (!keys) return null;
    // `found`: the query's distinct trigrams (ulen1); one that no text has never matches.
    const stamp = (this.stamp = (this.stamp + 1) >>> 0 || 1);
    const distinct = new Set(keys);
    for (const key of distinct) {
      const number = this.numbers.get(key);
      if (number !== undefined) this.marks[number] = stamp;
    }
    return ofTexts.map((numbers) => this.walk(numbers, distinct.size, stamp));
  }

  /** `iterate_word_similarity` with no flags over one text's trigram numbers. */
  private walk(trg2: Int32Array, ulen1: number, stamp: number): number {
    const marks = this.marks;
    // Only the trigrams from the first of the query's to the last of them can change the answer:
    // before the first, `lower` is -1 and nothing is tracked; after the last, the similarity is
    // never computed again. A long name whose match is its first words walks a few trigrams.
    let first = 0;
    while (first < trg2.length && marks[trg2[first]!] !== stamp) first += 1;
    if (first === trg2.length) return 0;
    let last = trg2.length - 1;
    while (marks[trg2[last]!] !== stamp) last -= 1;
    const len2 = last + 1;
    const lastpos = this.lastpos;
    let ulen2 = 0;
    let count = 0;
    let upper = -1;
    let lower = -1;
    let smlrMax = 0;
    for (let i = first; i < len2; i += 1) {
      const trgindex = trg2[i]!;
      const found = marks[trgindex] === stamp;
      if (lower >= 0 || found) {
        if (lastpos[trgindex]! < 0) {
          ulen2 += 1;
          if (found) count += 1;
        }
        lastpos[trgindex] = i;
      }
      if (found) {
        upper = i;
        if (lower === -1) {
          lower = i;
          ulen2 = 1;
        }
        let smlrCur = calcsml(count, ulen1, ulen2);
        let tmpCount = count;
        let tmpUlen2 = ulen2;
        const prevLower = lower;
        for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
          const smlrTmp = calcsml(tmpCount, ulen1, tmpUlen2);
          if (smlrTmp > smlrCur) {
            smlrCur = smlrTmp;
            ulen2 = tmpUlen2;
            lower = tmpLower;
            count = tmpCount;
          }
          const tmpTrgindex = trg2[tmpLower]!;
          if (lastpos[tmpTrgindex] === tmpLower) {
            tmpUlen2 -= 1;
            if (marks[tmpTrgindex] === stamp) tmpCount -= 1;
          }
        }
        if (smlrCur > smlrMax) smlrMax = smlrCur;
        for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
          const tmpTrgindex = trg2[tmpLower]!;
          if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
        }
      }
    }
    for (let i = first; i < len2; i += 1) lastpos[trg2[i]!] = -1;
    return smlrMax;
  }
}

/**
 * A float4 as the driver hands it over: PostgreSQL prints a float4 in its shortest exact decimal
 * (`extra_float_digits` ≥ 1, the default) and the driver parses that text as a double, so 4/9 is
 * 0.44444445, not the float's 0.4444444477558136.
 */
const asRead = new Map<number, number>();
export function float4AsRead(value: number): number {
  let read = asRead.get(value);
  if (read === undefined) {
    read = value;
    for (let digits = 1; digits <= 9; digits += 1) {
      const shortest = Number(value.toPrecision(digits));
      if (Math.fround(shortest) === value) {
        read = shortest;
        break;
      }
    }
    if (asRead.size < 100_000) asRead.set(value, read);
  }
  return read;
}
