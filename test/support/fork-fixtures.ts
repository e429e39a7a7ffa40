/**
 * Real git repositories for pull requests from forks: a bare `origin` holding `main`, the pull
 * request's `refs/pull/<n>/head` and (unless it conflicts) GitHub's test merge commit at
 * `refs/pull/<n>/merge`, like GitHub's own; and the checkout actions/checkout leaves under
 * `pull_request_target` (the base branch at depth 1, origin set). Every folder lives under one
 * parent this module creates; `cleanup()` removes it.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll } from 'vitest';
import type { FakePullRequest } from './fake-github.ts';
import { git, writeFiles } from './git-fixtures.ts';
import { importCommits } from './git-import.ts';

export interface ForkPullRequest {
  readonly root: string;
  readonly url: string;
  readonly number: number;
  readonly baseSha: string;
  headSha: string;
  /** Undefined when the pull request conflicts with its base. */
  mergeSha: string | undefined;
  /** actions/checkout under pull_request_target: `main` at depth 1 (or full), origin set. */
  checkoutBase(options?: { full?: boolean }): string;
  /** The fork pushes again: a new head commit, and GitHub updates both pull refs. */
  pushAgain(files: Record<string, string | null>): string;
  /** The pull_request_target event's payload for the head the pull request had when built. */
  targetEvent(): Record<string, unknown>;
  /**
   * actions/checkout on `pull_request`: GitHub's merge commit alone at depth 1 (with `full`, its
   * history too).
   */
  checkoutMerge(options?: { full?: boolean }): string;
  /** The `pull_request` event's payload, as if the head were a branch of the base repository. */
  sameRepositoryEvent(): Record<string, unknown>;
  cleanup(): void;
}

export const BASE_REPOSITORY = 'octo-org/infra';
export const FORK_OWNER = 'outsider';

function commitAll(repo: string, message: string): string {
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '--allow-empty', '-m', message]);
  return git(repo, ['rev-parse', 'HEAD']);
}

/**
 * Builds pull request `number` from a fork: `base` writes main's files, `head` the fork's change
 * on top of it. With `conflict`, main moves on in a way that conflicts, and there is no merge ref.
 */
export function makeForkPullRequest(options: {
  base: Record<string, string | null>;
  head: Record<string, string | null>;
  number?: number;
  conflict?: Record<string, string | null>;
  /** Changes files cannot express (links, odd names), made in the fork's work tree after `head`. */
  headWith?: (dir: string) => void;
  /** The same for main, made after `base`. */
  baseWith?: (dir: string) => void;
}): ForkPullRequest {
  if (!options.conflict && !options.headWith && !options.baseWith)
    return importForkPullRequest({ ...options, number: options.number ?? 12 });
  const number = options.number ?? 12;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-fork-'));
  const author = path.join(root, 'author');
  const bare = path.join(root, 'origin.git');
  git(root, ['init', '-q', author]);
  writeFiles(author, options.base);
  options.baseWith?.(author);
  let baseSha = commitAll(author, 'main');
  git(author, ['checkout', '-q', '-b', 'fork']);
  writeFiles(author, options.head);
  options.headWith?.(author);
  let headSha = commitAll(author, 'fork change');
  git(author, ['checkout', '-q', 'main']);
  if (options.conflict) {
    writeFiles(author, options.conflict);
    baseSha = commitAll(author, 'main moves on');
  }
  git(root, ['init', '-q', '--bare', bare]);
  git(author, ['push', '-q', bare, 'main', `fork:refs/pull/${number}/head`]);
  const makeMerge = (): string | undefined => {
    git(author, ['checkout', '-q', '--detach', baseSha]);
    try {
      git(author, ['merge', '-q', '--no-ff', '--no-edit', 'fork']);
    } catch {
      git(author, ['merge', '--abort']);
      git(author, ['checkout', '-q', 'main']);
      return undefined;
    }
    const sha = git(author, ['rev-parse', 'HEAD']);
    git(author, ['push', '-q', '--force', bare, `${sha}:refs/pull/${number}/merge`]);
    git(author, ['checkout', '-q', 'main']);
    return sha;
  };
  let workspaces = 0;
  const pr: ForkPullRequest = {
    root,
    url: `file://${bare}`,
    number,
    baseSha,
    headSha,
    mergeSha: makeMerge(),
    checkoutBase: ({ full = false } = {}) => checkoutBase(root, bare, ++workspaces, full),
    pushAgain: (files) => {
      git(author, ['checkout', '-q', 'fork']);
      writeFiles(author, files);
      headSha = commitAll(author, 'fork pushes again');
      pr.headSha = headSha;
      git(author, ['push', '-q', '--force', bare, `fork:refs/pull/${number}/head`]);
      git(author, ['checkout', '-q', 'main']);
      pr.mergeSha = makeMerge();
      return headSha;
    },
    targetEvent: () => targetEvent(number, baseSha, headSha),
    checkoutMerge: ({ full = false } = {}) =>
      checkoutMerge(checkoutBase(root, bare, ++workspaces, full), number, full),
    sameRepositoryEvent: () => sameRepository(targetEvent(number, baseSha, headSha)),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 }),
  };
  return pr;
}

