/**
 * The review comments on new findings (pure): at most 30 a review, only on new findings whose
 * lines are in the pull request's diff, a multi-line finding anchored on its range clamped to one
 * hunk, each body through the Markdown sanitiser with a hidden marker holding the finding's
 * fingerprint, so a finding commented on once is never commented on again.
 */
import { createHash } from 'node:crypto';
import type { GitHubContext } from '../../inputs.ts';
import { forMarkdown, forMarkdownCode, forMarkdownUrl } from '../../../sanitize.ts';
import { anchorIn, type Hunks } from './diff-hunks.ts';
import { newFindings, type ReportedFinding } from '../../../engine/findings/run-report.ts';

export const MAX_REVIEW_COMMENTS = 30;
const MARKER_PREFIX = 'plerion-iac-review';

/** One comment of `POST /pulls/{n}/reviews`. */
export interface ReviewComment {
  readonly path: string;
  readonly line: number;
  readonly side: 'RIGHT';
  readonly start_line?: number;
  readonly start_side?: 'RIGHT';
  readonly body: string;
}

export interface ReviewPlan {
  readonly comments: readonly ReviewComment[];
  /** New findings on lines of the diff left for the sticky comment (past the 30). */
  readonly overflow: number;
  /** New findings already commented on by an earlier run. */
  readonly alreadyCommented: number;
}

/** The key of one workflow, job and path: a matrix leg never touches another leg's comments. */
export function reviewScope(github: GitHubContext, scanPath: string): string {
  return createHash('sha256')
    .update([github.repository, github.workflow, github.job, scanPath].join('\u0000'))
    .digest('hex')
    .slice(0, 12);
}

export function reviewMarker(scope: string, fingerprint: string): string {
  return `<!-- ${MARKER_PREFIX} ${scope} ${fingerprint.replace(/[^A-Za-z0-9:_-]/g, '')} -->`;
}

/** The fingerprint in a body holding this scope's marker, or undefined. */
export function markedFingerprint(body: string, scope: string): string | undefined {
  const m = new RegExp(`<!-- ${MARKER_PREFIX} ${scope} ([A-Za-z0-9:_-]+) -->`).exec(body);
  return m?.[1];
}

function renderBody(finding: ReportedFinding, scope: string): string {
  const link = forMarkdownUrl(finding.dashboardUrl);
  return [
    `**${finding.severity}** · new in this pull request: ${forMarkdown(finding.title)} (${forMarkdownCode(finding.detectionId, 200)})`,
    '',
    `Resource: ${forMarkdownCode(finding.resource || 'n/a', 300)}`,
    link ? `\n[Details in Plerion](${link})` : '',
    '',
    reviewMarker(scope, finding.fingerprint),
  ].join('\n');
}

/** The comments of this run's review: new findings on lines of the diff, not commented before. */
export function planReview(options: {
  findings: readonly ReportedFinding[];
  hunks: ReadonlyMap<string, Hunks>;
  commented: ReadonlySet<string>;
  scope: string;
}): ReviewPlan {
  const comments: ReviewComment[] = [];
  let overflow = 0;
  let alreadyCommented = 0;
  for (const finding of newFindings(options.findings)) {
    const hunks = finding.file === undefined ? undefined : options.hunks.get(finding.file);
    const first = finding.hasLines ? finding.startLine : 1;
    const anchor = hunks && anchorIn(hunks, first, finding.hasLines ? finding.endLine : 1);
    if (!anchor || finding.file === undefined) continue;
    if (options.commented.has(finding.fingerprint)) {
      alreadyCommented++;
      continue;
    }
    if (comments.length >= MAX_REVIEW_COMMENTS) {
      overflow++;
      continue;
    }
    comments.push({
      path: finding.file,
      line: anchor.line,
      side: 'RIGHT',
      ...(anchor.startLine === undefined
        ? {}
        : { start_line: anchor.startLine, start_side: 'RIGHT' as const }),
      body: renderBody(finding, options.scope),
    });
  }
  return { comments, overflow, alreadyCommented };
}
