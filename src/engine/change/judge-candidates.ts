/**
 * The unjudged rule's shared machinery: the options a run passes, the facts of the scanned tree
 * (what discovery and packing decided), the whole tree's candidates, and judging a set of
 * candidates by reading what their names do not decide and asking where links lead. The ways of
 * choosing candidates (a pull request's changes from git, a platform's list of them, the whole
 * tree) are in `find-unjudged.ts`.
 */
import { compilePatterns } from '../discovery/classify.ts';
import type { Discovery } from '../discovery/discover.ts';
import type { Git } from '../git/git.ts';
import { locateFolder } from '../git/git-tree.ts';
import type { TreeScan } from '../scan/tree-scan.ts';
import {
  judgeCandidate,
  needsContent,
  needsTarget,
  type Candidate,
  type TreeFacts,
} from './judge-entry.ts';
import type { ProbeTargets } from './links/link-targets.ts';
import type { LinkBehind } from './links/links-behind.ts';
import type { ListLinks } from './links/tree-links.ts';
import { readBlobs } from '../git/blob-reader.ts';
import type { ReadTreeFile } from '../scan/trees/tree.ts';
import { readPathReferences, type PathReferences } from './references/references-from-path.ts';
import { unjudgedFile, type UnjudgedFile } from './unjudged.ts';

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
export interface CandidateReaders<C extends Candidate> {
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

/** What a set of candidates is judged within: the change, and what was learnt of the tree. */
export interface JudgeScope {
  /** Every path the change adds or changes (relative to the scanned folder), when known. */
  readonly changed?: ReadonlySet<string> | undefined;
  /** Chart files the base's `.helmignore` hid already (`hidden-on-base.ts`). */
  readonly hidden?: ReadonlySet<string> | undefined;
  /** Module folders under the scanned folder that its Terraform files use. */
  readonly moduleFolders?: ReadonlySet<string> | undefined;
}

/** The facts of the scanned tree, by path relative to the scanned folder. */
export function factsOf(options: FindUnjudgedOptions, scope: JudgeScope = {}): TreeFacts {
  const { changed, hidden, moduleFolders } = scope;
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
    ...(moduleFolders !== undefined && { moduleFolders }),
    kustomized: head.discovery.kustomize?.files ?? new Set(),
    pullRequest: options.range.kind === 'pull request',
    linksMustResolve: options.range.kind === 'pull request',
  };
}

/** Every path discovery and packing saw and did not upload: the whole-tree candidates. */
export function treeCandidates(facts: TreeFacts): Candidate[] {
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
export function workspacePath(scanPath: string, relative: string): string {
  return scanPath === '.' ? relative : `${scanPath}/${relative}`;
}

/**
 * Judges each candidate, reading the bytes of those whose names do not decide, and asking where
 * the links and special files lead.
 */
export async function unjudgedOf<C extends Candidate>(
  candidates: readonly C[],
  options: FindUnjudgedOptions,
  readers: CandidateReaders<C>,
  scope: JudgeScope = {},
): Promise<UnjudgedFile[]> {
  const facts = factsOf(options, scope);
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
export async function repositoryFolder(options: FindUnjudgedOptions): Promise<string> {
  const location = await locateFolder(options.git, options.workspace);
  if (!location) throw new Error('the workspace is not in a git checkout');
  const parts = [location.folder, options.scanPath === '.' ? '' : options.scanPath];
  return parts.filter((part) => part !== '').join('/');
}

/**
 * The links the pull request left alone that lead to something it changed out of the scanned
 * folder, judged as links are (a link named like IaC by its text, any other by its target).
 */
export async function linksBehindUnjudged(
  behind: readonly LinkBehind[],
  options: FindUnjudgedOptions,
  changed: ReadonlySet<string>,
): Promise<UnjudgedFile[]> {
  const facts = factsOf(options, { changed });
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

/** Every path discovery and packing saw and did not upload, and every link and submodule. */
export async function wholeTree(options: FindUnjudgedOptions): Promise<Candidate[]> {
  const seen = treeCandidates(factsOf(options));
  const known = new Set(seen.map((c) => c.path));
  // A tree git cannot list has failed discovery already (that is the run's error): its links too.
  const listed = await options.listLinks().catch(() => []);
  const links = listed.filter((link) => !known.has(link.path));
  return [...seen, ...links].sort((a, b) => (a.path < b.path ? -1 : 1));
}

export function treeReaders(options: FindUnjudgedOptions): CandidateReaders<Candidate> {
  return {
    read: (wanted) => Promise.all(wanted.map((c) => options.readFile(c.path))),
    // Where a link leads, when git cannot say, is unknown: it counts (fail closed).
    probe: (relatives) =>
      options.probeTargets(relatives).catch(() => relatives.map(() => 'outside' as const)),
  };
}

/**
 * The references the deployed code under the scanned folder writes (`references-from-path.ts`):
 * its kustomizations', its Terraform files' local module calls, its charts' `file://` dependencies.
 * Reads every Terraform file and `Chart.yaml` under the folder: ask only when a change could reach
 * one. `folder` is the scanned folder, repository-relative.
 */
export function pathReferences(
  options: FindUnjudgedOptions,
  folder: string,
): Promise<PathReferences> {
  const { head, scanPath } = options;
  const prefix = scanPath === '.' ? '' : `${scanPath}/`;
  return readPathReferences({
    folder,
    kustomizeOutside: head.discovery.kustomize?.outside ?? [],
    terraformFiles: head.discovery.files
      .filter((file) => file.kind === 'terraform' && file.path.startsWith(prefix))
      .map((file) => file.path.slice(prefix.length)),
    charts: chartsOf(head.discovery),
    readFile: options.readFile,
  });
}
