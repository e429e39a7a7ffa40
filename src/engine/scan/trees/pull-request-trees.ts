/**
 * The trees of a privileged run (issue 21): the verified pull request's commit (GitHub's test
 * merge commit, or its head) and the base it is compared with, both read from git objects like
 * any commit. The workspace holds the base branch there: it is neither scanned nor touched, and
 * no blob of the pull request is written to disk.
 */
import { resolveBaseCommit } from '../../git/base-commit.ts';
import type { Git } from '../../git/git.ts';
import type { Discovery } from '../../discovery/discover.ts';
import { describeError } from '../../../errors.ts';
import { commitTree } from './commit-tree.ts';
import { readyBase, type BaseSettings, type PreparedBase } from './prepare-base.ts';
import type { Tree } from './tree.ts';

/** A commit read from git objects, and how to name it. */
export interface CommitTree {
  readonly sha: string;
  /** For humans: `pull request #7` or the base branch's name (untrusted text). */
  readonly label: string;
  readonly fromGit: true;
}

/**
 * What a scan needs of a verified pull request (the Action resolves it from a privileged event):
 * the commit scanned (GitHub's test merge commit, or the head) and the base it is compared with.
 */
export interface PullRequestCommits {
  readonly head: CommitTree;
  readonly base: CommitTree;
}

/** The pull request's tree; a scanned folder it does not have holds no IaC file. */
export function pullRequestTree(
  settings: BaseSettings,
  git: Git,
  pullRequest: PullRequestCommits,
): Tree {
  return scannedCommitTree(settings, git, pullRequest.head);
}

/**
 * The tree of a commit scanned instead of the workspace (a privileged run's pull request, or the
 * command line's `--commit`, what a pre-push hook pushes); a scanned folder it does not have
 * holds no IaC file.
 */
export function scannedCommitTree(settings: BaseSettings, git: Git, head: CommitTree): Tree {
  const tree = commitTree({
    git,
    sha: head.sha,
    label: head.label,
    baseName: settings.artifactBase,
    rules: {
      workspace: settings.workspace,
      scanRoot: settings.scanRoot,
      include: settings.include,
      exclude: settings.exclude,
    },
  });
  const none: Discovery = {
    files: [],
    skipped: new Map(),
    rejected: [],
    source: 'git',
    candidates: 0,
  };
  return { ...tree, discover: async () => (await tree.discover()) ?? none };
}

/**
 * The pull request's base (or the commit `baseline` names), read from git objects like any base
 * and named as a push run of it. The workspace's HEAD is the base branch here, never the change.
 */
export async function preparePullRequestBase(
  settings: BaseSettings,
  git: Git,
  pullRequest: PullRequestCommits,
): Promise<PreparedBase> {
  try {
    if (settings.baseline.kind !== 'ref') return readyBase(settings, git, pullRequest.base);
    const named = await resolveBaseCommit({
      git,
      cwd: settings.scanRoot,
      baseline: settings.baseline,
      eventName: settings.github.eventName,
      event: settings.github.event,
    });
    return named.status === 'found' ? readyBase(settings, git, named) : named;
  } catch (error) {
    return { status: 'unavailable', reason: describeError(error) };
  }
}
