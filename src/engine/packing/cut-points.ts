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
 * it is not, the shortest run of archives that fits in one fewer is packed again, as often as
 * needed, so an edit that tips the count over the cap changes a few archives, not the tail.
 * Archives that, with all before them, keep room for one more within any cap (and a margin) are
 * final: the repair never touches them, so they are handed out before the total is known.
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
export const FILL_TILT = 8;

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

/**
 * Beyond the room for one more archive, the bytes (as a share of the capacity) the archives
 * before a final one must hold: the archives after it may be cut short of full where the cap
 * rounds down, and with this margin the repair behind them always has room (the benchmark counts
 * plans over the cap: none in tens of thousands).
 */
const FINAL_MARGIN = 0.25;

/**
 * Whether `count` archives holding `bytes` can be final: they leave room for one more, and a
 * margin, within any cap to come. The first archive always can, so it is uploaded at once.
 */
function keepsRoom(count: number, bytes: number, capacityBytes: number): boolean {
  const margin = count > 1 ? FINAL_MARGIN * capacityBytes : 0;
  return bytes >= minBytesBefore(count, capacityBytes) + margin;
}

/**
 * Cuts items given one at a time. An archive is final (`take` hands it out) once its cut is
 * decided and it, with all before it, keeps room (see keepsRoom): the cap's repair never
 * touches such archives. `finish` decides the rest: the free cuts when within the cap, else the
 * free cuts with the fewest archives packed again that bring the count within it.
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
    this.repair();
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
      if (end < items.length && keepsRoom(this.ends.length, this.bytesCut, capacityBytes))
        this.final = this.ends.length;
    }
  }

  /**
   * Brings the count within the cap while changing few archives: each time, the shortest run of
   * archives not yet final that fits in one archive fewer (the last such run when several do) is
   * packed again, as full as it goes; an edit elsewhere leaves that run alone. The archives
   * after the last final one, taken together, are such a run whenever any is.
   */
  private repair(): void {
    const budget = archiveBudget(this.total, this.capacityBytes);
    if (this.ends.length <= budget) return;
    const bytesBefore = [0];
    for (const item of this.items) bytesBefore.push((bytesBefore.at(-1) as number) + item.bytes);
    while (this.ends.length > budget) {
      const run = this.shortestShrinkingRun(bytesBefore);
      // None (units too big against an archive can make the cap unreachable): left as it is.
      if (run === undefined) return;
      const [first, last, ends] = run;
      this.ends.splice(first, last - first + 1, ...ends);
    }
  }

  /**
   * The archives first..last (inclusive) and their new ends, or undefined when no run fits;
   * `bytesBefore[i]` is the bytes of the items before item i.
   */
  private shortestShrinkingRun(
    bytesBefore: readonly number[],
  ): [number, number, number[]] | undefined {
    const { items, ends, capacityBytes } = this;
    const startOf = (archive: number): number =>
      archive === 0 ? 0 : (ends[archive - 1] as number);
    // Packing in order as full as it goes uses the fewest archives: if the whole tail does not
    // save one, no run of it does (and the search below is not worth its time).
    const tail = ends.length - this.final;
    if (fullestEnds(items, startOf(this.final), capacityBytes).length >= tail) return undefined;
    for (let length = 2; length <= tail; length++) {
      for (let first = ends.length - length; first >= this.final; first--) {
        const last = first + length - 1;
        const from = startOf(first);
        const to = ends[last] as number;
        const bytes = (bytesBefore[to] as number) - (bytesBefore[from] as number);
        if (bytes > (length - 1) * capacityBytes) continue;
        const packed = fullestEnds(items, from, capacityBytes, to);
        if (packed.length < length) return [first, last, packed];
      }
    }
    return undefined;
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
