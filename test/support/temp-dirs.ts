/**
 * Folders a unit test file makes, removed after its last test: what `integration.ts` does for the
 * integration files, for the files that need no harness.
 */
import * as fs from 'node:fs';
import { afterAll } from 'vitest';
import { tempDir } from './git-fixtures.ts';

export interface TempDirs {
  /** A new folder, removed after the file. */
  make(prefix: string): string;
  /** Removes `dir` (a folder a fixture made) after the file. */
  removeLater(dir: string): string;
}

/** Call at the top of a file: the folders it makes are removed after the file. */
export function useTempDirs(): TempDirs {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const removeLater = (dir: string): string => {
    made.push(dir);
    return dir;
  };
  return { make: (prefix) => removeLater(tempDir(prefix)), removeLater };
}
