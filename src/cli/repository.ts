/**
 * Where the command line stands: the repository the scanned folder is in (its top level is the
 * workspace, as `GITHUB_WORKSPACE` is the Action's, so archive entries and report paths are
 * repository-relative and the same as the Action's), the commit checked out, and the repository's
 * name for the archives' default name (`<repo>-<short sha>`, as the Action names them). Outside a
 * git repository the scanned folder is its own workspace and the archives are named after it.
 */
import * as path from 'node:path';
import type { Git } from '../engine/git/git.ts';
import { resolveLocalCommit } from '../engine/git/history.ts';

export interface Repository {
  /** The repository's top level, or the scanned folder outside git. */
  readonly root: string;
  /** The scanned folder relative to `root`, with `/` (`.` for the root itself). */
  readonly folder: string;
  /** The commit checked out; '' outside git or before the first commit. */
  readonly sha: string;
  /** `owner/name` on GitHub, the project's path elsewhere, else the folder's name. */
  readonly name: string;
  readonly inGit: boolean;
}

/** The repository's name as the CI calls it, else its folder's name. */
export function repositoryName(env: NodeJS.ProcessEnv, root: string): string {
  const fromCi =
    (env.GITHUB_ACTIONS === 'true' ? env.GITHUB_REPOSITORY : undefined) ||
    env.CI_PROJECT_PATH ||
    env.BUILD_REPOSITORY_NAME ||
    env.BITBUCKET_REPO_FULL_NAME;
  return fromCi?.trim() || path.basename(root);
}

/** The repository holding `folder` (an existing folder), read with git. */
export async function findRepository(
  git: Git,
  folder: string,
  env: NodeJS.ProcessEnv,
): Promise<Repository> {
  // git says where the folder is inside its repository: no comparison of two spellings of one
  // path (a link, or Windows' short names) can put it outside.
  const top = await git.run(['rev-parse', '--show-toplevel', '--show-prefix'], { cwd: folder });
  const [root = '', prefix = ''] = top.code === 0 ? top.stdout.toString('utf8').split('\n') : [];
  if (root === '')
    return { root: folder, folder: '.', sha: '', name: repositoryName(env, folder), inGit: false };
  const sha = (await resolveLocalCommit(git, folder, 'HEAD')) ?? '';
  return {
    root: path.resolve(root),
    folder: prefix.replace(/\/+$/, '') || '.',
    sha,
    name: repositoryName(env, root),
    inGit: true,
  };
}
