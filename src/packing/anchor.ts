/**
 * A pull request's head planned on its base's plan (pure): the base's archives are a memory of
 * where boundaries were, and the service has scanned them. Each head item goes to the base
 * archive that held it (a new item, to the archive of the item before it in path order); a
 * base archive whose items are unchanged is kept as it was, byte for byte; each changed archive
 * is planned again on its own (one archive when it fits, else cut by the pure rule), so an edit
 * changes the archives it touches and nothing else. When the head would pass the cap on the
 * count, the fewest neighbours that can hold one archive less are repacked, changed ones first.
 */
import { archiveBudget, chooseCuts, fullestEnds, keyHash, type PlanItem } from './cut-points.ts';

/** An item with what it holds, so that an unchanged archive can be recognised. */
export interface AnchorItem extends PlanItem {
  /** Same text exactly when the item would give the same bytes (its entries and their data). */
  readonly signature: string;
}

/** One archive of the base plan: its items' keys and their signatures, in plan order. */
export interface AnchorArchive {
  readonly items: readonly { readonly key: string; readonly signature: string }[];
}

/** The base plan's archives: what a head plan is anchored on. */
export type ArchiveBoundaries = readonly AnchorArchive[];

interface Span {
  start: number;
  end: number;
  bytes: number;
  kept: boolean;
}

/** Head items grouped by the base archive they belong to: the slot of each item. */
function slotsOf(items: readonly AnchorItem[], base: ArchiveBoundaries): Int32Array {
  const slotOfKey = new Map<string, number>();
  base.forEach((archive, slot) => archive.items.forEach((item) => slotOfKey.set(item.key, slot)));
  const slots = new Int32Array(items.length);
  let current = 0;
  items.forEach((item, i) => {
    const slot = slotOfKey.get(item.key);
    // Path order keeps base items in order; a stray one (renamed across) never goes backwards.
    if (slot !== undefined && slot >= current) current = slot;
    slots[i] = current;
  });
  return slots;
}

/** Exclusive end of each head archive, keeping every base archive whose items are unchanged. */
export function anchorCuts(
  items: readonly AnchorItem[],
  base: ArchiveBoundaries,
  capacityBytes: number,
  hash: (key: string) => number = keyHash,
): number[] {
  if (base.length === 0) return chooseCuts(items, capacityBytes, hash);
  const slots = slotsOf(items, base);
  const spans: Span[] = [];
  let i = 0;
  for (let slot = 0; slot < base.length; slot++) {
    const start = i;
    while (i < items.length && slots[i] === slot) i++;
    const archive = base[slot] as AnchorArchive;
    const same =
      i - start === archive.items.length &&
      archive.items.every((b, k) => {
        const head = items[start + k] as AnchorItem;
        return head.key === b.key && head.signature === b.signature;
      });
    if (same) spans.push(span(items, start, i, true));
    else if (start < i) {
      // Changed: planned again on its own, so that changes elsewhere never move it.
      let from = start;
      for (const end of chooseCuts(items.slice(start, i), capacityBytes, hash)) {
        spans.push(span(items, from, start + end, false));
        from = start + end;
      }
    }
  }
  return compact(spans, items, capacityBytes).map((s) => s.end);
}

function span(items: readonly PlanItem[], start: number, end: number, kept: boolean): Span {
  let bytes = 0;
  for (let i = start; i < end; i++) bytes += (items[i] as PlanItem).bytes;
  return { start, end, bytes, kept };
}

/** Archives for items [start, end) when each is filled as full as it goes (the fewest). */
function fullest(items: readonly PlanItem[], start: number, end: number, capacityBytes: number) {
  let from = start;
  return fullestEnds(items, start, capacityBytes, end).map((to) => {
    const packed = span(items, from, to, false);
    from = to;
    return packed;
  });
}

/** Runs longer than this are repacked only when no shorter one saves an archive. */
const SHORT_RUN = 4;

/**
 * Until within the cap: repacks the shortest run of neighbouring archives that saves one (of 2, 3
 * or 4 when any does), and of those the one with the fewest bytes touched, runs of changed
 * archives first.
 */
function compact(spans: Span[], items: readonly PlanItem[], capacityBytes: number): Span[] {
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  const budget = archiveBudget(total, capacityBytes);
  while (spans.length > budget) {
    // Packing in order as full as it goes uses the fewest archives: if all of them together do
    // not save one, no run does.
    const first = spans[0] as Span;
    const last = spans.at(-1) as Span;
    if (fullest(items, first.start, last.end, capacityBytes).length >= spans.length) break;
    const best =
      shortestRepack(spans, items, capacityBytes, 2, SHORT_RUN) ??
      shortestRepack(spans, items, capacityBytes, SHORT_RUN + 1, spans.length);
    if (!best) break;
    spans.splice(best.at, best.length, ...best.packed);
  }
  return spans;
}

function shortestRepack(
  spans: readonly Span[],
  items: readonly PlanItem[],
  capacityBytes: number,
  minLength: number,
  maxLength: number,
): { at: number; length: number; packed: Span[] } | undefined {
  let best: { at: number; length: number; cost: number; packed: Span[] } | undefined;
  const bytesBefore = [0];
  const keptBefore = [0];
  for (const s of spans) {
    bytesBefore.push((bytesBefore.at(-1) as number) + s.bytes);
    keptBefore.push((keptBefore.at(-1) as number) + (s.kept ? 1 : 0));
  }
  for (let length = minLength; length <= Math.min(maxLength, spans.length) && !best; length++)
    for (let at = 0; at + length <= spans.length; at++) {
      const bytes = (bytesBefore[at + length] as number) - (bytesBefore[at] as number);
      if (bytes > (length - 1) * capacityBytes) continue;
      const kept = (keptBefore[at + length] as number) - (keptBefore[at] as number);
      const cost = kept * length * capacityBytes + bytes;
      if (best && cost >= best.cost) continue;
      const packed = fullest(
        items,
        (spans[at] as Span).start,
        (spans[at + length - 1] as Span).end,
        capacityBytes,
      );
      if (packed.length < length) best = { at, length, cost, packed };
    }
  return best;
}
