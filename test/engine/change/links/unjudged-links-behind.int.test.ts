/**
 * Two ways round the link rule a fork tried in the second attack round (issue 31), end to end:
 * run() in this process against the emulator, the fake GitHub and a real origin with
 * `refs/pull/<n>/{head,merge}`, under `pull_request_target` (the base checked out, the pull
 * request read from git) and `pull_request` (GitHub's merge commit checked out).
 * - A link under `path` into a submodule outside it: git cannot follow it (it says `dangling`),
 *   so where it leads is unknown and it counts.
 * - A link the base already has, leading out of `path` to a module folder the pull request
 *   changes: the change reaches the deployed code through `path` and no scan read it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeForkPullRequest, type ForkPullRequest } from '../../../support/fork-fixtures.ts';
import {
  makeFork,
  reasonsOf,
  runSameRepository,
  runTarget,
} from '../../../support/fork-attacks.ts';
import { git, addSubmodule } from '../../../support/git-fixtures.ts';
import { useIntegration } from '../../../support/integration.ts';
import { OPEN_SG } from '../../../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { github } = harness;

const QUEUE = 'resource "aws_sqs_queue" "q" {}\n';
const USES_EDGE = `${QUEUE}module "edge" {\n  source = "./modules/edge"\n}\n`;

function link(dir: string, target: string, where: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, where)), { recursive: true });
  fs.symlinkSync(target, path.join(dir, where));
}

/** A nested repository holding an open group, added to the fork's tree as a submodule. */
const addEdgeSubmodule = (dir: string, where: string) =>
  addSubmodule(dir, where, { 'main.tf': OPEN_SG });

function fork(options: Omit<Parameters<typeof makeForkPullRequest>[0], 'number'>, number: number) {
  return makeFork(harness, { ...options, number });
}

/** The run a privileged workflow makes: the base checked out, the pull request read from git. */
function target(pr: ForkPullRequest) {
  return runTarget(harness, pr, { path: 'infra', 'on-service-error': 'warn' });
}

/** The run of a same-repository pull request: GitHub's merge commit checked out, full history. */
function plain(pr: ForkPullRequest) {
  return runSameRepository(harness, pr, { full: true, inputs: { path: 'infra' } });
}

/** A fork adds a submodule outside path and a link under path into it, used as a module. */
function linkIntoSubmodule(number: number): ForkPullRequest {
  return fork(
    {
      base: { 'infra/main.tf': QUEUE },
      head: { 'infra/main.tf': USES_EDGE },
      headWith: (dir) => {
        addEdgeSubmodule(dir, 'vendor/edge');
        link(dir, '../../vendor/edge', 'infra/modules/edge');
      },
    },
    number,
  );
}

/** The base has a link out of path to a module folder; the fork changes only the module. */
function changeBehindBaseLink(number: number, head: Record<string, string>): ForkPullRequest {
  return fork(
    {
      base: { 'infra/main.tf': USES_EDGE, 'platform/edge/main.tf': QUEUE, 'docs/notes.md': 'a\n' },
      baseWith: (dir) => {
        link(dir, '../../platform/edge', 'infra/modules/edge');
        link(dir, '../docs/notes.md', 'infra/NOTES');
      },
      head,
    },
    number,
  );
}

describe('a link under path into a submodule outside it', () => {
  it('ends error on pull_request_target, naming the link (git cannot follow it)', async () => {
    const pr = linkIntoSubmodule(61);
    expect(git(pr.root, ['-C', 'origin.git', 'ls-tree', '-r', pr.headSha])).toMatch(
      /^160000 commit \w+\tvendor\/edge$/m,
    );
    const result = await target(pr);
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(reasonsOf(result.report)).toEqual({
      'infra/modules/edge': 'link out of the repository',
    });
    expect(result.summary).toMatch(/\| `infra\/modules\/edge` \| link out of the repository \|/);
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('ends error on pull_request, where the merge commit is checked out', async () => {
    const result = await plain(linkIntoSubmodule(62));
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({
      'infra/modules/edge': 'link out of the repository',
    });
  });
});

describe('a link the base already has, to a module folder out of path the fork changes', () => {
  it('ends error on pull_request_target, naming the link', async () => {
    const pr = changeBehindBaseLink(63, { 'platform/edge/main.tf': OPEN_SG });
    expect(git(pr.root, ['-C', 'origin.git', 'diff', '--name-only', pr.baseSha, pr.headSha])).toBe(
      'platform/edge/main.tf',
    );
    const result = await target(pr);
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/modules/edge': 'link to a folder' });
    expect(result.report.unjudged).toMatchObject({ gates: true, scope: 'changed' });
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('ends error on pull_request', async () => {
    const result = await plain(changeBehindBaseLink(64, { 'platform/edge/main.tf': OPEN_SG }));
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/modules/edge': 'link to a folder' });
  });

  it('passes when the fork changes only what no link leads to, or a file behind a link not named like IaC', async () => {
    const pr = changeBehindBaseLink(65, { 'docs/notes.md': 'b\n', 'platform/other/x.md': 'c\n' });
    const result = await target(pr);
    expect(result.outputs.result).toBe('pass');
    expect(reasonsOf(result.report)).toEqual({});
  });
});
