/**
 * One pull-request comment per repository, workflow, job and path, found again by a hidden marker
 * and edited in place, also once the findings are gone. New findings come first; it always fits
 * GitHub's 65,536-character limit, cutting the lists and saying so.
 */
import { createHash } from 'node:crypto';
import type { GitHubContext } from '../../inputs.ts';
import { renderBody } from '../../../engine/formats/body.ts';
import { runLink } from '../../../engine/formats/links.ts';
import { fitToLimit, notesBlock, scanTitle } from '../../../engine/formats/markdown.ts';
import type { RunReport } from '../../../engine/findings/run-report.ts';

export const MAX_COMMENT_CHARS = 65_536 - 1_024;
export const COMMENT_FINDINGS = 30;

function markerKey(github: GitHubContext, scanPath: string, kind: string): string {
  return createHash('sha256')
    .update([kind, github.repository, github.workflow, github.job, scanPath].join('\u0000'))
    .digest('hex')
    .slice(0, 16);
}

export function commentMarker(github: GitHubContext, scanPath: string): string {
  return `<!-- plerion-iac-scan:${markerKey(github, scanPath, 'comment')} -->`;
}

/** The tracking issue's marker: different from the comment's, so neither is taken for the other. */
export function issueMarker(github: GitHubContext, scanPath: string): string {
  return `<!-- plerion-iac-scan-issue:${markerKey(github, scanPath, 'issue')} -->`;
}

function render(report: RunReport, marker: string, rows: number, elsewhere: string): string {
  const run = runLink(report.origin);
  return (
    [
      marker,
      `### ${scanTitle(report)}`,
      ...renderBody(report, { level: '####', rows, elsewhere }),
      notesBlock(report.notes),
      run ? `[Full results in the job summary](${run})` : '',
    ]
      .filter((part) => part !== '')
      .join('\n\n') + '\n'
  );
}

export function renderComment(report: RunReport, marker: string): string {
  return fitToLimit({
    render: (rows) => render(report, marker, rows, 'see the job summary and the SARIF file'),
    fullRows: COMMENT_FINDINGS,
    max: MAX_COMMENT_CHARS,
    cutNote: "The comment was cut to fit GitHub's size limit: see the job summary.",
  });
}

/** The tracking issue of scheduled scans: the same tables, and the marker that finds it again. */
export function renderIssue(report: RunReport, marker: string): { title: string; body: string } {
  const title = `IaC scan: ${report.gated} ${report.gated === 1 ? 'finding' : 'findings'} in ${report.scanPath}`;
  const body = fitToLimit({
    render: (rows) => render(report, marker, rows, 'see the latest run'),
    fullRows: COMMENT_FINDINGS * 2,
    max: MAX_COMMENT_CHARS,
    cutNote: "The issue was cut to fit GitHub's size limit: see the latest run.",
  });
  return { title, body };
}