/**
 * The same pull request when its files are plain text (no conflict, no changes made by hand): its
 * commits written straight into the bare origin by one `git fast-import`, no author work tree.
 */
function importForkPullRequest(options: {
  base: Record<string, string | null>;
  head: Record<string, string | null>;
  number: number;
}): ForkPullRequest {
  const { number } = options;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-fork-'));
  const bare = path.join(root, 'origin.git');
  git(root, ['init', '-q', '--bare', bare]);
  const headFiles = Object.entries(options.head);
  const [baseSha, firstHead, firstMerge] = importCommits(bare, [
    { ref: 'refs/heads/main', message: 'main', parents: [], files: Object.entries(options.base) },
    { ref: `refs/pull/${number}/head`, message: 'fork change', parents: [0], files: headFiles },
    // GitHub's test merge: main has not moved, so its tree is the head's.
    { ref: `refs/pull/${number}/merge`, message: 'merge', parents: [0, 1], files: headFiles },
  ]) as [string, string, string];
  let workspaces = 0;
  let changes = headFiles;
  const pr: ForkPullRequest = {
    root,
    url: `file://${bare}`,
    number,
    baseSha,
    headSha: firstHead,
    mergeSha: firstMerge,
    checkoutBase: ({ full = false } = {}) => checkoutBase(root, bare, ++workspaces, full),
    pushAgain: (files) => {
      const pushed = Object.entries(files);
      changes = [...changes, ...pushed];
      const [head, merge] = importCommits(bare, [
        {
          ref: `refs/pull/${number}/head`,
          message: 'fork pushes again',
          parents: [pr.headSha],
          files: pushed,
        },
        {
          ref: `refs/pull/${number}/merge`,
          message: 'merge',
          parents: [baseSha, 0],
          files: changes,
        },
      ]) as [string, string];
      pr.headSha = head;
      pr.mergeSha = merge;
      return head;
    },
    targetEvent: () => targetEvent(number, baseSha, pr.headSha),
    checkoutMerge: ({ full = false } = {}) =>
      checkoutMerge(checkoutBase(root, bare, ++workspaces, full), number, full),
    sameRepositoryEvent: () => sameRepository(targetEvent(number, baseSha, pr.headSha)),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 }),
  };
  return pr;
}

