/** Packing, end to end: measure deflated sizes, plan archives to the byte, write them. */
import type { DiscoveredFile } from '../discovery/discover.ts';
import { measureAll } from './measure.ts';
import { planArchives, type PackingPlan } from './plan.ts';
import { writeArchives, type WrittenArchive } from './write-archives.ts';

export interface Packed {
  readonly plan: PackingPlan;
  readonly archives: readonly WrittenArchive[];
}

export async function packFiles(
  files: readonly DiscoveredFile[],
  options: { maxArchiveBytes: number; baseName: string; dir: string },
): Promise<Packed> {
  const deflated = await measureAll(files.map((f) => f.absolutePath));
  const plan = planArchives(
    files.map((file, i) => ({ ...file, deflatedSize: deflated[i] ?? 0 })),
    options,
  );
  return { plan, archives: await writeArchives(plan.archives, options.dir) };
}
