// The reviewed synonym list of search: words a shopper uses for the same thing — Egyptian and
// standard Arabic (تلاجة / ثلاجة, جزمة / حذاء), Arabic and English names (موبايل / mobile,
// ايفون / iphone). A query word that is one of a group's words also finds the others. Single words
// of three letters or more only: a two-letter word (ac, tv) would match inside too many others.
// Kept short on purpose: each group is a claim that the words are interchangeable in a shop.
import { foldSearchText } from '../search-words';

const GROUPS: readonly (readonly string[])[] = [
  ['موبايل', 'موبيل', 'جوال', 'هاتف', 'تليفون', 'mobile', 'phone', 'smartphone'],
  ['لابتوب', 'لاب', 'laptop', 'notebook'],
  ['شاشة', 'تلفزيون', 'تليفزيون', 'television', 'screen'],
  ['ثلاجة', 'تلاجة', 'fridge', 'refrigerator'],
  ['غسالة', 'washer'],
  ['تكييف', 'مكيف', 'aircon', 'conditioner'],
  ['حذاء', 'جزمة', 'shoe', 'shoes', 'boots'],
  ['كوتشي', 'سنيكرز', 'sneakers'],
  ['شنطة', 'حقيبة', 'bag', 'backpack'],
  ['سماعة', 'هيدفون', 'ايربودز', 'headphones', 'earbuds'],
  ['شاحن', 'charger'],
  ['جراب', 'كفر', 'case', 'cover'],
  ['كابل', 'سلك', 'cable'],
  ['بنطلون', 'بنطال', 'trousers', 'pants', 'jeans'],
  ['قميص', 'shirt'],
  ['فستان', 'dress'],
  ['جاكيت', 'جاكت', 'jacket'],
  ['شقة', 'apartment', 'flat'],
  ['ايفون', 'iphone'],
  ['سامسونج', 'samsung', 'galaxy', 'جالاكسي'],
  ['شاومي', 'xiaomi', 'redmi', 'ريدمي'],
  ['سوني', 'sony'],
  ['اوبو', 'oppo'],
  ['ريلمي', 'realme'],
  ['لينوفو', 'lenovo'],
  ['ماك', 'ماكبوك', 'macbook'],
  ['ميكروويف', 'microwave'],
  ['خلاط', 'blender'],
  ['مكنسة', 'vacuum'],
];

const byWord = new Map<string, string[]>();
for (const group of GROUPS) {
  const folded = group.map(foldSearchText);
  for (const word of folded) {
    const others = folded.filter((other) => other !== word);
    byWord.set(word, [...new Set([...(byWord.get(word) ?? []), ...others])]);
  }
}

/** The other words of a folded query word's synonym groups (none when it has no group). */
export function synonymsOf(word: string): readonly string[] {
  return byWord.get(word) ?? [];
}

/** Every group, folded (for tests and the published list). */
export const SYNONYM_GROUPS = GROUPS.map((group) => group.map(foldSearchText));
