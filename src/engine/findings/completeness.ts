/**
 * Whether a run's findings were all read, from the archives' own statuses, never from the
 * verdict: a report says `pass` only when nothing gated was found, which a half-read scan can say
 * too. The command line's exit code, its `gate` and the JUnit report's errors read these.
 *
 * Invariant: an archive is complete only when its scan ended SUCCESS and every finding was read
 * (`SUCCESS` is the only status that says so); a dry run's archives were never meant to be read.
 */
import { DRY_RUN_STATUS } from '../scan/dry-run.ts';
import type { ArchiveRow } from '../scan/types.ts';
import type { RunReport } from './run-report.ts';

/** True when the archive's scan ended SUCCESS with every finding read (or it is a dry run's). */
export function isArchiveComplete(archive: Pick<ArchiveRow, 'status'>): boolean {
  return archive.status === 'SUCCESS' || archive.status === DRY_RUN_STATUS;
}

/**
 * True when every archive of the scanned tree was read to the end and the run did not end in
 * error (an error with every archive complete is IaC that could not be uploaded at all).
 */
export function isScanComplete(report: Pick<RunReport, 'archives' | 'verdict'>): boolean {
  return report.verdict !== 'error' && report.archives.every(isArchiveComplete);
}
