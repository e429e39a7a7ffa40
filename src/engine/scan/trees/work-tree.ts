/**
 * The workspace's tree: files listed and read on disk. Its text is read inside the workspace only
 * (also through links that stay inside it, as the scanned files were found), a file's lines
 * streamed and the reading stopped after the last line wanted, so a finding near the top of a big
 * file costs only its first lines. Its entries, for the unjudged rule, are read as git stores them:
 * a regular file's bytes, a link's target (never what it points at).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as readline from 'node:readline';
import { discoverFiles } from '../../discovery/discover.ts';
import { createGitCli, type Git } from '../../git/git.ts';
import { diskReader } from '../../packing/content-reader.ts';
import { workTreeTargets } from '../../change/links/link-targets.ts';
import { workTreeLinks } from '../../change/links/tree-links.ts';
import { isInside } from '../../../paths.ts';
import {
  MAX_TEXT_READ_BYTES,
  WORKSPACE_LABEL,
  type ReadTreeFile,
  type Tree,
  type TreeRules,
  type TreeText,
} from './tree.ts';

/** The workspace's tree; `git` lists its links (the index), when there is a checkout. */
export function workspaceTree(rules: TreeRules, baseName: string, git: Git = createGitCli()): Tree {
  return {
    label: WORKSPACE_LABEL,
    sha: undefined,
    baseName,
    discover: () => discoverFiles(rules),
    reader: diskReader,
    text: workTreeText(rules.workspace),
    entries: {
      readFile: workTreeFiles(rules.scanRoot),
      probeTargets: workTreeTargets(rules.scanRoot, rules.workspace),
      listLinks: workTreeLinks(git, rules.scanRoot),
    },
  };
}

/** The real path of a workspace-relative file that stays inside the workspace, or undefined. */
async function insideWorkspace(root: string, file: string): Promise<string | undefined> {
  const resolved = path.resolve(root, file);
  if (resolved === root || !isInside(root, resolved)) return undefined;
  try {
    const real = await fs.promises.realpath(resolved);
    return isInside(await fs.promises.realpath(root), real) ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The text of the workspace's files on disk, inside it only. */
export function workTreeText(workspace: string): TreeText {
  const root = path.resolve(workspace);
  return {
    source: 'work tree',
    read: async (file) => {
      const real = await insideWorkspace(root, file);
      if (real === undefined) return undefined;
      try {
        const stat = await fs.promises.stat(real);
        if (!stat.isFile() || stat.size > MAX_TEXT_READ_BYTES) return undefined;
        return await fs.promises.readFile(real, 'utf8');
      } catch {
        return undefined;
      }
    },
    lines: async (file, fromLine, toLine) => {
      const real = await insideWorkspace(root, file);
      if (real === undefined) return undefined;
      try {
        return await readSpan(real, fromLine, toLine);
      } catch {
        return undefined;
      }
    },
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

/**
 * Reads the work tree's entries under `scanRoot` as git stores them: a regular file's bytes, a
 * link's target (never what it points at); anything else reads as none.
 */
export function workTreeFiles(scanRoot: string): ReadTreeFile {
  return async (relative) => {
    const file = path.join(scanRoot, relative);
    try {
      const stat = await fs.promises.lstat(file);
      if (stat.isSymbolicLink()) return await fs.promises.readlink(file, { encoding: 'buffer' });
      if (!stat.isFile()) return undefined;
      return await fs.promises.readFile(file);
    } catch {
      return undefined;
    }
  };
}
