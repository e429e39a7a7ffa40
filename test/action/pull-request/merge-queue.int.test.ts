/**
 * Attack (round three): the merge queue. A repository that requires the scan on `merge_group`
 * (GitHub's merge queue, the event its required checks run on) has its pull requests judged there
 * last. The action does not know the event: it is neither `pull_request` nor
 * `pull_request_target`, so the change range (`change/resolve-change.ts` now) gave no change (`kind: 'tree'`) and IaC the merge
 * group adds that was not uploaded is "a warning and a section of the summary", as on a push;
 * `result=pass`. A fork's pull request gets no secret on `pull_request`, where the job ends
 * `skipped`, green; so a fork that adds a manifest named `credentials.yaml` (never uploaded,
 * secret-like) or any other file left unjudged goes through the queue green and is merged.
 * Worse, the queue applies the merged tree's own suppressions: no `pr-suppressions`, no "proposed",
 * so a fork's inline `plerion:ignore` comment (or its `.plerion-ignore.yml` entry) over its own
 * privileged pod is applied there, and the pod, uploaded and found, passes.
 * The other direction: with no baseline on `merge_group` (`baseline: auto` compares only on
 * `pull_request` and `pull_request_target`), every finding of the tree gates, so in a repository
 * with debt every pull request fails in the queue, a README edit included.
 *
 * run() in process on `merge_group`, the workspace the merge group's commit as actions/checkout
 * leaves it (depth 1), against the emulator and a real origin. Fails on the code of e7392c9.
 * Now a `merge_group` run is a change request: compared with `merge_group.base_sha`, its unjudged
 * IaC an error, its suppressions read from the base (its own proposed, `apply` and `warn` not
 * honoured, as in the privileged modes: the queue runs with secrets), and a base that cannot be had
 * gates everything.
 */
import { expect, it } from 'vitest';
import { checkoutMergeCommitAlone, useForkPullRequests } from '../../support/fork-fixtures.ts';
import { useIntegration, type InProcessRun } from '../../support/integration.ts';
import { limitedPod } from '../../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const makePullRequest = useForkPullRequests();

const PRIVILEGED_POD = limitedPod('node-debugger');

/** The fork's change through the merge queue: run() on `merge_group`, its commit checked out. */
async function throughTheQueue(
  head: Record<string, string>,
  base: Record<string, string> = { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
  options: { inputs?: Record<string, string>; baseSha?: string } = {},
) {
  const pr = makePullRequest({ base, head });
  const mergeGroupSha = pr.mergeSha!;
  const queueRef = `refs/heads/gh-readonly-queue/main/pr-${pr.number}-${pr.baseSha}`;
  const workspace = checkoutMergeCommitAlone(pr, 'queue-checkout');
  return harness.action({
    workspace,
    event: 'merge_group',
    payload: {
      action: 'checks_requested',
      merge_group: {
        head_sha: mergeGroupSha,
        head_ref: queueRef,
        base_sha: options.baseSha ?? pr.baseSha,
        base_ref: 'refs/heads/main',
      },
    },
    sha: mergeGroupSha,
    inputs: { path: 'infra', ...options.inputs },
    environment: { GITHUB_REF: queueRef },
  });
}

/** The run's finding in `file`, and the suppression applied to it or only proposed. */
function findingIn(result: InProcessRun, file: string) {
  const findings = result.report.findings as {
    file: string;
    suppression?: unknown;
    proposedSuppression?: unknown;
  }[];
  return findings.find((f) => f.file === file);
}

it('IaC a merge group adds and never uploads does not pass the queue', async () => {
  const result = await throughTheQueue({ 'infra/k8s/credentials.yaml': PRIVILEGED_POD });
  const unjudged = result.report.unjudged as { files: { path: string }[]; gates: boolean };
  expect(unjudged.files.map((f) => f.path)).toContain('infra/k8s/credentials.yaml');
  expect(unjudged.gates, 'the merge group is a change under review').toBe(true);
  expect(result.outputs.result).not.toBe('pass');
});

it('a fork cannot approve its own privileged pod in the queue with its own inline comment', async () => {
  const result = await throughTheQueue({
    'infra/k8s/debug.yaml': `# plerion:ignore PLERION-K8S-PRIVILEGED node debugging, temporary\n${PRIVILEGED_POD}`,
  });
  const debug = findingIn(result, 'infra/k8s/debug.yaml');
  expect(debug, 'the pod was uploaded and judged').toBeDefined();
  expect(debug?.suppression, "the change's own comment is not applied").toBeUndefined();
  expect(debug?.proposedSuppression, 'it is listed as proposed').toMatchObject({
    detectionId: 'PLERION-K8S-PRIVILEGED',
  });
  expect(result.outputs.result).not.toBe('pass');
});

it('a merge group that introduces nothing over a base with debt passes the queue', async () => {
  const debt =
    'resource "aws_security_group" "legacy" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n';
  const result = await throughTheQueue(
    { 'infra/README.md': '# infra\n\nHow to deploy.\n' },
    { 'infra/legacy.tf': debt, 'infra/README.md': '# infra\n' },
  );
  expect(result.report.findings).toHaveLength(1);
  expect(result.outputs.result, 'the queue gates what the change introduces').toBe('pass');
});

it("a merge group's own suppressions entry is proposed, and apply and warn are not honoured", async () => {
  const result = await throughTheQueue(
    {
      'infra/k8s/debug.yaml': PRIVILEGED_POD,
      '.plerion-ignore.yml':
        'suppressions:\n  - detection: PLERION-K8S-PRIVILEGED\n    reason: node debugging\n',
    },
    undefined,
    { inputs: { 'pr-suppressions': 'apply', 'on-service-error': 'warn' } },
  );
  const debug = findingIn(result, 'infra/k8s/debug.yaml');
  expect(debug?.proposedSuppression, 'the entry the change adds is listed, not applied').toEqual(
    expect.objectContaining({ detectionId: 'PLERION-K8S-PRIVILEGED' }),
  );
  expect(result.log).toContain('pr-suppressions: apply is ignored on merge_group');
  expect(result.log).toContain('on-service-error: warn is ignored on merge_group');
  expect(result.outputs.result).toBe('fail');
});

it('a merge group whose base cannot be had never passes: its configuration is read there', async () => {
  const result = await throughTheQueue(
    { 'infra/k8s/credentials.yaml': PRIVILEGED_POD },
    { 'infra/legacy.tf': 'resource "aws_sqs_queue" "q" {}\n' },
    { baseSha: 'f'.repeat(40) },
  );
  expect(result.log).toContain(
    'On merge_group the configuration file is read from the base branch',
  );
  expect(result.outputs.result).toBe('error');
  const uploads = harness.emulator.requests.filter((r) => r.endpoint === 'upload');
  expect(uploads, 'nothing is uploaded').toHaveLength(0);
});

it("a merge group's own edit of the configuration file does not loosen its gate", async () => {
  const result = await throughTheQueue({
    'infra/k8s/debug.yaml': PRIVILEGED_POD,
    '.plerion-iac.yml': 'fail-on: none\n',
  });
  const settings = result.report.settings as { failOn: string[] };
  expect(settings.failOn, "the base branch's configuration (the defaults) is used").toEqual([
    'CRITICAL',
    'HIGH',
  ]);
  expect(result.outputs.result).toBe('fail');
});
