/**
 * The trees of a privileged run, against real git repositories: the pull request's commit and its
 * base are read from git objects while the workspace holds the base branch, which stays untouched.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import { defaultArtifactName } from '../../../../src/action/inputs.ts';
import type { ReadyPullRequest } from '../../../../src/action/pull-request/pull-request-run.ts';
import type { Git } from '../../../../src/engine/git/git.ts';
import {
  prepareBase,
  scannedCommitTree,
  type TreeSettings,
} from '../../../../src/engine/scan/trees/prepare-base.ts';
import { resolveChange } from '../../../../src/engine/change/resolve-change.ts';
import { changeRequestOf } from '../../../../src/action/pull-request/change-request.ts';
import { ACTION_KNOBS } from '../../../../src/action/knobs.ts';
import {
  GIT_ENV,
  git,
  makePullRequestRepository,
  type PullRequestRepository,
} from '../../../support/git-fixtures.ts';
import { treeSettings } from '../../../support/tree-settings.ts';

const BUCKET = `resource "aws_s3_bucket" "logs" {\n  acl = "public-read"\n}\n`;
const OPEN_SG = `resource "aws_security_group" "web" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n`;

let origin: PullRequestRepository;
let workspace: string;
const made: string[] = [];

beforeAll(() => {
  origin = makePullRequestRepository({
    base: (dir) => {
      fs.mkdirSync(path.join(dir, 'infra'));
      fs.mkdirSync(path.join(dir, 'gone'));
      fs.writeFileSync(path.join(dir, 'infra/main.tf'), BUCKET);
      fs.writeFileSync(path.join(dir, 'gone/old.tf'), BUCKET);
    },
    head: (dir) => {
      fs.writeFileSync(path.join(dir, 'infra/network.tf'), OPEN_SG);
      fs.rmSync(path.join(dir, 'gone'), { recursive: true });
    },
  });
  made.push(path.dirname(origin.url.replace('file://', '')));
  // The base branch, as actions/checkout leaves it under pull_request_target.
  workspace = origin.checkout(origin.baseSha);
  made.push(workspace);
});

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

type BaseSettings = TreeSettings & { readonly baseline: { readonly kind: 'auto' } };

/** The scanned tree of the privileged run's pull request: its commit, read from git objects. */
function pullRequestTree(settings: BaseSettings, git: Git, pr: ReadyPullRequest) {
  return scannedCommitTree(settings, { git }, pr.head);
}

/** The base of the privileged run's pull request, as the engine finds it from the change. */
function preparePullRequestBase(settings: BaseSettings, git: Git, pr: ReadyPullRequest) {
  const change = changeRequestOf(
    { eventName: 'pull_request_target', event: origin.event, pullRequestNumber: pr.number },
    pr,
  );
  const resolution = resolveChange({
    git,
    cwd: settings.scanRoot,
    baseline: settings.baseline,
    change,
    headSha: pr.head.sha,
    knobs: ACTION_KNOBS,
  });
  return prepareBase(settings, { git }, resolution);
}

function settingsFor(folder: string): BaseSettings {
  return { ...treeSettings(workspace, folder), baseline: { kind: 'auto' } };
}

function readyPullRequest(): ReadyPullRequest {
  return {
    status: 'ready',
    mode: 'pull_request_target',
    number: 7,
    headSha: origin.headSha,
    head: { sha: origin.headSha, label: 'pull request #7', source: 'head-ref' },
    base: { sha: origin.baseSha, label: 'main' },
    baseTip: origin.baseSha,
    notes: [],
  };
}

describe('the trees of a privileged run', () => {
  it('reads the pull request files from its commit, not from the workspace, which stays as it was', async () => {
    const gitCli = createGitCli({ env: GIT_ENV });
    const tree = pullRequestTree(settingsFor('.'), gitCli, readyPullRequest());
    expect(tree.label).toBe('pull request #7');
    expect(tree.baseName).toBe('infra-head');
    const discovery = await tree.discover();
    const paths = discovery?.files.map((f) => f.path).sort();
    expect(paths).toEqual(['infra/main.tf', 'infra/network.tf']);
    expect(fs.existsSync(path.join(workspace, 'infra/network.tf'))).toBe(false);
    const network = discovery?.files.find((f) => f.path === 'infra/network.tf');
    if (!network) throw new Error('infra/network.tf should be discovered');
    expect((await tree.reader.read(network)).toString('utf8')).toBe(OPEN_SG);
    expect(git(workspace, ['status', '--porcelain', '--ignored'])).toBe('');
    expect(git(workspace, ['rev-parse', 'HEAD'])).toBe(origin.baseSha);
  });

  it('lists the pull request files of a scanned subfolder (git run from inside it)', async () => {
    const gitCli = createGitCli({ env: GIT_ENV });
    const tree = pullRequestTree(settingsFor('infra'), gitCli, readyPullRequest());
    const paths = (await tree.discover())?.files.map((f) => f.path).sort();
    expect(paths).toEqual(['infra/main.tf', 'infra/network.tf']);
  });

  it('holds no file when the pull request removes the scanned folder (the base still has it)', async () => {
    const gitCli = createGitCli({ env: GIT_ENV });
    const settings = settingsFor('gone');
    const head = await pullRequestTree(settings, gitCli, readyPullRequest()).discover();
    expect(head?.files).toEqual([]);
    const base = await preparePullRequestBase(settings, gitCli, readyPullRequest());
    if (base.status !== 'ready') throw new Error(`the base should be ready: ${base.status}`);
    expect((await base.tree.discover())?.files.map((f) => f.path)).toEqual(['gone/old.tf']);
  });

  it('reads the base from its commit and names it as a push run of that commit', async () => {
    const gitCli = createGitCli({ env: GIT_ENV });
    const base = await preparePullRequestBase(settingsFor('infra'), gitCli, readyPullRequest());
    if (base.status !== 'ready') throw new Error(`the base should be ready: ${base.status}`);
    expect(base.sha).toBe(origin.baseSha);
    expect(base.label).toBe('main');
    expect(base.tree.baseName).toBe(defaultArtifactName('octo-org/infra', origin.baseSha, 'infra'));
    expect(base.tree.baseName).not.toBe(defaultArtifactName('octo-org/infra', origin.baseSha));
    const files = (await base.tree.discover())?.files.map((f) => f.path);
    expect(files).toEqual(['infra/main.tf']);
  });
});
