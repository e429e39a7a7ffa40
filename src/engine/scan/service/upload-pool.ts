/**
 * Uploads archives a few at once as they come (the packer hands them out while it writes later
 * ones). The service refusing one archive (it cannot read it, it is too large) is that archive's
 * error only: the others are still uploaded. Any other failure (a refused key, a service that
 * stays down) stops the pool from taking new archives: the scans already started are still
 * waited for and read. An archive whose bytes equal one uploaded before in this run (a pull
 * request's head archive the base has byte for byte) is not sent again: its scan is that one's.
 * A dry run's service keeps each archive instead, and nothing is waited for.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CodeSecurityApi, KeptArchive, Upload } from '../../api/code-security.ts';
import { ApiError, describeError, describeFailureKind } from '../../../errors.ts';
import type { ArchiveToScan } from '../types.ts';

/** HTTP statuses that refuse one archive, not the caller: malformed, too large, unreadable. */
const ARCHIVE_REFUSALS: ReadonlySet<number> = new Set([413, 415, 422]);

export type UploadOutcome =
  | { readonly archive: ArchiveToScan; readonly upload: Upload; readonly uploadedAt: number }
  /** A dry run's service kept the archive and sent nothing: there is no scan to wait for. */
  | { readonly archive: ArchiveToScan; readonly kept: true }
  | {
      readonly archive: ArchiveToScan;
      readonly error: string;
      /** The error's class and HTTP status (`ApiError, HTTP 422`), when the service said it. */
      readonly kind: string | undefined;
      /** True when this failure stopped the pool (not a refusal of this archive alone). */
      readonly stoppedPool: boolean;
    };

/** True when a failed upload says nothing about the others. */
function refusesOnlyThisArchive(error: unknown): boolean {
  return error instanceof ApiError && ARCHIVE_REFUSALS.has(error.status);
}

export interface UploadPoolOptions {
  readonly api: CodeSecurityApi;
  readonly concurrency: number;
  readonly now: () => number;
  readonly log: (message: string) => void;
  /** Called once, when the first upload begins: the scan phase's deadline starts then. */
  readonly onFirstUpload: () => number;
  /** Called with each scan as soon as its upload is answered, so waiting can begin. */
  readonly onUploaded?: (outcome: Extract<UploadOutcome, { upload: Upload }>) => void;
  /** Called when the archives to upload could not be had (packing failed). */
  readonly onSourceFailed?: (error: unknown) => void;
}

/**
 * The archive's bytes' digest; undefined when the file cannot be read (the upload says why).
 * Synchronous on purpose, like the packer's reads: an archive is at most a few megabytes, and the
 * digests are then taken in the order the archives are handed out, so the first of two twins is
 * always the one uploaded.
 */
function digestOf(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

/**
 * Uploads one archive; a twin of an archive uploaded before in this run (the same digest) waits
 * for that upload and reuses its scan, and is sent on its own only when that upload failed.
 */
function uploaderByBytes(
  options: Pick<UploadPoolOptions, 'api' | 'log'>,
): (archive: ArchiveToScan, deadline: number) => Promise<Upload | KeptArchive> {
  const byDigest = new Map<
    string,
    { name: string; upload: Promise<Upload | KeptArchive | undefined> }
  >();
  return async (archive, deadline) => {
    const digest = digestOf(archive.file);
    const twin = digest === undefined ? undefined : byDigest.get(digest);
    if (twin === undefined) {
      const sent = options.api.uploadArchive(archive.file, archive.name, { deadline });
      if (digest !== undefined)
        byDigest.set(digest, { name: archive.name, upload: sent.catch(() => undefined) });
      const answered = await sent;
      if ('dryRun' in answered) return answered;
      const how = answered.alreadyScanned
        ? ' (already scanned: reusing its results)'
        : answered.recovered
          ? ' (found by name after a failed attempt: not uploaded twice)'
          : '';
      options.log(`${archive.name}: uploaded, scan ${answered.scanId}${how}`);
      return answered;
    }
    const earlier = await twin.upload;
    // The first failed: this one is sent on its own (its failure is its own to report).
    if (earlier === undefined || 'dryRun' in earlier) {
      const answered = await options.api.uploadArchive(archive.file, archive.name, { deadline });
      if (!('dryRun' in answered))
        options.log(`${archive.name}: uploaded, scan ${answered.scanId}`);
      return answered;
    }
    options.log(
      `${archive.name}: not uploaded again: byte-identical to ${twin.name}, whose scan ${earlier.scanId} is reused`,
    );
    return { ...earlier, alreadyScanned: true, recovered: false };
  };
}

export async function uploadArchives(
  archives: AsyncIterable<ArchiveToScan> | Iterable<ArchiveToScan>,
  options: UploadPoolOptions,
): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  const iterator =
    Symbol.asyncIterator in archives
      ? archives[Symbol.asyncIterator]()
      : (archives as Iterable<ArchiveToScan>)[Symbol.iterator]();
  const upload = uploaderByBytes(options);
  let deadline: number | undefined;
  let stopped = false;
  const worker = async (): Promise<void> => {
    while (!stopped) {
      let next: IteratorResult<ArchiveToScan>;
      try {
        next = await iterator.next();
      } catch (error) {
        // The producer failed (packing): nothing more comes; what was uploaded is still read.
        stopped = true;
        options.onSourceFailed?.(error);
        return;
      }
      if (next.done || stopped) return;
      const archive = next.value;
      deadline ??= options.onFirstUpload();
      try {
        const answered = await upload(archive, deadline);
        if ('dryRun' in answered) {
          outcomes.push({ archive, kept: true });
          continue;
        }
        const uploaded = { archive, upload: answered, uploadedAt: options.now() };
        outcomes.push(uploaded);
        options.onUploaded?.(uploaded);
      } catch (error) {
        const stoppedPool = !refusesOnlyThisArchive(error);
        if (stoppedPool) stopped = true;
        outcomes.push({
          archive,
          error: describeError(error),
          kind: describeFailureKind(error),
          stoppedPool,
        });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  } finally {
    // Stop the producer (no more archives are written once an upload was refused).
    await Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
  return outcomes.sort((a, b) => a.archive.index - b.archive.index);
}
