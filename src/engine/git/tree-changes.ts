/**
 * What git says changed between a base commit and the scanned tree (`git diff -M`, git's own
 * similarity rule for renames: at least half the file the same): the files renamed, so that a
 * finding keeps its identity when its file is renamed or moved, and the files added or modified
 * (where a Terraform `moved` block the change brings can be). The scanned tree is a commit (a
 * privileged run reads the pull request's commit) or the work tree (tracked files as they are on
 * disk). Paths come back relative to `folder` (the workspace within its repository); paths
 * outside it are left out.
 */
import { type Git, GitCommandError, isObjectId } from './git.ts';
import { parseRawDiff } from './git-output.ts';

/** What changed, by path relative to the folder asked about. */
export interface TreeChanges {
  /** Base path → head path of each file renamed. */
  readonly renames: ReadonlyMap<string, string>;
  /** Files the head has that are new or modified (renamed ones under their new path). */
  readonly changed: readonly string[];
}

/**
 * The renames and the changed files of `diff --raw -z -M` output, by repository-relative path: a
 * rename (or copy) names two paths, a deleted file none.
 */
function readRenames(output: Buffer): { renames: Map<string, string>; changed: string[] } {
  const renames = new Map<string, string>();
  const changed: string[] = [];
  for (const { status, path, from } of parseRawDiff(output)) {
    const to = path.toString('utf8');
    if (status.startsWith('R') && from !== undefined) renames.set(from.toString('utf8'), to);
    if (!status.startsWith('D')) changed.push(to);
  }
  return { renames, changed };
}

/** The part of `path` under `folder` (`''` the top), or undefined when it is outside. */
function under(folder: string, path: string): string | undefined {
  if (folder === '') return path;
  return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}

/**
 * The changes from commit `baseSha` to commit `headSha`, or to the work tree when `headSha` is
 * undefined; throws when git cannot tell (the caller goes on without them).
 */
export async function readTreeChanges(
  git: Git,
  options: {
    readonly cwd: string;
    readonly baseSha: string;
    readonly headSha: string | undefined;
    /** Repository-relative folder the paths are given relative to (`''` for the top). */
    readonly folder: string;
  },
): Promise<TreeChanges> {
  const { baseSha, headSha } = options;
  if (!isObjectId(baseSha)) throw new Error(`Not a full commit id: '${baseSha}'`);
  if (headSha !== undefined && !isObjectId(headSha))
    throw new Error(`Not a full commit id: '${headSha}'`);
  const args = [
    'diff',
    '--raw',
    '-z',
    '-M',
    '--no-abbrev',
    baseSha,
    ...(headSha === undefined ? [] : [headSha]),
    '--',
  ];
  const result = await git.run(args, { cwd: options.cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  const parsed = readRenames(result.stdout);
  const renames = new Map<string, string>();
  for (const [from, to] of parsed.renames) {
    const a = under(options.folder, from);
    const b = under(options.folder, to);
    if (a !== undefined && b !== undefined) renames.set(a, b);
  }
  const changed = parsed.changed.flatMap((path) => under(options.folder, path) ?? []);
  return { renames, changed };
}
