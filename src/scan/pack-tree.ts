/**
 * One tree's files packed into archives, handed to the upload pool as they are written (the plan,
 * and so every archive's name and size, is known first). When the pool stops early (an upload was
 * refused), leaving the iteration stops the writing and removes the spool. The one call of the
 * planner for a tree is here.
 */
import type { DiscoveredFile } from '../discovery/discover.ts';
import type { StepLog } from '../log.ts';
import { diskReader, type ContentReader } from '../packing/content-reader.ts';
import { packFiles } from '../packing/pack.ts';
import type { ArchiveBoundaries } from '../packing/anchor.ts';
import type { PackingPlan } from '../packing/plan.ts';
import { plural } from '../plural.ts';
import type { ArchiveToScan } from './types.ts';

export interface PackedTree {
  readonly plan: PackingPlan;
  /** Every archive of the plan, as the pool will see it. */
  readonly planned: readonly ArchiveToScan[];
  readonly archives: AsyncIterable<ArchiveToScan>;
}

export async function packTree(
  files: readonly DiscoveredFile[],
  options: {
    readonly maxArchiveBytes: number;
    readonly baseName: string;
    readonly dir: string;
    readonly log: StepLog;
    readonly reader?: ContentReader<DiscoveredFile>;
    /** The tree the archives are of (their results are tagged with it). */
    readonly label?: string;
    readonly indexFrom?: number;
    /** A pull request's head passes `boundariesOf(base.plan)` to keep the base's archives. */
    readonly anchor?: ArchiveBoundaries;
  },
): Promise<PackedTree> {
  const from = options.indexFrom ?? 0;
  const packing = await packFiles(files, { ...options, reader: options.reader ?? diskReader });
  for (const plan of packing.plan.archives)
    options.log.info(`${plan.name}: ${plural(plan.entries.length, 'file')}, ${plan.bytes} bytes`);
  const tag = options.label === undefined ? {} : { tree: options.label };
  const planned = packing.plan.archives.map((plan, i) => ({
    index: from + i,
    name: plan.name,
    file: '',
    bytes: plan.bytes,
    ...tag,
  }));
  async function* archives(): AsyncGenerator<ArchiveToScan> {
    let index = from;
    try {
      for await (const archive of packing.archives)
        yield {
          index: index++,
          name: archive.plan.name,
          file: archive.file,
          bytes: archive.plan.bytes,
          ...tag,
        };
    } finally {
      await packing.close();
    }
  }
  return { plan: packing.plan, planned, archives: archives() };
}
