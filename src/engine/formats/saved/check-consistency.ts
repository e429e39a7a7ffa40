/**
 * Whether a saved report agrees with itself (pure), before `gate` or `convert` trusts it. A scan
 * writes its verdict, `complete`, the counts and the findings from one run report, so in a report
 * as written each of them follows from the others. A report edited by hand or cut short can say
 * `pass` (or `skipped`, or `complete: true`) while its own findings or archive rows say otherwise:
 * the gate must not take the summary's word over the data. What can be re-derived is (gated
 * findings from the findings' own severity, baseline state and suppression under the report's own
 * `fail-on`; completeness from the archive rows) and compared with what the report claims; the
 * first contradiction is returned as a phrase, and the reader refuses the file with it.
 *
 * The README's rules for `pass` ("What a green gate guarantees") are checked the same way, from
 * the report's own data (issue 39): a pass planned at least one archive, and every archive that
 * ended `SUCCESS` has the scan that says so; a dry run's report is `skipped`, whatever else it
 * says; `skipped` never stands over unjudged IaC that gates; a finding is `existing` only against
 * a base that was compared, and a base is compared only when its scan ended `SUCCESS`; a finding is
 * never suppressed by an inline comment the report lists as proposed by the change, not applied.
 * A report written before these rules were checked (plerion-iac 1.0.0) keeps to them: its fields
 * are the same.
 */
import { isGated, type RunReport } from '../../findings/run-report.ts';
import { unjudgedGates } from '../../findings/unjudged-gate.ts';
import { isArchiveComplete } from '../../findings/completeness.ts';
import { DRY_RUN_STATUS } from '../../scan/types.ts';
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
  | 'baseline'
  | 'filesSent'
  | 'suppressions'
>;

/** What the report's settings said of the run that wrote it. */
export interface CheckedSettings {
  /** `settings.dryRun` of the JSON report. */
  readonly dryRun?: boolean;
}

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

/** A dry run's report: `skipped`, whatever else was edited (nothing was uploaded). */
function dryRunContradiction(report: CheckedReport, settings: CheckedSettings): string | undefined {
  const dryRun =
    settings.dryRun === true ||
    report.dryRun === true ||
    report.archives.some((a) => a.status === DRY_RUN_STATUS);
  return dryRun && report.verdict !== 'skipped'
    ? `verdict is ${report.verdict} but the report is a dry run's (nothing was uploaded)`
    : undefined;
}

/** A pass scanned something, with scans that say so; a skip stands over no unjudged IaC. */
function archivesContradiction(report: CheckedReport): string | undefined {
  if (report.verdict === 'pass' && report.archives.length === 0)
    return 'verdict is pass but no archive was planned (nothing was scanned)';
  const unscanned = report.archives.find((a) => a.status === 'SUCCESS' && !a.scanId);
  if (unscanned) return `archive ${unscanned.name} ended SUCCESS but has no scan id`;
  if (report.verdict === 'skipped' && unjudgedGates(report.unjudged))
    return `verdict is skipped but ${report.unjudged.files.length} unjudged IaC file(s) gate`;
  return undefined;
}

/** `existing` findings stand on a base that was compared, and a compared base was scanned whole. */
function baselineContradiction(report: CheckedReport): string | undefined {
  const { baseline } = report;
  const existing = report.findings.find((f) => f.baselineState === 'unchanged');
  if (existing && baseline === undefined)
    return `finding ${existing.id} is marked existing, but the report has no baseline`;
  if (existing && baseline?.status !== 'compared')
    return `finding ${existing.id} is marked existing, but the baseline ${baseline?.label} was not compared (${baseline?.status})`;
  if (baseline?.status !== 'compared') return undefined;
  const failed = baseline.archives.find((a) => a.status !== 'SUCCESS' || !a.scanId);
  return failed
    ? `baseline archive ${failed.name} ended ${failed.status}, but findings are compared with it`
    : undefined;
}

/** No finding is suppressed by an inline comment the report lists as the change's, not applied. */
function proposedContradiction(report: CheckedReport): string | undefined {
  const audit = report.suppressions.pullRequest;
  if (audit === undefined) return undefined;
  const { changes } = audit;
  if (audit.inlineApplied) return undefined;
  // Entries are not compared: a proposed entry is the change's file's, an applied one the base's.
  const byProposed = report.findings.find(
    ({ suppression: s }) =>
      s?.kind === 'inSource' &&
      (changes.baseUnknown === true ||
        changes.uncompared.includes(s.file) ||
        changes.inline.some((d) => d.file === s.file && d.line === s.line)),
  );
  return byProposed
    ? `finding ${byProposed.id} is suppressed by an inline comment the report lists as proposed by the change, not applied`
    : undefined;
}

/** The first thing the report says that its own data contradicts, or undefined. */
export function findContradiction(
  report: CheckedReport,
  settings: CheckedSettings = {},
): string | undefined {
  return (
    countsContradiction(report) ??
    completenessContradiction(report) ??
    verdictContradiction(report) ??
    dryRunContradiction(report, settings) ??
    archivesContradiction(report) ??
    baselineContradiction(report) ??
    proposedContradiction(report)
  );
}
