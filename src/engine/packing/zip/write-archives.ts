/**
 * Assembles planned archives from the spool of deflated files: local headers and data in plan
 * order, then the central directory and its end record. Nothing is compressed here, so this is
 * disk copying; each written file is checked against the size the plan computed.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { ArchivePlan } from '../plan.ts';
import type { Spool } from './spool.ts';
import { centralRecord, endOfCentralDirectory, localHeader } from './zip-format.ts';

export interface WrittenArchive {
  readonly plan: ArchivePlan;
  /** Absolute path of the complete zip file. */
  readonly file: string;
}

/** Bytes gathered per write (one system call), so memory stays small whatever the archive. */
const COPY_BATCH_BYTES = 1024 * 1024;

/** Writes all of `data` (a write may take only part of it). */
async function writeAll(out: fs.FileHandle, data: Buffer): Promise<void> {
  for (let done = 0; done < data.length;)
    done += (await out.write(data, done, data.length - done)).bytesWritten;
}

/** Writes one planned archive to `file` and checks its size. */
export async function writeArchive(
  plan: ArchivePlan,
  spool: Spool,
  file: string,
): Promise<WrittenArchive> {
  const out = await fs.open(file, 'w');
  try {
    let offset = 0;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const central: Buffer[] = [];
    for (const entry of plan.entries) {
      const header = localHeader(entry);
      const data = spool.read(entry.spoolOffset, entry.compressedSize);
      batch.push(header, data);
      batchBytes += header.length + data.length;
      central.push(centralRecord(entry, offset));
      offset += header.length + data.length;
      if (batchBytes >= COPY_BATCH_BYTES) {
        await writeAll(out, Buffer.concat(batch, batchBytes));
        batch = [];
        batchBytes = 0;
      }
    }
    const directory = Buffer.concat(central);
    batch.push(directory, endOfCentralDirectory(plan.entries.length, directory.length, offset));
    await writeAll(out, Buffer.concat(batch));
  } finally {
    await out.close();
  }
  const written = (await fs.stat(file)).size;
  if (written !== plan.bytes)
    throw new Error(`${plan.name} is ${written} bytes, not the ${plan.bytes} planned`);
  return { plan, file };
}

/** Writes the archives into `dir` one after another, each handed out as soon as it is complete. */
export async function* writeArchives(
  plans: readonly ArchivePlan[],
  spool: Spool,
  dir: string,
): AsyncGenerator<WrittenArchive, void, undefined> {
  for (const plan of plans) yield await writeArchive(plan, spool, path.join(dir, plan.name));
}
