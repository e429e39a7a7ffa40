/**
 * Finds the IaC a run leaves unjudged (issue 31). On a pull request: the files it adds or changes
 * under the scanned folder (from git, between its base and the scanned commit) that are IaC by
 * name or content and were not uploaded, and the scanned folder itself when the base has it and
 * the pull request removed it or put a link or submodule in its place, and the links under it the
 * pull request left alone that lead out of it to something it changed. When git cannot say what
 * the pull request changed, every IaC file discovery saw and did not upload counts (fail closed).
 * On other runs, that whole-tree list is a warning. The whole-tree list also has every link and
 * submodule git lists under the scanned folder (discovery looks only at names that may be IaC). A
 * git failure is never an exception here: it is the reason the whole tree counts.
 */
import { describeError } from '../../errors.ts';
import { compilePatterns } from '../discovery/classify.ts';
import type { Discovery } from '../discovery/discover.ts';
import type { Git } from '../git/git.ts';
import { folderExists, locateFolder } from '../git/git-tree.ts';
import type { TreeScan } from '../scan/tree-scan.ts';
import { entryAt, readChangedEntries, type ChangedEntry } from './changed-entries.ts';
import {
  judgeCandidate,
  needsContent,
  needsTarget,
  type Candidate,
  type TreeFacts,
} from './judge-entry.ts';
import { commitTargets, type ProbeTargets } from './links/link-targets.ts';
import { findLinksBehind, type LinkBehind } from './links/links-behind.ts';
import type { ListLinks } from './links/tree-links.ts';
import { findDanglingLinks } from './links/dangling-links.ts';
import { hiddenOnBase } from './hidden-on-base.ts';
import { readBlobs, type ReadTreeFile } from './read-contents.ts';
import { splitNotices, unjudgedFile, type Unjudged, type UnjudgedFile } from './unjudged.ts';

/** A pull request between two commits, one whose commits are unknown, or no pull request. */
export type ChangeRange =
  | { readonly kind: 'pull request'; readonly baseSha: string; readonly headSha: string }
  | { readonly kind: 'pull request'; readonly unavailable: string }
  | { readonly kind: 'tree' };

export interface FindUnjudgedOptions {
  readonly git: Git;
  /** The scanned tree's discovery, packing and uploads. */
  readonly head: TreeScan;
  readonly workspace: string;
  /** A folder of the repository: the scanned folder. */
  readonly scanRoot: string;
  /** The scanned folder relative to the workspace (`.` for the workspace). */
  readonly scanPath: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly range: ChangeRange;
  /** Reads a file of the scanned tree (for the whole-tree list). */
  readonly readFile: ReadTreeFile;
  /** Where entries of the scanned tree lead (for the whole-tree list's links and submodules). */
  readonly probeTargets: ProbeTargets;
  /** Every link and submodule of the scanned tree, whatever its name (for the whole-tree list). */
  readonly listLinks: ListLinks;
  /** The scanned commit (the work tree's HEAD, or the pull request's commit), when known. */
  readonly headCommit?: string | undefined;
  /**
   * When git cannot say what a pull request changed: the adapter's list of its files (a port the
   * platform fills in), tried before the whole tree is counted.
   */
  readonly listChanges?: ListChanges | undefined;
}

/** A change's files as its platform lists them, repository-relative. */
export interface ListedChanges {
  /** Every path the change adds, modifies, renames (both names) or removes. */
  readonly paths: readonly string[];
  /** False when the platform lists fewer files than the change has: the whole tree counts then. */
  readonly complete: boolean;
  /** Where the list came from, for people: `the pull request's file list`. */
  readonly source: string;
}

/** The change's files, or undefined when the platform cannot say (a failure is undefined too). */
export type ListChanges = () => Promise<ListedChanges | undefined>;

/** How the rule reads what it needs of the candidates: their bytes, and where links lead. */
interface CandidateReaders<C extends Candidate> {
  readonly read: (wanted: readonly C[]) => Promise<(Uint8Array | undefined)[]>;
  readonly probe: ProbeTargets;
}

const SKIP_TYPES: Readonly<Record<string, Candidate['type']>> = {
  symlink: 'link',
  'not a regular file': 'other',
};

