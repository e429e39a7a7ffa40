/**
 * A pull request's head planned on its base's plan (pure): the base's archives are a memory of
 * where boundaries were, and the service has scanned them. Each head item goes to the base
 * archive that held it (a new item, to the archive of the item before it in path order); a
 * base archive whose items are unchanged is kept as it was, byte for byte; each run of changed
 * archives is planned again on its own (one archive when it fits, else cut by the pure rule),
 * so an edit changes the archives it touches and rarely more. When the head would pass the cap
 * on the count, the smallest neighbours that fit together are merged, changed ones first.
 */
import { archiveBudget, chooseCuts, keyHash, type PlanItem } from './cut-points.ts';

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
  let run: { start: number; end: number } | undefined;
  const flushRun = (): void => {
    if (!run || run.start === run.end) return void (run = undefined);
    const part = items.slice(run.start, run.end);
    let from = run.start;
    for (const end of chooseCuts(part, capacityBytes, hash)) {
      spans.push(span(items, from, run.start + end, false));
      from = run.start + end;
    }
    run = undefined;
  };
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
    if (same && start < i) {
      flushRun();
      spans.push({ ...span(items, start, i, true) });
    } else if (run) run.end = i;
    else run = { start, end: i };
  }
  flushRun();
  return compact(spans, items, capacityBytes).map((s) => s.end);
}

function span(items: readonly PlanItem[], start: number, end: number, kept: boolean): Span {
  let bytes = 0;
  for (let i = start; i < end; i++) bytes += (items[i] as PlanItem).bytes;
  return { start, end, bytes, kept };
}

/** Merges neighbours that fit together, smallest first and changed ones first, until within the cap. */
function compact(spans: Span[], items: readonly PlanItem[], capacityBytes: number): Span[] {
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  const budget = archiveBudget(total, capacityBytes);
  while (spans.length > budget) {
    let best = -1;
    let bestCost = Infinity;
    for (let k = 0; k + 1 < spans.length; k++) {
      const a = spans[k] as Span;
      const b = spans[k + 1] as Span;
      if (a.bytes + b.bytes > capacityBytes) continue;
      const cost = (Number(a.kept) + Number(b.kept)) * 2 * capacityBytes + a.bytes + b.bytes;
      if (cost < bestCost) {
        bestCost = cost;
        best = k;
      }
    }
    if (best < 0) break;
    const a = spans[best] as Span;
    const b = spans[best + 1] as Span;
    spans.splice(best, 2, { start: a.start, end: b.end, bytes: a.bytes + b.bytes, kept: false });
  }
  return spans;
}
