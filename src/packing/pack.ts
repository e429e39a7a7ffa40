/**
 * Packing, end to end: 1 deflate every file once into a spool, 2 plan archives to the byte,
 * 3 assemble them. The spool is removed afterwards; the archives stay in `dir` until the caller
 * removes it.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { DiscoveredFile } from '../discovery/discover.ts';
import { compressAll, Spool } from './compress.ts';
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
  await fs.mkdir(options.dir, { recursive: true });
  const spoolFile = path.join(options.dir, '.spool');
  const spool = new Spool(spoolFile);
  try {
    const compressed = await compressAll(files, spool, options.maxArchiveBytes);
    const plan = planArchives(
      files.map((file, i) => ({
        path: file.path,
        unit: file.unit,
        ...(compressed[i] as (typeof compressed)[number]),
      })),
      options,
    );
    return { plan, archives: await writeArchives(plan.archives, spool, options.dir) };
  } finally {
    spool.close();
    await fs.rm(spoolFile, { force: true });
  }
}
