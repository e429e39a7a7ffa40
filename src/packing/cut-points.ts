/**
 * Where archives end, decided one archive at a time from the items ahead alone (pure).
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
 * exception is the hard cap on the count. The free plan is kept when it is within the cap; when
 * it is not, the archives up to the first one that left no room for another whatever might
 * follow are kept, and from there each window is narrowed to what keeps that room (a fallback
 * the tilt makes rare; the benchmark counts it). Archives that keep room are final either way,
 * so they can be handed out before the total is known.
 */
import { createHash } from 'node:crypto';

/** One thing placed whole: a scan unit, or one file of a unit too big for any archive. */
export interface PlanItem {
  /** Stable name: the unit key, or the file path for a split unit. Its hash picks boundaries. */
  readonly key: string;
  /** Exact bytes it adds to an archive; never more than the capacity. */
  readonly bytes: number;
}

/** An archive may end once it holds this share of the capacity (unless the next item cannot fit). */
export const MIN_FILL = 0.3;
/**
 * How strongly the race favours fuller archives: a candidate's weight is exp(FILL_TILT * fill).
 * Exponential, so that shifting every candidate by the same bytes (an edit before them) scales
 * all weights alike and leaves the winner alone; only items entering or leaving the window can
 * change it. Archives end on average about 1 / FILL_TILT of the capacity short of full.
 */
export const FILL_TILT = 10;

/** ceil(total / capacity), at least 1: no plan can use fewer archives. */
export function archiveLowerBound(totalBytes: number, capacityBytes: number): number {
  return Math.max(1, Math.ceil(totalBytes / capacityBytes));
}

/** The most archives a plan may use: the lower bound plus 20 % (rounded down), at least one more. */
export function archiveCap(lowerBound: number): number {
  return lowerBound + Math.max(1, Math.floor(lowerBound / 5));
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

/** What one cut needs: the items from the archive's start on, and where the archive starts. */
export interface CutWindow {
  readonly items: readonly PlanItem[];
  /** Index in `items` where the archive starts. */
  readonly start: number;
  /** Bytes held by the archives before this one. */
  readonly bytesBefore: number;
  /** Archives before this one. */
  readonly archivesBefore: number;
  readonly capacityBytes: number;
  /** Whether the cap narrows the window (the fallback when the free plan would pass it). */
  readonly capped: boolean;
  /** Hash of an item's key (cached by callers that cut often). */
  readonly hash?: (key: string) => number;
}

/**
 * The exclusive end index of the archive starting at `start`, or undefined when the items given
 * do not yet reach past one capacity and more may follow (`complete` false).
 */
export function findCut(window: CutWindow, complete: boolean): number | undefined {
  const { items, start, capacityBytes } = window;
  const hash = window.hash ?? keyHash;
  const floor = Math.max(
    MIN_FILL * capacityBytes,
    window.capped
      ? minBytesBefore(window.archivesBefore + 1, capacityBytes) - window.bytesBefore
      : 0,
  );
  let fill = 0;
  let next = start;
  let best = -1;
  let bestTime = Infinity;
  while (next < items.length && fill + (items[next] as PlanItem).bytes <= capacityBytes) {
    const item = items[next] as PlanItem;
    fill += item.bytes;
    if (fill >= floor) {
      const time = -Math.log(hash(item.key)) / Math.exp((FILL_TILT * fill) / capacityBytes);
      if (time < bestTime) {
        bestTime = time;
        best = next;
      }
    }
    next++;
  }
  if (next === items.length) return complete ? next : undefined;
  // No candidate (a big item follows, or the cap needs more): the fullest archive possible.
  return best >= 0 ? best + 1 : Math.max(next, start + 1);
}

/** Whether `count` archives holding `bytes` leave room for one more within any cap to come. */
export function keepsCap(count: number, bytes: number, capacityBytes: number): boolean {
  return bytes >= minBytesBefore(count, capacityBytes);
}

/** Cuts from `start` to the end: the exclusive end of each archive, appended to `ends`. */
function cutFrom(
  items: readonly PlanItem[],
  ends: number[],
  options: { capacityBytes: number; capped: boolean; hash: (key: string) => number },
): number[] {
  let start = ends.at(-1) ?? 0;
  let bytesBefore = 0;
  for (let i = 0; i < start; i++) bytesBefore += (items[i] as PlanItem).bytes;
  while (start < items.length) {
    const end = findCut(
      { items, start, bytesBefore, archivesBefore: ends.length, ...options },
      true,
    ) as number;
    for (let i = start; i < end; i++) bytesBefore += (items[i] as PlanItem).bytes;
    ends.push(end);
    start = end;
  }
  return ends;
}

/**
 * Splits `items` (each at most `capacityBytes`) into archives: the exclusive end of each. The
 * free plan when it is within the cap; else the same archives up to the first that left no room
 * for one more, and from there the capped rule.
 */
export function chooseCuts(
  items: readonly PlanItem[],
  capacityBytes: number,
  hash: (key: string) => number = keyHash,
): number[] {
  const free = cutFrom(items, [], { capacityBytes, capped: false, hash });
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  if (free.length <= archiveBudget(total, capacityBytes)) return free;
  let bytes = 0;
  let kept = 0;
  for (; kept < free.length - 1; kept++) {
    for (let i = kept === 0 ? 0 : (free[kept - 1] as number); i < (free[kept] as number); i++)
      bytes += (items[i] as PlanItem).bytes;
    if (!keepsCap(kept + 1, bytes, capacityBytes)) break;
  }
  return cutFrom(items, free.slice(0, kept), { capacityBytes, capped: true, hash });
}

/** The plan without the cap (for the benchmark's count of fallbacks). */
export function chooseCutsFree(
  items: readonly PlanItem[],
  capacityBytes: number,
  hash: (key: string) => number = keyHash,
): number[] {
  return cutFrom(items, [], { capacityBytes, capped: false, hash });
}
