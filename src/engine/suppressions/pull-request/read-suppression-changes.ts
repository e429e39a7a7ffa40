/**
 * Reads, from git objects only, what a pull request does to the suppressions: the suppressions
 * file at its base and at its head, the `plerion:ignore` comments in the files it changes
 * (`git diff --raw` between the two commits, renames off so a moved comment counts as new), and
 * which lines of those files it changed (`git diff -U0` of the two blobs), so that a base's
 * comment no longer speaks for code the pull request edited next to it.
 */
import { checkObjects, createBlobReader, type BlobReader } from '../../git/blob-reader.ts';
import { parseRawDiff as parseRawRecords } from '../../git/git-output.ts';
import { type Git, GitCommandError, isObjectId } from '../../git/git.ts';
import { locateFolder } from '../../git/git-tree.ts';
import { describeError } from '../../../errors.ts';
import { isLfsPointer, MAX_LFS_POINTER_BYTES } from '../../discovery/lfs-pointer.ts';
import { parseSuppressions, type SuppressionFile } from '../format.ts';
import { MAX_SUPPRESSIONS_FILE_BYTES } from '../read-file.ts';
import { parseHunks, WHOLE_FILE, type ChangedLines } from './changed-lines.ts';
import {
  changedDirectives,
  changedEntries,
  type ChangedDirective,
  type SuppressionChanges,
} from './suppression-changes.ts';

/**
 * A changed file bigger than this is not compared: its comments count as the pull request's. So
 * is a file whose new blob is a Git LFS pointer: the scan reads the checkout's smudged file, whose
 * comments no blob compared here holds.
 */
export const MAX_COMPARED_FILE_BYTES = 2 * 1024 * 1024;

const MARKER = /plerion:ignore/i;

interface ChangedFile {
  readonly path: string;
  readonly oldId: string | undefined;
  readonly newId: string;
}

/** Parses `diff --raw -z` records: `:<mode> <mode> <old> <new> <status>\0<path>\0`. */
export function parseRawDiff(output: Buffer): ChangedFile[] {
  return parseRawRecords(output).flatMap(({ oldId, newId, status, path }) =>
    status.startsWith('D') || !isObjectId(newId) || /^0+$/.test(newId)
      ? []
      : [{ path: path.toString('utf8'), oldId: /^0+$/.test(oldId) ? undefined : oldId, newId }],
  );
}

/** Bytes of changed files read at once. */
export const CHANGED_FILES_BATCH_BYTES = 16 * 1024 * 1024;

/** Consecutive groups of items whose sizes add up to at most one batch (a bigger item goes alone). */
function batchesOf<T>(items: readonly T[], sizeOf: (item: T) => number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length > 0 && bytes + sizeOf(item) > CHANGED_FILES_BATCH_BYTES) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += sizeOf(item);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The sizes of the blobs `names` name, by blob id. */
async function sizesOf(
  git: Git,
  cwd: string,
  names: readonly string[],
): Promise<Map<string, number>> {
  const infos = await checkObjects(git, cwd, names);
  return new Map(infos.flatMap((i) => (i?.type === 'blob' ? [[i.objectId, i.size] as const] : [])));
}

/**
 * The suppressions file `file` (workspace-relative; `repoPath` is it repository-relative) as commit
 * `sha` has it, from git objects; none when the commit has no such file. Throws when it is too
 * big or malformed (a refusal names the setting as `label` says). Also the command line's read of
 * a commit it scans instead of the work tree.
 */
