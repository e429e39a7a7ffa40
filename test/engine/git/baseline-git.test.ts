import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBaseCommit, type EventBaseOptions } from './event-base.ts';
import {
  parseBaselineInput,
  type BaseCommit,
  type BaselineInput,
} from '../../../src/engine/git/base-commit.ts';
import { createBlobReader } from '../../../src/engine/git/blob-reader.ts';
import type { Git } from '../../../src/engine/git/git.ts';
import { folderExists, listBaseTree, locateFolder } from '../../../src/engine/git/git-tree.ts';
import {
  BRANCH_POINT_FILES,
  LATER_BASE_FILES,
  checkoutHead,
  checkoutMergeCommit,
  git,
  makePullRequestOrigin,
  pullRequestEvent,
  recordingGit,
  tempDir,
  type PullRequestOrigin,
} from '../../support/git-fixtures.ts';

const AUTO: BaselineInput = { kind: 'auto' };
const FETCH = ['fetch', '--no-tags', '--refmap=', '--depth=1', 'origin'];

let origin: PullRequestOrigin;
beforeAll(() => {
  origin = makePullRequestOrigin();
});

function under(files: Record<string, string>, folder: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).filter(([name]) => name.startsWith(`${folder}/`)),
  );
}

/** The base tree's regular files under `folder` with their contents, read through git objects. */
async function readBaseFiles(port: Git, cwd: string, sha: string, folder: string) {
  const tree = await listBaseTree(port, { cwd, sha, folder });
  const contents = await createBlobReader(port, cwd).read(tree.files);
  const files = Object.fromEntries(
    tree.files.map((file, i) => [file.path, contents[i]!.toString('utf8')]),
  );
  return { tree, files };
}

/** Resolves the base from `cwd` as the Action would: a pull request's automatic baseline unless told otherwise. */
function resolveIn(cwd: string, options: Partial<Omit<EventBaseOptions, 'cwd'>> = {}) {
  return resolveBaseCommit({
    git: recordingGit().git,
    baseline: AUTO,
    eventName: 'pull_request',
    event: pullRequestEvent(origin),
    ...options,
    cwd,
  });
}

/** Asks for named baselines from `cwd` on a run that has no pull request, recording the git commands. */
function askForRef(cwd: string, eventName: string) {
  const { git: port, commands } = recordingGit();
  const ask = (ref: string) =>
    resolveIn(cwd, { git: port, baseline: { kind: 'ref', ref }, eventName, event: {} });
  return { ask, port, commands };
}

function found(result: BaseCommit) {
  if (result.status !== 'found')
    throw new Error(`expected a base commit, got ${JSON.stringify(result)}`);
  return result;
}

describe('the base of a pull request', () => {
  it('after the default depth-1 checkout of the merge commit, fetches the base commit alone and reads the base branch', async () => {
    const clone = checkoutMergeCommit(origin);
    expect(() => git(clone, ['cat-file', '-e', `${origin.baseSha}^{commit}`])).toThrow();
    const { git: port, commands } = recordingGit();

    const base = found(await resolveIn(clone, { git: port }));

    expect(base).toEqual({
      status: 'found',
      sha: origin.baseSha,
      label: 'main',
      source: 'merge-commit-parent',
      fetched: true,
    });
    expect(commands.filter((args) => args[0] === 'fetch')).toEqual([[...FETCH, origin.baseSha]]);
    const { tree, files } = await readBaseFiles(port, clone, base.sha, 'infra');
    expect(tree.exists).toBe(true);
    expect(files).toEqual(under({ ...BRANCH_POINT_FILES, ...LATER_BASE_FILES }, 'infra'));
    // The workspace is still the merge commit, untouched.
    expect(git(clone, ['rev-parse', 'HEAD'])).toBe(origin.mergeSha);
    expect(git(clone, ['status', '--porcelain'])).toBe('');
    expect(fs.readFileSync(path.join(clone, 'infra/new.tf'), 'utf8')).toContain('aws_sqs_queue');
  });

  it('with fetch-depth: 0 on the merge commit, takes its first parent from the history without fetching', async () => {
    const clone = checkoutMergeCommit(origin, { fullHistory: true });
    const { git: port, commands } = recordingGit();

    const base = await resolveIn(clone, { git: port });

    expect(base).toEqual({
      status: 'found',
      sha: origin.baseSha,
      label: 'main',
      source: 'merge-commit-parent',
      fetched: false,
    });
    expect(commands.some((args) => args[0] === 'fetch')).toBe(false);
  });

  it('with fetch-depth: 0 and the head checked out, fetches nothing and uses the merge base', async () => {
    const clone = checkoutHead(origin);
    const { git: port, commands } = recordingGit();

    const base = found(await resolveIn(path.join(clone, 'infra'), { git: port }));

    expect(base).toMatchObject({
      sha: origin.branchPoint,
      label: 'main',
      source: 'merge-base',
      fetched: false,
    });
    expect(commands.some((args) => args[0] === 'fetch')).toBe(false);
    const { files } = await readBaseFiles(port, clone, base.sha, 'infra');
    expect(files).toEqual(under(BRANCH_POINT_FILES, 'infra'));
    expect(files['infra/later.tf']).toBeUndefined();
  });

  it('with only the head commit at hand, fetches the base and compares with the base commit itself', async () => {
    const clone = checkoutHead(origin, { depth: 1 });
    const { git: port, commands } = recordingGit();

    const base = await resolveIn(clone, { git: port, eventName: 'pull_request_target' });

    expect(base).toMatchObject({
      status: 'found',
      sha: origin.baseSha,
      source: 'pull-request-base',
      fetched: true,
    });
    expect(commands.filter((args) => args[0] === 'fetch')).toEqual([[...FETCH, origin.baseSha]]);
  });

  it('when origin cannot give the base, says why and what to change on actions/checkout', async () => {
    const clone = checkoutMergeCommit(origin);
    git(clone, ['remote', 'remove', 'origin']);

    const base = await resolveIn(clone);

    expect(base.status).toBe('unavailable');
    const reason = base.status === 'unavailable' ? base.reason : '';
    expect(reason).toContain(origin.baseSha.slice(0, 7));
    expect(reason).toContain('persist-credentials: true');
    expect(reason).toContain('fetch-depth: 0');
  });

  it('outside a git checkout, says to check the repository out', async () => {
    const base = await resolveIn(tempDir());
    expect(base).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('actions/checkout'),
    });
  });
});

