/**
 * The bytes the unjudged rule asks for: YAML/JSON files discovery never read (a secret-like or
 * built-in-folder name). A changed file is read by its blob id; a file of the scanned tree by its
 * path, from the work tree (never through a link) or from the scanned commit's objects.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Git } from '../git/git.ts';
import { locateFolder } from '../git/git-tree.ts';

/** Reads an entry of the scanned tree (a file's bytes, a link's target), by scan-relative path. */
export type ReadTreeFile = (relative: string) => Promise<Uint8Array | undefined>;

/**
 * Reads the work tree's entries under `scanRoot` as git stores them: a regular file's bytes, a
 * link's target (never what it points at); anything else reads as none.
 */
export function workTreeFiles(scanRoot: string): ReadTreeFile {
  return async (relative) => {
    const file = path.join(scanRoot, relative);
    try {
      const stat = await fs.lstat(file);
      if (stat.isSymbolicLink()) return await fs.readlink(file, { encoding: 'buffer' });
      if (!stat.isFile()) return undefined;
      return await fs.readFile(file);
    } catch {
      return undefined;
    }
  };
}

/** Reads the files of commit `sha` under the scanned folder, from git objects. */
export function commitFiles(git: Git, options: { scanRoot: string; sha: string }): ReadTreeFile {
  let folder: Promise<string | undefined> | undefined;
  return async (relative) => {
    folder ??= locateFolder(git, options.scanRoot).then((l) => l?.folder);
    const at = await folder;
    if (at === undefined) return undefined;
    const object = `${options.sha}:${at === '' ? '' : `${at}/`}${relative}`;
    const result = await git.run(['cat-file', 'blob', object], { cwd: options.scanRoot });
    return result.code === 0 ? result.stdout : undefined;
  };
}
