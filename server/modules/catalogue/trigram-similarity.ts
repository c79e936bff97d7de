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

/** A query's trigrams made once for many texts: each distinct trigram's group number. */
export interface QueryTrigrams {
  /** Trigram → group (0 … distinct-1); the query's groups are the "found" ones. */
  groups: Map<number, number>;
  /** `ulen1`: the query's distinct trigrams. */
  distinct: number;
}

export function queryTrigrams(table: CharTable, query: string): QueryTrigrams | null {
  const trigrams = trigramsOf(table, query);
  if (!trigrams) return null;
  const groups = new Map<number, number>();
  for (const t of trigrams) if (!groups.has(t)) groups.set(t, groups.size);
  return { groups, distinct: groups.size };
}

// Scratch arrays of `wordSimilarityOf` (one call at a time: JavaScript runs one at a time).
const textScratch: number[] = [];
let indexes = new Int32Array(256);
let lastpos = new Int32Array(512);
const extra = new Map<number, number>();

/**
 * `word_similarity(query, text)` as pg_trgm computes it (`calc_word_similarity` with no flags),
 * as a float4 value; undefined when `text` has a character the table does not know.
 */
export function wordSimilarityOf(
  table: CharTable,
  query: QueryTrigrams,
  text: string,
): number | undefined {
  const trg2 = trigramsOf(table, text, textScratch);
  if (!trg2) return undefined;
  const len2 = trg2.length;
  const ulen1 = query.distinct;
  if (len2 > indexes.length) indexes = new Int32Array(len2 * 2);
  // trg2indexes: each text trigram's group; groups ≥ ulen1 are the text's own (not "found").
  extra.clear();
  let groupCount = ulen1;
  for (let i = 0; i < len2; i += 1) {
    const key = trg2[i]!;
    let group = query.groups.get(key);
    if (group === undefined) {
      group = extra.get(key);
      if (group === undefined) {
        group = groupCount++;
        extra.set(key, group);
      }
    }
    indexes[i] = group;
  }
  if (groupCount > lastpos.length) lastpos = new Int32Array(groupCount * 2);
  lastpos.fill(-1, 0, groupCount);
  // iterate_word_similarity, flags = 0.
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i += 1) {
    const trgindex = indexes[i]!;
    const found = trgindex < ulen1;
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
        const tmpTrgindex = indexes[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2 -= 1;
          if (tmpTrgindex < ulen1) tmpCount -= 1;
        }
      }
      if (smlrCur > smlrMax) smlrMax = smlrCur;
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
        const tmpTrgindex = indexes[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
      }
    }
  }
  return smlrMax;
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
