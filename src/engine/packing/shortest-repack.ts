/**
 * The one search for the shortest run of neighbouring archives that fits in one archive fewer
 * (pure). Both planners repair the cap on the count with it, and each passes in what differs:
 * - a push run's cuts (cut-points.ts): archives are runs of path order, a run is packed again
 *   in order as full as it goes, and of the runs of one length the last is taken (ranked by
 *   where it starts, so an edit early in the tree leaves the repair where it was);
 * - a pull request's head (anchor-placer.ts): archives are sets of units in the order of the
 *   base archives they stand for, a run is packed again largest first, and of the runs of one
 *   length the one that adds the fewest archives to scan is taken.
 *
 * Shorter runs first, because a run of n archives packed into n - 1 changes every one of them.
 * Of one length, runs are tried lowest rank first (ranks compare element by element; ties go to
 * the run that starts first), and the first that packs wins: a run is packed only when no run
 * ranked better fits, so the search costs little where short runs fit.
 */

/** What the search is given: the archives as a row, how to pack a run, how to rank runs. */
export interface RepackSearch<P> {
  /** Archives in the row; a run is `length` neighbours from `first` (0 ≤ first < count). */
  readonly count: number;
  /** The shortest run tried (at least 2). */
  readonly shortest: number;
  /** The longest run tried (more than `count` is the whole row). */
  readonly longest: number;
  /** The run packed into at most `length - 1` archives, or undefined when it does not fit. */
  pack(first: number, length: number): P | undefined;
  /** How good a run is: lower is better, compared element by element. */
  rank(first: number, length: number): readonly number[];
  /** Only runs ranked below this are tried (a repack of another kind found before). */
  readonly below?: readonly number[];
  /**
   * Pack the whole row first and give up when even it does not fit in one fewer: no run of it
   * then does (exactly so for packing in order; a cheap bound for largest first), and the
   * search over every length is not worth its time.
   */
  readonly wholeFirst?: boolean;
}

/** The run found: archives `first` to `first + length - 1` become `packed`. */
export interface RunRepack<P> {
  readonly first: number;
  readonly length: number;
  readonly rank: readonly number[];
  readonly packed: P;
}

/** Whether rank `a` is below rank `b` (element by element; equal is not below). */
export function rankedBelow(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return (a[k] as number) < (b[k] as number);
  return false;
}

/** The shortest run that fits in one archive fewer, the best ranked of its length; or none. */
export function findShortestRepack<P>(search: RepackSearch<P>): RunRepack<P> | undefined {
  const { count } = search;
  if (count < 2) return undefined;
  if (search.wholeFirst && search.pack(0, count) === undefined) return undefined;
  const longest = Math.min(count, search.longest);
  for (let length = Math.max(2, search.shortest); length <= longest; length++) {
    const found = bestRunOf(search, length);
    if (found) return found;
  }
  return undefined;
}

/** Of the runs of `length`, the best ranked that packs (and is below `search.below`). */
function bestRunOf<P>(search: RepackSearch<P>, length: number): RunRepack<P> | undefined {
  const runs = Array.from({ length: search.count - length + 1 }, (_, first) => ({
    first,
    rank: search.rank(first, length),
  }));
  runs.sort((a, b) => (rankedBelow(a.rank, b.rank) ? -1 : rankedBelow(b.rank, a.rank) ? 1 : 0));
  for (const { first, rank } of runs) {
    if (search.below && !rankedBelow(rank, search.below)) return undefined;
    const packed = search.pack(first, length);
    if (packed !== undefined) return { first, length, rank, packed };
  }
  return undefined;
}
