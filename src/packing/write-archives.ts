/**
 * Writes planned archives with archiver: sorted entries, a fixed UTC time and mode, UTF-8
 * names, each file streamed from disk. Several archives are written at once (their deflating runs
 * on Node's zlib thread pool), and each file's size is checked against the plan.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ZipArchive } from 'archiver';
import type { ArchivePlan } from './plan.ts';
import { DEFLATE_LEVEL, ENTRY_DATE, ENTRY_MODE } from './zip-layout.ts';

export interface WrittenArchive {
  readonly plan: ArchivePlan;
  readonly file: string;
}

const WRITE_CONCURRENCY = 4;

/** Writes one archive; resolves once the file is closed, rejects on any archiver or file error. */
export async function writeArchive(plan: ArchivePlan, file: string): Promise<WrittenArchive> {
  const zip = new ZipArchive({ zlib: { level: DEFLATE_LEVEL }, forceLocalTime: false });
  const out = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    // archiver reports warnings (such as a vanished file) as events: fail the archive, not the process.
    zip.on('warning', reject);
    zip.on('error', reject);
  });
  zip.pipe(out);
  for (const entry of plan.entries) {
    zip.append(fs.createReadStream(entry.absolutePath), {
      name: entry.path,
      date: ENTRY_DATE,
      mode: ENTRY_MODE,
    });
  }
  await Promise.all([zip.finalize(), closed]);
  const written = fs.statSync(file).size;
  if (written !== plan.bytes) {
    throw new Error(
      `${plan.name} is ${written} bytes, not the ${plan.bytes} planned: a file changed while it was being packed`,
    );
  }
  return { plan, file };
}

/** Writes every archive into `dir`, a few at once, in plan order. */
export async function writeArchives(
  plans: readonly ArchivePlan[],
  dir: string,
): Promise<WrittenArchive[]> {
  fs.mkdirSync(dir, { recursive: true });
  const written = new Array<WrittenArchive>(plans.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < plans.length) {
      const index = next++;
      const plan = plans[index] as ArchivePlan;
      written[index] = await writeArchive(plan, path.join(dir, plan.name));
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, plans.length) }, worker));
  return written;
}
