/**
 * Which commits bound what a pull request changes, for the unjudged rule: on a privileged event
 * the verified pull request's base and scanned commit (its merge commit or its head); on
 * `pull_request` (its review events too) and `merge_group` the tree it merges into (the merge
 * commit's first parent, or the merge base) and the workspace's HEAD, found as `baseline: auto`
 * finds them whatever `baseline` says. The command line's change request (`changeRequest`) is bounded by the baseline's commit (the merge
 * base with HEAD when history has it, so what the target branch did since is not the change's)
 * and HEAD (or the commit scanned instead of the work tree). Anything else is no pull request.
 * Never throws: a base that cannot be had is a reason.
 */
import { describeError } from '../../errors.ts';
import { readChangeEvent } from '../../github-context.ts';
import { resolveBaseCommit } from '../git/base-commit.ts';
import type { Git } from '../git/git.ts';
import { findMergeBase, resolveLocalCommit } from '../git/history.ts';
import type { Settings } from '../settings.ts';
import type { PullRequestCommits } from '../scan/trees/pull-request-trees.ts';
import type { ChangeRange } from './find-unjudged.ts';

/** The settings the range is found with. */
export type RangeSettings = Pick<Settings, 'scanRoot' | 'baseline' | 'changeRequest'> & {
  readonly github: Pick<Settings['github'], 'eventName' | 'event'>;
};

export async function resolveChangeRange(
  settings: RangeSettings,
  git: Git,
  pullRequest: PullRequestCommits | undefined,
  /** The commit scanned instead of the workspace (the command line's `--commit`); else HEAD. */
  scannedCommit?: string,
): Promise<ChangeRange> {
  if (pullRequest)
    return { kind: 'pull request', baseSha: pullRequest.base.sha, headSha: pullRequest.head.sha };
  if (settings.changeRequest) return changeRequestRange(settings, git, scannedCommit ?? 'HEAD');
  const { eventName, event } = settings.github;
  if (readChangeEvent(eventName, event) === undefined) return { kind: 'tree' };
  try {
    const base = await resolveBaseCommit({
      git,
      cwd: settings.scanRoot,
      baseline: { kind: 'auto' },
      eventName,
      event,
    });
    if (base.status !== 'found')
      return {
        kind: 'pull request',
        unavailable:
          base.status === 'unavailable' ? base.reason : 'the pull request has no base commit',
      };
    const head = await resolveLocalCommit(git, settings.scanRoot, 'HEAD');
    if (head === undefined)
      return { kind: 'pull request', unavailable: 'the workspace has no commit checked out' };
    return { kind: 'pull request', baseSha: base.sha, headSha: head };
  } catch (error) {
    return { kind: 'pull request', unavailable: describeError(error) };
  }
}

/**
 * The command line's change request: from the baseline's commit (or its merge base) to HEAD, or
 * to the commit scanned (`--commit`).
 */
async function changeRequestRange(
  settings: RangeSettings,
  git: Git,
  scanned: string,
): Promise<ChangeRange> {
  const { unavailable } = settings.changeRequest ?? {};
  if (unavailable !== undefined) return { kind: 'pull request', unavailable };
  try {
    const cwd = settings.scanRoot;
    const base = await resolveBaseCommit({
      git,
      cwd,
      baseline: settings.baseline,
      eventName: '',
      event: {},
    });
    if (base.status !== 'found')
      return {
        kind: 'pull request',
        unavailable: base.status === 'unavailable' ? base.reason : 'the change has no base commit',
      };
    const head = await resolveLocalCommit(git, cwd, scanned);
    if (head === undefined)
      return {
        kind: 'pull request',
        unavailable:
          scanned === 'HEAD'
            ? 'the workspace has no commit checked out'
            : `the repository has no commit ${scanned}`,
      };
    const from = (await findMergeBase(git, cwd, base.sha, head)) ?? base.sha;
    return { kind: 'pull request', baseSha: from, headSha: head };
  } catch (error) {
    return { kind: 'pull request', unavailable: describeError(error) };
  }
}
