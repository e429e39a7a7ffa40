/**
 * The job summary (Markdown with a little HTML): verdict, counts by severity, new findings first
 * when there is a baseline, one row per archive, suppressions and their audit, findings the service
 * sent in a shape that could not be read, and notes. It always fits GitHub's 1 MiB summary limit.
 */
import { forMarkdown, forMarkdownCode } from '../../sanitize.ts';
import type { ArchiveRow } from '../scan/types.ts';
import { renderBody } from './body.ts';
import { details, fitToLimit, notesBlock, scanTitle } from './markdown.ts';
import type { RunReport } from '../findings/run-report.ts';
import { renderFilesSent } from './files-sent.ts';

export const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
export const SUMMARY_FINDINGS = 100;
const SUMMARY_PROBLEMS = 50;

function archivesTable(title: string, archives: readonly ArchiveRow[]): string {
  if (archives.length === 0) return '';
  const rows = archives.map((a) => {
    const time = a.waitedMs === undefined ? '' : `${(a.waitedMs / 1000).toFixed(1)} s`;
    const status = a.alreadyScanned ? `${a.status} (reused)` : a.status;
    return `| ${forMarkdownCode(a.name)} | ${forMarkdownCode(a.scanId ?? '')} | ${a.files} | ${a.bytes.toLocaleString('en-US')} | ${status} | ${time} |`;
  });
  return details(
    title,
    [
      '| Archive | Scan id | Files | Bytes | Status | Time |',
      '| --- | --- | ---: | ---: | --- | ---: |',
      ...rows,
    ].join('\n'),
  );
}

function auditSection(report: RunReport): string {
  const { expired, unused, file } = report.suppressions;
  const lines = [
    ...expired.map(
      ({ entry }) =>
        `- expired ${entry.expires}: entry ${entry.entryNumber} of ${forMarkdownCode(file)} (${forMarkdownCode(entry.detection)}): it suppresses nothing now`,
    ),
    ...unused.map(
      (entry) =>
        `- unused: entry ${entry.entryNumber} of ${forMarkdownCode(file)} (${forMarkdownCode(entry.detection)}${entry.path ? `, path ${forMarkdownCode(entry.path)}` : ''}) matched no finding in this run`,
    ),
  ];
  return lines.length > 0 ? `### Suppressions to review\n\n${lines.join('\n')}` : '';
}

function problemsSection(report: RunReport): string {
  const { problems } = report;
  if (problems.length === 0) return '';
  const lines = problems
    .slice(0, SUMMARY_PROBLEMS)
    .map((p) => `- ${forMarkdownCode(p.id, 200)}: ${forMarkdown(p.problems.join('; '), 500)}`);
  if (problems.length > SUMMARY_PROBLEMS)
    lines.push(`- …and ${problems.length - SUMMARY_PROBLEMS} more in the JSON report`);
  return details(`Findings read with problems: ${problems.length}`, lines.join('\n'));
}

/**
 * How many findings the summary lists in its tables at `rows` rows a table: new, existing in a
 * changed resource and the other existing apart when compared with a baseline (a table each),
 * suppressed ones in theirs. The holdings sentence
 * quotes it, so the summary never says it lists another number than its tables hold.
 */
export function summaryListed(
  report: Pick<RunReport, 'findings' | 'baseline'>,
  rows: number = SUMMARY_FINDINGS,
): number {
  const open = report.findings.filter((f) => !f.suppression);
  const suppressed = report.findings.length - open.length;
  const fresh = open.filter((f) => f.baselineState === 'new').length;
  const touched = open.filter(
    (f) => f.baselineState !== 'new' && f.inChangedResource === true,
  ).length;
  const listedOpen =
    report.baseline?.status === 'compared'
      ? Math.min(fresh, rows) +
        Math.min(touched, rows) +
        Math.min(open.length - fresh - touched, rows)
      : Math.min(open.length, rows);
  return listedOpen + Math.min(suppressed, rows);
}

/** The summary within `maxBytes` (the job summary's limit by default; a check run's is smaller). */
export function renderSummary(report: RunReport, maxBytes: number = MAX_SUMMARY_BYTES): string {
  const render = (rows: number): string =>
    [
      `## ${scanTitle(report)}`,
      ...renderBody(report, {
        level: '###',
        rows,
        elsewhere: 'see the SARIF file and the JSON report',
      }),
      archivesTable(`Archives: ${report.archives.length}`, report.archives),
      report.baseline
        ? archivesTable(
            `Base archives: ${report.baseline.archives.length}`,
            report.baseline.archives,
          )
        : '',
      auditSection(report),
      problemsSection(report),
      // At most a quarter of the budget, so a check run's summary keeps room for the findings.
      report.filesSent
        ? renderFilesSent(report.filesSent, Math.floor(maxBytes / 4), report.dryRun === true)
        : '',
      notesBlock(report.notes),
    ]
      .filter((part) => part !== '')
      .join('\n\n') + '\n';
  return fitToLimit({
    render,
    fullRows: SUMMARY_FINDINGS,
    max: maxBytes,
    measure: (text) => Buffer.byteLength(text),
    cutNote:
      "> The summary was cut to fit GitHub's summary size limit; the JSON report has everything.",
  });
}