function chartsOf(discovery: Discovery): Set<string> {
  const charts = discovery.files.filter((f) => f.unit.startsWith('helm:'));
  return new Set(charts.map((f) => f.unit.slice('helm:'.length)));
}

/** The facts of the scanned tree, by path relative to the scanned folder. */
function factsOf(
  options: FindUnjudgedOptions,
  changed?: ReadonlySet<string>,
  hidden?: ReadonlySet<string>,
): TreeFacts {
  const { head, scanPath } = options;
  const prefix = scanPath === '.' ? '' : `${scanPath}/`;
  const local = (workspacePath: string) => workspacePath.slice(prefix.length);
  const chosen = new Set(head.discovery.files.map((file) => file.path));
  const skipped = new Map<string, string>();
  for (const [reason, paths] of head.discovery.skipped)
    for (const path of paths) skipped.set(path, reason);
  return {
    uploaded: (relative) =>
      chosen.has(`${prefix}${relative}`) && !head.notPacked?.has(`${prefix}${relative}`),
    isIncluded: compilePatterns(options.include),
    isExcluded: compilePatterns(options.exclude),
    skipped,
    rejected: new Map(head.discovery.rejected.map((r) => [r.path, r.category])),
    notPacked: new Map([...(head.notPacked ?? [])].map(([path, why]) => [local(path), why])),
    charts: chartsOf(head.discovery),
    ...(changed !== undefined && { changed }),
    ...(hidden !== undefined && { hiddenOnBase: hidden }),
    linksMustResolve: options.range.kind === 'pull request',
  };
}

/** Every path discovery and packing saw and did not upload: the whole-tree candidates. */
function treeCandidates(facts: TreeFacts): Candidate[] {
  const paths = new Set([
    ...facts.skipped.keys(),
    ...facts.rejected.keys(),
    ...facts.notPacked.keys(),
  ]);
  return [...paths].sort().flatMap((path): Candidate[] => {
    const skip = facts.skipped.get(path);
    if (skip === 'unreadable folder') return [];
    const type = SKIP_TYPES[skip ?? ''] ?? 'file';
    return [{ path, nameValid: skip !== 'name is not valid UTF-8', type }];
  });
}

/** The workspace-relative path of a path relative to the scanned folder. */
function workspacePath(scanPath: string, relative: string): string {
  return scanPath === '.' ? relative : `${scanPath}/${relative}`;
}

/**
 * Judges each candidate, reading the bytes of those whose names do not decide, and asking where
 * the links and special files lead.
 */
async function unjudgedOf<C extends Candidate>(
  candidates: readonly C[],
  options: FindUnjudgedOptions,
  readers: CandidateReaders<C>,
  changed?: ReadonlySet<string>,
  hidden?: ReadonlySet<string>,
): Promise<UnjudgedFile[]> {
  const facts = factsOf(options, changed, hidden);
  const wanted = candidates.filter((c) => needsContent(c, facts));
  const bytes = await readers.read(wanted);
  const contents = new Map(wanted.map((c, i) => [c, bytes[i]]));
  const links = candidates.filter((c) => needsTarget(c, facts));
  const leads = await readers.probe(links.map((c) => c.path));
  const targets = new Map(links.map((c, i) => [c, leads[i]]));
  return candidates.flatMap((candidate) => {
    const target = targets.get(candidate);
    const judged = target === undefined ? candidate : { ...candidate, target };
    const reason = judgeCandidate(judged, facts, contents.get(candidate));
    return reason ? [unjudgedFile(workspacePath(options.scanPath, candidate.path), reason)] : [];
  });
}

/** The scanned folder, repository-relative, as the workspace names it (never through a link). */
async function repositoryFolder(options: FindUnjudgedOptions): Promise<string> {
  const location = await locateFolder(options.git, options.workspace);
  if (!location) throw new Error('the workspace is not in a git checkout');
  const parts = [location.folder, options.scanPath === '.' ? '' : options.scanPath];
  return parts.filter((part) => part !== '').join('/');
}

