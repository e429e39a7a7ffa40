/**
 * The plain-text report a person reads in a terminal or a CI log: the verdict, the counts, the
 * comparison with the base, one block per finding (most severe first; gated, suppressed or left
 * out by the gate, said on its line, with a suppression the change proposed and that was not
 * applied), the suppressions the change adds, on a dry run every file a real run would send, the
 * archives that did not complete, and the notes.
 *
 * Every value goes through the log sanitiser (`forLog`), so service or repository text can put no
 * escape sequence on a terminal, no second line and no workflow command in a CI log; colour is
 * added after that by the caller's `TextStyle` (the command line's, which honours NO_COLOR), never
 * by the text itself. Written one finding at a time.
 */
import { forLog } from '../../sanitize.ts';
import { SEVERITIES, type Severity } from '../../severity.ts';
import { plural } from '../../plural.ts';
import { isArchiveComplete } from '../findings/completeness.ts';
import { proposedBy } from '../suppressions/pull-request/render-suppression-changes.ts';
import { changeSubject, describeWithheld } from './proposed.ts';
import {
  isGated,
  newFindings,
  type ReportedFinding,
  type RunReport,
} from '../findings/run-report.ts';

/** How text is coloured; plain by default. Applied to text that is already sanitised. */
export interface TextStyle {
  readonly severity: (severity: Severity, text: string) => string;
  readonly verdict: (verdict: RunReport['verdict'], text: string) => string;
  readonly dim: (text: string) => string;
}

export const PLAIN_STYLE: TextStyle = {
  severity: (_severity, text) => text,
  verdict: (_verdict, text) => text,
  dim: (text) => text,
};

const VERDICT_WORD: Record<RunReport['verdict'], string> = {
  pass: 'PASS',
  fail: 'FAIL',
  error: 'ERROR',
  skipped: 'SKIPPED',
};

function where(finding: ReportedFinding): string {
  const path = finding.file ?? finding.normalizedFile ?? (finding.reportedFile || '(no file)');
  if (!finding.hasLines) return path;
  return finding.startLine === finding.endLine
    ? `${path}:${finding.startLine}`
    : `${path}:${finding.startLine}-${finding.endLine}`;
}

/** `the service's severity HIGH, changed by .plerion-iac.yml entry 2: <reason>`. */
function overrideTag(finding: ReportedFinding): string {
  const override = finding.severityOverride;
  if (finding.serviceSeverity === undefined || override === undefined) return '';
  const why = override.reason === undefined ? '' : `: ${override.reason}`;
  return `the service's severity ${finding.serviceSeverity}, changed by ${override.file} entry ${override.entryNumber}${why}`;
}

