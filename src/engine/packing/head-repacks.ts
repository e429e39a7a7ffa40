/**
 * How a pull request's head comes back within the cap on the count (pure): the repacks that take
 * archives apart and pack their items into one archive fewer, and how they are ranked. Runs of
 * neighbours are found by the planners' one search (shortest-repack.ts); a head may also repack
 * archives that are not neighbours (pairs, and triples around a changed archive), because its
 * archives are sets of units, not runs of path order.
 */
import { addedBy, type Bin, type BinPacker, type Repack } from './head-bins.ts';
import { findShortestRepack, rankedBelow, type RepackSearch } from './shortest-repack.ts';

/**
 * Runs of up to this many neighbours are ranked with the pairs and triples by their cost; longer
 * runs are tried only when none of those fits. Trades search time (each run length is another
 * pass over the archives) against finding a cheaper repack than a pair or triple.
 */
export const MAX_SHORT_RUN_ARCHIVES = 4;

/**
 * Runs longer than this are not tried: the search grows with the run's length times the count,
 * and a head that only a longer run could bring within the cap stays one over (as a plan whose
 * units are too big for it can). Trades time against heads over the cap: a contrived head of
 * 1,200 archives planned in 23 s with no limit, 0.07 s with it (one over the cap); none of the
 * simulation's 25,200 heads needs more than 24.
 */
export const MAX_RUN_ARCHIVES = 24;

/**
 * Pairs to merge are sought among this many of the emptiest changed and of the emptiest
 * archives. Trades time (quadratic in the pool) against a pair that fits outside it, which is
 * rare: a pair that fits is found among the emptiest. A head of 2,600 archives that all shrank
 * planned in 1 s with it, 50-90 s searching every pair.
 */
export const PAIR_POOL_ARCHIVES = 32;

/**
 * A triple is one of this many emptiest changed archives with two of this many emptiest
 * (cubic in the pool: 8 x 28 packings at most, 8 x 120 for the last repack).
 */
export const TRIPLE_POOL_ARCHIVES = 8;

/**
 * How repacks are compared, most important first (lower wins, element by element):
 * 1. `added`: archives to scan it adds, what this push costs;
 * 2. `taken`: archives it takes apart, each one a later push of the branch no longer finds as it
 *    was (so at equal cost, the smaller repack);
 * 3. `span`: how far apart they stand, between the base archives they stand for (near ones hold
 *    related units, so a later edit there touches one place);
 * 4. `moved`: for a pair, the bytes of the smaller archive (the fewest bytes change archives).
 * This push's cost comes first: the targets count the archives each push adds.
 */
export type RepackCost = readonly [added: number, taken: number, span: number, moved: number];

/**
 * Of the pairs (among the emptiest) that fit in one, the runs of 3-4 neighbours and the
 * emptiest changed archives each with two of the emptiest (for the last repack, `last`, also
 * with two other changed ones) that fit in one fewer: the lowest RepackCost.
 */
export function cheapestRepack(
  bins: readonly Bin[],
  packer: BinPacker,
  last: boolean,
): Repack | undefined {
  let best: { from: Bin[]; cost: RepackCost; into?: Bin[] } | undefined;
  const byBytes = [...bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
  // Pairs among the emptiest archives, changed ones first: a pair that fits is found there,
  // and the search stays quadratic in a bounded number, not in the archive count.
  const changed = byBytes.filter((bin) => !bin.kept);
  const pool = [
    ...new Set([...changed.slice(0, PAIR_POOL_ARCHIVES), ...byBytes.slice(0, PAIR_POOL_ARCHIVES)]),
  ];
  for (let x = 0; x < pool.length; x++)
    for (let y = x + 1; y < pool.length; y++) {
      const a = pool[x] as Bin;
      const b = pool[y] as Bin;
      if (a.bytes + b.bytes > packer.capacityBytes) continue;
      const cost: RepackCost = [
        addedBy([a, b], 1),
        2,
        Math.abs(a.home - b.home),
        Math.min(a.bytes, b.bytes),
      ];
      if (!best || rankedBelow(cost, best.cost)) best = { from: [a, b], cost };
    }
  const order = inOrder(bins);
  for (let length = 3; length <= MAX_SHORT_RUN_ARCHIVES; length++) {
    const run = findShortestRepack({
      ...runsOf(order, packer),
      shortest: length,
      longest: length,
      rank: (first): RepackCost => {
        const from = order.slice(first, first + length);
        const span = (from.at(-1) as Bin).home - (from[0] as Bin).home;
        return [addedBy(from, length - 1), length, span, 0];
      },
      ...(best && { below: best.cost }),
    });
    if (run)
      best = {
        from: order.slice(run.first, run.first + length),
        cost: run.rank as RepackCost,
        into: run.packed,
      };
  }
  // A changed archive with two of the emptiest, wherever they are; for the last repack also
  // with changed ones (taken earlier, such a repack can use up the room a later one needs).
  const emptiest = [
    ...new Set([
      ...byBytes.slice(0, TRIPLE_POOL_ARCHIVES),
      ...(last ? changed.slice(0, TRIPLE_POOL_ARCHIVES) : []),
    ]),
  ];
  for (const one of changed.slice(0, TRIPLE_POOL_ARCHIVES))
    for (let x = 0; x < emptiest.length; x++)
      for (let y = x + 1; y < emptiest.length; y++) {
        const from = [one, emptiest[x] as Bin, emptiest[y] as Bin];
        if (new Set(from).size < 3) continue;
        const homes = from.map((bin) => bin.home);
        const cost: RepackCost = [addedBy(from, 2), 3, Math.max(...homes) - Math.min(...homes), 0];
        if (best && !rankedBelow(cost, best.cost)) continue;
        const into = packer.packInto(from, 2);
        if (into) best = { from, cost, into };
      }
  if (!best) return undefined;
  return { from: best.from, into: best.into ?? packer.packInto(best.from, 1) ?? [] };
}

/**
 * The shortest run of more than MAX_SHORT_RUN_ARCHIVES (and at most MAX_RUN_ARCHIVES) neighbours
 * that fits in one archive fewer; of one length, the one that adds the fewest archives to scan.
 */
export function longRunRepack(bins: readonly Bin[], packer: BinPacker): Repack | undefined {
  const order = inOrder(bins);
  const run = findShortestRepack({
    ...runsOf(order, packer),
    shortest: MAX_SHORT_RUN_ARCHIVES + 1,
    longest: MAX_RUN_ARCHIVES,
    wholeFirst: true,
    rank: (first, length) => [addedBy(order.slice(first, first + length), length - 1)],
  });
  return run && { from: order.slice(run.first, run.first + run.length), into: run.packed };
}

/** Archives by the base archive they stand for: runs of neighbours are taken from it. */
function inOrder(bins: readonly Bin[]): Bin[] {
  return [...bins].sort((a, b) => a.home - b.home);
}

/** Runs of neighbours in `order` for the search, packed largest first. */
function runsOf(
  order: readonly Bin[],
  packer: BinPacker,
): Pick<RepackSearch<Bin[]>, 'count' | 'pack'> {
  return {
    count: order.length,
    pack: (first, length) => packer.packInto(order.slice(first, first + length), length - 1),
  };
}
