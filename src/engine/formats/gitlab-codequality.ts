/**
 * GitLab's code quality report (`artifacts:reports:codequality`): a JSON array with one issue per
 * finding, each with the fields GitLab requires (`description`, `check_name`, `fingerprint`,
 * `severity`, `location.path`, `location.lines.begin`). GitLab compares a merge request's issues
 * with its target's by `fingerprint`, so it is the finding's own (detection, path, resource and
 * code, never line numbers): unchanged findings are not shown as new when lines move. It is
 * unique within the report (GitLab drops issues that share one); a repeat, which the findings
 * model never makes, is numbered.
 *
 * Severities: CRITICAL blocker, HIGH critical, MEDIUM major, LOW minor; a suppressed finding is
 * `info`, its description saying who suppressed it and why, so the exception stays visible; a
 * finding the change suppresses and that still gates (`propose`) says so in its description.
 * IaC no scan judged follows, one issue per file (`blocker` when it decides the result).
 * Written one issue at a time; text goes through the report sanitiser (capped, redacted).
 */
import { createHash } from 'node:crypto';
import { forReport } from '../../sanitize.ts';
import type { Severity } from '../../severity.ts';
import type { ReportedFinding, RunReport } from '../findings/run-report.ts';
import type { Unjudged } from '../change/unjudged.ts';
import type { ChangeSubject } from '../suppressions/pull-request/render-suppression-changes.ts';
import { changeSubject, describeWithheld } from './proposed.ts';
import { unjudgedEntries, type UnjudgedEntry } from './unjudged-entries.ts';

export type CodeQualitySeverity = 'blocker' | 'critical' | 'major' | 'minor' | 'info';

export const CODE_QUALITY_SEVERITY: Record<Severity, CodeQualitySeverity> = {
  CRITICAL: 'blocker',
  HIGH: 'critical',
  MEDIUM: 'major',
  LOW: 'minor',
};

export interface CodeQualityOptions {
  /** A file of the archive a finding came from, for findings without a usable path. */
  readonly archiveFile: (artifactName: string) => string | undefined;
}

function description(finding: ReportedFinding, subject: ChangeSubject): string {
  const resource = finding.resource ? ` in ${finding.resource}` : '';
  const base = `${finding.title} (${finding.detectionId})${resource}`;
  const { suppression } = finding;
  if (suppression) return `Suppressed: ${base}. Reason: ${suppression.justification}`;
  const withheld = describeWithheld(finding, subject);
  if (withheld !== undefined) return `${base}. Gated: the ${withheld}`;
  if (finding.baselineState !== 'unchanged') return base;
  return finding.inChangedResource
    ? `${base}. Already on the base, in a resource this change edits.`
    : `${base}. Already on the base.`;
}

function issueOf(
  finding: ReportedFinding,
  fingerprint: string,
  options: CodeQualityOptions & { readonly subject: ChangeSubject },
): Record<string, unknown> {
  const path =
    finding.file ??
    finding.normalizedFile ??
    (options.archiveFile(finding.artifactName) || undefined) ??
    '.';
  return {
    type: 'issue',
    description: forReport(description(finding, options.subject), 2_000),
    check_name: forReport(finding.detectionId, 200),
    fingerprint,
    severity: finding.suppression ? 'info' : CODE_QUALITY_SEVERITY[finding.severity],
    categories: ['Security'],
    location: {
      path: forReport(path, 4_096),
      lines: { begin: finding.hasLines ? finding.startLine : 1 },
    },
  };
}

/**
 * An IaC file no scan judged (the run report's `unjudged`), as an issue a merge request shows:
 * `blocker` when it decides the result (a change request's), else `info`. Its fingerprint is its
 * path and reason, so it stays one issue across pipelines.
 */
function unjudgedIssueOf(entry: UnjudgedEntry): Record<string, unknown> {
  const fingerprint = createHash('sha256').update(`${entry.path}\0${entry.reason}`).digest('hex');
  return {
    type: 'issue',
    description: forReport(entry.text, 2_000),
    check_name: 'plerion-iac/unjudged',
    fingerprint: `unjudged-${fingerprint.slice(0, 40)}`,
    severity: entry.level === 'error' ? 'blocker' : 'info',
    categories: ['Security'],
    location: { path: forReport(entry.path, 4_096), lines: { begin: 1 } },
  };
}

/** The report as chunks of JSON text, one issue per line: the findings, then IaC not judged. */
export function* codeQualityChunks(
  report: Pick<RunReport, 'findings'> & {
    readonly unjudged?: Unjudged | undefined;
    readonly origin?: RunReport['origin'];
  },
  options: CodeQualityOptions,
): Generator<string> {
  const subject = changeSubject(report);
  const seen = new Map<string, number>();
  yield '[';
  let first = true;
  for (const finding of report.findings) {
    const repeats = seen.get(finding.fingerprint) ?? 0;
    seen.set(finding.fingerprint, repeats + 1);
    const fingerprint =
      repeats === 0 ? finding.fingerprint : `${finding.fingerprint}#${repeats + 1}`;
    yield `${first ? '' : ','}\n  ${JSON.stringify(issueOf(finding, fingerprint, { ...options, subject }))}`;
    first = false;
  }
  for (const entry of unjudgedEntries(report.unjudged)) {
    yield `${first ? '' : ','}\n  ${JSON.stringify(unjudgedIssueOf(entry))}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}
