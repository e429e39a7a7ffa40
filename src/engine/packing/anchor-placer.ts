/**
 * Where a pull request's head puts what no longer fits, and how it comes back within the cap on
 * the count, changing as few archives as it can (see anchor.ts). Pure: it moves item indices
 * between archives being formed (head-bins.ts); the repacks are in head-repacks.ts.
 */
import { fullestEnds, type PlanItem } from './cut-points.ts';
import { BinPacker, type Bin } from './head-bins.ts';
import { cheapestRepack, longRunRepack } from './head-repacks.ts';

/** Places items that overflowed and merges archives, changing as few archives as it can. */
export class Placer {
  /** The archives being formed (the ones given, changed in place, and those opened). */
  readonly bins: Bin[];
  private readonly packer: BinPacker;
  private readonly capacityBytes: number;
  private readonly budget: number;
  /**
   * How a group that no archive has room for is placed at the cap: item by item, each where it
   * fits (`spread`), or together in an archive of its own past the cap, for the merge to make
   * room (a later edit that changes the archives around it then leaves it where it is).
   */
  private readonly spread: boolean;
  /** A group was given an archive of its own past the cap. */
  private deferred = false;

  constructor(
    bins: Bin[],
    items: readonly PlanItem[],
    capacityBytes: number,
    budget: number,
    spread = true,
  ) {
    this.bins = bins;
    this.packer = new BinPacker(items, capacityBytes);
    this.capacityBytes = capacityBytes;
    this.budget = budget;
    this.spread = spread;
  }

  /** Within the cap, or past it with no group deferred (spreading would place the same). */
  get settled(): boolean {
    return this.bins.length <= this.budget || !this.deferred;
  }

  /** The archive nearest to `home` (the lower on a tie) that `accepts`, if any. */
  private nearest(home: number, accepts: (bin: Bin) => boolean): Bin | undefined {
    let best: Bin | undefined;
    for (const bin of this.bins) {
      if (!accepts(bin)) continue;
      const distance = Math.abs(bin.home - home);
      const bestDistance = best ? Math.abs(best.home - home) : Infinity;
      if (distance < bestDistance || (distance === bestDistance && bin.home < (best as Bin).home))
        best = bin;
    }
    return best;
  }

  /**
   * Puts `members` (from the base archive `home`) where they add the fewest archives to scan: an
   * archive of their own while the count is within the cap (it depends on nothing else, so later
   * edits elsewhere leave it alone), else the nearest changed archive with room, else the
   * nearest with room, else (see `spread`) one of their own past the cap or item by item.
   */
  place(members: readonly number[], home: number): void {
    if (members.length === 0) return;
    const bytes = this.packer.bytesOf(members);
    if (bytes > this.capacityBytes && members.length > 1) {
      // More than one archive holds: in groups that each fit, in order.
      let from = 0;
      for (const end of fullestEnds(
        members.map((i) => this.packer.items[i] as PlanItem),
        0,
        this.capacityBytes,
      )) {
        this.place(members.slice(from, end), home);
        from = end;
      }
      return;
    }
    const room = (bin: Bin): boolean => bin.bytes + bytes <= this.capacityBytes;
    const target =
      (this.bins.length < this.budget ? this.open(home) : undefined) ??
      this.nearest(home, (bin) => !bin.kept && room(bin)) ??
      this.nearest(home, room);
    if (!target && members.length > 1 && this.spread) {
      for (const i of this.packer.largestFirst(members)) this.place([i], home);
      return;
    }
    // Fits nowhere whole and not spread: an archive of its own past the cap.
    if (!target) this.deferred ||= members.length > 1;
    const bin = target ?? this.open(home);
    bin.members.push(...members);
    bin.bytes += bytes;
    bin.kept = false;
  }

  private open(home: number): Bin {
    const bin: Bin = { members: [], bytes: 0, kept: false, home };
    this.bins.push(bin);
    return bin;
  }

  /**
   * Until within the cap: the repack that adds the fewest archives to scan (see cheapestRepack),
   * else the shortest longer run of neighbours that fits in one archive fewer (not when a group
   * was deferred: spreading it is cheaper than the long search).
   */
  merge(): void {
    while (this.bins.length > this.budget) {
      const last = this.bins.length === this.budget + 1;
      const best =
        cheapestRepack(this.bins, this.packer, last) ??
        (this.deferred ? undefined : longRunRepack(this.bins, this.packer));
      if (!best) return;
      for (const bin of best.from) this.bins.splice(this.bins.indexOf(bin), 1);
      this.bins.push(...best.into);
    }
  }

  /** Archives to scan: those not kept as the base had them. */
  get fresh(): number {
    return this.bins.filter((bin) => !bin.kept).length;
  }

  /**
   * The head made afresh from these archives (all kept as the base had them) and the items
   * `rest`: the emptiest archives given up as the cap asks, and `rest` with their items packed
   * into the fewest archives that hold them (largest first). Undefined unless that leaves fewer
   * than `limit` archives to scan.
   */
  afresh(rest: readonly number[], limit: number): Bin[] | undefined {
    const kept = [...this.bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
    const loose: Bin = {
      members: [...rest],
      bytes: this.packer.bytesOf(rest),
      kept: false,
      home: 0,
    };
    const fewest = Math.max(1, Math.ceil(loose.bytes / this.capacityBytes));
    for (let count = fewest; count < limit && count <= this.budget; count++) {
      const given = kept.slice(0, Math.max(0, kept.length + count - this.budget));
      const into = this.packer.packInto([loose, ...given], count);
      if (into) return [...kept.slice(given.length), ...into];
    }
    return undefined;
  }
}
