/**
 * A commit's tree, read from git objects: listed with `git ls-tree`, probed by its modes and
 * sizes, read with `git cat-file --batch`. Any commit will do (a pull request's base, its merge
 * commit): the caller names it and labels it.
 */
import type { Git } from '../../git/git.ts';
import { discoverBaseFiles } from './discover-base.ts';
import type { DiscoveredFile } from '../../discovery/discover.ts';
import type { ContentReader } from '../../packing/content-reader.ts';
import type { Tree, TreeRules } from './tree.ts';

export interface CommitTreeOptions {
  readonly git: Git;
  /** The full commit id. */
  readonly sha: string;
  readonly label: string;
  readonly baseName: string;
  readonly rules: TreeRules;
}

/** The tree of commit `sha`; its reader reads the files its `discover` found. */
export function commitTree(options: CommitTreeOptions): Tree {
  let reader: ContentReader<DiscoveredFile> | undefined;
  return {
    label: options.label,
    sha: options.sha,
    baseName: options.baseName,
    discover: async () => {
      const files = await discoverBaseFiles({
        git: options.git,
        sha: options.sha,
        ...options.rules,
      });
      if (!files.exists) return undefined;
      reader = files.reader;
      return files.discovery;
    },
    reader: {
      read: (file) => {
        if (!reader) throw new Error(`${file.path}: the tree of ${options.label} was not listed`);
        return reader.read(file);
      },
    },
  };
}
