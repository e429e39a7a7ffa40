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

/** What one cut needs: the items from the archive's start on. */
interface CutWindow {
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
function findCut(window: CutWindow, complete: boolean): number | undefined {
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

/** Archives needed from `start` on when each is filled as full as it goes (the fewest). */
function countFullest(items: readonly PlanItem[], start: number, capacityBytes: number): number[] {
  const ends: number[] = [];
  let fill = 0;
  for (let i = start; i < items.length; i++) {
    const bytes = (items[i] as PlanItem).bytes;
    if (fill + bytes > capacityBytes && fill > 0) {
      ends.push(i);
      fill = 0;
    }
    fill += bytes;
  }
  if (start < items.length) ends.push(items.length);
  return ends;
}

/** Whether `count` archives holding `bytes` leave room for one more within any cap to come. */
function keepsCap(count: number, bytes: number, capacityBytes: number): boolean {
  return bytes >= minBytesBefore(count, capacityBytes);
}

/**
 * Cuts items given one at a time. An archive is final (`take` hands it out) once its cut is
 * decided and it, with all before it, keeps room for one more archive within any cap: the cap
 * fallback never touches such archives. `finish` decides the rest: the free cuts when within
 * the cap, else the free cuts up to the last point from which archives filled as full as they
 * go fit the cap, and those from there (the fewest archives, at the end of the plan).
 */
export class CutStream {
  private readonly items: PlanItem[] = [];
  private readonly draws: number[] = [];
  private readonly ends: number[] = [];
  private bytesCut = 0;
  /** Bytes given after the last cut: no cut is due before they pass the capacity. */
  private uncut = 0;
  private total = 0;
  /** Archives final so far; `taken` of them handed out. */
  private final = 0;
  private taken = 0;
  private roomKept = true;

  private readonly capacityBytes: number;
  private readonly hash: (key: string) => number;

  constructor(capacityBytes: number, hash: (key: string) => number = keyHash) {
    this.capacityBytes = capacityBytes;
    this.hash = hash;
  }

  /** Adds the next item in path order (at most the capacity). */
  push(item: PlanItem): void {
    this.items.push(item);
    this.draws.push(-Math.log(this.hash(item.key)));
    this.total += item.bytes;
    this.uncut += item.bytes;
    if (this.uncut > this.capacityBytes) this.cut(false);
  }

  /** Exclusive ends of the archives that became final since the last call. */
  take(): number[] {
    const out = this.ends.slice(this.taken, this.final);
    this.taken = this.final;
    return out;
  }

  /** Every item given: the exclusive ends of the archives not yet taken. */
  finish(): number[] {
    this.cut(true);
    if (this.ends.length > archiveBudget(this.total, this.capacityBytes)) this.repairTail();
    this.final = this.ends.length;
    return this.take();
  }

  private cut(complete: boolean): void {
    const { items, capacityBytes, draws } = this;
    for (;;) {
      const start = this.ends.at(-1) ?? 0;
      if (start >= items.length) return;
      const end = findCut({ items, start, capacityBytes, draws }, complete);
      if (end === undefined) return;
      for (let i = start; i < end; i++) {
        this.bytesCut += (items[i] as PlanItem).bytes;
        this.uncut -= (items[i] as PlanItem).bytes;
      }
      this.ends.push(end);
      if (this.roomKept && end < items.length)
        this.roomKept = keepsCap(this.ends.length, this.bytesCut, capacityBytes);
      if (this.roomKept) this.final = this.ends.length;
    }
  }

  /** Replaces the fewest archives at the end by archives filled as full as they go. */
  private repairTail(): void {
    const budget = archiveBudget(this.total, this.capacityBytes);
    let from = this.ends.length - 1;
    let tail = countFullest(this.items, this.ends[from - 1] ?? 0, this.capacityBytes);
    while (from > this.final && from + tail.length > budget) {
      from--;
      tail = countFullest(this.items, this.ends[from - 1] ?? 0, this.capacityBytes);
    }
    this.ends.splice(from, this.ends.length - from, ...tail);
  }
}

/** Splits `items` (each at most `capacityBytes`) into archives: the exclusive end of each. */
export function chooseCuts(
  items: readonly PlanItem[],
  capacityBytes: number,
  hash: (key: string) => number = keyHash,
): number[] {
  const stream = new CutStream(capacityBytes, hash);
  for (const item of items) stream.push(item);
  return [...stream.take(), ...stream.finish()];
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
