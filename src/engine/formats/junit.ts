/**
 * The JUnit XML report that Jenkins (`junit`), Azure Pipelines (`PublishTestResults@2`) and
 * GitLab (`artifacts:reports:junit`) read: one document, the declaration first with nothing before
 * it, one `<testsuite>` for the scanned folder. Each finding is a testcase: `<failure>` when it
 * gates, `<skipped>` with the reason when it is suppressed, and passing (its details in
 * `<system-out>`) when the gate leaves it out (below `fail-on`, or already on the base). Each
 * archive is a testcase too, an `<error>` when its scan did not complete, so a scan that could not
 * be judged is never green; so is each IaC file not judged (a `<failure>` when it decides the
 * result); a run that ended in error with nothing else to blame gets one `<error>`.
 *
 * Written one testcase at a time (counted first, then streamed). Every value is service or
 * repository text and reaches the XML only through `forXmlText`/`forXmlAttribute`, so nothing in
 * a finding can close an element, open one or put a character XML 1.0 forbids in the file. The
 * output has no clock in it: the same report renders byte for byte the same (`convert`).
 */
import type { ChangeSubject } from '../suppressions/pull-request/render-suppression-changes.ts';
import { changeSubject, describeWithheld } from './proposed.ts';
import { forXmlAttribute, forXmlText } from '../../sanitize.ts';
import { isGated, type ReportedFinding, type RunReport } from '../findings/run-report.ts';
import type { ArchiveRow } from '../scan/types.ts';
import { isArchiveComplete } from '../findings/completeness.ts';
import { unjudgedEntries, type UnjudgedEntry } from './unjudged-entries.ts';

/** The testsuite's name for a scanned folder. */
function suiteName(report: RunReport): string {
  return `Plerion IaC scan: ${report.scanPath}`;
}

/** Where a finding is, as a testcase names it. */
function placeOf(finding: ReportedFinding): { path: string; line: number | undefined } {
  const path = finding.file ?? finding.normalizedFile ?? finding.reportedFile;
  return { path: path || '(no file)', line: finding.hasLines ? finding.startLine : undefined };
}

function lines(finding: ReportedFinding): string {
  if (!finding.hasLines) return '';
  return finding.startLine === finding.endLine
    ? `:${finding.startLine}`
    : `:${finding.startLine}-${finding.endLine}`;
}

/** The details of a finding, as the body of its failure or its system-out. */
function detailsOf(finding: ReportedFinding): string {
  const { path } = placeOf(finding);
  const state =
    finding.baselineState === 'unchanged'
      ? finding.inChangedResource
        ? 'already on the base, in a resource this change edits'
        : 'already on the base'
      : finding.baselineState === 'new'
        ? 'new against the base'
        : undefined;
  const code = finding.codeBlock.map(([n, text]) => `${n}: ${text.replace(/\n$/, '')}`).join('\n');
  return forXmlText(
    [
      `${finding.severity} ${finding.detectionId}: ${finding.title}`,
      `Resource: ${finding.resource || '(none)'}`,
      `Location: ${path}${lines(finding)}`,
      state === undefined ? '' : `Baseline: ${state}`,
      finding.dashboardUrl ? `Details: ${finding.dashboardUrl}` : '',
      code === '' ? '' : `\n${code}`,
    ]
      .filter(Boolean)
      .join('\n'),
    8_000,
  );
}

function testcaseOf(
  finding: ReportedFinding,
  failOn: RunReport['failOn'],
  subject: ChangeSubject,
): string {
  const { path, line } = placeOf(finding);
  const name = `[${finding.severity}] ${finding.detectionId} ${finding.resource || finding.title}${lines(finding)}`;
  const open =
    `    <testcase name="${forXmlAttribute(name, 600)}" classname="${forXmlAttribute(path, 500)}"` +
    ` file="${forXmlAttribute(path, 500)}"${line === undefined ? '' : ` line="${line}"`} time="0">`;
  const message = forXmlAttribute(`${finding.title} (${finding.detectionId})`, 600);
  const { suppression } = finding;
  let body: string;
  if (suppression) {
    const by =
      suppression.kind === 'inSource'
        ? `inline at ${suppression.file}:${suppression.line}`
        : `${suppression.file} entry ${suppression.entryNumber}${suppression.expires ? `, expires ${suppression.expires}` : ''}`;
    body = `<skipped message="${forXmlAttribute(`suppressed: ${suppression.justification} (${by})`, 1_200)}"/>`;
  } else if (isGated(finding, failOn)) {
    const withheld = describeWithheld(finding, subject);
    const why = withheld === undefined ? '' : `${forXmlText(`Gated: the ${withheld}.`, 1_200)}\n`;
    body = `<failure type="${finding.severity}" message="${message}">${why}${detailsOf(finding)}</failure>`;
  } else {
    const why =
      finding.baselineState === 'unchanged'
        ? 'Not gated: already on the base.'
        : `Not gated: ${finding.severity} is not in fail-on.`;
    body = `<system-out>${forXmlText(why)}\n${detailsOf(finding)}</system-out>`;
  }
  return `\n${open}\n      ${body}\n    </testcase>`;
}

