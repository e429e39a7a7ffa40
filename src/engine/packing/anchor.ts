/**
 * A pull request's head planned on its base's plan (pure): the base's archives are a memory of
 * what the service has scanned. Each head item goes to the base archive that held it (a new
 * item, to the archive of the item before it in path order); a base archive whose items are
 * unchanged is kept as it was, byte for byte, and each changed one is made again from its own
 * items. A head archive is a set of items, not a run of path order, so an edit changes the
 * archives it touches and rarely another:
 * - a changed archive that no longer fits keeps what fits of the items it had and passes the
 *   rest on with all new ones, as one group where it can: to an archive of its own while the
 *   count is within the cap, else to the nearest archive with room (nearness is between the
 *   base archives they stand for), else still to one of its own, past the cap, when a short
 *   repack makes room (else it is spread item by item);
 * - when the head passes the cap on the count (the tree shrank, or what overflowed found no
 *   room), archives are packed again into fewer, choosing the repack that adds the fewest
 *   archives to scan: two into one, a changed archive with two of the emptiest (or, for the
 *   last repack, two other changed ones) into two, or a run of neighbours into one fewer;
 * - when the edit touched one base archive and the cap still made it cost more than two, the
 *   head is made afresh if that costs fewer: the base archives left intact kept (the emptiest
 *   given up as the cap asks) and all else packed into the fewest archives.
 */
import { Placer } from './anchor-placer.ts';
import type { Bin } from './head-bins.ts';
import { archiveBudget, keyHash, type PlanItem } from './cut-points.ts';
import { chooseCuts } from './cut-stream.ts';

/** An item with what it holds, so that an unchanged archive can be recognised. */
export interface AnchorItem extends PlanItem {
  /** Same text exactly when the item would give the same bytes (its entries and their data). */
  readonly signature: string;
}

/** One archive of the base plan: its items' keys and their signatures. */
export interface AnchorArchive {
  readonly items: readonly { readonly key: string; readonly signature: string }[];
}

/** The base plan's archives: what a head plan is anchored on. */
export type ArchiveBoundaries = readonly AnchorArchive[];

/**
 * Archives to scan a head should cost at most (the target for one edit): a head whose
 * placing and merging cost more is also made afresh (see AFRESH_MAX_TOUCHED).
 */
export const TARGET_NEW_ARCHIVES = 2;

/**
 * A head is made afresh only when its edits touched at most this many base archives. Trades a
 * single edit's cost against a growing branch's: made afresh, a head packs everything outside
 * the intact base archives together, which for edits in several places (pushes of a branch)
 * moves what earlier pushes placed (allowed at 2, a growing branch at 1 MB lost 0.3 points of
 * pushes within 2 new archives).
 */
export const AFRESH_MAX_TOUCHED = 1;

/** Items that must leave an archive that overflowed, with the base archive they came from. */
interface Spill {
  readonly members: readonly number[];
  readonly home: number;
}

/** Item indices of each archive of a plan given by exclusive ends. */
export function rangesOf(ends: readonly number[]): number[][] {
  let from = 0;
  return ends.map((end) => {
    const range = Array.from({ length: end - from }, (_, k) => from + k);
    from = end;
    return range;
  });
}

/**
 * The head's archives as sorted item indices, ordered by their first item. A base archive whose
 * items are unchanged is among them unless the cap leaves no other room: for what overflowed
 * elsewhere, or for a merge when the head needs fewer archives.
 */
