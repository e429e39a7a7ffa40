/**
 * The base side of a run: which commit, and its tree, named so that its archives are those a push
 * run of that commit made (`<repo>-<short base sha>` by default), which the service then answers
 * "already scanned" for. Never throws: a base that cannot be had is a reason (one warning; the
 * gate then counts every finding).
 */
import { resolveBaseCommit } from '../../git/base-commit.ts';
import type { Git } from '../../git/git.ts';
import { resolveLocalCommit } from '../../git/history.ts';
import { describeError } from '../../../errors.ts';
import { defaultArtifactName, type Settings } from '../../settings.ts';
import { commitTree } from './commit-tree.ts';
import type { Tree } from './tree.ts';

export type PreparedBase =
  | { readonly status: 'none' }
  | {
      readonly status: 'unavailable';
      readonly reason: string;
      readonly label?: string;
      readonly sha?: string;
      /** No git on the runner: a known setup, said in a notice rather than a warning. */
      readonly gitMissing?: true;
    }
  | { readonly status: 'ready'; readonly label: string; readonly sha: string; readonly tree: Tree };

/** The settings the base is found with. */
export type BaseSettings = Pick<
  Settings,
  | 'workspace'
  | 'scanRoot'
  | 'scanPath'
  | 'include'
  | 'exclude'
  | 'baseline'
  | 'artifactBase'
  | 'artifactNamed'
> & { readonly github: Pick<Settings['github'], 'eventName' | 'event' | 'repository'> };

/** Why there is no base on a runner without git (a checkout by download has no history). */
const GIT_MISSING =
  'git is not on the PATH, so the base cannot be read (a checkout made without git is a download ' +
  'with no history). To compare with the base, install git before actions/checkout; or set ' +
  'baseline: none.';

/** True when no git could be started here (asked only once a base was needed and not found). */
async function isGitMissing(git: Git, cwd: string): Promise<boolean> {
  return (await git.run(['--version'], { cwd })).missing === true;
}

export async function prepareBase(settings: BaseSettings, git: Git): Promise<PreparedBase> {
  try {
    const commit = await resolveBaseCommit({
      git,
      cwd: settings.scanRoot,
      baseline: settings.baseline,
      eventName: settings.github.eventName,
      event: settings.github.event,
    });
    if (commit.status === 'unavailable' && (await isGitMissing(git, settings.scanRoot)))
      return { status: 'unavailable', reason: GIT_MISSING, gitMissing: true };
    if (commit.status !== 'found') return commit;
    const { sha, label } = commit;
    if ((await resolveLocalCommit(git, settings.scanRoot, 'HEAD')) === sha)
      return {
        status: 'unavailable',
        label,
        sha,
        reason: `the baseline ${label} is the commit being scanned, so nothing could count as new: set baseline to the branch this change goes into (or none)`,
      };
    return readyBase(settings, git, { sha, label });
  } catch (error) {
    return { status: 'unavailable', reason: describeError(error) };
  }
}

/** The base commit `sha`, its tree read from git objects and named as a push run of it names it. */
export function readyBase(
  settings: BaseSettings,
  git: Git,
  commit: { readonly sha: string; readonly label: string },
): PreparedBase {
  const { sha, label } = commit;
  const baseName = settings.artifactNamed
    ? `${settings.artifactBase}-base`
    : defaultArtifactName(settings.github.repository, sha, settings.scanPath);
  const rules = {
    workspace: settings.workspace,
    scanRoot: settings.scanRoot,
    include: settings.include,
    exclude: settings.exclude,
  };
  return { status: 'ready', label, sha, tree: commitTree({ git, sha, label, baseName, rules }) };
}
