/**
 * The archives of a pull request's head while they are formed (pure): sets of item indices, each
 * standing for the base archive it came from, and the one way they are packed again (largest
 * first, each item into the first archive with room).
 */
import type { PlanItem } from './cut-points.ts';

/** A head archive being formed. */
export interface Bin {
  /** Indices of its items. */
  members: number[];
  bytes: number;
  /** Holds exactly what the base archive held: the service has scanned it. */
  kept: boolean;
  /** The base archive it stands for: nearness between archives is measured on it. */
  home: number;
}

/** Archives packed again into fewer: `from` leave the head, `into` join it. */
export interface Repack {
  readonly from: readonly Bin[];
  readonly into: readonly Bin[];
}

/** Archives to scan that packing `from` into `count` new ones adds (those it held were new already). */
export function addedBy(from: readonly Bin[], count: number): number {
  return count - from.filter((bin) => !bin.kept).length;
}

/** Item sizes and the capacity: what packing head archives again needs. */
export class BinPacker {
  readonly items: readonly PlanItem[];
  readonly capacityBytes: number;

  constructor(items: readonly PlanItem[], capacityBytes: number) {
    this.items = items;
    this.capacityBytes = capacityBytes;
  }

  size(i: number): number {
    return (this.items[i] as PlanItem).bytes;
  }

  bytesOf(members: readonly number[]): number {
    return members.reduce((sum, i) => sum + this.size(i), 0);
  }

  /** Item indices by size, largest first (then in path order). */
  largestFirst(members: readonly number[]): number[] {
    return [...members].sort((a, b) => this.size(b) - this.size(a) || a - b);
  }

  /**
   * The items of `run` in at most `count` archives (largest first, each into the first with
   * room), standing for the first `count` of the run's homes; undefined when they do not fit.
   */
  packInto(run: readonly Bin[], count: number): Bin[] | undefined {
    if (run.reduce((sum, bin) => sum + bin.bytes, 0) > count * this.capacityBytes) return undefined;
    const packed: Bin[] = Array.from({ length: count }, (_, k) => ({
      members: [],
      bytes: 0,
      kept: false,
      home: (run[Math.min(k, run.length - 1)] as Bin).home,
    }));
    for (const i of this.largestFirst(run.flatMap((bin) => bin.members))) {
      const bin = packed.find((b) => b.bytes + this.size(i) <= this.capacityBytes);
      if (!bin) return undefined;
      bin.members.push(i);
      bin.bytes += this.size(i);
    }
    return packed.filter((bin) => bin.members.length > 0);
  }
}