export function anchorGroups(
  items: readonly AnchorItem[],
  base: ArchiveBoundaries,
  capacityBytes: number,
  hash: (key: string) => number = keyHash,
): number[][] {
  if (base.length === 0) return rangesOf(chooseCuts(items, capacityBytes, hash));
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  const budget = archiveBudget(total, capacityBytes);
  const { bins, spills, intact, rest, touched } = binsOf(items, base, capacityBytes);
  const copy = bins.map((bin) => ({ ...bin, members: [...bin.members] }));
  const placed = (from: Bin[], spread: boolean): Placer => {
    const placer = new Placer(from, items, capacityBytes, budget, spread);
    for (const spill of spills) placer.place(spill.members, spill.home);
    placer.merge();
    return placer;
  };
  // What fits nowhere whole stays together where a short repack makes room for it; else it is
  // spread unit by unit. Kept together, a group can cost this push one archive more than spread
  // over archives it changed anyway (the repack making room takes an unchanged one apart), and
  // saves later pushes that would move it again: taking the spread head when it costs fewer
  // left no head worse than before this rule in 20,000 fuzzed heads, but a growing branch at
  // 1 MB fell from 97.3 % to 96.9 % of pushes within 2 new archives (worst 5 to 7).
  const together = placed(bins, false);
  const placer = together.settled ? together : placed(copy, true);
  // An edit in one archive that the cap made cost more than the target: the same head made
  // afresh, if that costs fewer.
  const afresh =
    touched <= AFRESH_MAX_TOUCHED && placer.fresh > TARGET_NEW_ARCHIVES
      ? new Placer(intact, items, capacityBytes, budget).afresh(rest, placer.fresh)
      : undefined;
  return (afresh ?? placer.bins)
    .filter((bin) => bin.members.length > 0)
    .map((bin) => [...bin.members].sort((a, b) => a - b))
    .sort((a, b) => (a[0] as number) - (b[0] as number));
}

/** Head items by base archive, and how each stands against the base. */
interface Held {
  /** The archives being formed, and what overflowed them. */
  readonly bins: Bin[];
  readonly spills: Spill[];
  /** The base archives whose items are all in the head, unchanged (new items left out). */
  readonly intact: Bin[];
  /** Every item outside those. */
  readonly rest: number[];
  /** Base archives whose items in the head differ from the base's. */
  readonly touched: number;
}

/**
 * Head items by base archive. One that overflows keeps what fits of its own items and passes on
 * the rest with every new one: it stays as the base had it unless its own items changed, and
 * later new items change only the group passed on.
 */
function binsOf(
  items: readonly AnchorItem[],
  base: ArchiveBoundaries,
  capacityBytes: number,
): Held {
  const slotOfKey = new Map<string, number>();
  base.forEach((archive, slot) => archive.items.forEach((item) => slotOfKey.set(item.key, slot)));
  const held: number[][] = base.map(() => []);
  let slot = 0;
  items.forEach((item, i) => {
    slot = slotOfKey.get(item.key) ?? slot;
    (held[slot] as number[]).push(i);
  });
  const bytesOf = (group: readonly number[]): number =>
    group.reduce((sum, i) => sum + (items[i] as AnchorItem).bytes, 0);
  const out: Omit<Held, 'touched'> = { bins: [], spills: [], intact: [], rest: [] };
  let touched = 0;
  held.forEach((members, home) => {
    if (members.length === 0) return;
    const signatures = new Map(
      (base[home] as AnchorArchive).items.map((b) => [b.key, b.signature] as const),
    );
    const same = (group: readonly number[]): boolean =>
      group.length === signatures.size &&
      group.every((i) => signatures.get((items[i] as AnchorItem).key) === items[i]?.signature);
    const own = members.filter((i) => signatures.has((items[i] as AnchorItem).key));
    const fresh = members.filter((i) => !signatures.has((items[i] as AnchorItem).key));
    const ownIntact = same(own);
    const unchanged = same(members);
    if (ownIntact) out.intact.push({ members: own, bytes: bytesOf(own), kept: true, home });
    out.rest.push(...(ownIntact ? fresh : members));
    if (!unchanged) touched++;
    const bytes = bytesOf(members);
    if (bytes <= capacityBytes) {
      out.bins.push({ members, bytes, kept: unchanged, home });
      return;
    }
    const bin: Bin = { members: [], bytes: 0, kept: false, home };
    const spill: number[] = [];
    for (const i of own) {
      const size = (items[i] as AnchorItem).bytes;
      if (bin.bytes + size <= capacityBytes) {
        bin.members.push(i);
        bin.bytes += size;
      } else spill.push(i);
    }
    spill.push(...fresh);
    // New items that all move out leave the base archive as it was; none of its own left
    // (all gone or changed past the capacity), no archive.
    bin.kept = same(bin.members);
    if (bin.members.length > 0) out.bins.push(bin);
    out.spills.push({ members: spill, home });
  });
  return { ...out, touched };
}
