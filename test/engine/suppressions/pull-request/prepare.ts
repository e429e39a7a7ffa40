/**
 * How a change's suppressions are settled, in the terms these tests were written in (a privileged
 * run or not, a mode, the base's tip and the head), through the engine's one entry point
 * (`prepareChangeSuppressions`), with the lines the scan would read: the scanned commit's text.
 */
import type { OrgFloors } from '../../../../src/engine/config/effective/org-floors.ts';
import { limitSuppressionExpiry } from '../../../../src/engine/config/effective/suppression-max-days.ts';
import type { Git } from '../../../../src/engine/git/git.ts';
import { readSuppressionChanges } from '../../../../src/engine/suppressions/pull-request/read-suppression-changes.ts';
import { commitText } from '../../../../src/engine/scan/trees/commit-tree.ts';
import type { SuppressionFile } from '../../../../src/engine/suppressions/format.ts';
import { prepareChangeSuppressions } from '../../../../src/engine/suppressions/pull-request/prepare-suppressions.ts';
import type { ChangeSubject } from '../../../../src/engine/suppressions/pull-request/render-suppression-changes.ts';
import type { PrSuppressionsMode } from '../../../../src/engine/suppressions/pull-request/settle-suppressions.ts';
import type { ReadLines } from '../../../../src/engine/suppressions/suppress.ts';
import type { ForkPullRequest } from '../../../support/fork-fixtures.ts';
import { recordingGit } from '../../../support/git-fixtures.ts';
import { SUPPRESSIONS_FILE } from '../../../support/suppression-changes.ts';

export interface PrepareOptions {
  readonly git: Git;
  readonly workspace: string;
  readonly file: SuppressionFile;
  readonly mode: PrSuppressionsMode;
  /** `pull_request_target` or `workflow_run`: the workspace is the base, the scan a commit. */
  readonly privileged: boolean;
  readonly baseSha: string | undefined;
  readonly headSha: string | undefined;
  readonly subject?: ChangeSubject;
  /** The organisation's floors (`suppression-max-days`). */
  readonly orgFloors?: OrgFloors;
}

export async function preparePullRequestSuppressions(options: PrepareOptions) {
  const { git, workspace, headSha } = options;
  const prepared = await prepareChangeSuppressions(
    {
      workspace,
      suppressions: options.file,
      prSuppressions: options.mode,
      ...(options.orgFloors && {
        limitSuppressions: (file: SuppressionFile) =>
          limitSuppressionExpiry(file, options.orgFloors, new Date()),
      }),
    },
    {
      git,
      change: {
        origin: options.privileged ? 'privileged event' : 'event',
        ...(options.subject !== 'this change' && { number: 7 }),
      },
      baseSha: options.baseSha,
      headSha,
    },
  );
  // The scanned tree's lines: on a privileged run, its commit's.
  const readLines: ReadLines | undefined =
    options.privileged && headSha !== undefined
      ? commitText({ git, workspace, sha: headSha }).lines
      : undefined;
  return { ...prepared, readLines };
}

/** The lines of a commit's files, as a scan of that commit reads them. */
export function createCommitLineReader(options: {
  readonly git: Git;
  readonly workspace: string;
  readonly sha: string;
}): ReadLines {
  return commitText(options).lines;
}

/** The base checkout of a privileged run, with the pull request's merge commit fetched. */
export async function privilegedCheckout(
  pr: ForkPullRequest,
): Promise<{ workspace: string; git: Git }> {
  const workspace = pr.checkoutBase({ full: true });
  const { git } = recordingGit();
  // The fork's head commit is not in the base checkout: bring it by id, as the resolution does.
  await git.run(['fetch', '-q', '--no-write-fetch-head', 'origin', pr.mergeSha!], {
    cwd: workspace,
  });
  return { workspace, git };
}

/** What `pr` changes in `.plerion-ignore.yml` and in inline comments, read from `workspace`. */
export function readChangesOf(pr: ForkPullRequest, git: Git, workspace: string) {
  return readSuppressionChanges({
    git,
    workspace,
    baseSha: pr.baseSha,
    headSha: pr.mergeSha!,
    file: SUPPRESSIONS_FILE,
  });
}

/** What `prepareFor` takes: the workspace's suppressions file is empty unless `file` is given. */
export type PrepareForOptions = Omit<PrepareOptions, 'baseSha' | 'headSha' | 'file'> & {
  readonly file?: SuppressionFile;
};

/** `preparePullRequestSuppressions` between `pr`'s base and its merge commit. */
export function prepareFor(pr: ForkPullRequest, options: PrepareForOptions) {
  return preparePullRequestSuppressions({
    file: { file: SUPPRESSIONS_FILE, entries: [] },
    ...options,
    baseSha: pr.baseSha,
    headSha: pr.mergeSha!,
  });
}

/**
 * `prepareFor` in `pr`'s base checkout (`privilegedCheckout`), with the checkout's git unless
 * `git` is given; the checkout comes back too, for what a test reads from it afterwards.
 */
export async function prepareInCheckout(
  pr: ForkPullRequest,
  options: Omit<PrepareForOptions, 'git' | 'workspace'> & { readonly git?: Git },
) {
  const checkout = await privilegedCheckout(pr);
  const prepared = await prepareFor(pr, { ...checkout, ...options });
  return { ...checkout, prepared };
}

/** What `preparePullRequestSuppressions` gives: the settlement and the lines the scan reads. */
export type Prepared = Awaited<ReturnType<typeof preparePullRequestSuppressions>>;
