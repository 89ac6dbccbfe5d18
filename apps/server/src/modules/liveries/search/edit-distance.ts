/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions
 * and swaps of two neighbours each cost one: "ferarri" is one from "ferrari"), or undefined once it
 * must exceed `max`. Plain Levenshtein libraries count a swap as two, and compute every cell where a
 * vocabulary scan only needs to know "within one or two": each row stops the work when all of its
 * cells are past `max`.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | undefined {
  if (Math.abs(a.length - b.length) > max) return undefined;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let cell = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cell = Math.min(cell, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return undefined;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? 0;
  return distance <= max ? distance : undefined;
}

/**
 * The typos a word forgives (issue 38 §3): one edit from 4 letters, two from 8, none below, and
 * none in a word with a digit: "lmp2" is not a typo of "lmp3", nor "963" of "960" (model codes, car
 * numbers), as search engines such as Meilisearch also treat numbers.
 */
export function typosAllowed(word: string): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}
