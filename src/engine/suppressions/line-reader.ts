/**
 * The real `ReadLines`: streams a workspace file line by line and stops after the last line
 * wanted, so a finding near the top of a big file costs only its first lines.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as readline from 'node:readline';
import { isInside } from '../../paths.ts';
import type { ReadLines } from './suppress.ts';

/** A reader of lines of files inside `workspace`; undefined for anything outside or unreadable. */
export function createLineReader(workspace: string): ReadLines {
  const root = path.resolve(workspace);
  return async (file, fromLine, toLine) => {
    const resolved = path.resolve(root, file);
    if (resolved === root || !isInside(root, resolved)) return undefined;
    try {
      const real = await fs.promises.realpath(resolved);
      if (!isInside(await fs.promises.realpath(root), real)) return undefined;
      return await readSpan(real, fromLine, toLine);
    } catch {
      return undefined;
    }
  };
}

async function readSpan(file: string, fromLine: number, toLine: number): Promise<string[]> {
  const stream = fs.createReadStream(file, { encoding: 'utf8' });
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  const span: string[] = [];
  let number = 0;
  try {
    for await (const text of lines) {
      number++;
      if (number > toLine) break;
      if (number >= fromLine) span.push(number === 1 ? text.replace(/^\uFEFF/, '') : text);
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  return span;
}
