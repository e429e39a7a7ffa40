/**
 * An origin for the command line's change tests, as a CI runner's clone meets it: `main` with the
 * base's files, one branch per change on top of it, written straight into a bare `origin.git`
 * (`git-import.ts`, no author repository), and a clone of each change's branch. Built once per
 * file; `cleanup()` removes the folder that holds all of it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git } from './git-fixtures.ts';
import { importCommits } from './git-import.ts';
import { tempDir } from './helpers.ts';

export interface ChangeOrigin<Name extends string> {
  /** Holds `origin.git` and the clones; the reports a test writes to `../` land here. */
  readonly root: string;
  /** `main`'s commit: where every change branches. */
  readonly baseSha: string;
  /** A clone of each change's branch, that branch checked out. */
  readonly checkouts: Record<Name, string>;
  cleanup(): void;
}

/** Builds `main` from `base`, and each change of `changes` as a branch of that name off `main`. */
export function makeChangeOrigin<Name extends string>(options: {
  readonly prefix: string;
  readonly base: Record<string, string>;
  readonly changes: Record<Name, Record<string, string>>;
}): ChangeOrigin<Name> {
  const root = tempDir(options.prefix);
  const bare = path.join(root, 'origin.git');
  git(root, ['init', '-q', '--bare', '-b', 'main', bare]);
  const names = Object.keys(options.changes) as Name[];
  const [baseSha] = importCommits(bare, [
    { ref: 'refs/heads/main', message: 'base', parents: [], files: Object.entries(options.base) },
    ...names.map((name) => ({
      ref: `refs/heads/${name}`,
      message: name,
      parents: [0],
      files: Object.entries(options.changes[name]),
    })),
  ]) as [string];
  const checkouts = Object.fromEntries(
    names.map((name) => {
      const checkout = path.join(root, name);
      git(root, ['clone', '-q', '--branch', name, bare, checkout]);
      return [name, checkout];
    }),
  ) as Record<Name, string>;
  return {
    root,
    baseSha,
    checkouts,
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
