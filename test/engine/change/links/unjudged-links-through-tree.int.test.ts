/**
 * The third attack round on links behind a change (issue 31), end to end: run() in this process
 * against the emulator, the fake GitHub and a real origin with `refs/pull/<n>/{head,merge}`, under
 * `pull_request_target` (the base checked out, the fork's commit read from git). The base always
 * has `infra/main.tf` using `./modules/edge` (or a path through a link); the fork changes only
 * what lies behind it, outside `path`, in a way the second round's fix did not follow: a chain
 * through links outside `path`, a target the fork retargets or replaces, a link to the top, a
 * submodule above the target, and a chain that doubles at each link.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeForkPullRequest } from '../../../support/fork-fixtures.ts';
import { git } from '../../../support/git-fixtures.ts';
import { useIntegration } from '../../../support/integration.ts';
import { OPEN_SG } from '../../../support/iac-samples.ts';
import { makeFork, reasonsOf, runTarget } from '../../../support/fork-attacks.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const { github } = harness;

const QUEUE = 'resource "aws_sqs_queue" "q" {}\n';
const USES_EDGE = `${QUEUE}module "edge" {\n  source = "./modules/edge"\n}\n`;

function link(dir: string, target: string, where: string): void {
  const at = path.join(dir, where);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.rmSync(at, { recursive: true, force: true });
  fs.symlinkSync(target, at);
}

/** A submodule at `where` pinned to `sha`, not checked out (an empty folder keeps `add -A` off it). */
function gitlink(dir: string, sha: string, where: string): void {
  fs.mkdirSync(path.join(dir, where), { recursive: true });
  git(dir, ['update-index', '--add', '--cacheinfo', `160000,${sha},${where}`]);
}

async function attack(
  number: number,
  options: Omit<Parameters<typeof makeForkPullRequest>[0], 'number'>,
) {
  const pr = makeFork(harness, { ...options, number });
  const result = await runTarget(harness, pr, { path: 'infra', 'on-service-error': 'warn' });
  return { result, reasons: reasonsOf(result.report) };
}

/** The attack ends error with `link` alone not judged, as a link to a folder. */
function expectFolderLinkCounts(
  { result, reasons }: Awaited<ReturnType<typeof attack>>,
  link = 'infra/modules/edge',
): void {
  expect(result.outputs.result).toBe('error');
  expect(reasons).toEqual({ [link]: 'link to a folder' });
}

describe('a base link out of path, and the fork changes what it leads to further on', () => {
  it('F1: through a base link outside path (platform/edge -> ../vendor/edge) to a changed module', async () => {
    const attacked = await attack(71, {
      base: { 'infra/main.tf': USES_EDGE, 'vendor/edge/main.tf': QUEUE },
      baseWith: (dir) => {
        link(dir, '../vendor/edge', 'platform/edge');
        link(dir, '../../platform/edge', 'infra/modules/edge');
      },
      head: { 'vendor/edge/main.tf': OPEN_SG },
    });
    expectFolderLinkCounts(attacked);
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('F2: the fork replaces the target folder by a link to a folder of its own', async () => {
    expectFolderLinkCounts(
      await attack(72, {
        base: { 'infra/main.tf': USES_EDGE, 'platform/edge/main.tf': QUEUE },
        baseWith: (dir) => link(dir, '../../platform/edge', 'infra/modules/edge'),
        head: { 'platform/edge/main.tf': null, 'evil/edge/main.tf': OPEN_SG },
        headWith: (dir) => link(dir, '../evil/edge', 'platform/edge'),
      }),
    );
  });

  it('F2: the fork retargets a base link on the way to a folder it already had', async () => {
    // `evil/edge` is in the base: only the link `platform/edge` changes, nothing behind the target.
    expectFolderLinkCounts(
      await attack(73, {
        base: {
          'infra/main.tf': USES_EDGE,
          'vendor/edge/main.tf': QUEUE,
          'evil/edge/main.tf': OPEN_SG,
        },
        baseWith: (dir) => {
          link(dir, '../vendor/edge', 'platform/edge');
          link(dir, '../../platform/edge', 'infra/modules/edge');
        },
        head: {},
        headWith: (dir) => link(dir, '../evil/edge', 'platform/edge'),
      }),
    );
  });

  it('F3: through a base link to the top of the repository (infra/repo -> ..)', async () => {
    expectFolderLinkCounts(
      await attack(74, {
        base: {
          'infra/main.tf': `${QUEUE}module "edge" {\n  source = "./repo/platform/edge"\n}\n`,
          'platform/edge/main.tf': QUEUE,
        },
        baseWith: (dir) => link(dir, '..', 'infra/repo'),
        head: { 'platform/edge/main.tf': OPEN_SG },
      }),
      'infra/repo',
    );
  });

  it("F4: into a submodule's subfolder, and the fork bumps the submodule", async () => {
    expectFolderLinkCounts(
      await attack(75, {
        base: { 'infra/main.tf': USES_EDGE },
        baseWith: (dir) => {
          gitlink(dir, '1'.repeat(40), 'vendor/sub');
          link(dir, '../../vendor/sub/modules/edge', 'infra/modules/edge');
        },
        head: {},
        headWith: (dir) => gitlink(dir, '2'.repeat(40), 'vendor/sub'),
      }),
    );
  });

  it('F6: a base link the fork sends through links that double at each step ends error, at once', async () => {
    const n = 30;
    const { result, reasons } = await attack(76, {
      base: { 'infra/main.tf': QUEUE, 'infra/v1/main.tf': QUEUE, 'README.md': 'x\n' },
      baseWith: (dir) => link(dir, 'v1', 'infra/current'),
      head: { 'infra/v1/main.tf': null, 'README.md': 'y\n' },
      headWith: (dir) => {
        link(dir, '.', 'infra/z/l0');
        for (let k = 1; k <= n; k++) link(dir, `l${k - 1}/l${k - 1}`, `infra/z/l${k}`);
        link(dir, `z/l${n}`, 'infra/v1');
      },
    });
    expect(result.outputs.result).toBe('error');
    expect(reasons['infra/current']).toBe('link out of the repository');
  });

  it('passes when the fork changes only what no link leads to', async () => {
    const { result, reasons } = await attack(77, {
      base: { 'infra/main.tf': USES_EDGE, 'vendor/edge/main.tf': QUEUE, 'docs/a.md': 'a\n' },
      baseWith: (dir) => {
        link(dir, '../vendor/edge', 'platform/edge');
        link(dir, '../../platform/edge', 'infra/modules/edge');
        link(dir, '..', 'docs/up');
      },
      head: { 'docs/a.md': 'b\n', 'vendor/edge-other/main.tf': OPEN_SG },
    });
    expect(reasons).toEqual({});
    expect(result.outputs.result).toBe('pass');
  });
});
