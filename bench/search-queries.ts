// The fixed search query sets: Arabic and English queries with the products a shopper expects
// on the demo catalogue, scored by tests/server/catalogue-search-relevance.test.ts. QUERIES are
// spellings of the products' own words (misspellings, letter variants, digits, case, prefixes);
// TYPED_AS_EGYPTIANS are Franco-Arabic (Arabic in Latin letters) and synonyms — words the
// products' names do not contain.

export interface Judged {
  q: string;
  lang: 'ar' | 'en';
  /** Which products are right, tested on "<Arabic name> | <English name>". */
  relevant: RegExp;
}

const AR = (q: string, relevant: RegExp): Judged => ({ q, lang: 'ar', relevant });
const EN = (q: string, relevant: RegExp): Judged => ({ q, lang: 'en', relevant });

const SHIRT = /قميص/;
const SCREEN = /شاشة/;
const FIFTY_FIVE = /(^|[^\d٠-٩])(٥٥|55)([^\d٠-٩]|$)/;
const IPHONE = /آيفون|iphone/i;
const SAMSUNG = /سامسونج|samsung/i;
const LAPTOP = /لابتوب|laptop/i;
const XIAOMI = /شاومي|xiaomi/i;
const JACKET = /جاكيت|jacket/i;
const DRESS = /فستان|dress/i;
const ISDAL = /إسدال/;
const FLAT = /شقة/;
const AC = /تكييف/;
const FRIDGE = /ثلاجة/;
const WASHER = /غسالة/;
const BAG = /شنطة/;
const HEADPHONES = /سماعة/;
const SONY = /سوني|sony/i;
const GB256 = /٢٥٦ جيجا|256GB/;
const SHOES = /حذاء|بوت/;
const ABAYA = /عباية/;

/** The fixed query set: 48 queries. */
export const QUERIES: Judged[] = [
  AR('قميص', SHIRT),
  AR('قميس', SHIRT), // misspelt: ص → س
  AR('قَمِيص', SHIRT), // tashkeel
  AR('شاشة', SCREEN),
  AR('شاشه', SCREEN), // taa marbuta written as haa
  AR('شاشة سامسونج', /شاشة سامسونج/),
  AR('٥٥', FIFTY_FIVE), // Arabic-Indic digits
  AR('۵۵', FIFTY_FIVE), // Persian digits
  EN('55', FIFTY_FIVE),
  AR('شاشة ٥٥ بوصة', /شاشة سامسونج ٥٥/),
  AR('آيفون', IPHONE),
  AR('ايفون', IPHONE), // alef without hamza/madda
  EN('iphone', IPHONE),
  EN('IPHONE', IPHONE), // case
  EN('iph', IPHONE), // prefix
  AR('سامسونج', SAMSUNG),
  AR('سامسونغ', SAMSUNG), // غ for ج
  EN('Samsung', SAMSUNG),
  EN('sams', SAMSUNG), // prefix
  AR('لابتوب', LAPTOP),
  AR('لابتوت', LAPTOP), // misspelt
  EN('laptop', LAPTOP),
  EN('LAPTOPS', LAPTOP), // plural, capitals
  AR('شاومي', XIAOMI),
  AR('شاومى', XIAOMI), // alef maqsura
  EN('xiaomi', XIAOMI),
  AR('جاكيت', JACKET),
  AR('جاكت', JACKET), // misspelt: one letter short
  EN('jacket', JACKET),
  AR('فستان', DRESS),
  AR('فُسْتَان', DRESS), // tashkeel
  AR('إسدال', ISDAL),
  AR('اسدال', ISDAL), // hamza dropped
  AR('شقة', FLAT),
  AR('شقه', FLAT), // taa marbuta as haa
  AR('تكييف', AC),
  AR('تكيف', AC), // misspelt: one yaa
  AR('ثلاجة', FRIDGE),
  AR('تلاجة', FRIDGE), // Egyptian spelling: ت for ث
  AR('غساله', WASHER),
  AR('شنطة', BAG),
  AR('شنطه', BAG),
  AR('سماعة', HEADPHONES),
  AR('سوني', SONY),
  EN('SONY', SONY),
  AR('٢٥٦ جيجا', GB256),
  EN('256gb', GB256),
  AR('جلد رجالي', /جلد.*رجالي/),
];

/** Franco-Arabic and synonyms: each query's first ten results are at least 8 right. */
export const TYPED_AS_EGYPTIANS: Judged[] = [
  AR('2amees', SHIRT),
  AR('sha4a', SCREEN),
  AR('labtop', LAPTOP),
  AR('tallaga', FRIDGE),
  AR('ghassala', WASHER),
  AR('shanta', BAG),
  AR('3abaya', ABAYA),
  AR('تلفزيون', SCREEN), // a TV, the shop says شاشة
  AR('تليفزيون', SCREEN),
  AR('حقيبة', BAG), // standard Arabic for the Egyptian شنطة
  AR('جزمة', SHOES), // Egyptian for حذاء (and boots are shoes)
  AR('مكيف', AC),
  AR('ايربودز', HEADPHONES),
  EN('television', SCREEN),
];
