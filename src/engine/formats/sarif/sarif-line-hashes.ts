/**
 * Reads the files SARIF results point at and hashes their lines as upload-sarif would, so the
 * SARIF file carries `primaryLocationLineHash` itself. The text comes from the tree that was
 * scanned (its `text`: the workspace's files, or a commit's objects on a privileged run, whose
 * workspace holds the base branch). Each file is read once; a missing or unreadable file gets no
 * hash, as upload-sarif gives it none.
 */
import { mapInChunks } from '../../../in-chunks.ts';
import { hashLines } from './line-hash.ts';

/**
 * How many files are read whole at once: a commit's reader reads them in one git process (and
 * has mostly read them already, for the inline suppressions); few enough that the texts held at
 * once stay small (each at most the trees' MAX_TEXT_READ_BYTES).
 */
const READ_TOGETHER = 32;

/** A lookup of the hash of a line of a workspace file (repository-relative path, `/`). */
export type LineHashes = (file: string, line: number) => string | undefined;

/** The text of a workspace-relative file of the scanned tree; undefined when it has none. */
export type ReadText = (file: string) => Promise<string | undefined>;

/** Hashes the `wanted` lines of each file (workspace-relative) and returns the lookup. */
export async function readLineHashes(
  read: ReadText,
  wanted: ReadonlyMap<string, ReadonlySet<number>>,
): Promise<LineHashes> {
  const byFile = new Map<string, Map<number, string>>();
  await mapInChunks([...wanted], READ_TOGETHER, async ([file, lines]) => {
    const text = await read(file);
    if (text !== undefined) byFile.set(file, hashLines(text, lines));
  });
  return (file, line) => byFile.get(file)?.get(line);
}
