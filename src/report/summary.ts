/**
 * The job summary (Markdown with a little HTML): verdict, counts by severity, one row per archive,
 * the most severe findings linked to their lines, and what was cut. Service text is escaped, and
 * the whole stays under GitHub's 1 MiB summary limit.
 */
import { SEVERITIES } from '../severity.ts';
import { escapeMarkdown } from './escape.ts';
import type { Finding } from './findings.ts';
import { lineLink } from './links.ts';
import type { RunReport } from './run-report.ts';

export const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
export const SUMMARY_FINDINGS = 100;

const VERDICT: Record<RunReport['verdict'], string> = {
  pass: '✅ Passed',
  fail: '❌ Failed',
  error: '⚠️ Error',
  skipped: '⏭️ Skipped',
};

/** The heading of the summary and the comment; the path goes in a code span, so no escaping but its backticks. */
export function scanTitle(report: RunReport): string {
  return `Plerion IaC scan: \`${report.scanPath.replace(/`/g, "'")}\``;
}

export const FINDINGS_TABLE_HEAD = [
  '| Severity | Detection | Resource | Location |',
  '| --- | --- | --- | --- |',
];

export function verdictLine(report: RunReport): string {
  return `${VERDICT[report.verdict]}: ${escapeMarkdown(report.reason)}`;
}

export function countsTable(report: RunReport): string {
  const head = `| ${SEVERITIES.join(' | ')} | Passed checks |`;
  const rule = `|${' ---: |'.repeat(SEVERITIES.length + 1)}`;
  const row = `| ${SEVERITIES.map((s) => String(report.model.counts[s])).join(' | ')} | ${report.model.passed} |`;
  return [head, rule, row].join('\n');
}

export function findingRow(report: RunReport, finding: Finding): string {
  const link = lineLink(report.github, finding);
  const place = finding.file
    ? `${finding.file}:${finding.startLine}`
    : `${finding.reportedFile || '(repository)'}`;
  const where = link ? `[${escapeMarkdown(place)}](${link})` : escapeMarkdown(place);
  const title =
    finding.dashboardUrl && /^https:\/\//.test(finding.dashboardUrl)
      ? `[${escapeMarkdown(finding.title)}](${encodeURI(finding.dashboardUrl)})`
      : escapeMarkdown(finding.title);
  return `| ${finding.severity} | ${title} (\`${finding.detectionId.replace(/`/g, "'")}\`) | ${escapeMarkdown(finding.resource || '')} | ${where} |`;
}

function archivesTable(report: RunReport): string {
  if (report.archives.length === 0) return '';
  const rows = report.archives.map((a) => {
    const time = a.waitedMs === undefined ? '' : `${(a.waitedMs / 1000).toFixed(1)} s`;
    const status = a.alreadyScanned ? `${a.status} (reused)` : a.status;
    return `| \`${a.name}\` | ${a.scanId ? `\`${a.scanId}\`` : ''} | ${a.files} | ${a.bytes.toLocaleString('en-US')} | ${status} | ${time} |`;
  });
  return [
    '| Archive | Scan id | Files | Bytes | Status | Time |',
    '| --- | --- | ---: | ---: | --- | ---: |',
    ...rows,
  ].join('\n');
}

export function renderSummary(report: RunReport): string {
  const { findings } = report.model;
  const parts = [
    `## ${scanTitle(report)}`,
    verdictLine(report),
    countsTable(report),
    archivesTable(report),
  ];
  const shown = findings.slice(0, SUMMARY_FINDINGS);
  if (shown.length > 0) {
    parts.push(
      `### Most severe findings`,
      [...FINDINGS_TABLE_HEAD, ...shown.map((f) => findingRow(report, f))].join('\n'),
    );
  }
  const notes = [...report.notes];
  if (findings.length > shown.length)
    notes.push(
      `${findings.length - shown.length} more findings are in the SARIF file and the JSON report.`,
    );
  if (notes.length > 0) parts.push(notes.map((n) => `> ${escapeMarkdown(n)}`).join('\n>\n'));
  let text = parts.filter((p) => p !== '').join('\n\n') + '\n';
  // Past the limit, drop finding rows from the end until it fits.
  while (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
    const cut = text.lastIndexOf('\n| ');
    text = `${text.slice(0, cut)}\n\n> The list was cut to fit GitHub's summary size limit.\n`;
  }
  return text;
}