describe('a baseline named in the input', () => {
  it('resolves origin/main and a short sha from the local history on a push, without fetching', async () => {
    const clone = checkoutHead(origin);
    const { ask, commands } = askForRef(clone, 'push');

    expect(await ask('origin/main')).toEqual({
      status: 'found',
      sha: origin.baseSha,
      label: 'origin/main',
      source: 'ref',
      fetched: false,
    });
    expect(await ask(origin.branchPoint.slice(0, 8))).toMatchObject({
      sha: origin.branchPoint,
      label: origin.branchPoint.slice(0, 8),
    });
    expect(commands.some((args) => args[0] === 'fetch')).toBe(false);
  });

  it('fetches a ref or a full sha from origin at depth 1 when the checkout lacks it', async () => {
    const clone = checkoutMergeCommit(origin);
    const { ask, port, commands } = askForRef(clone, 'schedule');

    expect(await ask('origin/main')).toMatchObject({
      status: 'found',
      sha: origin.baseSha,
      fetched: true,
    });
    expect(await ask(origin.branchPoint)).toMatchObject({
      status: 'found',
      sha: origin.branchPoint,
      fetched: true,
    });
    expect(commands.filter((args) => args[0] === 'fetch')).toEqual([
      [...FETCH, 'main'],
      [...FETCH, origin.branchPoint],
    ]);
    const { files } = await readBaseFiles(port, clone, origin.branchPoint, 'infra');
    expect(files).toEqual(under(BRANCH_POINT_FILES, 'infra'));
  });

  it('on a full clone, takes origin/<branch> from the history and fetches without ever making the clone shallow', async () => {
    const clone = checkoutHead(origin);
    const refsBefore = git(clone, ['for-each-ref']);
    const { ask, commands } = askForRef(clone, 'schedule');
    expect(await ask('main')).toMatchObject({ sha: origin.baseSha, fetched: false });
    expect(commands.some((args) => args[0] === 'fetch')).toBe(false);
    // A ref the clone lacks is fetched whole (no --depth) into FETCH_HEAD alone.
    expect(await ask('refs/pull/7/merge')).toMatchObject({ sha: origin.mergeSha, fetched: true });
    expect(commands.filter((args) => args[0] === 'fetch')).toEqual([
      ['fetch', '--no-tags', '--refmap=', 'origin', 'refs/pull/7/merge'],
    ]);
    expect(fs.existsSync(path.join(clone, '.git', 'shallow'))).toBe(false);
    expect(git(clone, ['rev-parse', '--is-shallow-repository'])).toBe('false');
    expect(git(clone, ['for-each-ref'])).toBe(refsBefore);
    expect(git(clone, ['rev-list', '--count', 'refs/remotes/origin/main'])).toBe('2');
  });

  it('names what to change when origin does not have it', async () => {
    const clone = checkoutMergeCommit(origin);
    const base = await resolveIn(clone, {
      baseline: { kind: 'ref', ref: 'origin/no-such-branch' },
      eventName: 'push',
      event: {},
    });
    expect(base).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('Set baseline to a branch, tag or full commit sha'),
    });
  });

  it('none means no baseline, and auto means none outside pull requests, without running git', async () => {
    const { git: port, commands } = recordingGit();
    const cwd = tempDir();
    const none = await resolveIn(cwd, { git: port, baseline: { kind: 'none' } });
    const onPush = await resolveIn(cwd, { git: port, eventName: 'push', event: {} });
    expect([none, onPush]).toEqual([{ status: 'none' }, { status: 'none' }]);
    expect(commands).toEqual([]);
  });

  it('reads the input, refusing what git would take as an option or a refspec', () => {
    expect(parseBaselineInput('')).toEqual({ kind: 'auto' });
    expect(parseBaselineInput(' None ')).toEqual({ kind: 'none' });
    expect(parseBaselineInput('origin/main')).toEqual({ kind: 'ref', ref: 'origin/main' });
    expect(parseBaselineInput('v1.2.0')).toEqual({ kind: 'ref', ref: 'v1.2.0' });
    for (const bad of ['--upload-pack=touch x', 'main:main', '+main', 'a..b', 'a b']) {
      expect(parseBaselineInput(bad)).toMatchObject({ kind: 'invalid' });
    }
  });
});

