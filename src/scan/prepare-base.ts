/**
 * The base side of a run: which commit, and its IaC files, chosen and named so that its archives
 * are those a push run of that commit made (`<repo>-<short base sha>` by default), which the
 * service then answers "already scanned" for. Never throws: a base that cannot be had is a reason
 * (one warning; the gate then counts every finding).
 */
import { describeError } from '../errors.ts';
import { defaultArtifactName, type Settings } from '../inputs.ts';
import type { Discovery } from '../discovery/discover.ts';
import { resolveBaseCommit } from '../baseline/base-commit.ts';
import { discoverBaseFiles } from '../baseline/discover-base.ts';
import type { Git } from '../baseline/git.ts';
import { resolveLocalCommit } from '../baseline/history.ts';

export type PreparedBase =
  | { readonly status: 'none' }
  | {
      readonly status: 'unavailable';
      readonly reason: string;
      readonly label?: string;
      readonly sha?: string;
    }
  /** The scanned folder does not exist on the base: every finding is new. */
  | { readonly status: 'no-folder'; readonly label: string; readonly sha: string }
  | {
      readonly status: 'ready';
      readonly label: string;
      readonly sha: string;
      readonly discovery: Discovery;
      /** The archives' base name. */
      readonly baseName: string;
    };

export async function prepareBase(
  settings: Settings,
  git: Git,
  dir: string,
): Promise<PreparedBase> {
  const commit = await resolveBaseCommit({
    git,
    cwd: settings.scanRoot,
    baseline: settings.baseline,
    eventName: settings.github.eventName,
    event: settings.github.event,
  });
  if (commit.status !== 'found') return commit;
  const { sha, label } = commit;
  if ((await resolveLocalCommit(git, settings.scanRoot, 'HEAD')) === sha)
    return {
      status: 'unavailable',
      label,
      sha,
      reason: `the baseline ${label} is the commit being scanned, so nothing could count as new: set baseline to the branch this change goes into (or none)`,
    };
  try {
    const files = await discoverBaseFiles({
      git,
      workspace: settings.workspace,
      scanRoot: settings.scanRoot,
      sha,
      include: settings.include,
      exclude: settings.exclude,
      dir,
    });
    if (!files.exists) return { status: 'no-folder', label, sha };
    const baseName = settings.artifactNamed
      ? `${settings.artifactBase}-base`
      : defaultArtifactName(settings.github.repository, sha);
    return { status: 'ready', label, sha, discovery: files.discovery, baseName };
  } catch (error) {
    return {
      status: 'unavailable',
      label,
      sha,
      reason: `the files of ${label} (${sha.slice(0, 7)}) could not be read from git: ${describeError(error)}`,
    };
  }
}
