/**
 * A commit's tree, read from git objects: listed with `git ls-tree`, probed by its modes and
 * sizes, read with `git cat-file --batch`. Any commit will do (a pull request's base, its merge
 * commit, the commit the command line was asked to scan): the caller names it and labels it. Its
 * text is its blobs' (in privileged modes the findings are in the pull request's commit, which the
 * workspace, the base branch, does not hold), each file read once and kept for the run's other
 * readers of it.
 */
import { type Git, isObjectId } from '../../git/git.ts';
import { readBlobs } from '../../git/blob-reader.ts';
import { locateFolder } from '../../git/git-tree.ts';
import { discoverBaseFiles } from './discover-base.ts';
import type { DiscoveredFile } from '../../discovery/discover.ts';
import type { ContentReader } from '../../packing/content-reader.ts';
import { commitTargets } from '../../change/links/link-targets.ts';
import { commitLinks } from '../../change/links/tree-links.ts';
import {
  MAX_TEXT_READ_BYTES,
  spanOf,
  type ReadTreeFile,
  type Tree,
  type TreeRules,
  type TreeText,
} from './tree.ts';

export interface CommitTreeOptions {
  readonly git: Git;
  /** The full commit id. */
  readonly sha: string;
  readonly label: string;
  readonly baseName: string;
  readonly rules: TreeRules;
  /** Reads the tree's text and entries after the scan (the scan's own git may be stopped by then). */
  readonly textGit?: Git;
}

/** The tree of commit `sha`; its reader reads the files its `discover` found. */
export function commitTree(options: CommitTreeOptions): Tree {
  let reader: ContentReader<DiscoveredFile> | undefined;
  const { git, sha, rules } = options;
  const textGit = options.textGit ?? git;
  return {
    label: options.label,
    sha,
    baseName: options.baseName,
    discover: async () => {
      const files = await discoverBaseFiles({ git, sha, ...rules });
      if (!files.exists) return undefined;
      reader = files.reader;
      return files.discovery;
    },
    reader: {
      read: (file) => {
        if (!reader) throw new Error(`${file.path}: the tree of ${options.label} was not listed`);
        return reader.read(file);
      },
    },
    text: commitText({ git: textGit, workspace: rules.workspace, sha }),
    entries: {
      readFile: commitFiles(textGit, { scanRoot: rules.scanRoot, sha }),
      probeTargets: commitTargets(textGit, { scanRoot: rules.scanRoot, sha }),
      listLinks: commitLinks(textGit, { scanRoot: rules.scanRoot, sha }),
    },
  };
}

/**
 * The text of workspace-relative files as commit `sha` has them (none when it has none, or past
 * MAX_TEXT_READ_BYTES): what inline suppressions and the SARIF's line hashes are read from when
 * the scan read a commit. Reads asked for in the same turn share two git processes (one
 * `cat-file --batch-check`, one `--batch`): callers that read many files ask for them together.
 */
export function commitText(options: {
  readonly git: Git;
  readonly workspace: string;
  readonly sha: string;
}): TreeText {
  const { git, workspace, sha } = options;
  if (!isObjectId(sha)) throw new Error(`Not a full commit id: '${sha}'`);
  let prefix: Promise<string | undefined> | undefined;
  const objectsOf = async (files: readonly string[]): Promise<(string | undefined)[]> => {
    prefix ??= locateFolder(git, workspace).then((l) =>
      l === undefined ? undefined : l.folder === '' ? '' : `${l.folder}/`,
    );
    const folder = await prefix;
    // A NUL would end the name where git reads it (another file's text); `..` would climb out.
    return files.map((file) =>
      folder === undefined || file.includes('\0') || file.split('/').includes('..')
        ? undefined
        : `${sha}:${folder}${file}`,
    );
  };
  /** A name a batch cannot carry (a line break in it), read on its own. */
  const readAlone = async (name: string): Promise<string | undefined> => {
    const size = await git.run(['cat-file', '-s', name], { cwd: workspace });
    if (size.code !== 0 || Number(size.stdout.toString('utf8')) > MAX_TEXT_READ_BYTES)
      return undefined;
    const result = await git.run(['cat-file', 'blob', name], { cwd: workspace });
    return result.code === 0 ? result.stdout.toString('utf8') : undefined;
  };
  const readTexts = async (files: readonly string[]): Promise<(string | undefined)[]> => {
    const names = await objectsOf(files);
    const alone = (name: string): boolean => /[\r\n]/.test(name);
    const asked = names.flatMap((name) => (name === undefined || alone(name) ? [] : [name]));
    const read = await readBlobs(git, workspace, asked, { maxBytes: MAX_TEXT_READ_BYTES });
    const byName = new Map(asked.map((name, i) => [name, read[i]?.toString('utf8')]));
    return Promise.all(
      names.map(async (name) => {
        if (name === undefined) return undefined;
        // One name git cannot take (too long to pass) costs only its own text.
        if (alone(name)) return readAlone(name).catch(() => undefined);
        return byName.get(name);
      }),
    );
  };
  const texts = new Map<string, Promise<string | undefined>>();
  let waiting: { file: string; settle: (text: string | undefined) => void }[] = [];
  const readWaiting = (): void => {
    const batch = waiting;
    waiting = [];
    // A file git cannot read has no text, as before: no inline suppression, no line hash.
    readTexts(batch.map(({ file }) => file)).then(
      (read) => batch.forEach(({ settle }, i) => settle(read[i])),
      () => batch.forEach(({ settle }) => settle(undefined)),
    );
  };
  const read = (file: string): Promise<string | undefined> => {
    let text = texts.get(file);
    if (text === undefined) {
      text = new Promise((settle) => {
        if (waiting.length === 0) setImmediate(readWaiting);
        waiting.push({ file, settle });
      });
      texts.set(file, text);
    }
    return text;
  };
  return {
    source: 'git',
    read,
    lines: async (file, fromLine, toLine) => {
      const text = await read(file);
      return text === undefined ? undefined : spanOf(text, fromLine, toLine);
    },
  };
}

/** Reads the entries of commit `sha` under the scanned folder (blobs), by scan-relative path. */
function commitFiles(git: Git, options: { scanRoot: string; sha: string }): ReadTreeFile {
  let folder: Promise<string | undefined> | undefined;
  return async (relative) => {
    folder ??= locateFolder(git, options.scanRoot).then((l) => l?.folder);
    const at = await folder;
    if (at === undefined) return undefined;
    const object = `${options.sha}:${at === '' ? '' : `${at}/`}${relative}`;
    const result = await git.run(['cat-file', 'blob', object], { cwd: options.scanRoot });
    return result.code === 0 ? result.stdout : undefined;
  };
}
