import type { Db } from '../../db/client';
import { characterClasses } from './catalogue-model-similarity.repository';
import { wordSimilarityPairs } from './search.repository';
import {
  emptyCharTable,
  float4AsRead,
  SEPARATOR,
  WORD,
  TrigramTexts,
  type CharTable,
} from './trigram-similarity';
import { nextTurn } from '../../lib/next-turn';

// The read model's `word_similarity` without a round trip (issue 14, session 11): the JavaScript
// twin of pg_trgm (trigram-similarity.ts), trusted only after the database agreed with it at this
// build. Each build asks PostgreSQL (or PGlite) in two statements:
//   1. the class and lower() of every character the build's texts use, plus fixed ranges (ASCII,
//      Latin-1, the Arabic blocks, joiners) — the twin answers only texts made of those;
//   2. `word_similarity` of a fixed sample of pairs (Arabic, tashkeel, digits in three scripts,
//      punctuation, English case, one- and two-letter words) and of a sample of the build's own
//      names, compared with the twin's value exactly.
// Any pair that differs (or a failed statement) leaves the twin out of this snapshot: the model
// then asks the database as before (`CatalogueModel.similaritiesOf`' batched statement).

/** Texts of the fixed sample (not folded on purpose: case, tashkeel, punctuation). */
const FIXED_TEXTS = [
  'قميص قطن رجالي أبيض',
  'قَمِيصٌ كَتَّان نِسائي',
  'شاشة سامسونج ٥٥ بوصة',
  'شاشة 55 بوصة ۵۵ إنش',
  'آيفون ١٥ برو ٢٥٦ جيجا',
  'iPhone 15 Pro Max, 256GB',
  'LAPTOP Lenovo-IdeaPad (i5/8GB)',
  'ثلاجة/ديب فريزر - ١٨ قدم!',
  'شقة للإيجار: ٣ غرف، حمام؛ مطبخ؟',
  'مستشفى المُحلّة… «الكبرى»',
  "children's shoes & bags_2024",
  'ـــ عرض ـــ تطويل',
  'a b cd efg',
  'Ünïcödé CAFÉ crème',
];
const FIXED_QUERIES = [
  'قميص',
  'قميس',
  'قَمِيص',
  'شاشه ٥٥',
  '55',
  '۵۵',
  '٢٥٦ جيجا',
  'iphone',
  'IPHONE 15',
  'laptops',
  'lap',
  'ثلاجه',
  'شقه للايجار',
  'المحله',
  "children's",
  'café',
  'a',
  'ق',
  'عرض',
];
/** Code points always in the table: ASCII, Latin-1, the Arabic blocks, ZWNJ/ZWJ. */
const FIXED_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x600, 0x6ff],
  [0x750, 0x77f],
  [0x200c, 0x200d],
];
/** Names of the build compared with the database (evenly spread over its distinct names). */
const SAMPLED_NAMES = 300;

/** `word_similarity` from the twin, for the characters the database classed at this build. */
export class SimilarityTwin {
  private readonly texts: TrigramTexts;

  constructor(table: CharTable) {
    this.texts = new TrigramTexts(table);
  }

  /** Makes the trigrams of `sources`' texts now, a slice per turn (not on their first request). */
  async prepare(sources: readonly (readonly string[])[]): Promise<void> {
    let made = 0;
    for (const texts of sources) {
      for (const text of texts) {
        this.texts.numbersOf(text);
        made += 1;
        if (made % 2_000 === 0) await nextTurn();
      }
    }
  }

  /**
   * `word_similarity(query, text)` of each text, each the double the driver would have read;
   * null when the query or a text has a character outside the table (the database answers).
   */
  similarities(query: string, texts: readonly string[]): number[] | null {
    const values = this.texts.similarities(query, texts);
    if (!values) return null;
    for (let i = 0; i < values.length; i += 1) {
      if (values[i] !== 0) values[i] = float4AsRead(values[i]!);
    }
    return values;
  }

