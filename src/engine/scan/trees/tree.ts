/**
 * A tree to scan, as data: a label for people, how to find its IaC files (a listing and a probe),
 * where their bytes come from (a content reader), and the archives' base name. Two sources make
 * trees: the workspace on disk (here) and a commit read from git objects (`commit-tree.ts`); both
 * are packed through the same reader port, so no blob is ever written to disk to be packed.
 */
import type { DiscoveredFile, Discovery } from '../../discovery/discover.ts';
import { discoverFiles } from '../../discovery/discover.ts';
import { diskReader, type ContentReader } from '../../packing/content-reader.ts';

export interface Tree {
  /** Which tree, for people and to tag its results: `this change`, or a branch such as `main`. */
  readonly label: string;
  /** The commit, when the tree is one. */
  readonly sha: string | undefined;
  /** The archives are `<baseName>-<i>.zip`, numbered from 1 in plan order. */
  readonly baseName: string;
  /** Lists and probes the tree; undefined when the scanned folder is not in it. */
  discover(): Promise<Discovery | undefined>;
  /** The bytes of a file `discover` found. */
  readonly reader: ContentReader<DiscoveredFile>;
}

/** What picks the files of a tree, whichever its source. */
export interface TreeRules {
  readonly workspace: string;
  readonly scanRoot: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/** The label of the workspace's tree: the change being scanned. */
export const WORKSPACE_LABEL = 'this change';

/** The workspace's tree: files listed and read on disk. */
export function workspaceTree(rules: TreeRules, baseName: string): Tree {
  return {
    label: WORKSPACE_LABEL,
    sha: undefined,
    baseName,
    discover: () => discoverFiles(rules),
    reader: diskReader,
  };
}
