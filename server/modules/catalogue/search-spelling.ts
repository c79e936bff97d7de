// Which vocabulary words a query word may stand for. The vocabulary lookup is generous on purpose
// (trigram similarity ≥ 0.4, any substring); these rules then drop the words that only share
// letters with the query word (otherwise قميس finds قماش, شاشة finds شاومي and شاليه).

const DIGITS = /^\d+$/;

/** Letters (code points) of a word. */
const letters = (word: string) => [...word];

/**
 * Edit distance with adjacent transpositions (optimal string alignment): the typing slips a
 * shopper makes — a wrong, missing, extra or swapped letter.
 */
export function spellingDistance(a: string, b: string): number {
  const x = letters(a);
  const y = letters(b);
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/** Slips allowed for a query word: one up to five letters, two from six. */
export const allowedSlips = (word: string) => (letters(word).length <= 5 ? 1 : 2);

/**
 * A similar vocabulary word counts as a misspelling of `word` only within `allowedSlips`; numbers
 * are never fuzzy (2000 is not 20000).
 */
export function isNearSpelling(word: string, candidate: string): boolean {
  if (DIGITS.test(word)) return false;
  return spellingDistance(word, candidate) <= allowedSlips(word);
}

/**
 * A vocabulary word containing `word` is kept, except that a number matches only where no digit
 * touches it: 55 finds 55, a55 and 55inch, not 155 or 550; 128 finds 128gb.
 */
export function isContainingMatch(word: string, candidate: string): boolean {
  if (!DIGITS.test(word)) return true;
  for (let at = candidate.indexOf(word); at !== -1; at = candidate.indexOf(word, at + 1)) {
    const before = candidate.charAt(at - 1);
    const after = candidate.charAt(at + word.length);
    if (!/\d/.test(before) && !/\d/.test(after)) return true;
  }
  return false;
}