function archiveCase(archive: ArchiveRow, report: RunReport): string {
  const name = forXmlAttribute(`archive ${archive.name}`, 400);
  const time = archive.waitedMs === undefined ? '0' : (archive.waitedMs / 1000).toFixed(3);
  const open = `\n    <testcase name="${name}" classname="plerion-iac.archives" time="${time}">`;
  if (isArchiveComplete(archive, report)) return `${open}</testcase>`;
  const scan = archive.scanId ? `scan ${archive.scanId} of ` : '';
  const message = forXmlAttribute(
    `${scan}${archive.name} ended ${archive.status}: its findings were not all read`,
    600,
  );
  return `${open}\n      <error type="${forXmlAttribute(archive.status, 100)}" message="${message}"/>\n    </testcase>`;
}

/**
 * An IaC file not judged: a `<failure>` when it decides the result (a pull request's), passing
 * with its words in `<system-out>` when it is a warning or a notice.
 */
function unjudgedCase(entry: UnjudgedEntry): string {
  const name = forXmlAttribute(`not judged ${entry.path}`, 600);
  const open = `\n    <testcase name="${name}" classname="plerion-iac.unjudged" time="0">`;
  const text = forXmlText(entry.text, 2_000);
  const body =
    entry.level === 'error'
      ? `<failure type="not judged" message="${forXmlAttribute(entry.text, 1_200)}">${text}</failure>`
      : `<system-out>${forXmlText(`${entry.level}: `)}${text}</system-out>`;
  return `${open}\n      ${body}\n    </testcase>`;
}

interface Tally {
  readonly failures: number;
  readonly skipped: number;
  readonly errors: number;
  readonly tests: number;
  /** A run that ended in error with no archive to blame gets one testcase for it. */
  readonly runError: boolean;
}

function tally(report: RunReport): Tally {
  let failures = 0;
  let skipped = 0;
  for (const finding of report.findings) {
    if (finding.suppression) skipped++;
    else if (isGated(finding, report.failOn)) failures++;
  }
  const unjudged = unjudgedEntries(report.unjudged);
  failures += unjudged.filter((e) => e.level === 'error').length;
  const archiveErrors = report.archives.filter((a) => !isArchiveComplete(a, report)).length;
  const runError =
    report.verdict === 'error' && archiveErrors === 0 && !unjudged.some((e) => e.level === 'error');
  const errors = archiveErrors + (runError ? 1 : 0);
  const tests =
    report.findings.length + report.archives.length + unjudged.length + (runError ? 1 : 0);
  return { failures, skipped, errors, tests, runError };
}

/** The JUnit document as chunks of text, one testcase at a time. */
export function* junitChunks(report: RunReport): Generator<string> {
  const t = tally(report);
  const counts = `tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"`;
  const name = forXmlAttribute(suiteName(report), 600);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="${name}" ${counts} time="0">\n`;
  yield `  <testsuite name="${name}" ${counts} skipped="${t.skipped}" time="0">\n`;
  yield '    <properties>\n';
  const properties: [string, string][] = [
    ['verdict', report.verdict],
    ['reason', report.reason],
    ['fail-on', report.failOn.join(',') || 'none'],
    ...(report.baseline
      ? [['baseline', `${report.baseline.label} (${report.baseline.status})`] as [string, string]]
      : []),
  ];
  for (const [key, value] of properties)
    yield `      <property name="${key}" value="${forXmlAttribute(value, 4_000)}"/>\n`;
  yield '    </properties>';
  const subject = changeSubject(report);
  for (const finding of report.findings) yield testcaseOf(finding, report.failOn, subject);
  for (const archive of report.archives) yield archiveCase(archive, report);
  for (const entry of unjudgedEntries(report.unjudged)) yield unjudgedCase(entry);
  if (t.runError) {
    const message = forXmlAttribute(report.reason, 4_000);
    yield `\n    <testcase name="scan" classname="plerion-iac.run" time="0">\n      <error type="error" message="${message}"/>\n    </testcase>`;
  }
  yield '\n  </testsuite>\n</testsuites>\n';
}
