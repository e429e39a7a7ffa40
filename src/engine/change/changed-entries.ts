/**
 * What a pull request adds or changes under the scanned folder, from git alone: `git diff --raw`
 * between its base and the scanned commit, renames off (a moved file is a new file), names read
 * as bytes and judged by the workspace listing's own rule. Folders discovery never enters
 * (`node_modules/`, `.terraform/`) need no walk: git names their changed files. Also whether the
 * scanned folder itself is still a folder.
 */
import { readName } from '../discovery/file-names.ts';
import { type Git, GitCommandError, isObjectId } from '../git/git.ts';
import { parseRawDiff } from '../git/git-output.ts';

/** A file, link or submodule the pull request adds or changes. */
export interface ChangedEntry {
  /** Relative to the scanned folder, as discovery names files (refused bytes as `\xHH`). */
  readonly path: string;
  /** False when a zip entry cannot carry the name (the workspace listing's rule). */
  readonly nameValid: boolean;
  readonly type: 'file' | 'link' | 'submodule';
  /** The blob (or the submodule's commit) the scanned commit has. */
  readonly objectId: string;
  /** The base had a folder here, which the pull request replaced by this link or submodule. */
  readonly replacedFolder: boolean;
}

const TYPES: Readonly<Record<string, ChangedEntry['type']>> = {
  '100644': 'file',
  '100755': 'file',
  '120000': 'link',
  '160000': 'submodule',
};

/**
 * What the pull request changed anywhere in the repository: each changed path (repository-relative,
 * UTF-8 text) with its mode in the scanned commit (`000000` when deleted). Links under the scanned
 * folder that lead out of it are judged against this (`links-behind.ts`).
 */
export type ChangedPaths = ReadonlyMap<string, string>;

/** Parses `diff --raw -z` records into every changed path and its new mode, wherever it is. */
export function parseChangedPaths(output: Buffer): ChangedPaths {
  return new Map(parseRawDiff(output).map((r) => [r.path.toString('utf8'), r.newMode]));
}

/**
 * Parses `diff --raw -z` records (`:<mode> <mode> <old> <new> <status>\0<path>\0`), keeping what
 * the scanned commit has under `folder` (repository-relative, `''` for the top), and marking the
 * links and submodules that stand where the base had a folder.
 */
export function parseChangedEntries(output: Buffer, folder: string): ChangedEntry[] {
  const prefix = Buffer.from(folder === '' ? '' : `${folder}/`);
  const kept: Omit<ChangedEntry, 'replacedFolder'>[] = [];
  const deleted: string[] = [];
  for (const { newMode, newId, status, path: raw } of parseRawDiff(output)) {
    if (!raw.subarray(0, prefix.length).equals(prefix)) continue;
    const name = readName(raw.subarray(prefix.length));
    if (status.startsWith('D')) deleted.push(name.text);
    const type = TYPES[newMode];
    if (status.startsWith('D') || type === undefined || !isObjectId(newId)) continue;
    kept.push({ path: name.text, nameValid: name.valid, type, objectId: newId });
  }
  return kept.map((entry) => ({
    ...entry,
    replacedFolder:
      entry.type !== 'file' && deleted.some((path) => path.startsWith(`${entry.path}/`)),
  }));
}

/**
 * The entries the pull request adds or changes under `folder`, and every path it changed anywhere
 * (one repository-wide diff serves both); throws when git cannot tell.
 */
export async function readChangedEntries(
  git: Git,
  options: { cwd: string; baseSha: string; headSha: string; folder: string },
): Promise<{ entries: ChangedEntry[]; everywhere: ChangedPaths }> {
  const args = [
    'diff',
    '--raw',
    '-z',
    '--no-renames',
    '--no-abbrev',
    options.baseSha,
    options.headSha,
  ];
  const result = await git.run(args, { cwd: options.cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  return {
    entries: parseChangedEntries(result.stdout, options.folder),
    everywhere: parseChangedPaths(result.stdout),
  };
}

/** What stands at `folder` in commit `sha`: a folder, something else, or nothing. */
export async function entryAt(
  git: Git,
  options: { cwd: string; sha: string; folder: string },
): Promise<'folder' | 'other' | 'missing'> {
  if (!isObjectId(options.sha)) throw new Error(`Not a full commit id: '${options.sha}'`);
  const result = await git.run(['cat-file', '-t', `${options.sha}:${options.folder}`], {
    cwd: options.cwd,
  });
  if (result.code !== 0) return 'missing';
  return result.stdout.toString('utf8').trim() === 'tree' ? 'folder' : 'other';
}
