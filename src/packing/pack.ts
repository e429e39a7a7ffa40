/**
 * Packing, end to end: 1 deflate every file once into a spool (in parallel), 2 plan archives to
 * the byte, 3 write them one after another, handing each out as soon as it is complete, so an
 * upload can start while later archives are still being written.
 *
 * Cleanup: the spool (`<dir>/.spool`) is closed and deleted when the iteration of `archives`
 * ends: after the last archive, on an error, or when the consumer leaves a `for await` loop
 * early (break, return or throw). A consumer that stops calling `next()` without leaving such a
 * loop calls `close()`. The archives themselves stay in `dir` until the caller removes it.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { DiscoveredFile } from '../discovery/discover.ts';
import { compressAll } from './compress.ts';
import { diskReader, type ContentReader, type PackableFile } from './content-reader.ts';
import { planArchives, type PackingPlan, type PlanInput } from './plan.ts';
import { Spool } from './spool.ts';
import { writeArchives, type WrittenArchive } from './write-archives.ts';

export interface PackOptions {
  readonly maxArchiveBytes: number;
  readonly baseName: string;
  /** Folder for the archives and the spool; created when missing. */
  readonly dir: string;
  /** Bytes deflated on libuv's thread pool at once (0: all on the main thread). */
  readonly maxPoolBytes?: number;
}

export interface Packing {
  /** The whole plan (archive names, entries, exact sizes), known before any archive is written. */
  readonly plan: PackingPlan;
  /** The archives in plan order, each yielded once its file is complete. Iterate once. */
  readonly archives: AsyncIterable<WrittenArchive>;
  /** Stops writing and deletes the spool; needed only when `archives` is not iterated to an end. */
  close(): Promise<void>;
}

/** Packs files read from the disk. */
export function packFiles(files: readonly DiscoveredFile[], options: PackOptions): Promise<Packing>;
/** Packs files whose bytes come from `reader` (entries are still named by `path`). */
export function packFiles<F extends PackableFile>(
  files: readonly F[],
  options: PackOptions & { readonly reader: ContentReader<F> },
): Promise<Packing>;
export async function packFiles<F extends PackableFile>(
  files: readonly F[],
  options: PackOptions & { readonly reader?: ContentReader<F> },
): Promise<Packing> {
  const reader = options.reader ?? (diskReader as unknown as ContentReader<F>);
  await fs.mkdir(options.dir, { recursive: true });
  const spool = new Spool(path.join(options.dir, '.spool'));
  let plan: PackingPlan;
  try {
    const outcomes = await compressAll(files, {
      reader,
      spool,
      capBytes: options.maxArchiveBytes,
      maxPoolBytes: options.maxPoolBytes,
    });
    const inputs: PlanInput[] = [];
    const unreadable: { path: string; reason: string }[] = [];
    files.forEach((file, i) => {
      const outcome = outcomes[i];
      if (!outcome) throw new Error(`packing lost ${file.path}`);
      if ('unreadable' in outcome) unreadable.push({ path: file.path, reason: outcome.unreadable });
      else inputs.push({ path: file.path, unit: file.unit, ...outcome });
    });
    plan = planArchives(inputs, { ...options, unreadable });
  } catch (error) {
    spool.dispose();
    throw error;
  }
  const written = writeArchives(plan.archives, spool, options.dir);
  async function* handOut(): AsyncGenerator<WrittenArchive, void, undefined> {
    try {
      yield* written;
    } finally {
      spool.dispose();
    }
  }
  const archives = handOut();
  return {
    plan,
    archives,
    close: async () => {
      await archives.return();
      spool.dispose();
    },
  };
}

/** Writes every archive and returns them all, for callers that need no streaming. */
export async function collectArchives(packing: Packing): Promise<WrittenArchive[]> {
  const all: WrittenArchive[] = [];
  for await (const archive of packing.archives) all.push(archive);
  return all;
}
