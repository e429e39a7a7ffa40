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
import { diskReader, type ContentReader, type PackableFile } from './content-reader.ts';
import type { ArchiveBoundaries } from './anchor.ts';
import type { PackingPlan } from './plan.ts';
import { streamPlans } from './plan-stream.ts';
import { Spool } from './zip/spool.ts';
import { writeArchive, writeArchives, type WrittenArchive } from './zip/write-archives.ts';

export interface PackOptions {
  readonly maxArchiveBytes: number;
  readonly baseName: string;
  /** Folder for the archives and the spool; created when missing. */
  readonly dir: string;
  /** Bytes deflated on libuv's thread pool at once (0: all on the main thread). */
  readonly maxPoolBytes?: number;
  /**
   * A pull request's head: the base's plan (`boundariesOf(base.plan)`), whose unchanged archives
   * are kept byte for byte. The head is then planned once every file is deflated.
   */
  readonly anchor?: ArchiveBoundaries;
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
    const plans = streamPlans(files, { ...options, reader, spool });
    let step = await plans.next();
    while (!step.done) step = await plans.next();
    plan = step.value;
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

export interface StreamedPacking {
  /**
   * The archives in plan order, each written and handed out as soon as its cut is final, while
   * later files are still being deflated. Iterate once; leaving early stops the packing.
   */
  readonly archives: AsyncIterable<WrittenArchive>;
  /** The whole plan, once the last archive is handed out (rejects if packing failed). */
  readonly plan: Promise<PackingPlan>;
  /** Stops packing and deletes the spool; needed only when `archives` is not iterated to an end. */
  close(): Promise<void>;
}

/** Packs files and hands out each archive as soon as it is complete (uploads start while packing). */
export function packStreaming<F extends PackableFile>(
  files: readonly F[],
  options: PackOptions & { readonly reader: ContentReader<F> },
): StreamedPacking {
  let settle: { resolve: (plan: PackingPlan) => void; reject: (error: unknown) => void };
  const plan = new Promise<PackingPlan>((resolve, reject) => (settle = { resolve, reject }));
  plan.catch(() => {}); // the iteration reports the error; this only avoids an unhandled one
  async function* handOut(): AsyncGenerator<WrittenArchive, void, undefined> {
    await fs.mkdir(options.dir, { recursive: true });
    const spool = new Spool(path.join(options.dir, '.spool'));
    try {
      const plans = streamPlans(files, { ...options, spool });
      try {
        let step = await plans.next();
        for (; !step.done; step = await plans.next())
          yield await writeArchive(step.value, spool, path.join(options.dir, step.value.name));
        settle.resolve(step.value);
      } finally {
        await plans.return(undefined as never);
      }
    } catch (error) {
      settle.reject(error);
      throw error;
    } finally {
      // Left before the end: the plan is never whole (a no-op once it resolved).
      settle.reject(new Error('packing stopped before the last archive'));
      spool.dispose();
    }
  }
  const archives = handOut();
  return { archives, plan, close: async () => void (await archives.return()) };
}

/** Writes every archive and returns them all, for callers that need no streaming. */
export async function collectArchives(packing: Packing): Promise<WrittenArchive[]> {
  const all: WrittenArchive[] = [];
  for await (const archive of packing.archives) all.push(archive);
  return all;
}
