/**
 * The JSON report: settings (never the key or the token), archives, counts, the verdict, every
 * finding (marked `new` or `existing` against the baseline, with its suppression), the fixed ones,
 * findings read with problems, and the suppressions to review. Service text is capped and the key
 * and token redacted, as everywhere.
 */
import type { Settings } from '../inputs.ts';
import type { ArchiveRow } from '../scan/types.ts';
import { forReport, redact } from '../sanitize.ts';
import type { Finding } from '../findings/findings.ts';
import { newFindings, type ReportedFinding, type RunReport } from '../findings/run-report.ts';

function findingJson(finding: Finding | ReportedFinding): Record<string, unknown> {
  const state =
    'baselineState' in finding && finding.baselineState
      ? { baseline: finding.baselineState === 'new' ? 'new' : 'existing' }
      : {};
  const suppression =
    'suppression' in finding && finding.suppression ? { suppression: finding.suppression } : {};
  return {
    id: forReport(finding.id, 200),
    detectionId: forReport(finding.detectionId, 200),
    title: forReport(finding.title),
    severity: finding.severity,
    file: finding.file ?? null,
    reportedFile: forReport(finding.reportedFile),
    startLine: finding.hasLines ? finding.startLine : null,
    endLine: finding.hasLines ? finding.endLine : null,
    resource: forReport(finding.resource),
    type: forReport(finding.type, 100),
    scanId: forReport(finding.scanId, 200),
    artifactName: finding.artifactName,
    dashboardUrl: finding.dashboardUrl === undefined ? null : forReport(finding.dashboardUrl),
    fingerprint: finding.fingerprint,
    codeBlock: finding.codeBlock.map(([line, text]) => [line, forReport(text)]),
    ...state,
    ...suppression,
  };
}

function archiveJson(archive: ArchiveRow): ArchiveRow {
  return {
    ...archive,
    scanId: archive.scanId === undefined ? undefined : forReport(archive.scanId, 200),
  };
}

export function renderJsonReport(
  report: RunReport,
  settings: Settings,
  toolVersion: string,
): string {
  const { apiKey: _key, githubToken: _token, github, suppressions: _file, ...rest } = settings;
  const { baseline } = report;
  const json = JSON.stringify(
    {
      tool: { name: 'plerion-iac-scan-action', version: toolVersion },
      verdict: report.verdict,
      reason: forReport(report.reason, 4_000),
      settings: {
        ...rest,
        suppressionsFile: report.suppressions.file,
        repository: github.repository,
        sha: github.headSha,
        event: github.eventName,
      },
      counts: {
        ...report.counts,
        failed: report.findings.length,
        passed: report.passed,
        skippedByDetection: report.skippedByDetection,
        gated: report.gated,
        suppressed: report.findings.filter((f) => f.suppression).length,
        ...(baseline?.status === 'compared'
          ? {
              new: newFindings(report.findings).length,
              existing: report.findings.filter((f) => f.baselineState === 'unchanged').length,
              fixed: baseline.fixed.length,
            }
          : {}),
      },
      baseline: baseline
        ? {
            label: baseline.label,
            sha: baseline.sha,
            status: baseline.status,
            note: baseline.note ?? null,
            archives: baseline.archives.map(archiveJson),
            fixed: baseline.fixed.map(findingJson),
          }
        : null,
      archives: report.archives.map(archiveJson),
      notes: report.notes.map((n) => forReport(n, 4_000)),
      findings: report.findings.map(findingJson),
      findingsReadWithProblems: report.problems.map((p) => ({
        id: forReport(p.id, 200),
        scanId: forReport(p.scanId, 200),
        problems: p.problems.map((text) => forReport(text, 300)),
      })),
      suppressions: {
        file: report.suppressions.file,
        expired: report.suppressions.expired,
        unused: report.suppressions.unused,
        ...(report.suppressions.pullRequest && { pullRequest: report.suppressions.pullRequest }),
      },
    },
    null,
    2,
  );
  return `${redact(json)}\n`;
}