describe('the base tree', () => {
  it('skips links and submodules without reading them, and reports a name that is not UTF-8 as the workspace listing shows it', async () => {
    const tree = await listBaseTree(recordingGit().git, {
      cwd: checkoutHead(origin),
      sha: origin.branchPoint,
      folder: 'infra',
    });
    const skipped = [...tree.skipped].sort((a, b) => a.path.localeCompare(b.path));
    expect(skipped).toEqual([
      { path: 'infra/caf\\xe9.tf', reason: 'name is not valid UTF-8' },
      { path: 'infra/link.tf', reason: 'symlink' },
      { path: 'infra/vendor', reason: 'submodule' },
    ]);
    expect(tree.files.map((file) => file.path).sort()).toEqual([
      'infra/app/pod.yaml',
      'infra/main.tf',
    ]);
    expect(tree.files.find((file) => file.path === 'infra/main.tf')).toMatchObject({
      mode: '100644',
      size: Buffer.byteLength(BRANCH_POINT_FILES['infra/main.tf']),
      objectId: git(origin.url.slice('file://'.length), [
        'rev-parse',
        `${origin.branchPoint}:infra/main.tf`,
      ]),
    });
  });

  it('knows when the scanned folder is missing from the base, or is a file there', async () => {
    const { git: port } = recordingGit();
    const cwd = checkoutHead(origin);
    const exists = (folder: string) => folderExists(port, { cwd, sha: origin.branchPoint, folder });
    expect(await exists('infra')).toBe(true);
    expect(await exists('')).toBe(true);
    expect(await exists('infra/app')).toBe(true);
    expect(await exists('services')).toBe(false);
    expect(await exists('README.md')).toBe(false);
    expect(await listBaseTree(port, { cwd, sha: origin.branchPoint, folder: 'services' })).toEqual({
      exists: false,
      files: [],
      skipped: [],
    });
  });

  it('lists from the repository root when the scanned folder is the root', async () => {
    const tree = await listBaseTree(recordingGit().git, {
      cwd: checkoutHead(origin),
      sha: origin.branchPoint,
      folder: '',
    });
    expect(tree.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'infra/app/pod.yaml',
      'infra/main.tf',
    ]);
  });

  it('locates the scanned folder in its repository, whatever the workspace', async () => {
    const clone = checkoutHead(origin);
    const { git: port } = recordingGit();
    expect(await locateFolder(port, path.join(clone, 'infra', 'app'))).toEqual({
      root: fs.realpathSync(clone),
      folder: 'infra/app',
    });
    expect(await locateFolder(port, clone)).toEqual({ root: fs.realpathSync(clone), folder: '' });
    expect(await locateFolder(port, tempDir())).toBeUndefined();
  });

  it('reads many blobs with one git process, byte for byte (CRLF kept), and heads as short copies', async () => {
    const clone = checkoutHead(origin);
    const { git: port, commands } = recordingGit();
    const tree = await listBaseTree(port, { cwd: clone, sha: origin.headSha, folder: '' });
    const reader = createBlobReader(port, clone);
    commands.length = 0;

    const contents = await reader.read([...tree.files, ...tree.files]);
    const heads = await reader.readHeads(tree.files, 10);

    expect(commands).toEqual([
      ['cat-file', '--batch'],
      ['cat-file', '--batch'],
    ]);
    tree.files.forEach((file, i) => {
      expect(contents[i]!.equals(fs.readFileSync(path.join(clone, file.path)))).toBe(true);
      expect(contents[i + tree.files.length]!.equals(contents[i]!)).toBe(true);
      expect(heads[i]!.equals(contents[i]!.subarray(0, 10))).toBe(true);
    });
    expect(contents.map(String)).toContain(BRANCH_POINT_FILES['infra/app/pod.yaml']);
  });

  it('splits reads into batches by size and says which blob it could not read', async () => {
    const clone = checkoutHead(origin);
    const { git: port, commands } = recordingGit();
    const tree = await listBaseTree(port, { cwd: clone, sha: origin.headSha, folder: 'infra' });
    commands.length = 0;

    await createBlobReader(port, clone, { maxBatchBytes: 1 }).read(tree.files);
    expect(commands).toHaveLength(tree.files.length);

    const missing = 'f'.repeat(40);
    await expect(
      createBlobReader(port, clone).read([{ objectId: missing, size: 1 }]),
    ).rejects.toThrow(`could not read blob ${missing}`);
  });
});
