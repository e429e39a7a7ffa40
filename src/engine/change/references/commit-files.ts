/**
 * A commit's whole tree, read lazily for the reference rules: one `ls-tree` of the commit (every
 * path and its blob), then the texts asked for, in batches. The rules follow references anywhere
 * in the repository (a module folder out of the scanned folder, a kustomization two references
 * away), so the listing is the whole commit's, not the scanned folder's. A git failure throws:
 * the caller fails closed.
 */
import { readName } from '../../discovery/file-names.ts';
import { type Git, GitCommandError, isObjectId } from '../../git/git.ts';
import { readBlobs } from '../../git/blob-reader.ts';
import { parseLsTree } from '../../git/git-output.ts';

/** A commit's listing: each regular file's blob, and every path (links and submodules too). */
export interface CommitListing {
  readonly files: Map<string, string>;
  readonly paths: Set<string>;
}

/** The listing of `ls-tree -r -z` output (parsed by `parseLsTree`). */
function parseCommitFiles(output: Buffer): CommitListing {
  const files = new Map<string, string>();
  const paths = new Set<string>();
  for (const { mode, type, objectId, name: raw } of parseLsTree(output)) {
    const name = readName(raw);
    paths.add(name.text);
    if (type !== 'blob' || mode === '120000' || !isObjectId(objectId) || !name.valid) continue;
    files.set(name.text, objectId);
  }
  return { files, paths };
}

/** The files of one commit, repository-relative. */
export class CommitFiles {
  private listing: Promise<CommitListing> | undefined;
  private readonly texts = new Map<string, string | undefined>();

  private readonly git: Git;
  private readonly cwd: string;
  private readonly sha: string;

  constructor(git: Git, cwd: string, sha: string) {
    this.git = git;
    this.cwd = cwd;
    this.sha = sha;
  }

  /** Every regular file of the commit and its blob. */
  async files(): Promise<Map<string, string>> {
    this.listing ??= this.list();
    return (await this.listing).files;
  }

  /** Every path of the commit (as discovery names files), links and submodules included. */
  async paths(): Promise<Set<string>> {
    this.listing ??= this.list();
    return (await this.listing).paths;
  }

  private async list(): Promise<CommitListing> {
    if (!isObjectId(this.sha)) throw new Error(`Not a full commit id: '${this.sha}'`);
    const args = ['ls-tree', '--full-tree', '-r', '-z', this.sha];
    const result = await this.git.run(args, { cwd: this.cwd });
    if (result.code !== 0) throw new GitCommandError(args, result);
    return parseCommitFiles(result.stdout);
  }

  /** The regular files directly in `folder` (`''` for the top). */
  async filesIn(folder: string): Promise<string[]> {
    const prefix = folder === '' ? '' : `${folder}/`;
    return [...(await this.files()).keys()].filter(
      (path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'),
    );
  }

  /** The texts of `paths` (UTF-8), undefined for a path the commit has no regular file at. */
  async read(paths: readonly string[]): Promise<Map<string, string | undefined>> {
    const files = await this.files();
    const wanted = paths.filter((path) => !this.texts.has(path));
    const ids = wanted.map((path) => files.get(path));
    const known = wanted.filter((_, i) => ids[i] !== undefined);
    const blobs = await readBlobs(
      this.git,
      this.cwd,
      ids.filter((id): id is string => id !== undefined),
    );
    known.forEach((path, i) => {
      const blob = blobs[i];
      this.texts.set(path, blob === undefined ? undefined : Buffer.from(blob).toString('utf8'));
    });
    for (const path of wanted) if (!this.texts.has(path)) this.texts.set(path, undefined);
    return new Map(paths.map((path) => [path, this.texts.get(path)]));
  }
}
