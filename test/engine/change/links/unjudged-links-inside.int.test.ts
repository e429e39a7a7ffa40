/**
 * A link under `path` whose target, inside `path` too, the pull request changes (issue 39), end
 * to end: run() in this process against the emulator, the fake GitHub and a real origin with
 * `refs/pull/<n>/{head,merge}`. The base has `infra/network/extra.tf -> extra.txt`; the fork
 * changes only `extra.txt` to an open security group. Terraform loads it through the link as a
 * `.tf` file, and no scan reads `extra.txt` (not IaC by its name): the link is not judged, as a
 * link out of `path` is not. A link to a changed file that was uploaded stays silent.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeForkPullRequest, type ForkPullRequest } from '../../../support/fork-fixtures.ts';
import { reasonsOf, runSameRepository, runTarget } from '../../../support/fork-attacks.ts';
import { git } from '../../../support/git-fixtures.ts';
import { useIntegration } from '../../../support/integration.ts';
import { OPEN_SG } from '../../../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 5 } });
const { github } = harness;
let extra: ForkPullRequest;
let uploaded: ForkPullRequest;

const QUEUE = 'resource "aws_sqs_queue" "q" {}\n';

function linked(where: string, target: string) {
  return (dir: string) => fs.symlinkSync(target, path.join(dir, where));
}

beforeAll(async () => {
  extra = makeForkPullRequest({
    base: { 'infra/main.tf': QUEUE, 'infra/network/extra.txt': 'notes\n' },
    baseWith: linked('infra/network/extra.tf', 'extra.txt'),
    head: { 'infra/network/extra.txt': OPEN_SG },
    number: 71,
  });
  uploaded = makeForkPullRequest({
    base: { 'infra/main.tf': QUEUE, 'infra/network/real.tf': QUEUE },
    baseWith: linked('infra/network/alias.tf', 'real.tf'),
    head: { 'infra/network/real.tf': `${QUEUE}resource "aws_sns_topic" "t" {}\n` },
    number: 72,
  });
});
afterAll(async () => {
  extra.cleanup();
  uploaded.cleanup();
});

function target(pr: ForkPullRequest) {
  return runTarget(harness, pr, { path: 'infra' });
}

function plain(pr: ForkPullRequest) {
  return runSameRepository(harness, pr, { full: true, inputs: { path: 'infra' } });
}

describe('a link under path to a file under path the pull request changes', () => {
  it('ends error on pull_request_target, naming the link', async () => {
    expect(
      git(extra.root, ['-C', 'origin.git', 'diff', '--name-only', extra.baseSha, extra.headSha]),
    ).toBe('infra/network/extra.txt');
    const result = await target(extra);
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(reasonsOf(result.report)).toEqual({ 'infra/network/extra.tf': 'link or submodule' });
    expect(result.summary).toMatch(/\| `infra\/network\/extra\.tf` \| link or submodule \|/);
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('ends error on pull_request, where the merge commit is checked out', async () => {
    const result = await plain(extra);
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/network/extra.tf': 'link or submodule' });
  });

  it('stays silent when the changed target was uploaded (it was judged where it is)', async () => {
    const result = await target(uploaded);
    expect(result.outputs.result).toBe('pass');
    expect(reasonsOf(result.report)).toEqual({});
  });
});
