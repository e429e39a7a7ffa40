/**
 * `workflow_run` for a fork's pull request, as the tests of this folder run it: the workflow that
 * runs after the pull request's `pull_request` workflow, on the base branch, finding the pull
 * request through GitHub's API (the payload lists none for a fork's).
 */
import type { FakePullRequest } from '../../support/fake-github.ts';
import {
  listedPullRequest,
  workflowRunPayload,
  type ForkPullRequest,
} from '../../support/fork-fixtures.ts';
import type { InProcessRun, Integration } from '../../support/integration.ts';

/**
 * run() on `workflow_run` for `pr`: the fake GitHub lists the pull request (open, unless `listed`
 * says else), the base branch is checked out and GITHUB_SHA is its commit.
 */
export function runWorkflowRun(
  harness: Integration,
  pr: ForkPullRequest,
  options: { inputs?: Record<string, string>; listed?: Partial<FakePullRequest> } = {},
): Promise<InProcessRun> {
  harness.github.pulls.push(listedPullRequest(pr, options.listed));
  return harness.action({
    workspace: pr.checkoutBase(),
    event: 'workflow_run',
    payload: workflowRunPayload(pr),
    sha: pr.baseSha,
    inputs: options.inputs ?? {},
  });
}