/** The pull request's changed IaC that was not uploaded, and the scanned folder if it is gone. */
async function changedUnjudged(
  options: FindUnjudgedOptions,
  range: { readonly baseSha: string; readonly headSha: string },
): Promise<UnjudgedFile[]> {
  const { git, scanRoot: cwd } = options;
  const folder = await repositoryFolder(options);
  const files: UnjudgedFile[] = [];
  const now = folder === '' ? 'folder' : await entryAt(git, { cwd, sha: range.headSha, folder });
  if (now !== 'folder' && (await folderExists(git, { cwd, sha: range.baseSha, folder })))
    files.push(
      unjudgedFile(
        options.scanPath,
        now === 'missing' ? 'scanned folder removed' : 'scanned folder replaced',
      ),
    );
  const { entries, everywhere } = await readChangedEntries(git, { cwd, ...range, folder });
  const changed = new Set(entries.map((entry) => entry.path));
  const facts = factsOf(options, changed);
  const hidden = await hiddenOnBase(git, {
    cwd,
    baseSha: range.baseSha,
    folder,
    charts: facts.charts,
    hidden: entries
      .map((entry) => entry.path)
      .filter((path) => facts.skipped.get(path) === 'ignored by .helmignore'),
  });
  files.push(
    ...(await unjudgedOf(
      entries,
      options,
      {
        read: (wanted: readonly ChangedEntry[]) =>
          readBlobs(
            git,
            cwd,
            wanted.map((entry) => entry.objectId),
          ),
        probe: commitTargets(git, { scanRoot: cwd, sha: range.headSha }),
      },
      changed,
      hidden,
    )),
  );
  // No links stand under a folder the scanned commit does not have (that is its own reason).
  if (now !== 'folder') return files;
  const behind = await findLinksBehind(git, {
    cwd,
    headSha: range.headSha,
    folder,
    changed: everywhere,
    skip: changed,
  });
  files.push(...(await linksBehindUnjudged(behind, options, changed)));
  return files;
}

/**
 * The links the pull request left alone that lead to something it changed out of the scanned
 * folder, judged as links are (a link named like IaC by its text, any other by its target).
 */
async function linksBehindUnjudged(
  behind: readonly LinkBehind[],
  options: FindUnjudgedOptions,
  changed: ReadonlySet<string>,
): Promise<UnjudgedFile[]> {
  const facts = factsOf(options, changed);
  const { git, scanRoot } = options;
  const texts = await readBlobs(
    git,
    scanRoot,
    behind.map((link) => link.objectId),
  );
  return behind.flatMap((link, i) => {
    const candidate: Candidate = { ...link, type: 'link', target: link.target };
    const reason = judgeCandidate(candidate, facts, texts[i]);
    return reason ? [unjudgedFile(workspacePath(options.scanPath, link.path), reason)] : [];
  });
}

export async function findUnjudged(options: FindUnjudgedOptions): Promise<Unjudged> {
  const { range } = options;
  const gates = range.kind === 'pull request';
  let note: string | undefined;
  if ('baseSha' in range) {
    try {
      const files = await changedUnjudged(options, range);
      return withNotices(await markDangling(files, options, range.headSha), {
        gates,
        scope: 'changed',
      });
    } catch (error) {
      note = `which files this pull request changed could not be read from git (${describeError(error).split('\n')[0]})`;
    }
  } else if ('unavailable' in range) note = range.unavailable;
  // Git cannot say what the pull request changed: the platform's list of its files, if it has one.
  const listed = gates ? await listedChanges(options) : undefined;
  if (listed !== undefined && listed.complete) {
    const files = await listedUnjudged(options, listed.paths).catch(() => undefined);
    if (files !== undefined)
      return withNotices(await markDangling(files, options, options.headCommit), {
        gates,
        scope: 'changed',
        note: `git could not say which files this pull request changed (${note ?? 'no base'}), so they came from ${listed.source}`,
      });
  } else if (listed !== undefined)
    note = `${note ?? 'git could not say which files this pull request changed'}; ${listed.source} lists fewer files than the pull request has`;
  const files = await unjudgedOf(await wholeTree(options), options, treeReaders(options));
  return withNotices(await markDangling(files, options, options.headCommit), {
    gates,
    scope: 'tree',
    ...(note !== undefined && { note }),
  });
}

