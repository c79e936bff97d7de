import { describe, expect, it } from 'vitest';
import { foldSearchText, MAX_SEARCH_WORDS, searchWords } from './search-words';

describe('[DOMAIN][SEARCH] search words', () => {
  it('folds letter variants, harakat and digits, then splits on spaces', () => {
    expect(foldSearchText('شقة ١٢٠ متر في مدينة نصر')).toBe('شقه 120 متر في مدينه نصر');
    expect(searchWords('  أحذية   رجالي ')).toEqual({
      folded: 'احذيه رجالي',
      words: ['احذيه', 'رجالي'],
    });
  });

  it('folds Persian digits like Arabic-Indic and Western ones', () => {
    expect(foldSearchText('۵۵')).toBe('55');
    expect(foldSearchText('٥٥')).toBe('55');
    expect(searchWords('شاشة ۴۳ بوصة').words).toEqual(['شاشه', '43', 'بوصه']);
  });

  it('keeps at most the first six words', () => {
    const { words } = searchWords('a b c d e f g h');
    expect(words).toHaveLength(MAX_SEARCH_WORDS);
    expect(words.at(-1)).toBe('f');
  });
});
