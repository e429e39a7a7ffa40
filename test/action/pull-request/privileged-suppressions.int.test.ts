/**
 * `pr-suppressions: apply` is not honoured in privileged modes (issue 31, "privileged modes trust
 * only the base"), end to end as a fork would try it: run() in this process under
 * `pull_request_target` and `workflow_run` with `apply` set, against the emulator, the fake
 * GitHub and a real origin with `refs/pull/<n>/{head,merge}`. The fork's own inline comment and
 * its own suppressions-file entry are listed as proposed, their findings gate, and one notice says
 * why.
 */
import { describe, expect, it } from 'vitest';
import type { ForkPullRequest } from '../../support/fork-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { OPEN_SG } from '../../support/iac-samples.ts';
import { makeFork, runTarget } from '../../support/fork-attacks.ts';
import { runWorkflowRun } from './privileged-fixtures.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { github } = harness;

const ID = 'PLERION-TF-SG-OPEN-INGRESS';
const NOTICE = /pr-suppressions: apply is ignored on (pull_request_target|workflow_run)/;

function fork(head: Record<string, string>, number: number): ForkPullRequest {
  return makeFork(harness, { head, number });
}

const APPLY = { path: 'infra', 'pr-suppressions': 'apply' };

function target(pr: ForkPullRequest) {
  return runTarget(harness, pr, APPLY);
}

describe('a fork that suppresses its own finding under pr-suppressions: apply', () => {
  it('on pull_request_target its inline comment is proposed, not applied: the finding gates, with one notice', async () => {
    const pr = fork({ 'infra/sg.tf': `# plerion:ignore ${ID} trust me\n${OPEN_SG}` }, 41);
    const result = await target(pr);
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'new-count': '1',
      'suppressed-count': '0',
    });
    expect(result.exitCode).toBe(1);
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    expect(result.log.match(new RegExp(NOTICE, 'g'))).toHaveLength(1);
    expect(result.log).toMatch(
      /::notice::pr-suppressions: apply is ignored on pull_request_target/,
    );
    expect(result.summary).toContain(
      `| inline, infra/sg.tf:1 | \`${ID}\` | trust me | added | proposed by this pull request, not applied |`,
    );
  });

  it('on pull_request_target its suppressions-file entry is proposed, not applied', async () => {
    const entry = `suppressions:\n  - detection: ${ID}\n    path: infra/**\n    reason: the fork says so\n`;
    const pr = fork({ '.plerion-ignore.yml': entry, 'infra/sg.tf': OPEN_SG }, 42);
    const result = await target(pr);
    expect(result.outputs).toMatchObject({ result: 'fail', 'suppressed-count': '0' });
    expect(result.summary).toMatch(
      /\| the fork says so \| added \| proposed by this pull request, not applied \|/,
    );
  });

  it('on workflow_run its inline comment is proposed, not applied', async () => {
    const pr = fork({ 'infra/sg.tf': `# plerion:ignore ${ID} trust me\n${OPEN_SG}` }, 43);
    const result = await runWorkflowRun(harness, pr, { inputs: APPLY });
    expect(result.outputs).toMatchObject({ result: 'fail', 'suppressed-count': '0' });
    expect(result.log).toMatch(/::notice::pr-suppressions: apply is ignored on workflow_run/);
  });
});
