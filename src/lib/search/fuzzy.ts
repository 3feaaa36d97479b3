/**
 * Typo tolerance: a query word that finds nothing finds the index's words within a few typos of
 * it, each typo one letter added, dropped, changed, or two neighbours swapped ('invertor',
 * 'batery', 'contoller', 'panle'). The first letter must be right: the words are looked for among
 * those starting with it.
 */

/** How many typos a word may carry: none under 4 letters, 1 up to 7, 2 from 8. */
export function typoBudget(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** The typos between two words (Damerau-Levenshtein, optimal string alignment); any count above `max` is max + 1. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // rows[i][j]: the typos between a's first i letters and b's first j.
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    const [above, twoAbove] = [rows[i - 1]!, rows[i - 2]];
    for (let j = 1; j <= b.length; j++) {
      const swapped = twoAbove && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? twoAbove[j - 2]! + 1 : Infinity;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), swapped);
    }
    if (Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, max + 1);
}

/** The words of `vocabulary` (letters only) within the word's typo budget of it, the word itself aside. */
export function nearWords(word: string, vocabulary: readonly string[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0 || !/^\p{L}+$/u.test(word)) return [];
  return vocabulary.filter((other) => other !== word && /^\p{L}+$/u.test(other) && typoDistance(word, other, budget) <= budget);
}
