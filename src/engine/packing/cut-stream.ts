/**
 * A push run's plan, one item at a time (pure): the cuts of cut-points.ts as the items arrive,
 * each archive handed out as soon as it is final, and the cap on the count repaired at the end.
 *
 * The free plan is kept when it is within the cap; when it is not, the shortest run of
 * archives not yet final that fits in one fewer is packed again (shortest-repack.ts), as often
 * as needed, so an edit that tips the count over the cap changes a few archives, not the tail.
 * An archive is final when it, with all before it, keeps room for one more within any cap (and
 * a margin): the repair never touches it, so it is handed out before the total is known.
 */
import {
  archiveBudget,
  findCut,
  fullestEnds,
  keyHash,
  minBytesBefore,
  type PlanItem,
} from './cut-points.ts';
import { findShortestRepack } from './shortest-repack.ts';

/**
 * Beyond the room for one more archive, the bytes (as a share of the capacity) the archives
 * before a final one must hold: the archives after it may be cut short of full where the cap
 * rounds down, and with this margin the repair behind them mostly has room (`node
 * bench/plan-sim.ts` counts plans over the cap: none of 21,600 at 4.4 MB; 326 at 1 MB, where a
 * unit can fill 60 % of an archive). Trades how early archives are uploaded against the room the
 * repair has: larger, later uploads and fewer plans over the cap.
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
   * `bytesBefore[i]` is the bytes of the items before item i. Runs are of the archives not yet
   * final; of the shortest that fit, the last (see shortest-repack.ts).
   */
  private shortestShrinkingRun(
    bytesBefore: readonly number[],
  ): [number, number, number[]] | undefined {
    const { items, ends, capacityBytes, final } = this;
    const startOf = (archive: number): number =>
      archive === 0 ? 0 : (ends[archive - 1] as number);
    const run = findShortestRepack({
      count: ends.length - final,
      shortest: 2,
      longest: Infinity,
      wholeFirst: true,
      rank: (first) => [-first],
      pack: (first, length) => {
        const from = startOf(final + first);
        const to = ends[final + first + length - 1] as number;
        const bytes = (bytesBefore[to] as number) - (bytesBefore[from] as number);
        if (bytes > (length - 1) * capacityBytes) return undefined;
        const packed = fullestEnds(items, from, capacityBytes, to);
        return packed.length < length ? packed : undefined;
      },
    });
    return run && [final + run.first, final + run.first + run.length - 1, run.packed];
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
