/**
 * The trees of a run from git objects: the base side (the commit findings are compared with, as
 * the change request's one rule finds it: `change/resolve-change.ts`), named so that its archives
 * are those a push run of that commit made (`<repo>-<short base sha>` by default), which the
 * service then answers "already scanned" for; and the commit scanned instead of the work tree (a
 * privileged run's pull request, the command line's `--commit`). Never throws: a base that cannot
 * be had is a reason (one warning; the gate then counts every finding).
 */
import type { Git } from '../../git/git.ts';
import type { Discovery } from '../../discovery/discover.ts';
import type { ChangeResolution, FindingsBase } from '../../change/resolve-change.ts';
import { defaultArtifactName, type Settings } from '../../settings.ts';
import { commitTree } from './commit-tree.ts';
import type { Tree } from './tree.ts';

export type PreparedBase =
  | Exclude<FindingsBase, { status: 'found' }>
  | { readonly status: 'ready'; readonly label: string; readonly sha: string; readonly tree: Tree };

/** A commit read from git objects, and how to name it. */
export interface CommitTree {
  readonly sha: string;
  /** For humans: `pull request #7`, `commit 0123abc`, or the base branch's name (untrusted). */
  readonly label: string;
}

/** The settings the trees are made with. */
export type TreeSettings = Pick<
  Settings,
  'workspace' | 'scanRoot' | 'scanPath' | 'include' | 'exclude' | 'artifactBase' | 'artifactNamed'
> & { readonly origin: Pick<Settings['origin'], 'repository'> };

/** The gits a commit's tree reads with: the scan's, and one for its text after the scan. */
export interface TreeGits {
  readonly git: Git;
  readonly textGit?: Git;
}

function rulesOf(settings: TreeSettings) {
  const { workspace, scanRoot, include, exclude } = settings;
  return { workspace, scanRoot, include, exclude };
}

/** The base the findings are compared with, and its tree read from git objects. */
export async function prepareBase(
  settings: TreeSettings,
  gits: TreeGits,
  resolution: ChangeResolution,
): Promise<PreparedBase> {
  const base = await resolution.findingsBase();
  if (base.status !== 'found') return base;
  const { sha, label } = base;
  const baseName = settings.artifactNamed
    ? `${settings.artifactBase}-base`
    : defaultArtifactName(settings.origin.repository, sha, settings.scanPath);
  const tree = commitTree({ ...gits, sha, label, baseName, rules: rulesOf(settings) });
  return { status: 'ready', label, sha, tree };
}

/**
 * The tree of a commit scanned instead of the workspace; a scanned folder it does not have holds
 * no IaC file.
 */
export function scannedCommitTree(settings: TreeSettings, gits: TreeGits, head: CommitTree): Tree {
  const tree = commitTree({
    ...gits,
    sha: head.sha,
    label: head.label,
    baseName: settings.artifactBase,
    rules: rulesOf(settings),
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
