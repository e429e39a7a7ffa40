/**
 * Assembles planned archives from the spool of deflated files: local headers and data in plan
 * order, then the central directory and its end record. Nothing is compressed here, so this is
 * disk copying; each written file is checked against the size the plan computed.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { ArchivePlan } from './plan.ts';
import type { Spool } from './compress.ts';
import { centralRecord, endOfCentralDirectory, localHeader } from './zip-format.ts';

export interface WrittenArchive {
  readonly plan: ArchivePlan;
  readonly file: string;
}

export async function writeArchive(
  plan: ArchivePlan,
  spool: Spool,
  file: string,
): Promise<WrittenArchive> {
  const out = await fs.open(file, 'w');
  try {
    let offset = 0;
    const central: Buffer[] = [];
    for (const entry of plan.entries) {
      const header = localHeader(entry);
      const data = spool.read(entry.spoolOffset, entry.compressedSize);
      await out.writev([header, data]);
      central.push(centralRecord(entry, offset));
      offset += header.length + data.length;
    }
    const directory = Buffer.concat(central);
    await out.writev([
      directory,
      endOfCentralDirectory(plan.entries.length, directory.length, offset),
    ]);
  } finally {
    await out.close();
  }
  const written = (await fs.stat(file)).size;
  if (written !== plan.bytes)
    throw new Error(`${plan.name} is ${written} bytes, not the ${plan.bytes} planned`);
  return { plan, file };
}

/** Writes every archive into `dir`, in plan order. */
export async function writeArchives(
  plans: readonly ArchivePlan[],
  spool: Spool,
  dir: string,
): Promise<WrittenArchive[]> {
  await fs.mkdir(dir, { recursive: true });
  const written: WrittenArchive[] = [];
  for (const plan of plans)
    written.push(await writeArchive(plan, spool, path.join(dir, plan.name)));
  return written;
}