  /**
   * `similarities`, a long list a slice of SLICED_TEXTS at a time, a turn of the event loop each
   * (a short list answers at once, in this turn): a common word's tier holds thousands of names
   * (every name with «شقة»: ~3,000 at 100,000 products, ~4 ms of walks), which in one turn would
   * hold every other request back.
   */
  similaritiesSliced(
    query: string,
    texts: readonly string[],
  ): number[] | null | Promise<number[] | null> {
    if (texts.length <= SLICED_TEXTS) return this.similarities(query, texts);
    return (async () => {
      const out: number[] = [];
      for (let from = 0; from < texts.length; from += SLICED_TEXTS) {
        if (from > 0) await nextTurn();
        const values = this.similarities(query, texts.slice(from, from + SLICED_TEXTS));
        if (!values) return null;
        for (const value of values) out.push(value);
      }
      return out;
    })();
  }
}

/** Names a turn of `similaritiesSliced` walks (~0.3 ms of long names on this machine). */
const SLICED_TEXTS = 256;

export interface TwinCheck {
  /** Null when a pair differed or the check failed. */
  twin: SimilarityTwin | null;
  /** Pairs compared. */
  pairs: number;
  /** The first few pairs that differed. */
  differing: { query: string; text: string; database: number; twin: number | null }[];
  error?: unknown;
}

/**
 * The twin for a build whose texts are `sources` (product names, store names, category names),
 * checked against `db`.
 */
export async function checkedTwin(
  db: Db,
  sources: readonly (readonly string[])[],
): Promise<TwinCheck> {
  try {
    const seen = new Uint8Array(0x10000);
    const chars: string[] = [];
    const add = (cp: number) => {
      // Lone surrogates are not characters; astral ones stay out (the database answers them).
      if (seen[cp] || (cp >= 0xd800 && cp <= 0xdfff)) return;
      seen[cp] = 1;
      chars.push(String.fromCharCode(cp));
    };
    for (const [from, to] of FIXED_RANGES) for (let cp = from; cp <= to; cp += 1) add(cp);
    for (const text of [...FIXED_TEXTS, ...FIXED_QUERIES]) {
      for (let i = 0; i < text.length; i += 1) add(text.charCodeAt(i));
    }
    let walked = 0;
    for (const texts of sources) {
      for (const text of texts) {
        for (let i = 0; i < text.length; i += 1) add(text.charCodeAt(i));
        walked += text.length;
        if (walked >= 200_000) {
          walked = 0;
          await nextTurn();
        }
      }
    }
    const table = emptyCharTable();
    for (const { char, lower, word } of await characterClasses(db, chars)) {
      const cp = char.charCodeAt(0);
      if (!word) {
        table.classes[cp] = SEPARATOR;
        continue;
      }
      // A word character whose lower() is not one BMP code point stays unknown.
      if (lower.length !== 1) continue;
      table.classes[cp] = WORD;
      if (lower !== char) table.lower.set(cp, lower.charCodeAt(0));
    }
    const twin = new SimilarityTwin(table);

    const queries: string[] = [];
    const texts: string[] = [];
    for (const query of FIXED_QUERIES) {
      for (const text of FIXED_TEXTS) {
        queries.push(query);
        texts.push(text);
      }
    }
    // The build's own names: each against its first word, that word missing its second letter,
    // its last two words, and a fixed query.
    const names = sources[0] ?? [];
    const step = Math.max(1, Math.floor(names.length / SAMPLED_NAMES));
    for (let i = 0; i < names.length; i += step) {
      const name = names[i]!;
      const words = name.split(' ').filter(Boolean);
      const first = words[0] ?? name;
      for (const query of [
        first,
        first.length > 2 ? first.slice(0, 1) + first.slice(2) : `${first}x`,
        words.slice(-2).join(' '),
        FIXED_QUERIES[i % FIXED_QUERIES.length]!,
      ]) {
        queries.push(query);
        texts.push(name);
      }
    }
    const database = await wordSimilarityPairs(db, queries, texts);
    const differing: TwinCheck['differing'] = [];
    for (let i = 0; i < queries.length; i += 1) {
      const mine = twin.similarities(queries[i]!, [texts[i]!]);
      const value = mine?.[0] ?? null;
      if (value !== database[i]) {
        differing.push({
          query: queries[i]!,
          text: texts[i]!,
          database: database[i]!,
          twin: value,
        });
        if (differing.length >= 5) break;
      }
    }
    if (differing.length > 0) return { twin: null, pairs: queries.length, differing };
    await twin.prepare(sources);
    return { twin, pairs: queries.length, differing };
  } catch (error) {
    return { twin: null, pairs: 0, differing: [], error };
  }
}
