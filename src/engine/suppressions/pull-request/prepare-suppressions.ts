/**
 * Decides, once per run on a change request, which suppressions apply and what the change does
 * to them. With `propose` (always, for a change judged where the job holds secrets) the file is
 * the base's, read from git at the base's tip; when the base cannot be read, nothing the change
 * could have written applies (fail closed). When the base given is a merge base (GitLab's), what
 * the change edits is read against it and what applies at the target branch's `tip`
 * (`read-at-target-tip.ts`); a tip that cannot be had applies none of the base's. The change's own comments are read from the bytes the
 * scan read (`headText`: the work tree's, smudged by Git LFS or a checkout filter), never only from
 * its commit's blobs.
 */
import type { Git } from '../../git/git.ts';
import { describeError } from '../../../errors.ts';
import type { LimitSuppressions, SuppressionFile } from '../format.ts';
import { readSuppressionChangesAtTip } from './read-at-target-tip.ts';
import { readSuppressionChanges, type ReadHeadText } from './read-suppression-changes.ts';
import type { ChangeSubject } from './render-suppression-changes.ts';
import type { PrSuppressionsMode, PullRequestSuppressions } from './settle-suppressions.ts';

/** What the change under review is to the suppressions: its number, and whether it is trusted. */
export interface SuppressedChange {
  /** A change judged where the job holds secrets: what it adds is proposed, whatever was asked. */
  readonly origin: string;
  readonly number?: number;
}

/** The settings the change's suppressions are settled with. */
export interface ChangeSuppressionSettings {
  readonly workspace: string;
  /** The workspace's suppressions file, as the adapter read it. */
  readonly suppressions: SuppressionFile;
  readonly prSuppressions: PrSuppressionsMode;
  /** The organisation's `suppression-max-days`: it limits the base's file too. */
  readonly limitSuppressions?: LimitSuppressions | undefined;
}

export interface PrepareSuppressionsOptions {
  readonly git: Git;
  readonly change: SuppressedChange;
  /** The base branch's tip (or the merge base, with `tip`); undefined when it could not be had. */
  readonly baseSha: string | undefined;
  /** The scanned commit, or the work tree's HEAD. */
  readonly headSha: string | undefined;
  /** The text the scan read, when it is not the head commit's blobs (the work tree). */
  readonly headText?: { readonly source: 'work tree' | 'git'; readonly read: ReadHeadText };
  /**
   * The target branch's tip, when `baseSha` is a merge base rather than it: the suppressions that
   * apply are read there; unknown, none applies (fail closed).
   */
  readonly tip?: { readonly sha: string } | { readonly unavailable: string };
}

export async function prepareChangeSuppressions(
  settings: ChangeSuppressionSettings,
  options: PrepareSuppressionsOptions,
): Promise<PullRequestSuppressions> {
  const { git, change, baseSha, headSha } = options;
  const { workspace, suppressions: file } = settings;
  // A change judged where the job holds secrets is untrusted: what it adds is proposed.
  const mode: PrSuppressionsMode =
    change.origin === 'privileged event' ? 'propose' : settings.prSuppressions;
  const subject: ChangeSubject = change.number === undefined ? 'this change' : 'this pull request';
  const fromBase = mode === 'propose';
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
        `Which suppressions ${subject} adds could not be told (${why})${fromBase ? ': none of the suppressions file or of inline comments is applied' : ''}.`,
      ],
      baseUnknown: true,
    },
    changedLines: new Map(),
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
    const { headText } = options;
    const spec = {
      git,
      workspace,
      baseSha,
      headSha,
      file: file.file,
      ...(headText?.source === 'work tree' && { headText: headText.read }),
    };
    const read =
      fromBase && tip !== undefined && 'sha' in tip
        ? await readSuppressionChangesAtTip({ ...spec, tipSha: tip.sha })
        : await readSuppressionChanges(spec);
    if (tipUnknown !== undefined) {
      // What the change adds is still listed; nothing of the base applies (fail closed).
      const problems = [...read.changes.problems, tipUnknown];
      return { ...unknown(''), changes: { ...read.changes, problems, baseUnknown: true } };
    }
    // The base's file applies instead of the workspace's: the organisation's longest expiry too.
    const limited = fromBase
      ? (settings.limitSuppressions?.(read.base) ?? { suppressions: read.base })
      : { suppressions: file };
    const problems =
      limited.warning === undefined
        ? read.changes.problems
        : [...read.changes.problems, limited.warning];
    return {
      mode,
      file: limited.suppressions,
      entriesApplied: !fromBase,
      changes: { ...read.changes, problems },
      changedLines: read.changedLines,
    };
  } catch (error) {
    return unknown(`reading them from git failed: ${describeError(error).split('\n')[0]}`);
  }
}