export async function readSuppressionsAt(
  git: Git,
  cwd: string,
  spec: { sha: string; repoPath: string; file: string; label?: string },
): Promise<SuppressionFile> {
  const object = `${spec.sha}:${spec.repoPath}`;
  // batch-check names the blob by its id, not by `<sha>:<path>`: the one answer is it.
  const bytes = [...(await sizesOf(git, cwd, [object])).values()][0];
  if (bytes === undefined) return { file: spec.file, entries: [] };
  if (bytes > MAX_SUPPRESSIONS_FILE_BYTES)
    throw new Error(`${spec.file} has ${bytes} bytes, more than ${MAX_SUPPRESSIONS_FILE_BYTES}`);
  const args = ['cat-file', 'blob', object];
  const result = await git.run(args, { cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  return parseSuppressions(spec.file, result.stdout.toString('utf8'), spec.label);
}

export interface ReadChangesOptions {
  readonly git: Git;
  readonly workspace: string;
  readonly baseSha: string;
  readonly headSha: string;
  /** The suppressions file, workspace-relative. */
  readonly file: string;
  /**
   * The text the scan read of the head's files, when it is not their blobs (the work tree, where
   * Git LFS's smudge or a checkout filter makes other bytes): the change's comments are read from
   * what was scanned. A file it cannot read is not compared (its comments count as the change's).
   */
  readonly headText?: ReadHeadText;
}

/** The scanned text of a workspace-relative file of the head; undefined when it has none. */
export type ReadHeadText = (file: string) => Promise<string | undefined>;

export interface ReadChanges {
  /** The suppressions file as the base has it: the one applied in privileged modes. */
  readonly base: SuppressionFile;
  /** The pull request's version, when it could be read. */
  readonly head: SuppressionFile | undefined;
  readonly changes: SuppressionChanges;
  /** The lines the pull request changed, by workspace-relative file, of files with a comment. */
  readonly changedLines: ReadonlyMap<string, ChangedLines>;
}

/**
 * The lines of a file the pull request changed, from `git diff -U0` of its two blobs, read as text
 * whatever git thinks of them (`--text`; no diff driver runs, see `git.ts`): a NUL byte makes
 * git call a blob binary and give no hunk, and two different blobs with no hunk parsed count as
 * wholly changed, never as unchanged.
 */
async function readChangedLines(
  git: Git,
  cwd: string,
  file: { readonly oldId: string | undefined; readonly newId: string },
): Promise<ChangedLines> {
  if (file.oldId === undefined) return WHOLE_FILE;
  // A mode change alone (the same blob): no line changed.
  if (file.oldId === file.newId) return { added: [], deletedAfter: [] };
  const args = ['diff', '--text', '--no-color', '-U0', file.oldId, file.newId];
  const result = await git.run(args, { cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  const changed = parseHunks(result.stdout.toString('utf8'));
  return changed.added.length + changed.deletedAfter.length === 0 ? WHOLE_FILE : changed;
}

/** The files of a batch whose new blob is a Git LFS pointer (only a small blob can be one). */
async function lfsPointersOf(
  reader: BlobReader,
  batch: readonly ChangedFile[],
  sizes: ReadonlyMap<string, number>,
): Promise<Set<string>> {
  const small = batch.filter((f) => (sizes.get(f.newId) ?? Infinity) < MAX_LFS_POINTER_BYTES);
  if (small.length === 0) return new Set();
  const blobs = await reader.read(
    small.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })),
  );
  const pointers = small.filter((_, i) => blobs[i] !== undefined && isLfsPointer(blobs[i]));
  return new Set(pointers.map((f) => f.path));
}

/** The suppressions of both sides and what the pull request changes; throws on a git failure. */
export async function readSuppressionChanges(options: ReadChangesOptions): Promise<ReadChanges> {
  const { git, workspace, baseSha, headSha, file } = options;
  const location = await locateFolder(git, workspace);
  if (!location) throw new Error('the workspace is not in a git checkout');
  const prefix = location.folder === '' ? '' : `${location.folder}/`;
  const repoPath = `${prefix}${file}`;
  const base = await readSuppressionsAt(git, workspace, { sha: baseSha, repoPath, file });
  const problems: string[] = [];
  let head: SuppressionFile | undefined;
  try {
    head = await readSuppressionsAt(git, workspace, { sha: headSha, repoPath, file });
  } catch (error) {
    problems.push(
      `The pull request's ${file} could not be read, so its entries are not listed: ${describeError(error).split('\n')[0]}`,
    );
  }
  const args = ['diff', '--raw', '-z', '--no-renames', '--no-abbrev', baseSha, headSha];
  const diff = await git.run(args, { cwd: workspace });
  if (diff.code !== 0) throw new GitCommandError(args, diff);
  const changed = parseRawDiff(diff.stdout)
    .filter((f) => f.path.startsWith(prefix))
    .map((f) => ({ ...f, path: f.path.slice(prefix.length) }));
  const sizes = await sizesOf(
    git,
    workspace,
    changed.map((f) => f.newId),
  );
  const uncompared = changed
    .filter((f) => (sizes.get(f.newId) ?? Infinity) > MAX_COMPARED_FILE_BYTES)
    .map((f) => f.path);
  const compared = changed.filter((f) => !uncompared.includes(f.path));
  const reader = createBlobReader(git, workspace);
  const { headText } = options;
  const readHeads = async (batch: readonly ChangedFile[]): Promise<(string | undefined)[]> =>
    headText
      ? Promise.all(batch.map((f) => headText(f.path)))
      : (
          await reader.read(
            batch.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })),
          )
        ).map((bytes) => bytes.toString('utf8'));
  const inline: ChangedDirective[] = [];
  const changedLines = new Map<string, ChangedLines>();
  // A batch of files at a time: a pull request that changes thousands of files is never held whole.
  for (const batch of batchesOf(compared, (f) => sizes.get(f.newId) ?? 0)) {
    const heads = await readHeads(batch);
    const lfs = await lfsPointersOf(reader, batch, sizes);
    for (const [i, changedFile] of batch.entries()) {
      // What was scanned could not be read as text (or is too big to compare), or its blob is a
      // Git LFS pointer (the lines compared would be the pointer's): not compared.
      const text = lfs.has(changedFile.path) ? undefined : heads[i];
      if (text === undefined || Buffer.byteLength(text) > MAX_COMPARED_FILE_BYTES) {
        uncompared.push(changedFile.path);
        continue;
      }
      if (!MARKER.test(text)) continue;
      const old =
        changedFile.oldId === undefined
          ? undefined
          : (await reader.read([{ objectId: changedFile.oldId, size: 0 }]))[0]?.toString('utf8');
      inline.push(...changedDirectives(changedFile.path, old, text));
      changedLines.set(changedFile.path, await readChangedLines(git, workspace, changedFile));
    }
  }
  return {
    base,
    head,
    changes: {
      file,
      entries: head ? changedEntries(base, head) : [],
      inline,
      uncompared,
      problems,
    },
    changedLines,
  };
}
