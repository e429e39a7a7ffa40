/**
 * The JSON report: settings (by an explicit list: never the key or the token), archives, counts,
 * the verdict, whether the scan is complete (and why not), every finding (marked `new` or
 * `existing` against the baseline, with its suppression), the fixed ones, findings read with
 * problems, the suppressions to review, and the IaC that was not judged. Service text is capped and the key and token
 * redacted, as everywhere. `schemaVersion` names the shape: the command line's `convert` and
 * `gate` read a saved report back (`saved/read-json-report.ts`) and refuse a version they do not
 * know; a change that renames or removes a field raises it.
 */
import type { Settings } from '../settings.ts';
import type { ArchiveRow } from '../scan/types.ts';
import type { Unjudged } from '../change/unjudged.ts';
import { forReport, redact } from '../../sanitize.ts';
import type { Finding } from '../findings/findings.ts';
import { newFindings, type ReportedFinding, type RunReport } from '../findings/run-report.ts';
import { writeChunksAtomic } from './text-sink.ts';
import { filesSentJson } from './files-sent.ts';

/** The version of the report's shape; `saved/read-json-report.ts` reads this one. */
export const JSON_REPORT_SCHEMA_VERSION = 1;
/** The name the report's `tool` carries (the Action's and the command line's alike). */
export const JSON_REPORT_TOOL = 'plerion-iac-scan-action';

/** What the report says of the run's settings: never the key or the token. */
export type SettingsJson = Readonly<Record<string, unknown>>;

/**
 * The settings a report is written from: the engine's, and the adapter's own surfaces beside them
 * (the Action's annotations, comment, check run...; what the command line publishes for them), so
 * the published names stay one list whichever adapter ran.
 */
export type PublishedSettings = Settings;

/**
 * The settings the report publishes, by name and in this order: an explicit list, so a field
 * added to `Settings` (a key, a token, a password) is never written unless it is added here.
 * Never the key, the token, the run's origin (its public parts are written by their own names
 * below) or the suppressions read (their file's name is). docs/cli.md "Reports" lists the same names.
 * Some are the adapter's surfaces (`annotations`, `prComment`, `uploadArtifact`, `trackingIssue`,
 * `surfaces`, `changeRequest`): the adapter's settings object carries them.
 */
export const PUBLISHED_SETTINGS = [
  'baseUrl',
  'workspace',
  'scanRoot',
  'scanPath',
  'include',
  'exclude',
  'artifactBase',
  'artifactNamed',
  'maxArchiveBytes',
  'failOn',
  'skipDetections',
  'annotations',
  'prComment',
  'sarifFile',
  'reportFile',
  'sarifCategory',
  'uploadArtifact',
  'timeoutSeconds',
  'onServiceError',
  'baseline',
  'prSuppressions',
  'trackingIssue',
  'dryRun',
  'tempDir',
  'surfaces',
  'changeRequest',
] as const;

/** What the report adds after the listed settings, from the run: none of it a setting's value. */
export const PUBLISHED_RUN_FIELDS = [
  'suppressionsFile',
  'repository',
  'sha',
  'event',
  'serverUrl',
  'pullRequest',
] as const;

/** The settings as the report prints them: the listed ones, then where the run ran. */
export function settingsJson(report: RunReport, settings: PublishedSettings): SettingsJson {
  const { origin } = report;
  const run: Record<(typeof PUBLISHED_RUN_FIELDS)[number], unknown> = {
    suppressionsFile: report.suppressions.file,
    repository: origin.repository,
    sha: origin.commit,
    event: origin.trigger,
    serverUrl: origin.serverUrl,
    pullRequest: origin.changeNumber ?? null,
  };
  const values = settings as unknown as Readonly<Record<string, unknown>>;
  return {
    ...Object.fromEntries(PUBLISHED_SETTINGS.map((name) => [name, values[name]])),
    ...run,
  };
}

/**
 * The service's severity and the override that changed it, when one did (`severity` is the one
 * applied): the JSON report's finding fields, and SARIF's result properties.
 */
export function severityOverrideJson(finding: Finding): Record<string, unknown> {
  const override = finding.severityOverride;
  if (finding.serviceSeverity === undefined || override === undefined) return {};
  return {
    serviceSeverity: finding.serviceSeverity,
    severityOverride: {
      reason: override.reason === undefined ? null : forReport(override.reason),
      file: forReport(override.file, 300),
      line: override.line,
      entryNumber: override.entryNumber,
      ...(override.expires !== undefined && { expires: override.expires }),
    },
  };
}

