/**
 * Uploads archives a few at once as they come (the packer hands them out while it writes later
 * ones). The service refusing one archive (it cannot read it, it is too large) is that archive's
 * error only: the others are still uploaded. Any other failure (a refused key, a service that
 * stays down) stops the pool from taking new archives: the scans already started are still
 * waited for and read. A dry run's service keeps each archive instead, and nothing is waited for.
 */
import type { CodeSecurityApi, Upload } from '../../api/code-security.ts';
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

export async function uploadArchives(
  archives: AsyncIterable<ArchiveToScan> | Iterable<ArchiveToScan>,
  options: UploadPoolOptions,
): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  const iterator =
    Symbol.asyncIterator in archives
      ? archives[Symbol.asyncIterator]()
      : (archives as Iterable<ArchiveToScan>)[Symbol.iterator]();
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
        const upload = await options.api.uploadArchive(archive.file, archive.name, { deadline });
        if ('dryRun' in upload) {
          outcomes.push({ archive, kept: true });
          continue;
        }
        const how = upload.alreadyScanned
          ? ' (already scanned: reusing its results)'
          : upload.recovered
            ? ' (found by name after a failed attempt: not uploaded twice)'
            : '';
        options.log(`${archive.name}: uploaded, scan ${upload.scanId}${how}`);
        const uploaded = { archive, upload, uploadedAt: options.now() };
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