function tags(finding: ReportedFinding, report: RunReport): string {
  const { suppression } = finding;
  const parts = [
    overrideTag(finding),
    suppression ? `suppressed: ${suppression.justification}` : '',
    describeWithheld(finding, changeSubject(report)) ?? '',
    !suppression && isGated(finding, report.failOn) ? 'gated' : '',
    finding.baselineState === 'new' ? 'new' : '',
    finding.baselineState === 'unchanged'
      ? finding.inChangedResource
        ? 'already on the base, in a resource this change edits'
        : 'already on the base'
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` [${parts.join(', ')}]` : '';
}

function findingLines(finding: ReportedFinding, report: RunReport, style: TextStyle): string {
  const severity = style.severity(finding.severity, finding.severity.padEnd(8));
  const head = `${severity} ${forLog(where(finding), 500)}  ${forLog(finding.detectionId, 200)}  ${forLog(finding.resource, 300)}`;
  const title = `         ${forLog(finding.title, 300)}${style.dim(forLog(tags(finding, report), 600))}`;
  return `${head}\n${title}\n`;
}

function headLines(report: RunReport, style: TextStyle): string[] {
  const verdict = style.verdict(report.verdict, VERDICT_WORD[report.verdict]);
  const counts = SEVERITIES.map((s) => style.severity(s, `${s} ${report.counts[s]}`)).join('  ');
  const lines = [
    `Plerion IaC scan of ${forLog(report.scanPath, 500)}: ${verdict}: ${forLog(report.reason, 2_000)}`,
  ];
  // A skipped scan counted nothing: a row of zeros would read as a clean result.
  if (report.verdict !== 'skipped') lines.push(`${counts}  passed checks ${report.passed}`);
  const { baseline } = report;
  if (baseline?.status === 'compared') {
    const existing = report.findings.filter((f) => f.baselineState === 'unchanged').length;
    lines.push(
      `Against ${forLog(baseline.label, 200)}: ${newFindings(report.findings).length} new, ${baseline.fixed.length} fixed, ${existing} already there`,
    );
  } else if (baseline)
    lines.push(
      `Baseline ${forLog(baseline.label, 200)} could not be used: ${forLog(baseline.note ?? 'unavailable', 1_000)}`,
    );
  return lines;
}

/** The suppressions the change adds or changes, each with whether it applies (as the summary lists them). */
function* changeSuppressionLines(report: RunReport): Generator<string> {
  const audit = report.suppressions.pullRequest;
  if (audit === undefined) return;
  const { changes } = audit;
  const count = changes.entries.length + changes.inline.length;
  if (count === 0 && changes.problems.length === 0) return;
  const subject = changeSubject(report);
  const status = (applied: boolean) => (applied ? 'applied' : proposedBy(subject));
  yield `
Suppressions ${subject} adds or changes: ${count}
`;
  for (const { entry, change } of changes.entries)
    yield `  ${forLog(`${changes.file} entry ${entry.entryNumber}`, 300)}  ${forLog(entry.detection, 200)}  ${change}, ${status(audit.entriesApplied)}: ${forLog(entry.reason, 500)}
`;
  for (const d of changes.inline)
    yield `  ${forLog(`inline ${d.file}:${d.line}`, 300)}  ${forLog(d.detectionId ?? '(none)', 200)}  ${d.change}, ${status(audit.inlineApplied)}: ${forLog(d.reason ?? '(no reason: suppresses nothing)', 500)}
`;
  for (const problem of changes.problems)
    yield `  ${forLog(problem, 1_000)}
`;
}

/** A dry run lists every file a real run would send, by archive: what a pre-commit hook shows. */
function* dryRunFiles(report: RunReport): Generator<string> {
  const sent = report.filesSent;
  if (report.dryRun !== true || sent === undefined) return;
  const count = sent.archives.reduce((n, a) => n + a.paths.length, 0);
  yield `\nFiles a real run would send: ${plural(count, 'file')} in ${plural(sent.archives.length, 'archive')}\n`;
  for (const archive of sent.archives) {
    yield `  ${forLog(archive.name, 300)} (${archive.bytes.toLocaleString('en-US')} bytes)\n`;
    for (const path of archive.paths) yield `    ${forLog(path, 4_096)}\n`;
  }
}

/** The text report as chunks, one finding at a time. */
export function* textChunks(report: RunReport, style: TextStyle = PLAIN_STYLE): Generator<string> {
  yield `${headLines(report, style).join('\n')}\n`;
  if (report.findings.length > 0)
    yield `\n${plural(report.findings.length, 'finding')}, most severe first:\n`;
  for (const finding of report.findings) yield findingLines(finding, report, style);
  yield* changeSuppressionLines(report);
  yield* dryRunFiles(report);
  const unfinished = report.archives.filter((a) => !isArchiveComplete(a, report));
  if (unfinished.length > 0) {
    yield `\nArchives whose findings were not all read: ${unfinished.length} of ${report.archives.length}\n`;
    for (const a of unfinished)
      yield `  ${forLog(a.name, 300)}  ${forLog(a.status, 200)}${a.scanId ? `  scan ${forLog(a.scanId, 200)}` : ''}\n`;
  }
  if (report.notes.length > 0) {
    yield '\nNotes:\n';
    for (const note of report.notes) yield `  ${forLog(note, 2_000)}\n`;
  }
}
