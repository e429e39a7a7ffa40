/**
 * Markdown pieces the job summary, the pull-request comment and the tracking issue share. Every
 * value that came from the service or the repository goes through the Markdown sanitiser here, so
 * it renders as written: no heading, HTML, link, mention or shifted table cell can come from it.
 */
import { forMarkdown, forMarkdownCode, forMarkdownUrl, redact } from '../../sanitize.ts';
import { SEVERITIES } from '../../severity.ts';
import type { Finding } from '../findings/findings.ts';
import { lineLink } from './links.ts';
import {
  newFindings,
  touchedFindings,
  type ReportedFinding,
  type RunReport,
} from '../findings/run-report.ts';
import { plural } from '../../plural.ts';

const VERDICT: Record<RunReport['verdict'], string> = {
  pass: '✅ Passed',
  fail: '❌ Failed',
  error: '⚠️ Error',
  skipped: '⏭️ Skipped',
};

/** The heading text of the summary, the comment and the issue. */
export function scanTitle(report: Pick<RunReport, 'scanPath'>): string {
  return `Plerion IaC scan: ${forMarkdownCode(report.scanPath)}`;
}

export function verdictLine(report: RunReport): string {
  return `${VERDICT[report.verdict]}: ${forMarkdown(report.reason, 2_000)}`;
}

export function countsTable(report: RunReport): string {
  const head = `| ${SEVERITIES.join(' | ')} | Passed checks |`;
  const rule = `|${' ---: |'.repeat(SEVERITIES.length + 1)}`;
  const row = `| ${SEVERITIES.map((s) => String(report.counts[s])).join(' | ')} | ${report.passed} |`;
  return [head, rule, row].join('\n');
}

/** One line on what the comparison and the suppressions did, if either did anything. */
export function comparisonLine(report: RunReport): string {
  const suppressed = report.findings.filter((f) => f.suppression).length;
  const parts: string[] = [];
  const { baseline } = report;
  if (baseline?.status === 'compared') {
    const isNew = newFindings(report.findings).length;
    const existing = report.findings.filter((f) => f.baselineState === 'unchanged').length;
    const touched = touchedFindings(report.findings).length;
    parts.push(
      `**${isNew} new**`,
      `${baseline.fixed.length} fixed`,
      `${existing} already on ${forMarkdownCode(baseline.label)}${touched > 0 ? ` (${touched} in resources it changes)` : ''}`,
    );
  }
  if (suppressed > 0) parts.push(`${suppressed} suppressed`);
  return parts.join(' · ');
}

export const FINDINGS_TABLE_HEAD = [
  '| Severity | Detection | Resource | Location |',
  '| --- | --- | --- | --- |',
];

function place(report: Pick<RunReport, 'origin'>, finding: Finding, linked: boolean): string {
  const text = finding.file
    ? `${finding.file}${finding.hasLines ? `:${finding.startLine}` : ''}`
    : finding.reportedFile || '(no file)';
  const link = linked ? forMarkdownUrl(lineLink(report.origin, finding)) : undefined;
  return link ? `[${forMarkdown(text, 300)}](${link})` : forMarkdown(text, 300);
}

/**
 * The severity applied, and when a severity override changed it, the service's and the reason:
 * `LOW (the service's: HIGH; <reason>)`.
 */
export function severityCell(finding: Finding): string {
  const override = finding.severityOverride;
  if (finding.serviceSeverity === undefined || override === undefined) return finding.severity;
  const why = override.reason === undefined ? '' : `; ${forMarkdown(override.reason, 300)}`;
  return `${finding.severity} (the service's: ${finding.serviceSeverity}${why})`;
}

/** One table row; `linked`: the location links to its lines at the commit scanned. */
export function findingRow(
  report: Pick<RunReport, 'origin'>,
  finding: Finding,
  linked = true,
): string {
  const dashboard = forMarkdownUrl(finding.dashboardUrl);
  const title = forMarkdown(finding.title, 300);
  const titled = dashboard ? `[${title}](${dashboard})` : title;
  return `| ${severityCell(finding)} | ${titled} (${forMarkdownCode(finding.detectionId, 200)}) | ${forMarkdown(finding.resource, 300)} | ${place(report, finding, linked)} |`;
}

export function findingsTable(
  report: Pick<RunReport, 'origin'>,
  findings: readonly Finding[],
  options: { linked?: boolean } = {},
): string {
  if (findings.length === 0) return '';
  return [
    ...FINDINGS_TABLE_HEAD,
    ...findings.map((f) => findingRow(report, f, options.linked)),
  ].join('\n');
}

/** A collapsed section; empty when there is nothing in it. */
export function details(summary: string, body: string): string {
  if (body.trim() === '') return '';
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

export function suppressedTable(findings: readonly ReportedFinding[]): string {
  const rows = findings
    .filter((f) => f.suppression)
    .map((f) => {
      const s = f.suppression!;
      const source =
        s.kind === 'inSource'
          ? `inline, ${forMarkdown(`${s.file}:${s.line}`, 300)}`
          : `${forMarkdown(`${s.file}`, 300)} entry ${s.entryNumber}`;
      const expires = s.kind === 'external' && s.expires ? s.expires : 'never';
      return `| ${forMarkdownCode(f.detectionId, 200)} | ${forMarkdown(f.file ?? f.reportedFile, 300)} | ${forMarkdown(f.resource, 300)} | ${forMarkdown(s.justification, 500)} | ${expires} | ${source} |`;
    });
  if (rows.length === 0) return '';
  return [
    '| Detection | File | Resource | Reason | Expires | Suppressed by |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Notes as a quoted block, each capped and escaped. */
export function notesBlock(notes: readonly string[]): string {
  return notes.map((n) => `> ${forMarkdown(n, 2_000)}`).join('\n>\n');
}

/** The "…and N more" line under a cut list. */
export function moreLine(more: number, where: string): string {
  return more > 0 ? `…and ${plural(more, 'more finding')}: ${where}.` : '';
}

/**
 * Renders with as many rows as fit in `max`: `render(rows)` is called with fewer rows each
 * time (halving, so it ends), and a text still too long without rows is cut hard. The result
 * always fits, and the key and token are never in it.
 */
export function fitToLimit(options: {
  render: (rows: number) => string;
  fullRows: number;
  max: number;
  /** The size as the limit counts it: characters (the default) or bytes. */
  measure?: (text: string) => number;
  cutNote: string;
}): string {
  const measure = options.measure ?? ((text: string) => text.length);
  for (let rows = options.fullRows; ; rows = Math.floor(rows / 2)) {
    const text = redact(options.render(rows));
    if (measure(text) <= options.max) return text;
    if (rows === 0) {
      // Still too long without any row: cut it hard (4 bytes a character at most).
      const room = Math.max(0, Math.floor(options.max / 4) - options.cutNote.length - 2);
      return `${text.slice(0, room)}\n\n${options.cutNote}`;
    }
  }
}
