/**
 * One tree's files packed into archives, handed to the upload pool as they are written (the plan,
 * and so every archive's name and size, is known first). When the pool stops early (an upload was
 * refused), leaving the iteration stops the writing and removes the spool.
 */
import type { DiscoveredFile } from '../discovery/discover.ts';
import type { StepLog } from '../log.ts';
import { packFiles } from '../packing/pack.ts';
import type { ArchiveBoundaries } from '../packing/anchor.ts';
import type { PackingPlan } from '../packing/plan.ts';
import { plural } from '../plural.ts';
import type { ArchiveToScan } from './types.ts';

export interface PackedTree {
  readonly plan: PackingPlan;
  readonly archives: AsyncIterable<ArchiveToScan>;
}

export async function packTree(
  files: readonly DiscoveredFile[],
  options: {
    maxArchiveBytes: number;
    baseName: string;
    dir: string;
    log: StepLog;
    indexFrom?: number;
    /** issue 24: a pull request's head passes `boundariesOf(base.plan)` (base packed first). */
    anchor?: ArchiveBoundaries;
  },
): Promise<PackedTree> {
  const from = options.indexFrom ?? 0;
  const packing = await packFiles(files, options);
  for (const plan of packing.plan.archives)
    options.log.info(`${plan.name}: ${plural(plan.entries.length, 'file')}, ${plan.bytes} bytes`);
  async function* archives(): AsyncGenerator<ArchiveToScan> {
    let index = from;
    try {
      for await (const archive of packing.archives)
        yield {
          index: index++,
          name: archive.plan.name,
          file: archive.file,
          bytes: archive.plan.bytes,
        };
    } finally {
      await packing.close();
    }
  }
  return { plan: packing.plan, archives: archives() };
}
