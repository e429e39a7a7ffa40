/**
 * Where a privileged run reads the suppressions (issue 31): the base branch's tip, never the
 * merge base the findings of a conflicting pull request are compared with. On
 * `pull_request_target` that is the commit the workflow runs on (GITHUB_SHA), the event's
 * `base.sha` or newer; the event's own when GITHUB_SHA is not a commit of the checkout.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePullRequest } from '../../../src/action/pull-request/resolve-pull-request.ts';
import { BASE_REPOSITORY, makeForkPullRequest } from '../../support/fork-fixtures.ts';
import { git, recordingGit } from '../../support/git-fixtures.ts';

const pr = makeForkPullRequest({
  base: { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
  head: { 'infra/main.tf': 'resource "aws_sqs_queue" "fork" {}\n' },
  conflict: { 'infra/main.tf': 'resource "aws_sqs_queue" "main" {}\n' },
});
afterAll(() => pr.cleanup());

async function baseTipFor(options: { eventBase: string; githubSha: string }) {
  const workspace = pr.checkoutBase({ full: true });
  const event = pr.targetEvent();
  (event.pull_request as { base: { sha: string } }).base.sha = options.eventBase;
  const resolution = await resolvePullRequest({
    git: recordingGit().git,
    cwd: workspace,
    eventName: 'pull_request_target',
    event,
    repository: BASE_REPOSITORY,
    sha: options.githubSha,
    lookup: () => {
      throw new Error('no lookup on this event');
    },
  });
  if (resolution.status !== 'ready') throw new Error(JSON.stringify(resolution));
  return { resolution, mergeBase: git(workspace, ['merge-base', pr.baseSha, pr.headSha]) };
}

describe("a privileged run's suppressions base", () => {
  it('is the tip the workflow runs on, though the event names an older base and findings compare with the merge base', async () => {
    // The fork branched from main's commit before the one that conflicts.
    const branchPoint = git(pr.checkoutBase({ full: true }), ['rev-parse', `${pr.baseSha}^`]);
    const { resolution, mergeBase } = await baseTipFor({
      eventBase: branchPoint,
      githubSha: pr.baseSha,
    });
    expect(pr.mergeSha).toBeUndefined();
    expect(mergeBase).toBe(branchPoint);
    expect(resolution.base.sha).toBe(mergeBase);
    expect(resolution.baseTip).toBe(pr.baseSha);
    expect(resolution.baseTip).not.toBe(mergeBase);
  });

  it("is the event's base when GITHUB_SHA is no commit of the checkout", async () => {
    const { resolution } = await baseTipFor({ eventBase: pr.baseSha, githubSha: 'c'.repeat(40) });
    expect(resolution.baseTip).toBe(pr.baseSha);
  });
});
