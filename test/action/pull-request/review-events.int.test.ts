/**
 * A review (`pull_request_review`) and a review comment (`pull_request_review_comment`) start
 * workflows with the same `pull_request` payload, checkout (GitHub's merge commit) and trust (a
 * fork's run gets no secret) as `pull_request`. Such a run is judged as the pull request's own:
 * compared with its base, its unjudged IaC an error, its own suppressions listed (and proposed for
 * forks); before, it was judged as a push of the merge commit (every old finding gating, unjudged
 * IaC a warning, the pull request's own suppressions applied unlisted, a fork's run an error).
 *
 * run() in process against the emulator, a fake GitHub and a real origin.
 */
import { expect, it } from 'vitest';
import {
  BASE_REPOSITORY,
  checkoutMergeCommitAlone,
  useForkPullRequests,
} from '../../support/fork-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const makePullRequest = useForkPullRequests();

const DEBT =
  'resource "aws_security_group" "legacy" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n';
const SECRET_LOOKING_MANIFEST = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n';

/** A review event on a pull request, its merge commit checked out as actions/checkout leaves it. */
async function onReview(
  event: 'pull_request_review' | 'pull_request_review_comment',
  head: Record<string, string>,
  options: { fork?: boolean; inputs?: Record<string, string> } = {},
) {
  const pr = makePullRequest({
    base: { 'infra/legacy.tf': DEBT, 'infra/README.md': '# infra\n' },
    head,
  });
  const workspace = checkoutMergeCommitAlone(pr, 'review-checkout');
  const payload: Record<string, unknown> = {
    ...pr.targetEvent(),
    action: 'submitted',
    review: { state: 'commented' },
  };
  if (options.fork !== true)
    (payload.pull_request as { head: { repo: { full_name: string } } }).head.repo.full_name =
      BASE_REPOSITORY;
  return harness.action({
    workspace,
    event,
    payload,
    sha: pr.mergeSha!,
    inputs: { path: 'infra', ...options.inputs },
    environment: { GITHUB_REF: `refs/pull/${pr.number}/merge` },
  });
}

it('a review comment run gates only what the pull request introduces', async () => {
  const result = await onReview('pull_request_review_comment', {
    'infra/README.md': '# infra\n\nHow to deploy.\n',
  });
  expect(result.report.findings).toHaveLength(1);
  expect(result.outputs['new-count']).toBe('0');
  expect(result.outputs.result, 'old debt is not what the pull request introduced').toBe('pass');
});

it("a review run makes the pull request's unjudged IaC an error", async () => {
  const result = await onReview('pull_request_review', {
    'infra/k8s/credentials.yaml': SECRET_LOOKING_MANIFEST,
  });
  const unjudged = result.report.unjudged as { files: { path: string }[]; gates: boolean };
  expect(unjudged.files.map((f) => f.path)).toContain('infra/k8s/credentials.yaml');
  expect(unjudged.gates).toBe(true);
  expect(result.outputs.result).toBe('error');
});

it("a fork's review run, which gets no secret, is skipped as its pull_request run is", async () => {
  const result = await onReview(
    'pull_request_review',
    { 'infra/README.md': '# infra\n\nHow to deploy.\n' },
    { fork: true, inputs: { 'api-key': '' } },
  );
  expect(result.outputs.result).toBe('skipped');
});