/** actions/checkout under pull_request_target: `main` at depth 1 (or full), origin set. */
function checkoutBase(root: string, bare: string, n: number, full: boolean): string {
  const dir = path.join(root, `workspace-${n}`);
  git(root, ['init', '-q', dir]);
  git(dir, ['remote', 'add', 'origin', `file://${bare}`]);
  const depth = full ? [] : ['--depth=1'];
  git(dir, [
    'fetch',
    '-q',
    '--no-tags',
    ...depth,
    'origin',
    '+refs/heads/main:refs/remotes/origin/main',
  ]);
  git(dir, ['checkout', '-q', '--force', '-B', 'main', 'refs/remotes/origin/main']);
  return dir;
}

/** Moves `workspace` to GitHub's merge commit of pull request `number`. */
function checkoutMerge(workspace: string, number: number, full: boolean): string {
  const depth = full ? [] : ['--depth=1'];
  const ref = 'refs/remotes/pull/merge';
  git(workspace, ['fetch', '-q', ...depth, 'origin', `+refs/pull/${number}/merge:${ref}`]);
  git(workspace, ['checkout', '-q', '--detach', ref]);
  return workspace;
}

function sameRepository(event: Record<string, unknown>): Record<string, unknown> {
  const head = (event.pull_request as { head: { repo: { full_name: string } } }).head;
  head.repo.full_name = BASE_REPOSITORY;
  return event;
}

function targetEvent(number: number, baseSha: string, headSha: string): Record<string, unknown> {
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      state: 'open',
      base: { ref: 'main', sha: baseSha, repo: { full_name: BASE_REPOSITORY } },
      head: { ref: 'patch-1', sha: headSha, repo: { full_name: `${FORK_OWNER}/infra` } },
    },
  };
}

/**
 * `makeForkPullRequest` for one test file: every pull request it makes is removed after the file's
 * tests, so that a test names only what its pull request holds.
 */
export function useForkPullRequests(): typeof makeForkPullRequest {
  const made: ForkPullRequest[] = [];
  afterAll(() => {
    for (const pr of made) pr.cleanup();
  });
  return (options) => {
    const pr = makeForkPullRequest(options);
    made.push(pr);
    return pr;
  };
}

/** `pr` as GitHub's API lists it: open, from the fork's `patch-1` into `main`. */
export function listedPullRequest(
  pr: ForkPullRequest,
  changes: Partial<FakePullRequest> = {},
): FakePullRequest {
  return {
    number: pr.number,
    state: 'open',
    head: { sha: pr.headSha, ref: 'patch-1', label: `${FORK_OWNER}:patch-1` },
    base: { sha: pr.baseSha, ref: 'main', repo: { full_name: BASE_REPOSITORY } },
    ...changes,
  };
}

/**
 * The `workflow_run` payload GitHub sends when `pr`'s `pull_request` workflow completes: the
 * fork's `patch-1`, and no pull request listed (GitHub lists none for a fork's).
 */
export function workflowRunPayload(
  pr: Pick<ForkPullRequest, 'headSha'>,
  changes: Record<string, unknown> = {},
) {
  return {
    action: 'completed',
    workflow_run: {
      event: 'pull_request',
      head_sha: pr.headSha,
      head_branch: 'patch-1',
      head_repository: { owner: { login: FORK_OWNER } },
      pull_requests: [],
      ...changes,
    },
  };
}

/**
 * GitHub's merge commit of `pr` alone at depth 1 in a new workspace `name` (no branch, no
 * remote-tracking ref), as actions/checkout leaves it on events whose ref is that commit
 * (`merge_group`, `pull_request_review`).
 */
export function checkoutMergeCommitAlone(pr: ForkPullRequest, name: string): string {
  const workspace = path.join(pr.root, name);
  git(pr.root, ['init', '-q', workspace]);
  git(workspace, ['remote', 'add', 'origin', pr.url]);
  git(workspace, [
    'fetch',
    '-q',
    '--no-tags',
    '--depth=1',
    'origin',
    `refs/pull/${pr.number}/merge`,
  ]);
  git(workspace, ['checkout', '-q', '--detach', pr.mergeSha!]);
  return workspace;
}
