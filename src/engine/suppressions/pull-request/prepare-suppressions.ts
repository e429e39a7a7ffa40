/**
 * Decides, once per pull-request run, which suppressions apply and what the pull request changes
 * in them. In privileged modes and with `propose` the file is the base's, read from git; when the
 * base cannot be read, nothing the pull request could have written applies (fail closed). A
 * privileged run is always `propose`: its pull request cannot approve its own inline comments.
 */
import type { Git } from '../../git/git.ts';
import { describeError } from '../../../errors.ts';
import type { SuppressionFile } from '../format.ts';
import { createCommitLineReader } from '../../git/commit-line-reader.ts';
import { readSuppressionChangesAtTip } from './read-at-target-tip.ts';
import { readSuppressionChanges } from './read-suppression-changes.ts';
import type { ChangeSubject } from './render-suppression-changes.ts';
import type { PrSuppressionsMode, PullRequestSuppressions } from './settle-suppressions.ts';

export interface PrepareSuppressionsOptions {
  readonly git: Git;
  readonly workspace: string;
  /** The workspace's suppressions file, as the inputs read it. */
  readonly file: SuppressionFile;
  readonly mode: PrSuppressionsMode;
  /** `pull_request_target` or `workflow_run`: the workspace is the base, the scan a commit. */
  readonly privileged: boolean;
  readonly baseSha: string | undefined;
  /** The scanned commit (privileged) or the workspace's HEAD. */
  readonly headSha: string | undefined;
  /** What the change is called in what the reports say (the command line's: `this change`). */
  readonly subject?: ChangeSubject;
  /**
   * The target branch's tip, when `baseSha` is a merge base rather than it: the suppressions that
   * apply are read there; unknown, none applies (fail closed).
   */
  readonly tip?: { readonly sha: string } | { readonly unavailable: string };
}

export async function preparePullRequestSuppressions(
  options: PrepareSuppressionsOptions,
): Promise<PullRequestSuppressions> {
  const { git, workspace, file, privileged, baseSha, headSha } = options;
  // A privileged run's pull request is untrusted: what it adds is proposed, whatever was asked.
  const mode: PrSuppressionsMode = privileged ? 'propose' : options.mode;
  const fromBase = privileged || mode === 'propose';
  const readLines =
    privileged && headSha !== undefined
      ? createCommitLineReader({ git, workspace, sha: headSha })
      : undefined;
  const unknown = (why: string): PullRequestSuppressions => ({
    mode,
    file: fromBase ? { file: file.file, entries: [] } : file,
    entriesApplied: !fromBase,
    changes: {
      file: file.file,
      entries: [],
      inline: [],
      uncompared: [],
      problems: [
        `Which suppressions ${options.subject ?? 'this pull request'} adds could not be told (${why})${fromBase ? ': none of the suppressions file or of inline comments is applied' : ''}.`,
      ],
      baseUnknown: true,
    },
    changedLines: new Map(),
    readLines,
  });
  const { tip } = options;
  const tipUnknown =
    fromBase && tip !== undefined && 'unavailable' in tip
      ? `The target branch's tip, where the suppressions that apply are read, could not be had (${tip.unavailable}): none of the suppressions file or of inline comments is applied.`
      : undefined;
  if (baseSha === undefined || headSha === undefined) {
    // Applying the workspace's own: nothing to list without a base, and the gate is as asked.
    if (!fromBase) return { ...unknown(''), changes: { ...unknown('').changes, problems: [] } };
    return unknown('its base is unknown');
  }
  try {
    const spec = { git, workspace, baseSha, headSha, file: file.file };
    const read =
      fromBase && tip !== undefined && 'sha' in tip
        ? await readSuppressionChangesAtTip({ ...spec, tipSha: tip.sha })
        : await readSuppressionChanges(spec);
    if (tipUnknown !== undefined) {
      // What the change adds is still listed; nothing of the base applies (fail closed).
      const problems = [...read.changes.problems, tipUnknown];
      return { ...unknown(''), changes: { ...read.changes, problems, baseUnknown: true } };
    }
    return {
      mode,
      file: fromBase ? read.base : file,
      entriesApplied: !fromBase,
      changes: read.changes,
      changedLines: read.changedLines,
      readLines,
    };
  } catch (error) {
    return unknown(`reading them from git failed: ${describeError(error).split('\n')[0]}`);
  }
}
