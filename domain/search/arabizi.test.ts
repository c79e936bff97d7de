import { describe, expect, it } from 'vitest';
import { arabiziSpellings, mayBeArabizi } from './arabizi';
import { SYNONYM_GROUPS, synonymsOf } from './synonyms';
import { foldSearchText } from '../search-words';

describe('[DOMAIN][SEARCH] Franco-Arabic spellings', () => {
  it('spells Egyptian Arabizi out in Arabic letters, folded like stored names', () => {
    expect(arabiziSpellings('2amees')).toContain('قميس');
    expect(arabiziSpellings('sha4a')).toContain(foldSearchText('شاشة'));
    expect(arabiziSpellings('labtop')).toContain('لابتوب');
    expect(arabiziSpellings('3abaya')).toContain(foldSearchText('عباية'));
    expect(arabiziSpellings('tallaga')).toContain(foldSearchText('تلاجة'));
    expect(arabiziSpellings('7elw')).toContain('حلو');
    // ط typed as t: search allows the one slip between خلات and خلاط.
    expect(arabiziSpellings('5alat')).toContain('خلات');
  });

  it('leaves Arabic, numbers and short or foreign-lettered words alone', () => {
    expect(arabiziSpellings('قميص')).toEqual([]);
    expect(arabiziSpellings('128')).toEqual([]);
    expect(arabiziSpellings('a5')).toEqual([]);
    expect(mayBeArabizi('i5')).toBe(false);
    expect(mayBeArabizi('sha4a')).toBe(true);
  });

  it('answers a bounded number of spellings, shortest first', () => {
    const spellings = arabiziSpellings('abaadiiramaramaramarama');
    expect(spellings.length).toBeLessThanOrEqual(32);
    const lengths = spellings.map((s) => s.length);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
  });
});

describe('[DOMAIN][SEARCH] synonyms', () => {
  it('links dialect and standard Arabic, and Arabic and English names, both ways', () => {
    expect(synonymsOf(foldSearchText('تلاجة'))).toContain(foldSearchText('ثلاجة'));
    expect(synonymsOf(foldSearchText('ثلاجة'))).toContain('fridge');
    expect(synonymsOf('iphone')).toContain('ايفون');
    expect(synonymsOf(foldSearchText('جزمة'))).toContain(foldSearchText('حذاء'));
    expect(synonymsOf('قطة')).toEqual([]);
  });

  it('holds only folded single words of three letters or more', () => {
    for (const group of SYNONYM_GROUPS) {
      for (const word of group) {
        expect(word).toBe(foldSearchText(word));
        expect(word).not.toContain(' ');
        expect([...word].length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
