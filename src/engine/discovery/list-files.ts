/**
 * Lists candidate files under the scanned folder, as POSIX paths relative to it. In a git work
 * tree git itself decides what `.gitignore` hides (nested files, `.git/info/exclude`, global
 * excludes); elsewhere a pruning walker applies every `.gitignore` it meets with `ignore`.
 * Nothing here follows a symbolic link. Names are read as bytes: one that is not valid UTF-8, and
 * a folder or `.gitignore` that cannot be read, is returned as a problem instead of dropped.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import ignore, { type Ignore } from 'ignore';
import { gitArguments, gitEnvironment } from '../git/git.ts';
import { parseLsFiles } from '../git/git-output.ts';
import { PRUNED_FOLDERS } from './classify.ts';
import { readName } from './file-names.ts';
import type { ListingProblem } from './rules.ts';

const run = promisify(execFile);
const GIT_MAX_BUFFER_BYTES = 256 * 1024 * 1024;
const WALK_BATCH_FOLDERS = 64;
const GITIGNORE = Buffer.from('.gitignore');

export type ListingSource = 'git' | 'walker';

/** Files found, and the paths that could not be listed or named. */
export interface Listing {
  readonly files: string[];
  readonly problems: ListingProblem[];
}

/** Runs git as every git child runs (`git.ts`: no secret, no configured command). */
async function git(
  root: string,
  args: string[],
): Promise<{ stdout: Buffer; stderr: Buffer } | undefined> {
  try {
    // LC_ALL=C: git's warnings about unreadable folders are read below, in English.
    return await run('git', gitArguments(args), {
      cwd: root,
      maxBuffer: GIT_MAX_BUFFER_BYTES,
      encoding: 'buffer',
      env: { ...gitEnvironment(), LC_ALL: 'C' },
    });
  } catch {
    return undefined;
  }
}

/** The work tree prefix of `root` when git answers for it and does not ignore it as a whole. */
async function gitPrefix(root: string): Promise<string | undefined> {
  const answer = await git(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix']);
  const [inside, prefix = ''] = answer?.stdout.toString('utf8').split('\n') ?? [];
  if (inside !== 'true') return undefined;
  // `git check-ignore` exits 0 when the folder is ignored (cdk.out/ and the like): then walk it.
  return (await git(root, ['check-ignore', '-q', '.'])) === undefined ? prefix : undefined;
}

function splitBytes(bytes: Buffer, separator: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(separator, start);
    if (end < 0) end = bytes.length;
    if (end > start) parts.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return parts;
}

/** `git ls-files` skips what it cannot read with a warning on stderr (paths from the top level). */
const GIT_WARNING = /^warning: (could not open directory|unable to access) '(.+)': /;

function gitWarnings(stderr: Buffer, prefix: string): ListingProblem[] {
  const problems: ListingProblem[] = [];
  for (const line of splitBytes(stderr, 0x0a)) {
    const match = GIT_WARNING.exec(line.toString('latin1'));
    if (!match?.[2]) continue;
    const name = readName(Buffer.from(match[2], 'latin1'));
    const full = name.text.replace(/\/$/, '');
    if (!full.startsWith(prefix)) continue;
    const relative = full.slice(prefix.length) || '.';
    const folder = match[1] === 'could not open directory';
    problems.push({ path: relative, reason: folder ? 'unreadable folder' : 'unreadable' });
  }
  return problems;
}

async function listWithGit(root: string, prefix: string): Promise<Listing | undefined> {
  const answer = await git(root, [
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
  if (answer === undefined) return undefined;
  const files = new Set<string>();
  const problems = gitWarnings(answer.stderr, prefix);
  for (const bytes of parseLsFiles(answer.stdout)) {
    const name = readName(bytes);
    if (name.valid) files.add(name.text);
    else problems.push({ path: name.text, reason: 'name is not valid UTF-8' });
  }
  return { files: [...files], problems };
}

interface Frame {
  dir: string;
  rules: { base: string; ig: Ignore }[];
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

/** Lists one folder's entries with their raw names (the file system's, or a test's). */
export type ReadFolder = (absolute: string) => Promise<Dirent<NonSharedBuffer>[]>;

const readFolder: ReadFolder = (absolute) =>
  fs.readdir(absolute, { withFileTypes: true, encoding: 'buffer' });

/** Walks `root` without following links, pruning built-in folders and, if asked, ignored paths. */
export async function walkFiles(
  root: string,
  options: { gitignore: boolean; readdir?: ReadFolder },
): Promise<Listing> {
  const readdir = options.readdir ?? readFolder;
  const files: string[] = [];
  const problems: ListingProblem[] = [];
  const queue: Frame[] = [{ dir: '', rules: [] }];
  const visit = async ({ dir, rules }: Frame): Promise<void> => {
    const absolute = path.join(root, dir);
    let entries;
    try {
      entries = await readdir(absolute);
    } catch {
      problems.push({ path: dir || '.', reason: 'unreadable folder' });
      return;
    }
    let active = rules;
    // Like git, a `.gitignore` that is a link is not followed.
    if (options.gitignore && entries.some((e) => e.isFile() && e.name.equals(GITIGNORE))) {
      const file = dir === '' ? '.gitignore' : `${dir}/.gitignore`;
      try {
        active = [
          ...rules,
          { base: dir, ig: ignore().add(await fs.readFile(path.join(root, file), 'utf8')) },
        ];
      } catch {
        problems.push({ path: file, reason: 'unreadable' });
      }
    }
    for (const entry of entries) {
      const name = readName(entry.name);
      const relative = dir === '' ? name.text : `${dir}/${name.text}`;
      const isDir = entry.isDirectory();
      if (isDir && PRUNED_FOLDERS.has(name.text)) continue;
      if (options.gitignore && ignoredBy(active, relative, isDir)) continue;
      if (!name.valid) problems.push({ path: relative, reason: 'name is not valid UTF-8' });
      else if (isDir) queue.push({ dir: relative, rules: active });
      else files.push(relative);
    }
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, WALK_BATCH_FOLDERS).map(visit));
  return { files, problems };
}

/** Files `.gitignore` lets through, from git when it can answer, else from the walker. */
export async function listCandidateFiles(
  root: string,
): Promise<Listing & { readonly source: ListingSource }> {
  const prefix = await gitPrefix(root);
  if (prefix !== undefined) {
    const listing = await listWithGit(root, prefix);
    if (listing) return { ...listing, source: 'git' };
  }
  return { ...(await walkFiles(root, { gitignore: true })), source: 'walker' };
}
