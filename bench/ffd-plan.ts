/**
 * The planner packing used before boundaries were made stable (first-fit decreasing over the
 * whole tree), kept only so the benchmark can print the old figure beside the new one.
 */
import { END_OF_CENTRAL_DIRECTORY_BYTES } from '../src/engine/packing/zip/zip-format.ts';
import type { PlannedEntry } from '../src/engine/packing/plan.ts';

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Archives (lists of entries, in path order) as first-fit decreasing made them. */
export function planFirstFitDecreasing(
  entries: readonly PlannedEntry[],
  maxArchiveBytes: number,
): PlannedEntry[][] {
  const capacity = maxArchiveBytes - END_OF_CENTRAL_DIRECTORY_BYTES;
  const units = new Map<string, PlannedEntry[]>();
  for (const entry of [...entries].sort((a, b) => byText(a.path, b.path))) {
    const unit = units.get(entry.unit);
    if (unit) unit.push(entry);
    else units.set(entry.unit, [entry]);
  }
  const items: { key: string; entries: PlannedEntry[]; bytes: number }[] = [];
  for (const [key, unit] of [...units].sort(([a], [b]) => byText(a, b))) {
    let run: PlannedEntry[] = [];
    let runBytes = 0;
    for (const entry of unit) {
      if (runBytes + entry.bytes > capacity && run.length > 0) {
        items.push({ key: `${key}#${items.length}`, entries: run, bytes: runBytes });
        run = [];
        runBytes = 0;
      }
      run.push(entry);
      runBytes += entry.bytes;
    }
    if (run.length > 0) items.push({ key, entries: run, bytes: runBytes });
  }
  items.sort((a, b) => b.bytes - a.bytes || byText(a.key, b.key));
  const bins: { entries: PlannedEntry[]; bytes: number }[] = [];
  for (const item of items) {
    const bin = bins.find((b) => b.bytes + item.bytes <= capacity);
    if (bin) {
      bin.entries.push(...item.entries);
      bin.bytes += item.bytes;
    } else bins.push({ entries: [...item.entries], bytes: item.bytes });
  }
  return bins.map((bin) => bin.entries.sort((a, b) => byText(a.path, b.path)));
}
