/**
 * Real git repositories for the baseline tests: a bare `origin` holding a base branch, a pull
 * request branch and GitHub's merge commit under `refs/pull/7/merge`, and the clones the
 * runner would have. Global and system git config are ignored so the machine does not matter.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createGitCli, type Git } from '../../src/engine/git/git.ts';
import { importCommits } from './git-import.ts';

// Not test/helpers.ts: it pulls in the HTTP client, which these tests have no use for.
/** A fresh temporary folder. */
export function tempDir(prefix = 'iac-git-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function writeTree(root: string, files: Record<string, string>): void {
  for (const [relative, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), content);
  }
}

export const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

const CONFIG = [
  ['user.name', 't'],
  ['user.email', 't@t'],
  ['commit.gpgsign', 'false'],
  ['init.defaultBranch', 'main'],
  ['protocol.file.allow', 'always'],
].flatMap(([key, value]) => ['-c', `${key}=${value}`]);

/** Runs git in `cwd` and returns its trimmed output; throws when git fails. */
export function git(cwd: string, args: string[], input?: Buffer | string): string {
  return execFileSync('git', [...CONFIG, ...args], {
    cwd,
    env: GIT_ENV,
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
    .toString('utf8')
    .trim();
}

/** The real git port, recording every command it runs. */
export function recordingGit(): { git: Git; commands: string[][] } {
  const real = createGitCli({ env: GIT_ENV });
  const commands: string[][] = [];
  return {
    commands,
    git: {
      run: (args, options) => {
        commands.push([...args]);
        return real.run(args, options);
      },
    },
  };
}

/** The base branch when the pull request branched off it. */
export const BRANCH_POINT_FILES = {
  'README.md': 'readme\n',
  'infra/main.tf': 'resource "aws_s3_bucket" "logs" {}\n',
  'infra/app/pod.yaml': 'apiVersion: v1\r\nkind: Pod\r\nmetadata:\r\n  name: web\r\n',
} as const;
/** What the pull request changes. */
export const PULL_REQUEST_FILES = {
  'infra/main.tf': 'resource "aws_s3_bucket" "logs" {}\nresource "aws_s3_bucket" "data" {}\n',
  'infra/new.tf': 'resource "aws_sqs_queue" "q" {}\n',
} as const;
/** What the base branch gains after the pull request branched. */
export const LATER_BASE_FILES = { 'infra/later.tf': 'resource "aws_sns_topic" "t" {}\n' } as const;
/** Entries of every base commit that are never read: a link, a submodule, a non-UTF-8 name. */
export const NON_UTF8_NAME = Buffer.concat([
  Buffer.from('infra/caf'),
  Buffer.from([0xe9]),
  Buffer.from('.tf'),
]);

export interface PullRequestOrigin {
  readonly url: string;
  readonly branchPoint: string;
  /** The base branch's tip: `pull_request.base.sha`. */
  readonly baseSha: string;
  readonly headSha: string;
  readonly mergeSha: string;
}

function commitAll(repo: string, message: string): string {
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', message]);
  return git(repo, ['rev-parse', 'HEAD']);
}

/** Builds the bare origin of a pull request #7 whose base moved on after it branched. */
export function makePullRequestOrigin(): PullRequestOrigin {
  const root = tempDir('iac-git-');
  const author = path.join(root, 'author');
  const bare = path.join(root, 'origin.git');
  git(root, ['init', '-q', author]);
  writeTree(author, BRANCH_POINT_FILES);
  fs.symlinkSync('main.tf', path.join(author, 'infra/link.tf'));
  git(author, ['add', '-A']);
  const blob = git(author, ['hash-object', '-w', '--stdin'], 'resource "x" "y" {}\n');
  git(author, ['update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},infra/vendor`]);
  git(
    author,
    ['update-index', '--index-info'],
    Buffer.concat([Buffer.from(`100644 blob ${blob}\t`), NON_UTF8_NAME, Buffer.from('\n')]),
  );
  git(author, ['commit', '-q', '-m', 'base']);
  const branchPoint = git(author, ['rev-parse', 'HEAD']);

  git(author, ['checkout', '-q', '-b', 'pr']);
  writeTree(author, PULL_REQUEST_FILES);
  const headSha = commitAll(author, 'pull request');
  git(author, ['checkout', '-q', 'main']);
  writeTree(author, LATER_BASE_FILES);
  const baseSha = commitAll(author, 'base moves on');

  git(author, ['checkout', '-q', '--detach', baseSha]);
  git(author, ['merge', '-q', '--no-ff', '--no-edit', 'pr']);
  const mergeSha = git(author, ['rev-parse', 'HEAD']);

  git(root, ['init', '-q', '--bare', bare]);
  git(author, ['push', '-q', bare, 'main', 'pr', `${mergeSha}:refs/pull/7/merge`]);
  return { url: `file://${bare}`, branchPoint, baseSha, headSha, mergeSha };
}

/** What actions/checkout leaves by default (the merge commit alone) or with fetch-depth: 0. */
export function checkoutMergeCommit(
  origin: PullRequestOrigin,
  options: { fullHistory?: boolean } = {},
): string {
  const dir = tempDir('iac-merge-');
  git(dir, ['init', '-q']);
  git(dir, ['remote', 'add', 'origin', origin.url]);
  const pullRef = '+refs/pull/7/merge:refs/remotes/pull/7/merge';
  if (options.fullHistory) {
    git(dir, [
      'fetch',
      '-q',
      '--no-tags',
      'origin',
      '+refs/heads/*:refs/remotes/origin/*',
      pullRef,
    ]);
  } else {
    git(dir, ['fetch', '-q', '--no-tags', '--depth=1', 'origin', pullRef]);
  }
  git(dir, ['checkout', '-q', '--force', 'refs/remotes/pull/7/merge']);
  return dir;
}

/** A checkout of the pull request's head commit: every branch's history, or that commit alone. */
export function checkoutHead(origin: PullRequestOrigin, options: { depth?: number } = {}): string {
  const dir = tempDir('iac-head-');
  git(dir, ['init', '-q']);
  git(dir, ['remote', 'add', 'origin', origin.url]);
  if (options.depth === undefined) {
    git(dir, ['fetch', '-q', '--no-tags', 'origin', '+refs/heads/*:refs/remotes/origin/*']);
  } else {
    git(dir, ['fetch', '-q', '--no-tags', `--depth=${options.depth}`, 'origin', origin.headSha]);
  }
  git(dir, ['checkout', '-q', '--detach', origin.headSha]);
  return dir;
}

/** The event payload GitHub writes for pull request #7. */
export function pullRequestEvent(origin: PullRequestOrigin): Record<string, unknown> {
  return {
    number: 7,
    pull_request: {
      number: 7,
      base: { ref: 'main', sha: origin.baseSha },
      head: { ref: 'pr', sha: origin.headSha },
    },
  };
}

/** A repository with a pull request: its origin, its commits and the checkouts a runner has. */
export interface PullRequestRepository {
  readonly url: string;
  readonly baseSha: string;
  readonly headSha: string;
  /** The default actions/checkout: GitHub's merge commit alone, at depth 1, origin set. */
  checkoutMerge(): string;
  /** A checkout of `sha` with every branch's history (fetch-depth: 0). */
  checkout(sha: string): string;
  /** The pull_request event's payload. */
  readonly event: Record<string, unknown>;
}

/** What a side of a pull request holds: files (null deletes), or a callback on a work tree. */
export type PullRequestSide = Record<string, string | null> | ((dir: string) => void);

/**
 * Builds `main` with `base`, a branch `pr` with `head` applied on top, and GitHub's merge commit
 * at `refs/pull/<number>/merge`, pushed to a bare origin on disk. A callback writes into the
 * author's work tree (it may also delete files or run git); everything is committed. When both
 * sides are files, the commits are written straight into the origin (`git-import.ts`): the same
 * refs and trees for a fraction of the git processes.
 */
export function makePullRequestRepository(options: {
  base: PullRequestSide;
  head: PullRequestSide;
  number?: number;
}): PullRequestRepository {
  const number = options.number ?? 7;
  const { base, head } = options;
  if (typeof base === 'function' || typeof head === 'function') {
    const files = (side: PullRequestSide) => (dir: string) =>
      typeof side === 'function' ? side(dir) : writeFiles(dir, side);
    return buildPullRequestRepository({ number, base: files(base), head: files(head) });
  }
  const bare = path.join(tempDir('iac-pr-'), 'origin.git');
  git(path.dirname(bare), ['init', '-q', '--bare', bare]);
  const changes = Object.entries(head);
  const [baseSha, headSha] = importCommits(bare, [
    { ref: 'refs/heads/main', message: 'main', parents: [], files: Object.entries(base) },
    { ref: 'refs/heads/pr', message: 'pull request', parents: [0], files: changes },
    // GitHub's test merge: main has not moved, so its tree is the head's.
    {
      ref: `refs/pull/${number}/merge`,
      message: "Merge branch 'pr'",
      parents: [0, 1],
      files: changes,
    },
  ]) as [string, string];
  return pullRequestRepository({ number, url: `file://${bare}`, baseSha, headSha });
}

function buildPullRequestRepository(options: {
  base: (dir: string) => void;
  head: (dir: string) => void;
  number: number;
}): PullRequestRepository {
  const { number } = options;
  const root = tempDir('iac-pr-');
  const author = path.join(root, 'author');
  const bare = path.join(root, 'origin.git');
  git(root, ['init', '-q', author]);
  options.base(author);
  const baseSha = commitAll(author, 'main');
  git(author, ['checkout', '-q', '-b', 'pr']);
  options.head(author);
  const headSha = commitAll(author, 'pull request');
  // GitHub's test merge: main has not moved, so the merge's tree is the head's (one git process).
  const mergeSha = git(author, [
    'commit-tree',
    `${headSha}^{tree}`,
    ...['-p', baseSha, '-p', headSha, '-m', "Merge branch 'pr'"],
  ]);
  git(root, ['init', '-q', '--bare', bare]);
  git(author, ['push', '-q', bare, 'main', 'pr', `${mergeSha}:refs/pull/${number}/merge`]);
  return pullRequestRepository({ number, url: `file://${bare}`, baseSha, headSha });
}

/** The checkouts and event of pull request `number` whose origin is at `url`. */
function pullRequestRepository(options: {
  number: number;
  url: string;
  baseSha: string;
  headSha: string;
}): PullRequestRepository {
  const { number, url, baseSha, headSha } = options;
  const clone = (fetch: string[], target: string): string => {
    const dir = tempDir('iac-pr-ws-');
    git(dir, ['init', '-q']);
    git(dir, ['remote', 'add', 'origin', url]);
    git(dir, ['fetch', '-q', '--no-tags', ...fetch]);
    git(dir, ['checkout', '-q', '--force', '--detach', target]);
    return dir;
  };
  const pullRef = `refs/remotes/pull/${number}/merge`;
  const repo = { full_name: 'octo-org/infra' };
  return {
    url,
    baseSha,
    headSha,
    checkoutMerge: () =>
      clone(['--depth=1', 'origin', `+refs/pull/${number}/merge:${pullRef}`], pullRef),
    checkout: (sha) => clone(['origin', '+refs/heads/*:refs/remotes/origin/*'], sha),
    event: {
      pull_request: {
        number,
        base: { ref: 'main', sha: baseSha, repo },
        head: { ref: 'pr', sha: headSha, repo },
      },
    },
  };
}

/** Writes `files` under `dir` (a null content deletes the file). */
export function writeFiles(dir: string, files: Record<string, string | null>): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    if (content === null) fs.rmSync(target, { recursive: true, force: true, maxRetries: 5 });
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
  }
}

/** A nested repository at `where` in `dir` holding `files`, committed and added as a submodule. */
export function addSubmodule(dir: string, where: string, files: Record<string, string>): void {
  const sub = path.join(dir, where);
  fs.mkdirSync(sub, { recursive: true });
  git(sub, ['init', '-q']);
  writeTree(sub, files);
  git(sub, ['add', '-A']);
  git(sub, ['commit', '-q', '-m', 'edge']);
  git(dir, ['add', where]);
}
