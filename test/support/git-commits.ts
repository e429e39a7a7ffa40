/**
 * Commits made by hand in a test's own repository, for the tests that tell a story in commits
 * (what `main` had, what a branch adds, what was revoked since) rather than take a ready-made pull
 * request from `git-fixtures.ts`.
 */
import * as path from 'node:path';
import { git, writeFiles } from './git-fixtures.ts';

/**
 * Writes `files` in `repo`'s work tree (a null content deletes the file or folder), commits all
 * of it as `message` and returns the new commit.
 */
export function commitFiles(
  repo: string,
  files: Record<string, string | null>,
  message: string,
): string {
  writeFiles(repo, files);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', message]);
  return git(repo, ['rev-parse', 'HEAD']);
}

/**
 * `author`'s branches pushed to a bare `origin.git` under `root`, and a clone of it (of `branch`,
 * else its default) at `root/checkout`, as a developer or a CI job has it: the checkout's folder.
 */
export function cloneThroughOrigin(root: string, author: string, branch?: string): string {
  const origin = path.join(root, 'origin.git');
  git(root, ['clone', '-q', '--bare', author, origin]);
  const checkout = path.join(root, 'checkout');
  git(root, ['clone', '-q', ...(branch ? ['--branch', branch] : []), origin, checkout]);
  return checkout;
}
