/**
 * Where an archive ends: the pure rule a push run's plan is made by (cut-stream.ts streams it
 * and repairs the cap), and the cap on the count both planners keep.
 *
 * Items (scan units, in path order) are never reordered; an archive is a run of them. An archive
 * may end after any item that brings it to MIN_FILL of the capacity without passing it, and it
 * ends after the item that wins a race: each candidate draws a time -ln(u) / w from the hash u
 * of its key, where the weight w = exp(FILL_TILT * fill) favours fuller archives. The winner depends
 * on the candidates' keys and a smooth function of their fill, so an edit that shifts an
 * archive's start or removes bytes from it rarely changes the winner (the same item keeps the
 * smallest time), and when it does, the next archive mostly ends on the same item as before:
 * the plans agree again (content-defined chunking, with every archive's size exact).
 *
 * Nothing global takes part (no total, no count): a cut needs the items of one capacity ahead,
 * so archives can be written and uploaded while later files are still deflated. The one
 * exception is the hard cap on the count (archiveBudget).
 */
import { createHash } from 'node:crypto';

/** One thing placed whole: a scan unit, or one file of a unit too big for any archive. */
export interface PlanItem {
  /** Stable name: the unit key, or the file path for a split unit. Its hash picks boundaries. */
  readonly key: string;
  /** Exact bytes it adds to an archive; never more than the capacity. */
  readonly bytes: number;
}

/**
 * An archive may end once it holds this share of the capacity (unless the next item cannot
 * fit). Trades the emptiest archive the race can cut against its choice: lower gives the race
 * more candidates, so fewer edits move a cut, but allows emptier archives (at the tilt below a
 * candidate at 30 % weighs e^-5.6 of a full one, so the floor rarely decides).
 */
export const MIN_FILL = 0.3;
/**
 * How strongly the race favours fuller archives: a candidate's weight is exp(FILL_TILT * fill).
 * Exponential, so that shifting every candidate by the same bytes (an edit before them) scales
 * all weights alike and leaves the winner alone; only items entering or leaving the window can
 * change it. Archives end on average about 1 / FILL_TILT of the capacity short of full.
 * Trades fill against stability: chosen by `node bench/plan-sim.ts` at 6, 7, 8 and 10 (issue
 * 24): 7 helped free plans but hurt heads (their base sits nearer the cap), 10 missed the folder
 * targets (85.3 % and 82.7 % of folder edits changing at most 2 archives, against 84 %).
 */
export const FILL_TILT = 8;
/**
 * The cap on the count: the lower bound plus this share, rounded down (at least one more).
 * Trades the archives a first run uploads against stability: the tighter the cap, the more
 * often the repair must pack archives again and move cuts an edit did not touch.
 */
export const CAP_HEADROOM_PERCENT = 20;

/** ceil(total / capacity), at least 1: no plan can use fewer archives. */
export function archiveLowerBound(totalBytes: number, capacityBytes: number): number {
  return Math.max(1, Math.ceil(totalBytes / capacityBytes));
}

/** The most archives a plan may use: the lower bound plus 20 % (rounded down), at least one more. */
export function archiveCap(lowerBound: number): number {
  return lowerBound + Math.max(1, Math.floor((lowerBound * CAP_HEADROOM_PERCENT) / 100));
}

/** The cap for `totalBytes` of entries. */
export function archiveBudget(totalBytes: number, capacityBytes: number): number {
  return archiveCap(archiveLowerBound(totalBytes, capacityBytes));
}

/**
 * The fewest bytes the first `count` archives must hold when another follows: with e bytes in
 * them, the whole holds more than e, so its lower bound is at least floor(e / capacity) + 1 and
 * `count` + 1 archives are within its cap.
 */
export function minBytesBefore(count: number, capacityBytes: number): number {
  let bound = 1;
  while (archiveCap(bound) < count + 1) bound++;
  return (bound - 1) * capacityBytes;
}

/** The hash of a key as a number in (0, 1). */
export function keyHash(key: string): number {
  return (createHash('sha256').update(key).digest().readUIntBE(0, 6) + 1) / (2 ** 48 + 1);
}

/** What one cut needs: the items from the archive's start on. */
export interface CutWindow {
  readonly items: readonly PlanItem[];
  /** Index in `items` where the archive starts. */
  readonly start: number;
  readonly capacityBytes: number;
  /** -ln(hash) of each item's key: its draw in the race. */
  readonly draws: readonly number[];
}

/**
 * The exclusive end index of the archive starting at `start`, or undefined when the items given
 * do not yet reach past one capacity and more may follow (`complete` false).
 */
export function findCut(window: CutWindow, complete: boolean): number | undefined {
  const { items, start, capacityBytes, draws } = window;
  const floor = MIN_FILL * capacityBytes;
  let fill = 0;
  let next = start;
  let best = -1;
  let bestTime = Infinity;
  while (next < items.length && fill + (items[next] as PlanItem).bytes <= capacityBytes) {
    const item = items[next] as PlanItem;
    fill += item.bytes;
    if (fill >= floor) {
      const time = (draws[next] as number) / Math.exp((FILL_TILT * fill) / capacityBytes);
      if (time < bestTime) {
        bestTime = time;
        best = next;
      }
    }
    next++;
  }
  if (next === items.length) return complete ? next : undefined;
  // No candidate (a big item follows): the fullest archive possible.
  return best >= 0 ? best + 1 : Math.max(next, start + 1);
}

/** Ends of the archives from `start` to `end` when each is filled as full as it goes (the fewest). */
export function fullestEnds(
  items: readonly PlanItem[],
  start: number,
  capacityBytes: number,
  end = items.length,
): number[] {
  const ends: number[] = [];
  let fill = 0;
  for (let i = start; i < end; i++) {
    const bytes = (items[i] as PlanItem).bytes;
    if (fill + bytes > capacityBytes && fill > 0) {
      ends.push(i);
      fill = 0;
    }
    fill += bytes;
  }
  if (start < end) ends.push(end);
  return ends;
}

/** The plan without the cap (for the benchmark's count of fallbacks). */
export function chooseCutsFree(
  items: readonly PlanItem[],
  capacityBytes: number,
  hash: (key: string) => number = keyHash,
): number[] {
  const ends: number[] = [];
  const draws = items.map((item) => -Math.log(hash(item.key)));
  for (let start = 0; start < items.length;) {
    start = findCut({ items, start, capacityBytes, draws }, true) as number;
    ends.push(start);
  }
  return ends;
}
