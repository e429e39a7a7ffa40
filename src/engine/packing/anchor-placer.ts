/**
 * Where a pull request's head puts what no longer fits, and how it comes back within the cap on
 * the count, changing as few archives as it can (see anchor.ts). Pure: it moves item indices
 * between archives being formed.
 */
import { fullestEnds, type PlanItem } from './cut-points.ts';

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

/** Archives packed again into fewer. */
interface Repack {
  readonly from: readonly Bin[];
  readonly into: readonly Bin[];
}

/** Runs of neighbours longer than this are repacked only when no shorter one will do. */
const SHORT_RUN = 4;

/**
 * Runs longer than this are not tried: the search grows with the run's length times the count,
 * and a head that only a longer run could bring within the cap stays one over (as a plan whose
 * units are too big for it can).
 */
const LONGEST_RUN = 24;

/** Pairs to merge are sought among this many of the emptiest changed and emptiest archives. */
const PAIR_POOL = 32;

/** Places items that overflowed and merges archives, changing as few archives as it can. */
export class Placer {
  /** The archives being formed (the ones given, changed in place, and those opened). */
  readonly bins: Bin[];
  private readonly items: readonly PlanItem[];
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
    this.items = items;
    this.capacityBytes = capacityBytes;
    this.budget = budget;
    this.spread = spread;
  }

  /** Within the cap, or past it with no group deferred (spreading would place the same). */
  get settled(): boolean {
    return this.bins.length <= this.budget || !this.deferred;
  }

  private size(i: number): number {
    return (this.items[i] as PlanItem).bytes;
  }

  private bytesOf(members: readonly number[]): number {
    return members.reduce((sum, i) => sum + this.size(i), 0);
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
    const bytes = this.bytesOf(members);
    if (bytes > this.capacityBytes && members.length > 1) {
      // More than one archive holds: in groups that each fit, in order.
      let from = 0;
      for (const end of fullestEnds(
        members.map((i) => this.items[i] as PlanItem),
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
      for (const i of this.largestFirst(members)) this.place([i], home);
      return;
    }
    // Fits nowhere whole and not spread: an archive of its own past the cap.
    if (!target) this.deferred ||= members.length > 1;
    const bin = target ?? this.open(home);
    bin.members.push(...members);
    bin.bytes += bytes;
    bin.kept = false;
  }

  /** Item indices by size, largest first (then in path order). */
  private largestFirst(members: readonly number[]): number[] {
    return [...members].sort((a, b) => this.size(b) - this.size(a) || a - b);
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
      const best =
        this.cheapestRepack() ?? (this.deferred ? undefined : this.shortestRepack(SHORT_RUN + 1));
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
    const loose: Bin = { members: [...rest], bytes: this.bytesOf(rest), kept: false, home: 0 };
    const fewest = Math.max(1, Math.ceil(loose.bytes / this.capacityBytes));
    for (let count = fewest; count < limit && count <= this.budget; count++) {
      const given = kept.slice(0, Math.max(0, kept.length + count - this.budget));
      const into = this.packInto([loose, ...given], count);
      if (into) return [...kept.slice(given.length), ...into];
    }
    return undefined;
  }

  /** Archives by the base archive they stand for: runs of neighbours are taken from it. */
  private inOrder(): Bin[] {
    return [...this.bins].sort((a, b) => a.home - b.home);
  }

  /**
   * Of the pairs (among the emptiest) that fit in one, the runs of 3-4 neighbours and the eight
   * emptiest changed archives each with two of the eight emptiest (for the last repack, of
   * those and the eight emptiest changed) that fit in one fewer: the fewest archives to scan
   * added, then the fewest taken apart, the nearest, the fewest bytes moved.
   */
  private cheapestRepack(): Repack | undefined {
    const { bins, capacityBytes } = this;
    let best: { from: Bin[]; cost: number[]; into?: Bin[] } | undefined;
    const byBytes = [...bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
    // Pairs among the emptiest archives, changed ones first: a pair that fits is found there,
    // and the search stays quadratic in a bounded number, not in the archive count.
    const changed = byBytes.filter((bin) => !bin.kept);
    const pool = [...new Set([...changed.slice(0, PAIR_POOL), ...byBytes.slice(0, PAIR_POOL)])];
    for (let x = 0; x < pool.length; x++)
      for (let y = x + 1; y < pool.length; y++) {
        const a = pool[x] as Bin;
        const b = pool[y] as Bin;
        if (a.bytes + b.bytes > capacityBytes) continue;
        const cost = [addedBy([a, b], 1), 2, Math.abs(a.home - b.home), Math.min(a.bytes, b.bytes)];
        if (!best || lexicallyBelow(cost, best.cost)) best = { from: [a, b], cost };
      }
    const order = this.inOrder();
    for (let length = 3; length <= SHORT_RUN; length++)
      for (let at = 0; at + length <= order.length; at++) {
        const from = order.slice(at, at + length);
        const span = (from.at(-1) as Bin).home - (from[0] as Bin).home;
        const cost = [addedBy(from, length - 1), length, span, 0];
        if (best && !lexicallyBelow(cost, best.cost)) continue;
        const into = this.packInto(from, length - 1);
        if (into) best = { from, cost, into };
      }
    // A changed archive with two of the emptiest, wherever they are; for the last repack also
    // with changed ones (taken earlier, such a repack can use up the room a later one needs).
    const last = bins.length === this.budget + 1;
    const emptiest = [...new Set([...byBytes.slice(0, 8), ...(last ? changed.slice(0, 8) : [])])];
    for (const one of changed.slice(0, 8))
      for (let x = 0; x < emptiest.length; x++)
        for (let y = x + 1; y < emptiest.length; y++) {
          const from = [one, emptiest[x] as Bin, emptiest[y] as Bin];
          if (new Set(from).size < 3) continue;
          const homes = from.map((bin) => bin.home);
          const cost = [addedBy(from, 2), 3, Math.max(...homes) - Math.min(...homes), 0];
          if (best && !lexicallyBelow(cost, best.cost)) continue;
          const into = this.packInto(from, 2);
          if (into) best = { from, cost, into };
        }
    if (!best) return undefined;
    return { from: best.from, into: best.into ?? this.packInto(best.from, 1) ?? [] };
  }

  /**
   * The shortest run of at least `minLength` (and at most LONGEST_RUN) neighbours that fits in
   * one archive fewer.
   */
  private shortestRepack(minLength: number): Repack | undefined {
    const order = this.inOrder();
    if (!this.packInto(order, order.length - 1)) return undefined;
    for (let length = minLength; length <= Math.min(order.length, LONGEST_RUN); length++) {
      let best: { from: Bin[]; into: Bin[]; added: number } | undefined;
      for (let at = 0; at + length <= order.length; at++) {
        const from = order.slice(at, at + length);
        const added = addedBy(from, length - 1);
        if (best && added >= best.added) continue;
        const into = this.packInto(from, length - 1);
        if (into) best = { from, into, added };
      }
      if (best) return best;
    }
    return undefined;
  }

  /** The items of `run` in `count` archives (largest first, each into the first with room). */
  private packInto(run: readonly Bin[], count: number): Bin[] | undefined {
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

/** Archives to scan that packing `from` into `count` new ones adds (those it held were new already). */
function addedBy(from: readonly Bin[], count: number): number {
  return count - from.filter((bin) => !bin.kept).length;
}

function lexicallyBelow(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return (a[k] as number) < (b[k] as number);
  return false;
}
