/**
 * A `ReadLines` over a commit's files, read from git objects: in privileged modes the findings are
 * in the pull request's tree, which the workspace (the base branch) does not hold. Each file is
 * read once and kept for the run's other findings in it. The text reader under it serves the
 * SARIF's line hashes there too.
 */
import { type Git, isObjectId } from './git.ts';
import { locateFolder } from './git-tree.ts';
import type { ReadLines } from '../suppressions/suppress.ts';

/** A file bigger than this is not read for inline comments (none of its findings is suppressed inline). */
export const MAX_LINE_READ_BYTES = 8 * 1024 * 1024;

export interface CommitFiles {
  readonly git: Git;
  readonly workspace: string;
  readonly sha: string;
}

/**
 * Reads the whole text of workspace-relative files as commit `sha` has them (undefined when it
 * has none, or past MAX_LINE_READ_BYTES): also the text the SARIF's line hashes are computed on.
 */
export function createCommitTextReader(
  options: CommitFiles,
): (file: string) => Promise<string | undefined> {
  const { git, workspace, sha } = options;
  if (!isObjectId(sha)) throw new Error(`Not a full commit id: '${sha}'`);
  let prefix: Promise<string | undefined> | undefined;
  return async (file) => {
    prefix ??= locateFolder(git, workspace).then((l) =>
      l === undefined ? undefined : l.folder === '' ? '' : `${l.folder}/`,
    );
    const folder = await prefix;
    if (folder === undefined || file.split('/').includes('..')) return undefined;
    const object = `${sha}:${folder}${file}`;
    const size = await git.run(['cat-file', '-s', object], { cwd: workspace });
    if (size.code !== 0 || Number(size.stdout.toString('utf8')) > MAX_LINE_READ_BYTES)
      return undefined;
    const result = await git.run(['cat-file', 'blob', object], { cwd: workspace });
    return result.code === 0 ? result.stdout.toString('utf8') : undefined;
  };
}

/** Reads lines of workspace-relative files as commit `sha` has them; undefined when it has none. */
export function createCommitLineReader(options: CommitFiles): ReadLines {
  const read = createCommitTextReader(options);
  const texts = new Map<string, Promise<string[] | undefined>>();
  const load = async (file: string): Promise<string[] | undefined> =>
    (await read(file))?.replace(/^\uFEFF/, '').split(/\r?\n/);
  return async (file, fromLine, toLine) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = load(file)));
    return (await text)?.slice(fromLine - 1, toLine);
  };
}
