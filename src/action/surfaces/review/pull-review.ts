/**
 * The review on a pull request: one per run (`event: COMMENT`, never a request for changes) on the
 * head commit with the planned comments on new findings; a 422 (an anchor GitHub no longer finds
 * in the diff, after a push meanwhile) re-reads the diff, drops the anchors gone from it and tries
 * once more. After a successful scan, the action's own comments on findings that are gone and
 * that nobody replied to are deleted. Reported as data: a refusal is a notice, never a failure.
 */
import type { Git } from '../../../engine/git/git.ts';
import { describeError } from '../../../errors.ts';
import { plural } from '../../../plural.ts';
import {
  isOwnAuthor,
  isPermissionRefusal,
  statusOf,
  type GitHubClient,
  type GitHubPublication,
} from '../../github/github-client.ts';
import { readPullHunks } from './pull-diff.ts';
import { markedFingerprint, planReview, type ReviewPlan } from './review-comments.ts';
import type { ReportedFinding } from '../../../engine/findings/run-report.ts';

const COMMENTS_PER_PAGE = 100;
const PERMISSION_HINT = 'Give the job `permissions: pull-requests: write`, or set pr-review: off.';

export type ReviewOutcome = 'posted' | 'none' | 'refused' | 'failed';

export interface ReviewRequest {
  readonly client: GitHubClient;
  readonly pullNumber: number;
  readonly headSha: string;
  readonly baseSha: string | undefined;
  readonly findings: readonly ReportedFinding[];
  readonly scope: string;
  /**
   * `RunReport.complete`: findings missing from a complete scan are gone, and their comments may
   * go too; a finding an incomplete scan did not read may still be there.
   */
  readonly scanComplete: boolean;
  readonly git: Git;
  readonly workspace: string;
}

interface OwnComment {
  readonly id: number;
  readonly fingerprint: string;
}

/** The action's own marked comments of this scope, and the ids someone replied to. */
async function readThreads(
  request: ReviewRequest,
): Promise<{ own: OwnComment[]; replied: Set<number> }> {
  const { client } = request;
  const comments = await client.octokit.paginate(client.octokit.rest.pulls.listReviewComments, {
    owner: client.owner,
    repo: client.repo,
    pull_number: request.pullNumber,
    per_page: COMMENTS_PER_PAGE,
  });
  const replied = new Set(comments.flatMap((c) => c.in_reply_to_id ?? []));
  const marked = comments.flatMap((c) => {
    const fingerprint = markedFingerprint(c.body, request.scope);
    return fingerprint === undefined ? [] : [{ c, fingerprint }];
  });
  if (marked.length === 0) return { own: [], replied };
  const identity = await client.identity();
  const own = marked
    .filter(({ c }) => isOwnAuthor(identity, c.user))
    .map(({ c, fingerprint }) => ({ id: c.id, fingerprint }));
  return { own, replied };
}

async function plan(request: ReviewRequest, commented: ReadonlySet<string>): Promise<ReviewPlan> {
  const hunks = await readPullHunks({ ...request, pullNumber: request.pullNumber });
  return planReview({ findings: request.findings, hunks, commented, scope: request.scope });
}

async function postReview(request: ReviewRequest, review: ReviewPlan): Promise<void> {
  const { client } = request;
  await client.octokit.rest.pulls.createReview({
    owner: client.owner,
    repo: client.repo,
    pull_number: request.pullNumber,
    commit_id: request.headSha,
    event: 'COMMENT',
    body: `Plerion IaC scan: ${plural(review.comments.length, 'new finding')} on lines of this pull request. The pull request's comment lists every finding.`,
    comments: [...review.comments],
  });
}

/** Deletes the action's comments on findings that are gone and that nobody replied to. */
async function deleteStale(
  request: ReviewRequest,
  own: readonly OwnComment[],
  replied: ReadonlySet<number>,
): Promise<number> {
  const current = new Set(request.findings.map((f) => f.fingerprint));
  const { client } = request;
  let deleted = 0;
  for (const comment of own) {
    if (current.has(comment.fingerprint) || replied.has(comment.id)) continue;
    try {
      await client.octokit.rest.pulls.deleteReviewComment({
        owner: client.owner,
        repo: client.repo,
        comment_id: comment.id,
      });
      deleted++;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  return deleted;
}

/** Posts this run's review and tidies the action's stale comments. */
export async function publishReview(
  request: ReviewRequest,
): Promise<GitHubPublication<ReviewOutcome>> {
  try {
    const { own, replied } = await readThreads(request);
    const commented = new Set(own.map((c) => c.fingerprint));
    let review = await plan(request, commented);
    let retried = false;
    if (review.comments.length > 0) {
      try {
        await postReview(request, review);
      } catch (error) {
        if (statusOf(error) !== 422) throw error;
        retried = true;
        review = await plan(request, commented);
        if (review.comments.length > 0) await postReview(request, review);
      }
    }
    const deleted = request.scanComplete ? await deleteStale(request, own, replied) : 0;
    const parts = [
      `${plural(review.comments.length, 'review comment')} on new findings`,
      review.alreadyCommented > 0 ? `${review.alreadyCommented} already commented on` : '',
      review.overflow > 0 ? `${review.overflow} more only in the pull request's comment` : '',
      deleted > 0 ? `${plural(deleted, 'comment')} on fixed findings deleted` : '',
      retried ? 'posted after re-reading a diff that changed' : '',
    ].filter(Boolean);
    return {
      outcome: review.comments.length > 0 ? 'posted' : 'none',
      level: 'info',
      message: `Pull-request review: ${parts.join('; ')}.`,
    };
  } catch (error) {
    const refused = isPermissionRefusal(error);
    return {
      outcome: refused ? 'refused' : 'failed',
      level: refused ? 'notice' : 'warning',
      message: `Could not post the review comments on new findings: ${describeError(error)}.${refused ? ` ${PERMISSION_HINT}` : ''} The pull request's comment lists every finding.`,
      status: statusOf(error),
    };
  }
}
