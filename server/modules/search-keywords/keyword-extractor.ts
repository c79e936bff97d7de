// The built-in keyword proposer of the keyword run (no network): the frequent meaningful words and
// two-word phrases of a category's product names, per language, stop words left out. Words are
// compared folded (domain/search-words: Arabic letter variants, harakat, digits) and shown in
// the form the names use most.
import { foldSearchText } from '../../../domain/search-words';
import type { Language } from '../../../domain/status/statuses';

const ARABIC_STOP = new Set(
  [
    'من',
    'في',
    'على',
    'الى',
    'إلى',
    'عن',
    'مع',
    'و',
    'او',
    'أو',
    'ال',
    'هذا',
    'هذه',
    'ذلك',
    'التي',
    'الذي',
    'ب',
    'ل',
    'ك',
    'لل',
    'كل',
    'بعض',
    'جدا',
    'جديد',
    'جديدة',
    'اصلي',
    'أصلي',
    'اصلية',
    'أصلية',
    'عرض',
    'خصم',
    'قطعة',
    'قطع',
    'مقاس',
    'لون',
    'حجم',
    'سعر',
    'متوفر',
    'بدون',
    'عالي',
    'عالية',
    'الجودة',
    'جودة',
    'ممتاز',
    'ممتازة',
    'افضل',
    'أفضل',
    'نوع',
    'طقم',
    'مجموعة',
  ].map(foldSearchText),
);

const ENGLISH_STOP = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'with',
  'without',
  'in',
  'on',
  'to',
  'by',
  'from',
  'at',
  'as',
  'is',
  'it',
  'its',
  'this',
  'that',
  'new',
  'original',
  'set',
  'pcs',
  'pc',
  'piece',
  'pieces',
  'size',
  'color',
  'colour',
  'pack',
  'best',
  'high',
  'quality',
  'premium',
  'offer',
  'sale',
  'free',
  'cm',
  'mm',
  'ml',
  'kg',
  'gb',
  'tb',
  'inch',
  'x',
  'plus',
  'pro',
  'max',
  'mini',
]);

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** The language of a word by its script; digits and mixed tokens have none. */
function languageOf(word: string): Language | null {
  if (ARABIC_LETTER.test(word) && !LATIN_LETTER.test(word)) return 'ar';
  if (LATIN_LETTER.test(word) && !ARABIC_LETTER.test(word)) return 'en';
  return null;
}

function meaningful(folded: string, language: Language): boolean {
  if (folded.length < 3 || /\d/.test(folded)) return false;
  return !(language === 'ar' ? ARABIC_STOP : ENGLISH_STOP).has(folded);
}

interface Tally {
  /** Names containing it (counted once per name). */
  names: number;
  /** Surface forms and how often each was written. */
  forms: Map<string, number>;
}

function count(tallies: Map<string, Tally>, key: string, form: string, seen: Set<string>) {
  const tally = tallies.get(key) ?? { names: 0, forms: new Map() };
  if (!seen.has(key)) {
    tally.names += 1;
    seen.add(key);
  }
  tally.forms.set(form, (tally.forms.get(form) ?? 0) + 1);
  tallies.set(key, tally);
}

function commonestForm(forms: Map<string, number>): string {
  return [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

export interface ProposedKeyword {
  keyword: string;
  language: Language;
}

/**
 * Up to `perLanguage` keywords per language from `names`: two-word phrases first when they recur,
 * then words; a term must appear in at least two names (one when there are fewer than four).
 */
export function extractKeywords(names: string[], perLanguage = 10): ProposedKeyword[] {
  const minNames = names.length < 4 ? 1 : 2;
  const words = { ar: new Map<string, Tally>(), en: new Map<string, Tally>() };
  const phrases = { ar: new Map<string, Tally>(), en: new Map<string, Tally>() };
  for (const name of names) {
    const seen = new Set<string>();
    const tokens = name.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
    let previous: { folded: string; form: string; language: Language } | null = null;
    for (const raw of tokens) {
      const language = languageOf(raw);
      const form = language === 'en' ? raw.toLowerCase() : raw;
      const folded = foldSearchText(raw);
      if (!language || !meaningful(folded, language)) {
        previous = null;
        continue;
      }
      count(words[language], folded, form, seen);
      if (previous && previous.language === language) {
        count(phrases[language], `${previous.folded} ${folded}`, `${previous.form} ${form}`, seen);
      }
      previous = { folded, form, language };
    }
  }
  const out: ProposedKeyword[] = [];
  for (const language of ['ar', 'en'] as const) {
    const ranked = (tallies: Map<string, Tally>) =>
      [...tallies]
        .filter(([, tally]) => tally.names >= minNames)
        .sort((a, b) => b[1].names - a[1].names || a[0].localeCompare(b[0]));
    const chosen: string[] = [];
    const taken = new Set<string>();
    // Phrases need to recur (a phrase seen once is just a product name).
    for (const [key, tally] of ranked(phrases[language])) {
      if (tally.names < 2 || chosen.length >= Math.ceil(perLanguage / 2)) continue;
      chosen.push(commonestForm(tally.forms));
      taken.add(key);
    }
    for (const [key, tally] of ranked(words[language])) {
      if (chosen.length >= perLanguage) break;
      if (taken.has(key)) continue;
      chosen.push(commonestForm(tally.forms));
    }
    for (const keyword of chosen) out.push({ keyword, language });
  }
  return out;
}
