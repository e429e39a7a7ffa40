/**
 * Suppressions cannot be borrowed (issue 31), end to end as a fork would try it: run() in this
 * process under `pull_request_target` and `pull_request`, against the emulator, the fake GitHub
 * and real origins with `refs/pull/<n>/{head,merge}`. A base's inline comment speaks only for the
 * code it sat next to; the suppressions come from the base branch's tip, never a merge base; and
 * `propose` applies the base's suppressions whatever the findings are compared with.
 */
import { describe, expect, it } from 'vitest';
import { makeForkPullRequest, type ForkPullRequest } from '../../../support/fork-fixtures.ts';
import { runSameRepository, runTarget } from '../../../support/fork-attacks.ts';
import { useIntegration } from '../../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });

const ID = 'PLERION-TF-SG-OPEN-INGRESS';
const COMMENT = `# plerion:ignore ${ID} load balancer, reviewed in SEC-7`;

function group(name: string, ingress: string[] = ['0.0.0.0/0']): string {
  return [
    `resource "aws_security_group" "${name}" {`,
    ...ingress.flatMap((cidr) => ['  ingress {', `    cidr_blocks = ["${cidr}"]`, '  }']),
    '}',
    '',
  ].join('\n');
}

/** The base: an open group accepted by an inline comment right above it. */
function baseMain(stamp: string): string {
  return `# ${stamp}\n${COMMENT}\n${group('lb')}`;
}

function pullRequest(
  head: (base: string) => Record<string, string | null>,
  options: { conflict?: Record<string, string | null>; base?: Record<string, string> } = {},
): ForkPullRequest {
  const main = baseMain(`${Math.random()}`);
  const pr = makeForkPullRequest({
    base: { 'infra/main.tf': main, 'README.md': 'hi\n', ...options.base },
    head: head(main),
    ...(options.conflict && { conflict: options.conflict }),
  });
  harness.removeLater(pr.root);
  return pr;
}

function target(pr: ForkPullRequest, workspace = pr.checkoutBase()) {
  return runTarget(harness, pr, {}, workspace);
}

describe("a base's inline suppression does not cover the pull request's code", () => {
  it('an open group inserted right under the comment gates, and the comment is listed as covering changed lines', async () => {
    const pr = pullRequest((main) => ({
      'infra/main.tf': main.replace(`${COMMENT}\n`, `${COMMENT}\n${group('inserted')}`),
    }));
    const result = await target(pr);
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1' });
    expect(result.exitCode).toBe(1);
    expect(result.summary).toContain(
      `| inline, infra/main.tf:2 | \`${ID}\` | load balancer, reviewed in SEC-7 | covers changed lines | proposed by this pull request, not applied |`,
    );
    expect(result.summary).toMatch(/counts as this pull request’s/);
  });

  it('the comment moved onto a new open group gates', async () => {
    const pr = pullRequest((main) => ({
      'infra/main.tf': `${main.replace(`${COMMENT}\n`, '')}\n${COMMENT}\n${group('moved')}`,
    }));
    const result = await target(pr);
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1' });
    expect(result.summary).toMatch(/\| covers changed lines \| proposed by this pull request/);
  });

  it('the group the comment covers, widened by another open rule, gates', async () => {
    const pr = pullRequest((main) => ({
      'infra/main.tf': main.replace(group('lb'), group('lb', ['0.0.0.0/0', '0.0.0.0/0'])),
    }));
    const result = await target(pr);
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'new-count': '1',
      'suppressed-count': '0',
    });
  });

  it('still applies where the pull request changed nothing of the comment, its code or the lines between', async () => {
    const pr = pullRequest((main) => ({
      'infra/main.tf': `${main}\n${group('private', ['10.0.0.0/8'])}`,
    }));
    const result = await target(pr);
    expect(result.outputs).toMatchObject({ result: 'pass', 'suppressed-count': '1' });
    expect(result.summary).not.toMatch(/covers changed lines/);
  });
});

describe('privileged modes trust only the base branch tip', () => {
  it('an entry the base revoked after the fork branched no longer applies, though the merge base still has it', async () => {
    const entry = `suppressions:\n  - detection: ${ID}\n    path: infra/**\n    reason: accepted while the migration runs\n`;
    const pr = pullRequest((main) => ({ 'infra/main.tf': `${main}\n${group('fork')}` }), {
      base: { '.plerion-ignore.yml': entry },
      // The base revokes the entry and moves on in a way that conflicts: no merge ref.
      conflict: {
        '.plerion-ignore.yml': 'suppressions: []\n',
        'infra/main.tf': `# moved on\n${group('lb', ['10.0.0.0/8'])}resource "aws_sqs_queue" "q" {}\n`,
      },
    });
    expect(pr.mergeSha).toBeUndefined();
    // Full history: the merge base is at hand, and it still has the entry.
    const result = await target(pr, pr.checkoutBase({ full: true }));
    expect(result.outputs.result).toBe('fail');
    expect(result.outputs['suppressed-count']).toBe('0');
    expect(result.log).not.toMatch(/accepted while the migration runs/);
  });
});

describe('pr-suppressions: propose on a same-repository pull request', () => {
  it("applies the base's suppressions with baseline: none", async () => {
    const entry = `suppressions:\n  - detection: ${ID}\n    resource: aws_security_group.lb\n    reason: accepted on main (SEC-7)\n`;
    const pr = pullRequest(
      (main) => ({ 'infra/main.tf': main.replace(`${COMMENT}\n`, ''), 'infra/q.tf': 'x = 1\n' }),
      { base: { '.plerion-ignore.yml': entry } },
    );
    // The default checkout of a pull_request: GitHub's merge commit, at depth 1.
    const result = await runSameRepository(harness, pr, {
      inputs: { 'pr-suppressions': 'propose', baseline: 'none' },
    });
    expect(result.outputs).toMatchObject({ result: 'pass', 'suppressed-count': '1' });
    expect(result.summary).toContain(
      'accepted on main \\(SEC-7\\) | never | \\.plerion-ignore.yml entry 1 |',
    );
  });
});
