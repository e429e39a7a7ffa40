/**
 * Where archives end, chosen so that an edit moves as few boundaries as possible (pure).
 *
 * Items (scan units, in path order) are never reordered; an archive is a run of them. Once an
 * archive holds the minimum fill, it may end after any item that still fits, and it ends after
 * the one whose key has the smallest hash. The hash depends on the key alone, so the boundary
 * stays on the same item while edits elsewhere in the archive leave it inside the window; when
 * an edit does move it, the next archive starts elsewhere but mostly still ends on the same
 * smallest hash, and from there the plans agree again (content-defined chunking, with every
 * archive's size exact).
 *
 * A wider window (a lower minimum fill) holds boundaries better but leaves archives emptier.
 * Archives end on average halfway through the window, so the minimum fill is the lowest that
 * keeps the expected archive count within budget, with a margin for the spread of real plans.
 * It depends on the total alone and so moves little with an edit; a plan still over budget
 * narrows the window step by step (a rare, plan-wide change).
 */
import { createHash } from 'node:crypto';

/** One thing placed whole: a scan unit, or one file of a unit too big for any archive. */
export interface PlanItem {
  /** Stable name: the unit key, or the file path for a split unit. Its hash picks boundaries. */
  readonly key: string;
  /** Exact bytes it adds to an archive; never more than the capacity. */
  readonly bytes: number;
}

/** Archives never end below half full, unless an item too big for the rest follows. */
const MIN_FILL_FLOOR = 0.5;
/** Archives kept between the expected count and the budget, for the spread of real plans. */
const BUDGET_MARGIN_ARCHIVES = 0.3;

/** The most archives a plan may use: ceil(total / capacity), plus 10 % and at least one. */
export function archiveBudget(totalBytes: number, capacityBytes: number): number {
  const lowerBound = Math.max(1, Math.ceil(totalBytes / capacityBytes));
  return lowerBound + Math.max(1, Math.floor(lowerBound / 10));
}

/**
 * Minimum fills (fractions of the capacity) to try, widest window first. With a minimum fill f,
 * archives average (1 + f) / 2 full, so `totalBytes` need about
 * 1 + (totalBytes / capacity - 1) / ((1 + f) / 2) archives: the first is the lowest f keeping
 * that within budget less the margin.
 */
export function minFillLadder(totalBytes: number, capacityBytes: number): number[] {
  const room = archiveBudget(totalBytes, capacityBytes) - 1 - BUDGET_MARGIN_ARCHIVES;
  const fill = (2 * (totalBytes / capacityBytes - 1)) / room - 1;
  const widest = Math.min(1, Math.max(MIN_FILL_FLOOR, fill));
  return [widest, (widest + 1) / 2, (widest + 3) / 4, 1];
}

/** Each item's place in the order of key hashes (equal hashes, never expected, by key). */
function rankByKeyHash(items: readonly PlanItem[]): Int32Array {
  const hashed = items.map((item, index) => ({
    index,
    key: item.key,
    hash: createHash('sha256').update(item.key).digest().readUIntBE(0, 6),
  }));
  hashed.sort((a, b) => a.hash - b.hash || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rank = new Int32Array(items.length);
  hashed.forEach((entry, position) => (rank[entry.index] = position));
  return rank;
}

/** Exclusive end index of each archive for one minimum fill. */
function cutWithMinFill(
  items: readonly PlanItem[],
  rank: Int32Array,
  capacityBytes: number,
  minFill: number,
): number[] {
  const ends: number[] = [];
  const minBytes = minFill * capacityBytes;
  let start = 0;
  while (start < items.length) {
    let fill = 0;
    let next = start;
    let best = -1;
    while (next < items.length && fill + (items[next] as PlanItem).bytes <= capacityBytes) {
      fill += (items[next] as PlanItem).bytes;
      if (fill >= minBytes && (best < 0 || (rank[next] as number) < (rank[best] as number)))
        best = next;
      next++;
    }
    // The rest fits: the last archive. No boundary in the window (a big item follows): full.
    const end = next === items.length ? next : best >= 0 ? best + 1 : Math.max(next, start + 1);
    ends.push(end);
    start = end;
  }
  return ends;
}

/**
 * Splits `items` (each at most `capacityBytes`) into consecutive archives: the exclusive end
 * index of each. Takes the widest window whose plan is within budget, else the fewest archives.
 */
export function chooseCuts(items: readonly PlanItem[], capacityBytes: number): number[] {
  if (items.length === 0) return [];
  const rank = rankByKeyHash(items);
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  const budget = archiveBudget(total, capacityBytes);
  let fewest: number[] = [];
  for (const minFill of minFillLadder(total, capacityBytes)) {
    const ends = cutWithMinFill(items, rank, capacityBytes, minFill);
    if (ends.length <= budget) return ends;
    if (fewest.length === 0 || ends.length < fewest.length) fewest = ends;
  }
  return fewest;
}
