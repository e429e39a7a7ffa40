/**
 * One pull-request comment per workflow, job and path: found again by a hidden marker across all
 * pages of comments and edited in place, also once the findings are gone. It stays under GitHub's
 * 65,536-character limit, cutting the list and saying so.
 */
import { createHash } from 'node:crypto';
import type { GitHubContext } from '../inputs.ts';
import { FINDINGS_TABLE_HEAD, findingRow, countsTable, scanTitle, verdictLine } from './summary.ts';
import { runLink } from './links.ts';
import type { RunReport } from './run-report.ts';
import { plural } from '../plural.ts';

export const MAX_COMMENT_BYTES = 65_536 - 1_024;
export const COMMENT_FINDINGS = 30;

export function commentMarker(github: GitHubContext, scanPath: string): string {
  const key = createHash('sha256')
    .update([github.workflow, github.job, scanPath].join('\u0000'))
    .digest('hex')
    .slice(0, 16);
  return `<!-- plerion-iac-scan:${key} -->`;
}

export function renderComment(report: RunReport, marker: string): string {
  const { findings } = report.model;
  const run = runLink(report.github);
  const head = [marker, `### ${scanTitle(report)}`, verdictLine(report), countsTable(report)];
  const footer = [
    findings.length === 0
      ? `No findings at ${report.github.headSha.slice(0, 7) || 'this commit'}.`
      : '',
    run ? `[Full results in the job summary](${run})` : '',
  ].filter(Boolean);
  const table = FINDINGS_TABLE_HEAD;
  let rows = findings.slice(0, COMMENT_FINDINGS).map((f) => findingRow(report, f));
  for (;;) {
    const more = findings.length - rows.length;
    const cut =
      more > 0
        ? [`…and ${plural(more, 'more finding')}: see the job summary and the SARIF file.`]
        : [];
    const body =
      [
        ...head,
        ...(rows.length > 0 ? [[...table, ...rows].join('\n')] : []),
        ...cut,
        ...footer,
      ].join('\n\n') + '\n';
    if (Buffer.byteLength(body) <= MAX_COMMENT_BYTES || rows.length === 0) return body;
    rows = rows.slice(0, Math.floor(rows.length / 2));
  }
}