/** The unjudged files apart from the notices (a dangling link, a file no deployer can parse). */
function withNotices(files: readonly UnjudgedFile[], rest: Omit<Unjudged, 'files'>): Unjudged {
  const split = splitNotices(files);
  return {
    ...rest,
    files: split.files,
    ...(split.notices.length > 0 && { notices: split.notices }),
  };
}

/** The platform's list of the change's files; undefined when it has none or it failed. */
async function listedChanges(options: FindUnjudgedOptions): Promise<ListedChanges | undefined> {
  if (options.listChanges === undefined) return undefined;
  return options.listChanges().catch(() => undefined);
}

/** Every path discovery and packing saw and did not upload, and every link and submodule. */
async function wholeTree(options: FindUnjudgedOptions): Promise<Candidate[]> {
  const seen = treeCandidates(factsOf(options));
  const known = new Set(seen.map((c) => c.path));
  // A tree git cannot list has failed discovery already (that is the run's error): its links too.
  const listed = await options.listLinks().catch(() => []);
  const links = listed.filter((link) => !known.has(link.path));
  return [...seen, ...links].sort((a, b) => (a.path < b.path ? -1 : 1));
}

function treeReaders(options: FindUnjudgedOptions): CandidateReaders<Candidate> {
  return {
    read: (wanted) => Promise.all(wanted.map((c) => options.readFile(c.path))),
    // Where a link leads, when git cannot say, is unknown: it counts (fail closed).
    probe: (relatives) =>
      options.probeTargets(relatives).catch(() => relatives.map(() => 'outside' as const)),
  };
}

/**
 * The files a listed change holds under the scanned folder, judged as the whole tree's are (what
 * discovery and packing left home, and every link and submodule), and the links it left alone that
 * lead out of the folder to something it changed. Throws when git cannot tell (the caller counts
 * the whole tree).
 */
async function listedUnjudged(
  options: FindUnjudgedOptions,
  paths: readonly string[],
): Promise<UnjudgedFile[]> {
  const folder = await repositoryFolder(options);
  const prefix = folder === '' ? '' : `${folder}/`;
  const local = new Set(
    paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)),
  );
  const facts = factsOf(options, local);
  const inChange = (await wholeTree(options)).filter((c) => local.has(c.path));
  const known = new Set(inChange.map((c) => c.path));
  // Uploaded files named like IaC that the change holds: their encoding is checked.
  const uploaded = [...local]
    .filter((path) => !known.has(path) && facts.uploaded(path))
    .map((path): Candidate => ({ path, nameValid: true, type: 'file' }));
  const files = await unjudgedOf([...inChange, ...uploaded], options, treeReaders(options), local);
  const head = options.headCommit;
  if (folder === '' || head === undefined) return files;
  const everywhere = new Map(paths.map((p) => [p, '100644']));
  const behind = await findLinksBehind(options.git, {
    cwd: options.scanRoot,
    headSha: head,
    folder,
    changed: everywhere,
    skip: local,
  });
  return [...files, ...(await linksBehindUnjudged(behind, options, local))];
}

/**
 * The links counted for where they lead (`link or submodule`, `link out of the repository`) whose
 * target the scanned commit does not have: dangling, a notice. Without the commit, or when git
 * cannot tell, they stay counted.
 */
async function markDangling(
  files: UnjudgedFile[],
  options: FindUnjudgedOptions,
  headSha: string | undefined,
): Promise<UnjudgedFile[]> {
  const linkReasons = new Set(['link or submodule', 'link out of the repository']);
  const links = files.filter((f) => linkReasons.has(f.reason));
  if (links.length === 0 || headSha === undefined) return files;
  try {
    const folder = await repositoryFolder(options);
    const scanPrefix = options.scanPath === '.' ? '' : `${options.scanPath}/`;
    const repoPath = (workspacePath: string) => {
      const relative = workspacePath.slice(scanPrefix.length);
      return folder === '' ? relative : `${folder}/${relative}`;
    };
    const dangling = await findDanglingLinks(options.git, {
      cwd: options.scanRoot,
      sha: headSha,
      links: links.map((f) => repoPath(f.path)),
    });
    return files.map((f) =>
      linkReasons.has(f.reason) && dangling.has(repoPath(f.path))
        ? unjudgedFile(f.path, 'dangling link')
        : f,
    );
  } catch {
    return files;
  }
}
