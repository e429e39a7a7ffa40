/**
 * The links and submodules of the scanned tree, whatever their names, for the unjudged rule's
 * whole-tree list (push and schedule runs, and a pull request whose changes git could not tell).
 * Discovery looks only at names that may be IaC, so a link `modules/edge` or a submodule never
 * reaches it; git's own listing has every entry with its mode. In the work tree that is the index
 * (`ls-files -s`: what was checked out); in a commit, its tree. Without git there is nothing to
 * list (the walker never follows a link, and a folder without git has no submodules).
 */
import { readName } from '../../discovery/file-names.ts';
import type { Git } from '../../git/git.ts';
import { parseLsFilesStaged } from '../../git/git-output.ts';
import { listBaseTree, locateFolder } from '../../git/git-tree.ts';

/** A link or submodule, by path relative to the scanned folder. */
export interface LinkEntry {
  readonly path: string;
  readonly nameValid: boolean;
  readonly type: 'link' | 'submodule';
}

export type ListLinks = () => Promise<LinkEntry[]>;

const TYPES: Readonly<Record<string, LinkEntry['type']>> = {
  '120000': 'link',
  '160000': 'submodule',
};

/** Parses `ls-files -s -z` records (`<mode> <id> <stage>\t<path>\0`), keeping links and submodules. */
export function parseIndexLinks(output: Buffer): LinkEntry[] {
  return parseLsFilesStaged(output).flatMap((entry) => {
    const type = TYPES[entry.mode];
    if (type === undefined) return [];
    const name = readName(entry.name);
    return [{ path: name.text, nameValid: name.valid, type }];
  });
}

/** The work tree's links and submodules under `scanRoot`, from the index; none without git. */
export function workTreeLinks(git: Git, scanRoot: string): ListLinks {
  return async () => {
    // Run in the scanned folder, ls-files lists that folder alone, by paths relative to it.
    const result = await git.run(['ls-files', '-s', '-z'], { cwd: scanRoot });
    return result.code === 0 ? parseIndexLinks(result.stdout) : [];
  };
}

/** Commit `sha`'s links and submodules under the scanned folder. */
export function commitLinks(git: Git, options: { scanRoot: string; sha: string }): ListLinks {
  return async () => {
    const location = await locateFolder(git, options.scanRoot);
    if (location === undefined) return [];
    const { folder } = location;
    const tree = await listBaseTree(git, { cwd: options.scanRoot, sha: options.sha, folder });
    const prefix = folder === '' ? '' : `${folder}/`;
    return tree.skipped.flatMap((entry): LinkEntry[] => {
      if (entry.reason === 'name is not valid UTF-8') return [];
      const type = entry.reason === 'symlink' ? 'link' : 'submodule';
      return [{ path: entry.path.slice(prefix.length), nameValid: true, type }];
    });
  };
}
