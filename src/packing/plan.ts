/**
 * Plans archives from exact entry sizes (pure and deterministic). Scan units stay together;
 * units are packed first-fit decreasing into archives of at most `maxArchiveBytes`; a unit too
 * big for one archive is split by files, and a file too big for any archive is left out.
 */
import { END_OF_CENTRAL_DIRECTORY_BYTES, entryBytes, type ZipEntryRecord } from './zip-format.ts';

export interface PlanInput {
  readonly path: string;
  readonly unit: string;
  readonly size: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly spoolOffset: number | undefined;
}

export interface PlannedEntry extends ZipEntryRecord {
  readonly path: string;
  readonly unit: string;
  readonly spoolOffset: number;
  /** Bytes the entry adds to its archive. */
  readonly bytes: number;
}

export interface ArchivePlan {
  readonly name: string;
  readonly entries: readonly PlannedEntry[];
  /** Exact size of the zip file. */
  readonly bytes: number;
}

export interface PackingPlan {
  readonly archives: readonly ArchivePlan[];
  /** Files larger than an archive can hold, with the bytes they would need. */
  readonly tooLarge: readonly { path: string; bytes: number }[];
  /** Units split across archives because together they exceed one. */
  readonly splitUnits: readonly string[];
}

interface Item {
  readonly key: string;
  readonly entries: PlannedEntry[];
  readonly bytes: number;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function makeItem(key: string, entries: PlannedEntry[]): Item {
  return { key, entries, bytes: entries.reduce((sum, e) => sum + e.bytes, 0) };
}

/** Splits a unit into consecutive runs of files that each fit. */
function splitUnit(unit: Item, capacity: number): Item[] {
  const items: Item[] = [];
  let run: PlannedEntry[] = [];
  let runBytes = 0;
  for (const entry of unit.entries) {
    if (runBytes + entry.bytes > capacity && run.length > 0) {
      items.push(makeItem(`${unit.key}#${items.length}`, run));
      run = [];
      runBytes = 0;
    }
    run.push(entry);
    runBytes += entry.bytes;
  }
  if (run.length > 0) items.push(makeItem(`${unit.key}#${items.length}`, run));
  return items;
}

/** `<base>.zip`, or `<base>-<i>of<n>.zip` when there are several. */
export function archiveName(base: string, index: number, count: number): string {
  return count === 1 ? `${base}.zip` : `${base}-${index + 1}of${count}.zip`;
}

export function planArchives(
  inputs: readonly PlanInput[],
  options: { maxArchiveBytes: number; baseName: string },
): PackingPlan {
  const capacity = options.maxArchiveBytes - END_OF_CENTRAL_DIRECTORY_BYTES;
  const tooLarge: { path: string; bytes: number }[] = [];
  const units = new Map<string, PlannedEntry[]>();
  for (const input of [...inputs].sort((a, b) => byText(a.path, b.path))) {
    const bytes = entryBytes(input.path, input.compressedSize);
    if (bytes > capacity || input.spoolOffset === undefined) {
      tooLarge.push({ path: input.path, bytes: bytes + END_OF_CENTRAL_DIRECTORY_BYTES });
      continue;
    }
    const entry: PlannedEntry = {
      ...input,
      name: input.path,
      spoolOffset: input.spoolOffset,
      bytes,
    };
    const unit = units.get(entry.unit);
    if (unit) unit.push(entry);
    else units.set(entry.unit, [entry]);
  }

  const splitUnits: string[] = [];
  const items: Item[] = [];
  for (const [key, entries] of [...units].sort(([a], [b]) => byText(a, b))) {
    const item = makeItem(key, entries);
    if (item.bytes <= capacity) items.push(item);
    else {
      splitUnits.push(key);
      items.push(...splitUnit(item, capacity));
    }
  }

  // First-fit decreasing, ties broken by key so the plan never depends on input order.
  items.sort((a, b) => b.bytes - a.bytes || byText(a.key, b.key));
  const bins: { entries: PlannedEntry[]; bytes: number }[] = [];
  for (const item of items) {
    const bin = bins.find((b) => b.bytes + item.bytes <= capacity);
    if (bin) {
      bin.entries.push(...item.entries);
      bin.bytes += item.bytes;
    } else bins.push({ entries: [...item.entries], bytes: item.bytes });
  }

  const sorted = bins
    .map((bin) => ({
      entries: bin.entries.sort((a, b) => byText(a.path, b.path)),
      bytes: bin.bytes,
    }))
    .sort((a, b) => byText(a.entries[0]?.path ?? '', b.entries[0]?.path ?? ''));
  return {
    archives: sorted.map((bin, index) => ({
      name: archiveName(options.baseName, index, sorted.length),
      entries: bin.entries,
      bytes: bin.bytes + END_OF_CENTRAL_DIRECTORY_BYTES,
    })),
    tooLarge,
    splitUnits,
  };
}
