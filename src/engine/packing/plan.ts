/**
 * Plans archives from exact entry sizes (pure and deterministic), one unit at a time. Scan units
 * are taken in path order and kept whole; archive boundaries fall where cut-points.ts puts them,
 * so an edit changes the archive holding it and rarely more. A pull request's head is planned on
 * its base's archives instead (anchor.ts), as sets of units. A unit too big for one archive is
 * split into its files (boundaries between them chosen the same way); a file too big for any
 * archive is left out.
 */
import { anchorGroups, type ArchiveBoundaries } from './anchor.ts';
import type { PlanItem } from './cut-points.ts';
import { CutStream } from './cut-stream.ts';
import {
  END_OF_CENTRAL_DIRECTORY_BYTES,
  entryBytes,
  type ZipEntryRecord,
} from './zip/zip-format.ts';

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

/** What makes an entry's bytes: its name and its deflated data (by CRC and sizes). */
const entrySignature = (e: PlannedEntry): string =>
  `${e.path}\u0000${e.crc32}\u0000${e.size}\u0000${e.compressedSize}`;

const withSignature = (item: Item): Item & { signature: string } => ({
  ...item,
  signature: item.entries.map(entrySignature).join('\n'),
});

/** A plan's archives as the anchor of another plan (a pull request's head on its base). */
export function boundariesOf(plan: PackingPlan): ArchiveBoundaries {
  const split = new Set(plan.splitUnits);
  return plan.archives.map((archive) => {
    const items = new Map<string, PlannedEntry[]>();
    for (const entry of archive.entries) {
      const key = split.has(entry.unit) ? entry.path : entry.unit;
      const held = items.get(key);
      if (held) held.push(entry);
      else items.set(key, [entry]);
    }
    return {
      items: [...items].map(([key, entries]) => ({
        key,
        signature: entries.map(entrySignature).join('\n'),
      })),
    };
  });
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `<base>.zip` for the only archive, else `<base>-<i>.zip` (no count: it is not known yet). */
export function archiveName(base: string, index: number, only: boolean): string {
  return only ? `${base}.zip` : `${base}-${index + 1}.zip`;
}

/** Units in the order of their first path, each with its files in path order (the plan's order). */
export function orderUnits<F extends { path: string; unit: string }>(files: readonly F[]): F[][] {
  const units = new Map<string, F[]>();
  for (const file of [...files].sort((a, b) => byText(a.path, b.path))) {
    const unit = units.get(file.unit);
    if (unit) unit.push(file);
    else units.set(file.unit, [file]);
  }
  return [...units.values()];
}

/**
 * Plans archives unit by unit, in the order of `orderUnits`: each archive is planned as soon as
 * its cut is final (see cut-points.ts), so it can be written while later files are deflated.
 */
export class PlanBuilder {
  private readonly capacity: number;
  private readonly baseName: string;
  private readonly cuts: CutStream;
  private readonly items: Item[] = [];
  private readonly archives: ArchivePlan[] = [];
  private readonly tooLarge: { path: string; bytes: number }[] = [];
  private readonly splitUnits: string[] = [];
  /** Items before this index are in archives already made. */
  private cutAt = 0;

  private readonly anchor: ArchiveBoundaries | undefined;

  constructor(options: { maxArchiveBytes: number; baseName: string; anchor?: ArchiveBoundaries }) {
    this.anchor = options.anchor;
    this.capacity = options.maxArchiveBytes - END_OF_CENTRAL_DIRECTORY_BYTES;
    this.baseName = options.baseName;
    this.cuts = new CutStream(this.capacity);
  }

  /** Adds the next unit's files (those read); returns the archives it made final. */
  addUnit(inputs: readonly PlanInput[]): ArchivePlan[] {
    const entries: PlannedEntry[] = [];
    for (const input of inputs) {
      const bytes = entryBytes(input.path, input.compressedSize);
      if (bytes > this.capacity || input.spoolOffset === undefined)
        this.tooLarge.push({ path: input.path, bytes: bytes + END_OF_CENTRAL_DIRECTORY_BYTES });
      else entries.push({ ...input, name: input.path, spoolOffset: input.spoolOffset, bytes });
    }
    if (entries.length === 0) return [];
    const bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
    const added: Item[] =
      bytes <= this.capacity
        ? [{ key: (entries[0] as PlannedEntry).unit, bytes, entries }]
        : entries.map((entry) => ({ key: entry.path, bytes: entry.bytes, entries: [entry] }));
    if (bytes > this.capacity) this.splitUnits.push((entries[0] as PlannedEntry).unit);
    for (const item of added) {
      this.items.push(item);
      if (!this.anchor) this.cuts.push(item);
    }
    return this.anchor ? [] : this.made(this.cuts.take(), false);
  }

  /** Every unit added: the last archives and the whole plan. */
  finish(unreadable: readonly { path: string; reason: string }[] = []): {
    last: ArchivePlan[];
    plan: PackingPlan;
  } {
    const first = this.archives.length === 0;
    const last = this.anchor
      ? this.make(
          anchorGroups(this.items.map(withSignature), this.anchor, this.capacity).map((group) =>
            group.map((i) => this.items[i] as Item),
          ),
          first,
        )
      : this.made(this.cuts.finish(), first);
    return {
      last,
      plan: {
        archives: this.archives,
        tooLarge: this.tooLarge.sort((a, b) => byText(a.path, b.path)),
        splitUnits: this.splitUnits.sort(byText),
        unreadable: [...unreadable].sort((a, b) => byText(a.path, b.path)),
      },
    };
  }

  /** Archives ending at `ends` (exclusive), from the first item not yet in one. */
  private made(ends: readonly number[], first: boolean): ArchivePlan[] {
    const groups = ends.map((end) => {
      const held = this.items.slice(this.cutAt, end);
      this.cutAt = end;
      return held;
    });
    return this.make(groups, first);
  }

  /** Archives holding the given items, in the order given. */
  private make(groups: readonly (readonly Item[])[], first: boolean): ArchivePlan[] {
    return groups.map((held) => {
      const entries = held.flatMap((item) => item.entries).sort((a, b) => byText(a.path, b.path));
      const archive = {
        name: archiveName(this.baseName, this.archives.length, first && groups.length === 1),
        entries,
        bytes: held.reduce((sum, item) => sum + item.bytes, END_OF_CENTRAL_DIRECTORY_BYTES),
      };
      this.archives.push(archive);
      return archive;
    });
  }
}

/** Plans archives of at most `maxArchiveBytes` holding every input that fits one. */
export function planArchives(
  inputs: readonly PlanInput[],
  options: {
    maxArchiveBytes: number;
    baseName: string;
    unreadable?: readonly { path: string; reason: string }[];
    /** The base's plan, for a pull request's head (see anchor.ts). */
    anchor?: ArchiveBoundaries;
  },
): PackingPlan {
  const builder = new PlanBuilder(options);
  for (const unit of orderUnits(inputs)) builder.addUnit(unit);
  return builder.finish(options.unreadable).plan;
}
