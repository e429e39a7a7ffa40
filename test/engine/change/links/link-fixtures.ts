/**
 * Repositories holding links, as the link tests build them on disk: files, links (each path to its
 * target, never followed) and a submodule pinned to a commit no one has, committed in one commit.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git, writeFiles } from '../../../support/git-fixtures.ts';

/** Makes each link of `links` (its path under `dir` to its target), with its folder. */
function makeLinks(dir: string, links: Record<string, string>): void {
  for (const [at, target] of Object.entries(links)) {
    fs.mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
    fs.symlinkSync(target, path.join(dir, at));
  }
}

/**
 * A new repository in `dir` whose one commit holds `files`, `links` and, at `submodule`, a
 * submodule pinned to `1111…` (not checked out); returns the commit.
 */
export function commitLinkedTree(
  dir: string,
  tree: {
    readonly files: Record<string, string>;
    readonly links: Record<string, string>;
    readonly submodule?: string;
  },
): string {
  git(dir, ['init', '-q']);
  writeFiles(dir, tree.files);
  makeLinks(dir, tree.links);
  git(dir, ['add', '-A']);
  if (tree.submodule)
    git(dir, [
      'update-index',
      '--add',
      '--cacheinfo',
      `160000,${'1'.repeat(40)},${tree.submodule}`,
    ]);
  git(dir, ['commit', '-q', '-m', 'links']);
  return git(dir, ['rev-parse', 'HEAD']);
}
