/**
 * The valid name closest to a mistyped one (`fial-on` → `fail-on`), by edit distance: insertions,
 * deletions and substitutions, one each. Names are short, so the quadratic table is nothing.
 */

/** The Levenshtein distance of two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * The name of `names` closest to `given` (case ignored; the first of equals in the list's order),
 * or undefined when there is none to choose from.
 */
export function nearestName(given: string, names: readonly string[]): string | undefined {
  const wanted = given.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    const d = editDistance(wanted, name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}
