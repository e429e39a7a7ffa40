/**
 * The review's part of a run: `pr-review: new` on a pull request whose token may write, with a
 * baseline to say what is new; the outcome is logged at its level (a refusal is a notice).
 */
import type { Git } from '../../../engine/git/git.ts';
import { field, text } from '../../github-context.ts';
import type { ActionSettings } from '../../inputs.ts';
import type { StepLog } from '../../step-log.ts';
import type { GitHubSession } from '../../github/github-session.ts';
import { publishReview } from './pull-review.ts';
import { reviewScope } from './review-comments.ts';
import type { RunReport } from '../../../engine/findings/run-report.ts';

/** Posts the review of this run when `pr-review` asks for one here. */
export async function reviewPullRequest(options: {
  settings: Pick<ActionSettings, 'surfaces' | 'githubToken' | 'github' | 'workspace'>;
  report: RunReport;
  log: StepLog;
  git: Git;
  session: GitHubSession;
}): Promise<void> {
  const { settings, report, log } = options;
  const { github } = settings;
  const pullNumber = github.pullRequestNumber;
  if (settings.surfaces.prReview !== 'new' || pullNumber === undefined) return;
  if (!settings.githubToken || github.isUntrustedPullRequest) {
    log.info('No review comments: this token cannot write to the pull request.');
    return;
  }
  if (report.baseline?.status !== 'compared' || report.verdict === 'skipped') {
    log.info('No review comments: without a baseline no finding is known to be new.');
    return;
  }
  const result = await publishReview({
    client: await options.session.client(),
    pullNumber,
    headSha: github.headSha,
    baseSha: text(field(github.event, 'pull_request', 'base', 'sha')),
    findings: report.findings,
    scope: reviewScope(github, report.scanPath),
    scanComplete: report.complete,
    git: options.git,
    workspace: settings.workspace,
  });
  if (result.level === 'info') log.info(result.message);
  else log.annotate(result.level, result.message, {}, true);
}
