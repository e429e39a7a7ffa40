/**
 * The tracked files of a commit under a folder, read from git objects with `git ls-tree`: the
 * base side of a comparison never checks anything out. Symbolic links and submodules are listed
 * as skipped and never read, like the workspace side skips links; a name the workspace listing
 * refuses (not valid UTF-8, a tab, a line break, a backslash) is refused here too, by its rule.
 */
import { readName } from '../discovery/file-names.ts';
import { type Git, GitCommandError, isObjectId } from './git.ts';
import { parseLsTree } from './git-output.ts';

/** Where a folder sits in its repository: the top level and the folder relative to it. */
export interface RepositoryFolder {
  readonly root: string;
  /** Repository-relative, `/`-separated, without a trailing `/`; `''` for the root itself. */
  readonly folder: string;
}

/** A regular file of the base tree. */
export interface BaseTreeFile {
  /** Repository-relative, `/`-separated. */
  readonly path: string;
  readonly mode: string;
  readonly objectId: string;
  readonly size: number;
}

export type BaseTreeSkipReason = 'symlink' | 'submodule' | 'name is not valid UTF-8';

export interface BaseTreeSkip {
  /** The name as the workspace listing shows it (bytes it refuses as `\xHH`); untrusted text. */
  readonly path: string;
  readonly reason: BaseTreeSkipReason;
}

export interface BaseTree {
  /** False when the folder is not a folder of the base commit: every finding is new then. */
  readonly exists: boolean;
  readonly files: BaseTreeFile[];
  readonly skipped: BaseTreeSkip[];
}

/** Finds the repository holding `dir`, and `dir` relative to its top level; undefined outside one. */
export async function locateFolder(git: Git, dir: string): Promise<RepositoryFolder | undefined> {
  const args = ['rev-parse', '--show-toplevel', '--show-prefix'];
  const result = await git.run(args, { cwd: dir });
  if (result.code !== 0) return undefined;
  // One line each, not trimmed: a folder name may end in a space.
  const [root = '', prefix = ''] = result.stdout.toString('utf8').split('\n');
  return { root, folder: prefix.replace(/\/+$/, '') };
}

function treeOf(sha: string, folder: string): string {
  if (!isObjectId(sha)) throw new Error(`Not a full commit id: '${sha}'`);
  return folder === '' ? `${sha}^{tree}` : `${sha}:${folder}`;
}

/** True when `folder` is a folder (a tree, not a file) of the commit `sha`. */
export async function folderExists(
  git: Git,
  options: { cwd: string; sha: string; folder: string },
): Promise<boolean> {
  const args = ['cat-file', '-t', treeOf(options.sha, options.folder)];
  const result = await git.run(args, { cwd: options.cwd });
  return result.code === 0 && result.stdout.toString('utf8').trim() === 'tree';
}

const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';

/** Parses `ls-tree -r -z -l` records: `<mode> <type> <id> <size>\t<name>\0`. */
export function parseTreeListing(output: Buffer, folder: string): Omit<BaseTree, 'exists'> {
  const files: BaseTreeFile[] = [];
  const skipped: BaseTreeSkip[] = [];
  for (const { mode, objectId, size, name: bytes } of parseLsTree(output)) {
    const name = readName(bytes);
    const path = folder === '' ? name.text : `${folder}/${name.text}`;
    if (mode === MODE_SYMLINK) skipped.push({ path, reason: 'symlink' });
    else if (mode === MODE_SUBMODULE) skipped.push({ path, reason: 'submodule' });
    else if (!name.valid) skipped.push({ path, reason: 'name is not valid UTF-8' });
    else if (mode.startsWith('100')) files.push({ path, mode, objectId, size: size ?? 0 });
  }
  return { files, skipped };
}

/**
 * Lists the tracked files of commit `sha` under `folder` (repository-relative), by listing the
 * folder's own tree (`<sha>:<folder>`): an exact path, never a pattern.
 */
export async function listBaseTree(
  git: Git,
  options: { cwd: string; sha: string; folder: string },
): Promise<BaseTree> {
  if (!(await folderExists(git, options))) return { exists: false, files: [], skipped: [] };
  // --full-tree: run from a subfolder, ls-tree would list only that subfolder of the tree given.
  const args = ['ls-tree', '--full-tree', '-r', '-z', '-l', treeOf(options.sha, options.folder)];
  const result = await git.run(args, { cwd: options.cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  return { exists: true, ...parseTreeListing(result.stdout, options.folder) };
}
