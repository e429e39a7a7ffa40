/**
 * Reads the files SARIF results point at and hashes their lines as upload-sarif would, so the
 * SARIF file carries `primaryLocationLineHash` itself. The text comes from the tree that was
 * scanned: the workspace by default (only files inside it, also through links), a commit's
 * objects on a privileged run, whose workspace holds the base branch. Each file is read once; a
 * missing or unreadable file gets no hash, as upload-sarif gives it none.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { isInside } from '../../../paths.ts';
import { hashLines } from './line-hash.ts';

/** A lookup of the hash of a line of a workspace file (repository-relative path, `/`). */
export type LineHashes = (file: string, line: number) => string | undefined;

/** The text of a workspace-relative file of the scanned tree; undefined when it has none. */
export type ReadText = (file: string) => Promise<string | undefined>;

async function readInside(root: string, file: string): Promise<string | undefined> {
  const resolved = path.resolve(root, file);
  if (resolved === root || !isInside(root, resolved)) return undefined;
  try {
    const real = await fs.realpath(resolved);
    if (!isInside(await fs.realpath(root), real)) return undefined;
    if (!(await fs.stat(real)).isFile()) return undefined;
    return await fs.readFile(real, 'utf8');
  } catch {
    return undefined;
  }
}

/** The workspace's files on disk, inside it only. */
export function workspaceText(workspace: string): ReadText {
  const root = path.resolve(workspace);
  return (file) => readInside(root, file);
}

/** Hashes the `wanted` lines of each file (workspace-relative) and returns the lookup. */
export async function readLineHashes(
  read: ReadText,
  wanted: ReadonlyMap<string, ReadonlySet<number>>,
): Promise<LineHashes> {
  const byFile = new Map<string, Map<number, string>>();
  for (const [file, lines] of wanted) {
    const text = await read(file);
    if (text !== undefined) byFile.set(file, hashLines(text, lines));
  }
  return (file, line) => byFile.get(file)?.get(line);
}
