/** The report of a dry run: skipped, saying what a real run would send. */
import { plural } from '../../plural.ts';
import type { WorkspaceScan } from '../scan/scan-workspace.ts';
import type { RunReport } from './run-report.ts';

export function dryRunReport(report: RunReport, scan: WorkspaceScan): RunReport {
  const archives = scan.head.filesByArchive;
  const files = archives.reduce((n, a) => n + a.paths.length, 0);
  const reason = `dry run: nothing was uploaded; a real run would send ${plural(files, 'file')} in ${plural(archives.length, 'archive')}`;
  // Nothing was scanned: not complete, for one reason rather than one per archive.
  return { ...report, verdict: 'skipped', gated: 0, reason, complete: false, incomplete: [reason] };
}
