/**
 * A submodule or a link to a folder is not a way around the gate (issue 31), end to end as a fork
 * would try it: run() in this process under `pull_request_target`, against the emulator, the fake
 * GitHub and a real origin with `refs/pull/<n>/{head,merge}`. Links are still never followed; a
 * pull request that adds a submodule, a link to a folder of IaC or a link out of the repository
 * under `path` ends `error`, naming each and the fix. A link to a file that is not IaC by name is
 * silent. On a push the same entries are a warning and a summary section.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ForkPullRequest } from '../../../support/fork-fixtures.ts';
import { git, writeFiles, addSubmodule } from '../../../support/git-fixtures.ts';
import { useIntegration } from '../../../support/integration.ts';
import { OPEN_SG } from '../../../support/iac-samples.ts';
import { makeFork, reasonsOf, runTarget } from '../../../support/fork-attacks.ts';
import { runOnPush } from '../push-fixtures.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { github } = harness;
const USES_EDGE =
  'resource "aws_sqs_queue" "q" {}\nmodule "edge" {\n  source = "./modules/edge"\n}\n';

/** A nested repository holding an open group, added to the fork's tree as a submodule. */
const addEdgeSubmodule = (dir: string, where: string) =>
  addSubmodule(dir, where, { 'main.tf': OPEN_SG });

function fork(
  head: Record<string, string | null>,
  headWith: (dir: string) => void,
  number: number,
): ForkPullRequest {
  return makeFork(harness, { head, headWith, number });
}

function target(pr: ForkPullRequest) {
  return runTarget(harness, pr, { path: 'infra', 'on-service-error': 'warn' });
}

describe('a fork that hides IaC behind a submodule or a link', () => {
  it('a new submodule under path, used as a module, ends error naming it and the fix', async () => {
    const pr = fork(
      { 'infra/main.tf': USES_EDGE },
      (dir) => addEdgeSubmodule(dir, 'infra/modules/edge'),
      51,
    );
    expect(git(pr.root, ['-C', 'origin.git', 'ls-tree', '-r', pr.headSha])).toMatch(
      /^160000 commit \w+\tinfra\/modules\/edge$/m,
    );
    const result = await target(pr);
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(reasonsOf(result.report)).toEqual({ 'infra/modules/edge': 'submodule' });
    expect(result.summary).toMatch(
      /\| `infra\/modules\/edge` \| submodule \| vendor the module's files .*scan the submodule in its own repository/,
    );
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('a new link to a folder outside path, used as a module, ends error', async () => {
    const pr = fork(
      { 'infra/main.tf': USES_EDGE, 'vendor/edge/main.tf': OPEN_SG },
      (dir) => {
        fs.mkdirSync(path.join(dir, 'infra/modules'), { recursive: true });
        fs.symlinkSync('../../vendor/edge', path.join(dir, 'infra/modules/edge'));
      },
      52,
    );
    const result = await target(pr);
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/modules/edge': 'link to a folder' });
    expect(result.summary).toMatch(/\| link to a folder \| make the link a real folder/);
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('a new link out of the repository ends error; a link to a file not named like IaC is silent', async () => {
    const pr = fork(
      { 'docs/notes.md': 'notes\n' },
      (dir) => {
        fs.symlinkSync('../../../../platform/modules', path.join(dir, 'infra/platform'));
        fs.symlinkSync('../docs/notes.md', path.join(dir, 'infra/NOTES'));
      },
      53,
    );
    const result = await target(pr);
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/platform': 'link out of the repository' });
  });
});

describe('on a push', () => {
  it('a submodule and a link to a folder under path are a warning and a summary section; the run passes', async () => {
    const result = await runOnPush(
      harness,
      (workspace) => {
        writeFiles(workspace, {
          'infra/main.tf': `# ${Math.random()}\n${USES_EDGE}`,
          'vendor/edge/main.tf': OPEN_SG,
        });
        addEdgeSubmodule(workspace, 'infra/modules/sub');
        fs.symlinkSync('../../vendor/edge', path.join(workspace, 'infra/modules/edge'));
      },
      { path: 'infra' },
    );
    expect(result.outputs.result).toBe('pass');
    expect(result.exitCode).toBe(0);
    expect(reasonsOf(result.report)).toEqual({
      'infra/modules/edge': 'link to a folder',
      'infra/modules/sub': 'submodule',
    });
    expect(result.report.unjudged).toMatchObject({ gates: false, scope: 'tree' });
    expect(result.log).toMatch(/::warning::2 IaC files of the scanned tree were not uploaded/);
    expect(result.summary).toContain('### IaC not judged: 2 files');
  });
});
