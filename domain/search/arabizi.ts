// Franco-Arabic (Arabizi): Arabic typed in Latin letters and digits, as Egyptians write it in
// chats — «2amees» for قميص, «sha4a» for شاشة, «labtop» for لابتوب. A Latin query word is spelled
// out in Arabic letters in the few ways its vowels allow; search then looks for vocabulary words
// near one of these spellings (server/modules/catalogue/search-expansion.ts). The letters follow
// common Egyptian use: 2 hamza or the ق Cairenes say as one, 3 ع, 4 ش, 5 خ, 6 ط, 7 ح, 8 غ, 9 ص,
// g ج. Spellings come out folded like stored names (ة as ه, every alef as ا).

/** Consonants and digits, longest first where two letters make one sound. */
const CONSONANTS: [string, string[]][] = [
  ["3'", ['غ']],
  ["7'", ['خ']],
  ['sh', ['ش']],
  ['ch', ['ش']],
  ['kh', ['خ']],
  ['ph', ['ف']],
  ['gh', ['غ']],
  ['th', ['ث', 'ت']],
  ['dh', ['ذ', 'د']],
  ['2', ['ق', 'ا']],
  ['3', ['ع']],
  ['4', ['ش']],
  ['5', ['خ']],
  ['6', ['ط']],
  ['7', ['ح']],
  ['8', ['غ']],
  ['9', ['ص']],
  ['b', ['ب']],
  ['p', ['ب']],
  ['t', ['ت']],
  ['g', ['ج']],
  ['j', ['ج']],
  ['d', ['د']],
  ['r', ['ر']],
  ['z', ['ز']],
  ['s', ['س']],
  ['f', ['ف']],
  ['v', ['ف']],
  ['q', ['ق']],
  ['k', ['ك', 'ق']],
  ['c', ['ك']],
  ['l', ['ل']],
  ['m', ['م']],
  ['n', ['ن']],
  ['h', ['ه']],
  ['w', ['و']],
  ['y', ['ي']],
  ['x', ['كس']],
];

/** Long vowels: always written. */
const LONG_VOWELS: [string, string][] = [
  ['aa', 'ا'],
  ['ee', 'ي'],
  ['ii', 'ي'],
  ['ei', 'ي'],
  ['ai', 'اي'],
  ['oo', 'و'],
  ['ou', 'و'],
  ['uu', 'و'],
];

/** Short vowels: written as these letters, or not at all (Arabic leaves them unwritten). */
const SHORT_VOWELS: Record<string, string> = { a: 'ا', e: 'ي', i: 'ي', o: 'و', u: 'و' };

/** At most this many spellings per word (the vowels' choices multiply). */
export const MAX_ARABIZI_SPELLINGS = 32;

const LATIN_WORD = /^[a-z0-9']+$/;

/** Whether a folded query word may be Arabizi: Latin letters (and digits), at least three. */
export function mayBeArabizi(word: string): boolean {
  return LATIN_WORD.test(word) && (word.match(/[a-z]/g)?.length ?? 0) >= 2 && word.length >= 3;
}

type Piece = string[];

/** The word as pieces, each the Arabic letters it may be written with ('' = unwritten). */
function pieces(word: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  let previous = '';
  while (at < word.length) {
    const rest = word.slice(at);
    const long = LONG_VOWELS.find(([latin]) => rest.startsWith(latin));
    if (long) {
      out.push([long[1]]);
      at += long[0].length;
      previous = long[0];
      continue;
    }
    const vowel = SHORT_VOWELS[rest[0]!];
    if (vowel) {
      const first = at === 0;
      const last = at === word.length - 1;
      // A first vowel is an alef; a last «a» the ة (folded ه) or an alef; others may be unwritten.
      out.push(first ? ['ا'] : last && rest[0] === 'a' ? ['ه', 'ا'] : ['', vowel]);
      at += 1;
      previous = rest[0]!;
      continue;
    }
    const consonant = CONSONANTS.find(([latin]) => rest.startsWith(latin));
    if (!consonant) return [];
    // A doubled consonant («tallaga») is one letter with a shadda, which is never written.
    if (consonant[0] !== previous) out.push(consonant[1]);
    at += consonant[0].length;
    previous = consonant[0];
  }
  return out;
}

/**
 * The Arabic spellings a Latin query word may stand for, folded, most likely first (short vowels
 * unwritten before written); none for a word that is not Latin or has a letter Arabizi lacks.
 */
export function arabiziSpellings(word: string): string[] {
  if (!mayBeArabizi(word)) return [];
  let spellings = [''];
  for (const choices of pieces(word)) {
    const next: string[] = [];
    for (const spelled of spellings) for (const choice of choices) next.push(spelled + choice);
    spellings = next.slice(0, MAX_ARABIZI_SPELLINGS * 4);
  }
  const distinct = [...new Set(spellings)].filter((spelled) => [...spelled].length >= 2);
  distinct.sort((a, b) => a.length - b.length);
  return distinct.slice(0, MAX_ARABIZI_SPELLINGS);
}
