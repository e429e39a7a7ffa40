/**
 * Lists candidate files under the scanned folder, as POSIX paths relative to it. In a git work
 * tree git itself decides what `.gitignore` hides (nested files, `.git/info/exclude`, global
 * excludes); elsewhere a pruning walker applies every `.gitignore` it meets with `ignore`.
 * Nothing here follows a symbolic link.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import ignore, { type Ignore } from 'ignore';
import { PRUNED_FOLDERS } from './classify.ts';

const run = promisify(execFile);
const GIT_MAX_BUFFER_BYTES = 256 * 1024 * 1024;

export type ListingSource = 'git' | 'walker';

async function git(root: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', args, {
      cwd: root,
      maxBuffer: GIT_MAX_BUFFER_BYTES,
      encoding: 'utf8',
    });
    return stdout;
  } catch {
    return undefined;
  }
}

/** True when git answers for `root` and does not ignore it as a whole. */
async function gitCanList(root: string): Promise<boolean> {
  if ((await git(root, ['rev-parse', '--is-inside-work-tree']))?.trim() !== 'true') return false;
  // `git check-ignore` exits 0 when the folder is ignored (cdk.out/ and the like): then walk it.
  return (await git(root, ['check-ignore', '-q', '.'])) === undefined;
}

async function listWithGit(root: string): Promise<string[] | undefined> {
  const out = await git(root, [
    '-c',
    'core.quotePath=off',
    'ls-files',
    '-z',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    '.',
  ]);
  if (out === undefined) return undefined;
  return [...new Set(out.split('\0').filter((p) => p !== ''))];
}

interface Frame {
  dir: string;
  rules: { base: string; ig: Ignore }[];
}

async function readGitignore(dir: string): Promise<Ignore | undefined> {
  try {
    return ignore().add(await fs.readFile(path.join(dir, '.gitignore'), 'utf8'));
  } catch {
    return undefined;
  }
}

function ignoredBy(rules: Frame['rules'], relative: string, isDir: boolean): boolean {
  let ignored = false;
  for (const { base, ig } of rules) {
    const local = base === '' ? relative : relative.slice(base.length + 1);
    const result = ig.test(isDir ? `${local}/` : local);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

/** Walks `root` without following links, pruning built-in folders and, if asked, ignored paths. */
export async function walkFiles(root: string, options: { gitignore: boolean }): Promise<string[]> {
  const files: string[] = [];
  const queue: Frame[] = [{ dir: '', rules: [] }];
  while (queue.length > 0) {
    const batch = queue.splice(0, 64);
    await Promise.all(
      batch.map(async ({ dir, rules }) => {
        const absolute = path.join(root, dir);
        const own = options.gitignore ? await readGitignore(absolute) : undefined;
        const active = own ? [...rules, { base: dir, ig: own }] : rules;
        let entries;
        try {
          entries = await fs.readdir(absolute, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
          if (entry.isDirectory()) {
            if (PRUNED_FOLDERS.has(entry.name)) continue;
            if (options.gitignore && ignoredBy(active, relative, true)) continue;
            queue.push({ dir: relative, rules: active });
          } else if (!options.gitignore || !ignoredBy(active, relative, false)) {
            files.push(relative);
          }
        }
      }),
    );
  }
  return files;
}

/** Files `.gitignore` lets through, from git when it can answer, else from the walker. */
export async function listCandidateFiles(
  root: string,
): Promise<{ files: string[]; source: ListingSource }> {
  if (await gitCanList(root)) {
    const files = await listWithGit(root);
    if (files) return { files, source: 'git' };
  }
  return { files: await walkFiles(root, { gitignore: true }), source: 'walker' };
}
