import { describe, expect, it } from 'vitest';
import { emptySearchPart, indexText, matchingTexts, strengthsOf } from './catalogue-model-search';
import type { WordExpansion } from './search-vocabulary.repository';

// `matchStrength` on the read model: per query word 3 when a name has the word, 2 when a word of
// the name starts with it, 1 when one contains it, 0 for a misspelling — the same whether the
// levels are read off each name's words or marked from the vocabulary words' postings.
describe('[SEARCH] match strengths of the read model', () => {
  const names = [
    'شقه 95 متر للبيع', // 0: شقه exact, متر exact
    'شقق مفروشه للايجار', // 1: misspelling of شقه only
    'شقه فندقيه 120 مترا', // 2: شقه exact, مترا starts with متر
    'شقتين 200 متر', // 3: متر exact
    'فيلا 300 امتار', // 4: none of them
    'عماره 5 ادوار بمترو', // 5: بمترو contains متر
    'محل بمترو 40 مترا', // 6: both; the better (starts with متر) counts
  ];
  const index = emptySearchPart();
  const textIndex = new Map<string, number>();
  names.forEach((name, at) => indexText(index, textIndex, name, at));
  index.stamps = new Uint32Array(index.texts.length);
  const shaqqa: WordExpansion = { word: 'شقه', containing: ['شقه'], similar: ['شقق'] };
  const metr: WordExpansion = { word: 'متر', containing: ['متر', 'مترا', 'بمترو'], similar: [] };

  it('ranks exact, prefix, inner and misspelt words the same both ways', () => {
    const single = matchingTexts(index, [metr]);
    expect(single.sort()).toEqual([0, 2, 3, 5, 6]);
    const expected = new Map([
      [0, 3],
      [2, 2],
      [3, 3],
      [5, 1],
      [6, 2],
    ]);
    for (const postingsPerName of [0, Infinity]) {
      const strengths = strengthsOf(index, [metr], single, postingsPerName);
      expect(
        single.map((t, i) => [t, strengths[i]]),
        `postings per name ${postingsPerName}`,
      ).toEqual(single.map((t) => [t, expected.get(t)]));
    }
    const both = matchingTexts(index, [shaqqa, metr]).sort();
    expect(both).toEqual([0, 2]);
    for (const postingsPerName of [0, Infinity]) {
      expect([...strengthsOf(index, [shaqqa, metr], both, postingsPerName)]).toEqual([6, 5]);
    }
    const misspelt = matchingTexts(index, [shaqqa]).sort();
    expect(misspelt).toEqual([0, 1, 2]);
    for (const postingsPerName of [0, Infinity]) {
      expect([...strengthsOf(index, [shaqqa], misspelt, postingsPerName)]).toEqual([3, 0, 3]);
    }
    // The scratch marks are left clear for the next call.
    expect(index.levels?.every((level) => level === 0)).toBe(true);
  });
});
