/**
 * One tree's files packed into archives and handed to the upload pool as each is written: a cut
 * is decided from the files ahead of it, so the first upload starts while later files are still
 * being deflated. When the pool stops early (an upload was refused), leaving the iteration stops
 * the packing and removes the spool. The one call of the planner for a tree is here.
 */
import type { DiscoveredFile } from '../../discovery/discover.ts';
import type { Log } from '../../../log.ts';
import { diskReader, type ContentReader } from '../../packing/content-reader.ts';
import { packStreaming } from '../../packing/pack.ts';
import type { ArchiveBoundaries } from '../../packing/anchor.ts';
import type { ArchivePlan, PackingPlan } from '../../packing/plan.ts';
import { plural } from '../../../plural.ts';
import type { ArchiveToScan } from '../types.ts';

export interface PackedTree {
  /** The archives in plan order, each as soon as it is written. Iterate once. */
  readonly archives: AsyncIterable<ArchiveToScan>;
  /** The archives handed out so far: every archive of the plan once `archives` has ended. */
  readonly planned: () => readonly ArchiveToScan[];
  /**
   * The whole plan once `archives` has ended; before that, or when the packing stopped early,
   * the archives planned so far (nothing too large, split or unreadable is known yet).
   */
  readonly plan: () => PackingPlan;
  /** True once every archive was handed out and the plan is whole. */
  readonly complete: () => boolean;
}

export function packTree(
  files: readonly DiscoveredFile[],
  options: {
    readonly maxArchiveBytes: number;
    readonly baseName: string;
    readonly dir: string;
    readonly log: Log;
    readonly reader?: ContentReader<DiscoveredFile>;
    /** The tree the archives are of (their results are tagged with it). */
    readonly label?: string;
    readonly indexFrom?: number;
    /** A pull request's head passes `boundariesOf(base.plan)` to keep the base's archives. */
    readonly anchor?: ArchiveBoundaries;
  },
): PackedTree {
  const from = options.indexFrom ?? 0;
  const packing = packStreaming(files, { ...options, reader: options.reader ?? diskReader });
  const tag = options.label === undefined ? {} : { tree: options.label };
  const handedOut: ArchivePlan[] = [];
  let whole: PackingPlan | undefined;
  const toScan = (plan: ArchivePlan, i: number, file: string): ArchiveToScan => ({
    index: from + i,
    name: plan.name,
    file,
    bytes: plan.bytes,
    ...tag,
  });
  async function* archives(): AsyncGenerator<ArchiveToScan> {
    try {
      for await (const archive of packing.archives) {
        const { plan } = archive;
        options.log.info(
          `${plan.name}: ${plural(plan.entries.length, 'file')}, ${plural(plan.bytes, 'byte')}`,
        );
        handedOut.push(plan);
        yield toScan(plan, handedOut.length - 1, archive.file);
      }
      whole = await packing.plan;
    } finally {
      await packing.close();
    }
  }
  return {
    archives: archives(),
    planned: () => handedOut.map((plan, i) => toScan(plan, i, '')),
    plan: () => whole ?? { archives: [...handedOut], tooLarge: [], splitUnits: [], unreadable: [] },
    complete: () => whole !== undefined,
  };
}
