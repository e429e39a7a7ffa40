/**
 * Plans archives from exact entry sizes (pure and deterministic). Scan units are taken in path
 * order and kept whole; archive boundaries fall where cut-points.ts puts them, so an edit changes
 * the archive holding it and rarely more. A unit too big for one archive is split into its files
 * (boundaries between them chosen the same way); a file too big for any archive is left out.
 */
import { chooseCuts, type PlanItem } from './cut-points.ts';
import { END_OF_CENTRAL_DIRECTORY_BYTES, entryBytes, type ZipEntryRecord } from './zip-format.ts';

export interface PlanInput {
  readonly path: string;
  readonly unit: string;
  readonly size: number;
  readonly crc32: number;
  readonly compressedSize: number;
  /** Where the deflated bytes are in the spool; undefined when they were too many to keep. */
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
  /** Files that could not be read, with why; they are not in any archive. */
  readonly unreadable: readonly { path: string; reason: string }[];
}

interface Item extends PlanItem {
  readonly entries: readonly PlannedEntry[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `<base>.zip`, or `<base>-<i>of<n>.zip` when there are several. */
export function archiveName(base: string, index: number, count: number): string {
  return count === 1 ? `${base}.zip` : `${base}-${index + 1}of${count}.zip`;
}

/** Units in the order of their first path, each with its entries in path order. */
function groupUnits(entries: readonly PlannedEntry[]): PlannedEntry[][] {
  const units = new Map<string, PlannedEntry[]>();
  for (const entry of [...entries].sort((a, b) => byText(a.path, b.path))) {
    const unit = units.get(entry.unit);
    if (unit) unit.push(entry);
    else units.set(entry.unit, [entry]);
  }
  return [...units.values()];
}

/** Plans archives of at most `maxArchiveBytes` holding every input that fits one. */
export function planArchives(
  inputs: readonly PlanInput[],
  options: {
    maxArchiveBytes: number;
    baseName: string;
    unreadable?: readonly { path: string; reason: string }[];
  },
): PackingPlan {
  const capacity = options.maxArchiveBytes - END_OF_CENTRAL_DIRECTORY_BYTES;
  const tooLarge: { path: string; bytes: number }[] = [];
  const entries: PlannedEntry[] = [];
  for (const input of inputs) {
    const bytes = entryBytes(input.path, input.compressedSize);
    if (bytes > capacity || input.spoolOffset === undefined)
      tooLarge.push({ path: input.path, bytes: bytes + END_OF_CENTRAL_DIRECTORY_BYTES });
    else entries.push({ ...input, name: input.path, spoolOffset: input.spoolOffset, bytes });
  }

  const splitUnits: string[] = [];
  const items: Item[] = [];
  for (const unit of groupUnits(entries)) {
    const bytes = unit.reduce((sum, e) => sum + e.bytes, 0);
    const key = (unit[0] as PlannedEntry).unit;
    if (bytes <= capacity) items.push({ key, bytes, entries: unit });
    else {
      splitUnits.push(key);
      for (const entry of unit)
        items.push({ key: entry.path, bytes: entry.bytes, entries: [entry] });
    }
  }

  const ends = chooseCuts(items, capacity);
  const archives = ends.map((end, index) => {
    const held = items.slice(index === 0 ? 0 : ends[index - 1], end);
    const archiveEntries = held.flatMap((item) => item.entries);
    archiveEntries.sort((a, b) => byText(a.path, b.path));
    return {
      name: archiveName(options.baseName, index, ends.length),
      entries: archiveEntries,
      bytes: held.reduce((sum, item) => sum + item.bytes, END_OF_CENTRAL_DIRECTORY_BYTES),
    };
  });
  return {
    archives,
    tooLarge: tooLarge.sort((a, b) => byText(a.path, b.path)),
    splitUnits: splitUnits.sort(byText),
    unreadable: [...(options.unreadable ?? [])].sort((a, b) => byText(a.path, b.path)),
  };
}