function findingJson(finding: Finding | ReportedFinding): Record<string, unknown> {
  const state =
    'baselineState' in finding && finding.baselineState
      ? {
          baseline: finding.baselineState === 'new' ? 'new' : 'existing',
          ...('inChangedResource' in finding && finding.inChangedResource
            ? { inChangedResource: true }
            : {}),
        }
      : {};
  const suppression =
    'suppression' in finding && finding.suppression ? { suppression: finding.suppression } : {};
  const proposed =
    'proposedSuppression' in finding && finding.proposedSuppression
      ? { proposedSuppression: finding.proposedSuppression }
      : {};
  return {
    id: forReport(finding.id, 200),
    detectionId: forReport(finding.detectionId, 200),
    title: forReport(finding.title),
    severity: finding.severity,
    ...severityOverrideJson(finding),
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
    ...proposed,
  };
}

/** IaC not uploaded, so not judged: every file, with why and how to fix it. */
function unjudgedJson(unjudged: Unjudged): Record<string, unknown> {
  return {
    gates: unjudged.gates,
    scope: unjudged.scope,
    note: unjudged.note === undefined ? null : forReport(unjudged.note, 4_000),
    files: unjudged.files.map((f) => ({ path: forReport(f.path), reason: f.reason, fix: f.fix })),
    notices: (unjudged.notices ?? []).map((f) => ({
      path: forReport(f.path),
      reason: f.reason,
      fix: f.fix,
    })),
  };
}

function archiveJson(archive: ArchiveRow): ArchiveRow {
  return {
    ...archive,
    scanId: archive.scanId === undefined ? undefined : forReport(archive.scanId, 200),
  };
}

function countsJson(report: RunReport): Record<string, number> {
  const { baseline } = report;
  let suppressed = 0;
  let existing = 0;
  let inChangedResources = 0;
  for (const f of report.findings) {
    if (f.suppression) suppressed++;
    if (f.baselineState === 'unchanged') existing++;
    if (f.baselineState === 'unchanged' && f.inChangedResource) inChangedResources++;
  }
  return {
    ...report.counts,
    failed: report.findings.length,
    passed: report.passed,
    skippedByDetection: report.skippedByDetection,
    gated: report.gated,
    suppressed,
    ...(baseline?.status === 'compared'
      ? {
          new: newFindings(report.findings).length,
          existing,
          inChangedResources,
          fixed: baseline.fixed.length,
        }
      : {}),
  };
}

/**
 * The report as chunks of JSON text, one finding at a time: the same document `JSON.stringify`
 * would give (indented by two), never held whole.
 */
export function jsonReportChunks(
  report: RunReport,
  settings: PublishedSettings,
  toolVersion: string,
): Generator<string> {
  return reportJsonChunks(report, settingsJson(report, settings), toolVersion);
}

/** The report as chunks, with the settings as `settingsJson` made them (or a saved report has them). */
export function* reportJsonChunks(
  report: RunReport,
  settings: SettingsJson,
  toolVersion: string,
): Generator<string> {
  const { baseline } = report;
  const head = JSON.stringify(
    {
      schemaVersion: JSON_REPORT_SCHEMA_VERSION,
      tool: { name: JSON_REPORT_TOOL, version: toolVersion },
      ...(report.configHash !== undefined && { configHash: report.configHash }),
      verdict: report.verdict,
      reason: forReport(report.reason, 4_000),
      complete: report.complete,
      incomplete: report.incomplete.map((why) => forReport(why, 4_000)),
      settings,
      counts: countsJson(report),
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
      unjudged: report.unjudged ? unjudgedJson(report.unjudged) : null,
    },
    null,
    2,
  );
  yield `${head.slice(0, -2)},\n  "findings": [`;
  let first = true;
  for (const finding of report.findings) {
    // One line per finding: a smaller file, and one string made per finding.
    yield `${first ? '' : ','}\n    ${JSON.stringify(findingJson(finding))}`;
    first = false;
  }
  const tail = JSON.stringify(
    {
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
      ...(report.filesSent && {
        filesSent: filesSentJson(report.filesSent, report.dryRun === true),
      }),
    },
    null,
    2,
  );
  yield `${first ? '' : '\n  '}],${tail.slice(1)}\n`;
}

/** The whole report as one string (small reports and tests; the action streams it). */
export function renderJsonReport(
  report: RunReport,
  settings: PublishedSettings,
  toolVersion: string,
): string {
  return redact([...jsonReportChunks(report, settings, toolVersion)].join(''));
}

/** Writes the report to `file` one finding at a time. */
export function writeJsonReport(
  file: string,
  report: RunReport,
  settings: PublishedSettings,
  toolVersion: string,
): Promise<void> {
  return writeChunksAtomic(file, jsonReportChunks(report, settings, toolVersion));
}
