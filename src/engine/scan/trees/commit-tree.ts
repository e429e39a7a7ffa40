/**
 * A commit's tree, read from git objects: listed with `git ls-tree`, probed by its modes and
 * sizes, read with `git cat-file --batch`. Any commit will do (a pull request's base, its merge
 * commit, the commit the command line was asked to scan): the caller names it and labels it. Its
 * text is its blobs' (in privileged modes the findings are in the pull request's commit, which the
 * workspace, the base branch, does not hold), each file read once and kept for the run's other
 * readers of it.
 */
import { type Git, isObjectId } from '../../git/git.ts';
import { locateFolder } from '../../git/git-tree.ts';
import { discoverBaseFiles } from './discover-base.ts';
import type { DiscoveredFile } from '../../discovery/discover.ts';
import type { ContentReader } from '../../packing/content-reader.ts';
import { commitTargets } from '../../change/links/link-targets.ts';
import { commitLinks } from '../../change/links/tree-links.ts';
import { spanOf, type ReadTreeFile, type Tree, type TreeRules, type TreeText } from './tree.ts';

/** A file bigger than this is not read as text (none of its findings is suppressed inline). */
const MAX_TEXT_READ_BYTES = 8 * 1024 * 1024;

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
 * the scan read a commit.
 */
export function commitText(options: {
  readonly git: Git;
  readonly workspace: string;
  readonly sha: string;
}): TreeText {
  const { git, workspace, sha } = options;
  if (!isObjectId(sha)) throw new Error(`Not a full commit id: '${sha}'`);
  let prefix: Promise<string | undefined> | undefined;
  const readText = async (file: string): Promise<string | undefined> => {
    prefix ??= locateFolder(git, workspace).then((l) =>
      l === undefined ? undefined : l.folder === '' ? '' : `${l.folder}/`,
    );
    const folder = await prefix;
    if (folder === undefined || file.split('/').includes('..')) return undefined;
    const object = `${sha}:${folder}${file}`;
    const size = await git.run(['cat-file', '-s', object], { cwd: workspace });
    if (size.code !== 0 || Number(size.stdout.toString('utf8')) > MAX_TEXT_READ_BYTES)
      return undefined;
    const result = await git.run(['cat-file', 'blob', object], { cwd: workspace });
    return result.code === 0 ? result.stdout.toString('utf8') : undefined;
  };
  const texts = new Map<string, Promise<string | undefined>>();
  const read = (file: string): Promise<string | undefined> => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readText(file)));
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
