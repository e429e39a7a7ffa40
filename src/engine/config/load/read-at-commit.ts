/**
 * A configuration file as a commit has it, read from git objects (never the work tree): how a
 * privileged run reads the repository's file from the base branch's tip, whatever the workspace
 * holds. A link, a folder or a submodule at the path is refused (its target is not the file), a
 * blob past the size limit is refused before it is read; no entry is "no file".
 */
import { ConfigurationError } from '../../../errors.ts';
import { GitCommandError, type Git } from '../../git/git.ts';
import { parseLsTree } from '../../git/git-output.ts';
import { MAX_CONFIG_FILE_BYTES } from '../file/read-yaml.ts';

/** A commit of the repository at `cwd`, and how messages name it. */
export interface ConfigCommit {
  readonly git: Git;
  readonly cwd: string;
  readonly sha: string;
  /** `the base branch's tip 0123abc`. */
  readonly label: string;
}

/** The bytes of the repository-relative `file` at `commit`, or undefined when it has none. */
export async function readFileAtCommit(
  commit: ConfigCommit,
  file: string,
): Promise<Uint8Array | undefined> {
  const { git, cwd, sha } = commit;
  // Literal: `:x/…` or `*` in a name is that name, never git's pathspec magic or a pattern.
  const args = ['ls-tree', '-z', '--long', sha, '--', `:(literal)${file}`];
  const listing = await git.run(args, { cwd });
  if (listing.code !== 0) throw new GitCommandError(args, listing);
  // Only the entry at exactly this path counts (git normalises `./` and the like on its side).
  const entry = parseLsTree(listing.stdout).find((e) => e.name.equals(Buffer.from(file, 'utf8')));
  if (entry === undefined) return undefined;
  const { mode, type, objectId: object } = entry;
  const size = entry.size ?? 0;
  if (type !== 'blob' || mode === '120000')
    throw new ConfigurationError(
      `Invalid configuration file '${file}' in ${commit.label}: it is ${mode === '120000' ? 'a link' : `a ${type}`}, not a file. Expected a regular YAML file.`,
    );
  if (size > MAX_CONFIG_FILE_BYTES)
    throw new ConfigurationError(
      `Invalid configuration file '${file}' in ${commit.label}: it has ${size} bytes. Expected a file of at most ${MAX_CONFIG_FILE_BYTES} bytes.`,
    );
  const blob = await git.run(['cat-file', 'blob', object], { cwd });
  if (blob.code !== 0) throw new GitCommandError(['cat-file', 'blob', object], blob);
  return blob.stdout;
}
