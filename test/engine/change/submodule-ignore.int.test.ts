/**
 * A `.gitmodules` that says `ignore = all` does not hide a submodule a pull request bumps under
 * `path` (found auditing issue 39's diffs): `git diff` honours that setting between two commits
 * too, so the change analysis asks for every submodule (`--ignore-submodules=none`, set by the git
 * port on every diff). End to end: run() in this process under `pull_request_target` against the
 * emulator, the fake GitHub and a real origin; the fork bumps `infra/vendor` to a commit holding
 * an open security group that no scan reads.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeForkPullRequest, type ForkPullRequest } from '../../support/fork-fixtures.ts';
import { git } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { runTarget } from '../../support/fork-attacks.ts';

const harness = useIntegration({ scan: { delayMs: 5 } });
let pr: ForkPullRequest;

const OPEN_SG =
  'resource "aws_security_group" "open" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n';

/** Commits `content` as main.tf in the nested repository at `where`, and stages it as a gitlink. */
function commitVendor(dir: string, where: string, content: string): void {
  const sub = path.join(dir, where);
  if (!fs.existsSync(path.join(sub, '.git'))) {
    fs.mkdirSync(sub, { recursive: true });
    git(sub, ['init', '-q']);
  }
  fs.writeFileSync(path.join(sub, 'main.tf'), content);
  git(sub, ['add', '-A']);
  git(sub, ['commit', '-q', '-m', 'vendor']);
  git(dir, ['add', where]);
}

beforeAll(async () => {
  pr = makeForkPullRequest({
    base: {
      'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n',
      '.gitmodules':
        '[submodule "vendor"]\n\tpath = infra/vendor\n\turl = ./vendor\n\tignore = all\n',
    },
    baseWith: (dir) => commitVendor(dir, 'infra/vendor', 'resource "aws_sqs_queue" "v" {}\n'),
    head: {},
    headWith: (dir) => commitVendor(dir, 'infra/vendor', OPEN_SG),
    number: 91,
  });
});
afterAll(async () => {
  pr.cleanup();
});

describe('a submodule bump under path with ignore = all in .gitmodules', () => {
  it('is not judged: the run ends error, naming the submodule', async () => {
    expect(
      git(pr.root, [
        '-C',
        'origin.git',
        'diff',
        '--raw',
        '--ignore-submodules=none',
        pr.baseSha,
        pr.headSha,
      ]),
    ).toMatch(/^:160000 160000 \w+ \w+ M\tinfra\/vendor$/);
    const result = await runTarget(harness, pr, { path: 'infra' });
    expect(result.outputs.result).toBe('error');
    expect(result.report.unjudged).toMatchObject({
      gates: true,
      files: [{ path: 'infra/vendor', reason: 'submodule' }],
    });
  });
});
