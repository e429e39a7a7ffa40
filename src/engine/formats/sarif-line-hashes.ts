/**
 * Reads the files SARIF results point at and hashes their lines as upload-sarif would, so the
 * SARIF file carries `primaryLocationLineHash` itself. Only files inside the workspace (also
 * through links) are read, each once; a missing or unreadable file gets no hash, as upload-sarif
 * gives it none.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { isInside } from '../../paths.ts';
import { hashLines } from './line-hash.ts';

/** A lookup of the hash of a line of a workspace file (repository-relative path, `/`). */
export type LineHashes = (file: string, line: number) => string | undefined;

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

/** Hashes the `wanted` lines of each file (workspace-relative) and returns the lookup. */
export async function readLineHashes(
  workspace: string,
  wanted: ReadonlyMap<string, ReadonlySet<number>>,
): Promise<LineHashes> {
  const root = path.resolve(workspace);
  const byFile = new Map<string, Map<number, string>>();
  for (const [file, lines] of wanted) {
    const text = await readInside(root, file);
    if (text !== undefined) byFile.set(file, hashLines(text, lines));
  }
  return (file, line) => byFile.get(file)?.get(line);
}
