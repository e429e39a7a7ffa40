/**
 * Uploads archives a few at once as they come (the packer hands them out while it writes later
 * ones). After one upload fails, the others stop taking new archives: the failure is the run's
 * error, and the scans already started are still waited for and read.
 */
import type { CodeSecurityApi, Upload } from '../api/code-security.ts';
import { describeError } from '../errors.ts';
import type { ArchiveToScan } from './types.ts';

export type UploadOutcome =
  | { readonly archive: ArchiveToScan; readonly upload: Upload; readonly uploadedAt: number }
  | { readonly archive: ArchiveToScan; readonly error: string };

export interface UploadPoolOptions {
  readonly api: CodeSecurityApi;
  readonly concurrency: number;
  readonly now: () => number;
  readonly log: (message: string) => void;
  /** Called once, when the first upload begins: the scan phase's deadline starts then. */
  readonly onFirstUpload: () => number;
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
      const next = await iterator.next();
      if (next.done || stopped) return;
      const archive = next.value;
      deadline ??= options.onFirstUpload();
      try {
        const upload = await options.api.uploadArchive(archive.file, archive.name, { deadline });
        const how = upload.alreadyScanned
          ? ' (already scanned: reusing its results)'
          : upload.recovered
            ? ' (found by name after a failed attempt: not uploaded twice)'
            : '';
        options.log(`${archive.name}: uploaded, scan ${upload.scanId}${how}`);
        outcomes.push({ archive, upload, uploadedAt: options.now() });
      } catch (error) {
        stopped = true;
        outcomes.push({ archive, error: describeError(error) });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  } finally {
    // Stop the producer (no more archives are written once an upload was refused).
    await iterator.return?.();
  }
  return outcomes.sort((a, b) => a.archive.index - b.archive.index);
}
