/**
 * One NUL byte must not turn off "inline suppressions follow the code" (issue 39): git calls a
 * blob with a NUL binary and, without `--text`, its diff has no hunk, so a base's comment "covered
 * no changed line" and suppressed the open group a fork inserted right under it. End to end as
 * the fork would try it, with run() in this process under `pull_request_target`, `workflow_run`
 * and a same-repository `pull_request` with `pr-suppressions: propose`, against the emulator, the
 * fake GitHub and a real origin with `refs/pull/<n>/{head,merge}`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeForkPullRequest,
  type ForkPullRequest,
  listedPullRequest,
  workflowRunPayload,
} from '../../../support/fork-fixtures.ts';
import { runSameRepository } from '../../../support/fork-attacks.ts';
import { useIntegration, type InProcessRun } from '../../../support/integration.ts';
import { openSecurityGroup } from '../../../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 5 } });
const { github } = harness;
const ID = 'PLERION-TF-SG-OPEN-INGRESS';
const COMMENT = `# plerion:ignore ${ID} load balancer, reviewed in SEC-7`;

const BASE = `# network\n${COMMENT}\n${openSecurityGroup('lb')}`;
/** The fork: an open group right under the base's comment, and a NUL closing the first line. */
const WITH_NUL = BASE.replace('# network\n', '# network\0\n').replace(
  `${COMMENT}\n`,
  `${COMMENT}\n${openSecurityGroup('inserted')}`,
);

/** Built once for the file. */
let nul: ForkPullRequest;

beforeAll(async () => {
  nul = makeForkPullRequest({
    base: { 'infra/main.tf': BASE },
    head: { 'infra/main.tf': WITH_NUL },
    number: 51,
  });
});
afterAll(async () => {
  nul.cleanup();
});

function expectGated(result: InProcessRun): void {
  expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1' });
  expect(result.exitCode).toBe(1);
  expect(result.summary).toMatch(
    /\| inline, infra\/main\.tf:2 \| `PLERION-TF-SG-OPEN-INGRESS` \| load balancer, reviewed in SEC-7 \| covers changed lines \| proposed by this pull request, not applied \|/,
  );
}

describe('a NUL byte in a changed file does not hide its changed lines', () => {
  it('on pull_request_target the open group under the base comment gates', async () => {
    const result = await harness.action({
      workspace: nul.checkoutBase(),
      event: 'pull_request_target',
      payload: nul.targetEvent(),
      sha: nul.baseSha,
    });
    expectGated(result);
  });

  it('on workflow_run it gates', async () => {
    github.pulls.push(listedPullRequest(nul));
    const result = await harness.action({
      workspace: nul.checkoutBase(),
      event: 'workflow_run',
      payload: workflowRunPayload(nul),
      sha: nul.baseSha,
    });
    expectGated(result);
  });

  it('on a same-repository pull_request with pr-suppressions: propose it gates', async () => {
    const result = await runSameRepository(harness, nul, {
      inputs: { 'pr-suppressions': 'propose' },
    });
    expectGated(result);
  });
});
