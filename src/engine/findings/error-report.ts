/**
 * The report of a run that stopped on an unexpected error: the report assembled so far when there
 * was one (its verdict stays `fail` when gated findings were read, else becomes `error`, and the
 * reason says what happened too), else an empty report that says why. Reports are still written
 * from it, so the error is on record where the findings would be.
 */
import { zeroCounts } from '../../severity.ts';
import type { Settings } from '../settings.ts';
import type { RunReport } from './run-report.ts';

export function errorReport(
  settings: Pick<Settings, 'failOn' | 'suppressions' | 'scanPath' | 'origin'>,
  reason: string,
  known: RunReport | undefined,
): RunReport {
  if (known)
    return {
      ...known,
      verdict: known.verdict === 'fail' ? 'fail' : 'error',
      reason: `${known.reason}; also, ${reason}`,
      // What happened after the report was assembled may have cut the scan short: never complete.
      complete: false,
      incomplete: [...known.incomplete, reason],
    };
  return {
    verdict: 'error',
    reason,
    complete: false,
    incomplete: [reason],
    gated: 0,
    failOn: settings.failOn,
    findings: [],
    counts: zeroCounts(),
    passed: 0,
    skippedByDetection: 0,
    problems: [],
    baseline: undefined,
    suppressions: { file: settings.suppressions.file, expired: [], unused: [] },
    archives: [],
    scanPath: settings.scanPath,
    notes: [],
    origin: settings.origin,
  };
}
