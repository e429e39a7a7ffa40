/**
 * Whether a saved report agrees with itself (pure), before `gate` or `convert` trusts it. A scan
 * writes its verdict, `complete`, the counts and the findings from one run report, so in a report
 * as written each of them follows from the others. A report edited by hand or cut short can say
 * `pass` (or `skipped`, or `complete: true`) while its own findings or archive rows say otherwise:
 * the gate must not take the summary's word over the data. What can be re-derived is (gated
 * findings from the findings' own severity, baseline state and suppression under the report's own
 * `fail-on`; completeness from the archive rows) and compared with what the report claims; the
 * first contradiction is returned as a phrase, and the reader refuses the file with it.
 */
import { isGated, type RunReport } from '../../findings/run-report.ts';
import { unjudgedGates } from '../../findings/unjudged-gate.ts';
import { isArchiveComplete } from '../../findings/completeness.ts';
import { SEVERITIES } from '../../../severity.ts';

/** The fields of a saved report that must agree. */
export type CheckedReport = Pick<
  RunReport,
  | 'verdict'
  | 'complete'
  | 'incomplete'
  | 'failOn'
  | 'gated'
  | 'findings'
  | 'counts'
  | 'archives'
  | 'unjudged'
  | 'dryRun'
>;

/** The counts by severity agree with the findings listed (a list cut short does not). */
function countsContradiction(report: CheckedReport): string | undefined {
  for (const severity of SEVERITIES) {
    const listed = report.findings.filter((f) => f.severity === severity).length;
    if (report.counts[severity] !== listed)
      return `counts.${severity} is ${report.counts[severity]} but ${listed} ${severity} findings are listed`;
  }
  return undefined;
}

/** `complete` agrees with the archive rows and the reasons given. */
function completenessContradiction(report: CheckedReport): string | undefined {
  if (!report.complete)
    return report.verdict === 'pass' ? 'verdict is pass but complete is false' : undefined;
  if (report.incomplete.length > 0)
    return `complete is true but incomplete gives ${report.incomplete.length} reason(s)`;
  const unfinished = report.archives.find((a) => !isArchiveComplete(a, report));
  return unfinished
    ? `complete is true but archive ${unfinished.name} ended ${unfinished.status}`
    : undefined;
}

/** The verdict and `counts.gated` agree with the findings that gate under the report's fail-on. */
function verdictContradiction(report: CheckedReport): string | undefined {
  const gated = report.findings.filter((f) => isGated(f, report.failOn)).length;
  const failOn = report.failOn.join(', ') || 'none';
  if (report.verdict === 'fail' && gated === 0)
    return `verdict is fail but no finding gates at its fail-on (${failOn})`;
  if (report.verdict !== 'fail' && gated > 0)
    return `verdict is ${report.verdict} but ${gated} finding(s) gate at its fail-on (${failOn})`;
  const expected = report.verdict === 'fail' ? gated : 0;
  if (report.gated !== expected)
    return `counts.gated is ${report.gated} but the findings listed make it ${expected}`;
  if (report.verdict === 'pass' && unjudgedGates(report.unjudged))
    return `verdict is pass but ${report.unjudged.files.length} unjudged IaC file(s) gate`;
  if (report.verdict === 'skipped') {
    // Only a dry run's skipped report lists archives, and none of them has a scan.
    const scanned = report.archives.find((a) => report.dryRun !== true || a.scanId !== undefined);
    if (scanned) return `verdict is skipped but archive ${scanned.name} was uploaded`;
  }
  return undefined;
}

/** The first thing the report says that its own data contradicts, or undefined. */
export function findContradiction(report: CheckedReport): string | undefined {
  return (
    countsContradiction(report) ?? completenessContradiction(report) ?? verdictContradiction(report)
  );
}
