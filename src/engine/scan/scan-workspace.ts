/**
 * The job as a numbered recipe: 1 the scanned tree (the workspace's, or a commit read from git
 * objects: a privileged run's pull request, the command line's `--commit`), 2 the base's tree (when
 * there is a baseline), found by the change request's one rule while the head is discovered and
 * packed, 3 both scanned through one upload pool and one waiting loop, 4 the results by tree, 5
 * the IaC left unjudged (what a change request changed and did not upload), 6 the change's own
 * suppressions, read against the base's tip. Service errors do not escape: each archive's result
 * says what happened to it. The service is a port: the real client, or a dry run's that keeps each
 * archive (`dry-run.ts`), so a dry run is this very recipe.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { GIT_TIMEOUT_MS, createGitCli, type Git } from '../git/git.ts';
import type { Knobs } from '../knobs.ts';
import type { Settings } from '../settings.ts';
import type { Log } from '../../log.ts';
import { formatCount, plural } from '../../plural.ts';
import { removeScratch, type RemoveFolder } from '../../scratch-folder.ts';
import { DEFAULT_POLL, type PollOptions } from './service/poll-schedule.ts';
import {
  prepareBase,
  scannedCommitTree,
  type CommitTree,
  type PreparedBase,
  type TreeSettings,
} from './trees/prepare-base.ts';
import type { ScanPorts } from './service/run-scans.ts';
import { seconds } from './types.ts';
import { scanTrees, type TreeOutcome } from './scan-trees.ts';
import { unlistedTree, type TreeScan } from './tree-scan.ts';
import type { Tree, TreeText } from './trees/tree.ts';
import { workspaceTree } from './trees/work-tree.ts';
import { BASE_ANCHOR_WAIT_MS, findBase } from './find-base.ts';
import type { ChangeRequest } from '../change/change-request.ts';
import { resolveChange, type ChangeResolution } from '../change/resolve-change.ts';
import { findUnjudged, type ListChanges } from '../change/find-unjudged.ts';
import { resolveLocalCommit } from '../git/history.ts';
import { describeRemoteCode, logUnjudged } from '../change/log-unjudged.ts';
import { adviseUnjudged, type Unjudged } from '../change/unjudged.ts';
import {
  prepareChangeSuppressions,
  type ChangeSuppressionSettings,
} from '../suppressions/pull-request/prepare-suppressions.ts';
import type { PullRequestSuppressions } from '../suppressions/pull-request/settle-suppressions.ts';
import { readChangeIdentity, type ChangeIdentity } from './change-identity.ts';

export { UPLOAD_CONCURRENCY } from './scan-trees.ts';
export { BASE_ANCHOR_WAIT_MS } from './find-base.ts';
export type { TreeScan } from './tree-scan.ts';
export { describeUnfinished } from './tree-scan.ts';

export type BaseScan =
  | Exclude<PreparedBase, { status: 'ready' }>
  /** The scanned folder does not exist on the base: every finding is new. */
  | { readonly status: 'no-folder'; readonly label: string; readonly sha: string }
  | {
      readonly status: 'scanned';
      readonly label: string;
      readonly sha: string;
      readonly tree: TreeScan;
    };

export interface WorkspaceScan {
  readonly head: TreeScan;
  readonly base: BaseScan;
  readonly notes: readonly string[];
  /** The scanned tree's text: inline suppressions and the SARIF's line hashes read it. */
  readonly text: TreeText;
  /** IaC the run left unjudged (issue 31); absent when it was not looked for (a dry run). */
  readonly unjudged?: Unjudged;
  /** Renames and `moved` blocks between the base and the head, when a base was scanned. */
  readonly identity?: ChangeIdentity;
  /** On a change request: which suppressions apply, and what the change does to them. */
  readonly suppressions?: PullRequestSuppressions;
}

export interface WorkspacePorts extends Omit<ScanPorts, 'log'> {
  readonly log: Log;
  readonly git?: Git;
  /** The surface's words for its knobs: every fix the scan says names them. */
  readonly knobs: Knobs;
  /** The change under review, as the adapter resolved it; undefined when there is none. */
  readonly change?: ChangeRequest | undefined;
  /**
   * A commit scanned from git objects instead of the workspace (a privileged run's pull request,
   * the command line's `--commit`: what a pre-push hook pushes).
   */
  readonly commit?: CommitTree | undefined;
  /** Removes the scratch folder (the file system's; a test's fault). */
  readonly removeFolder?: RemoveFolder;
  /** Step 5, the IaC left unjudged, unless false: a dry run judges nothing, so it looks for none. */
  readonly lookForUnjudged?: boolean;
  /** The change's files as the adapter's platform lists them (when git cannot say). */
  readonly listChanges?: ListChanges | undefined;
}

/** The settings a scan of the workspace reads. */
export type ScanSettings = TreeSettings &
  ChangeSuppressionSettings &
  Pick<Settings, 'baseline' | 'maxArchiveBytes' | 'timeoutSeconds' | 'tempDir'>;

/** 5. The IaC the run leaves unjudged: on a change request, what it changed and did not upload. */
async function unjudgedOf(
  settings: ScanSettings,
  ports: Pick<WorkspacePorts, 'log' | 'knobs' | 'listChanges'> & {
    readonly git: Git;
    readonly resolution: ChangeResolution;
    readonly headCommit: string | undefined;
    /** The run's notes: the code from outside the repository the change adds is named there. */
    readonly notes: string[];
  },
  head: { readonly tree: Tree; readonly scan: TreeScan },
): Promise<Unjudged> {
  const found = await findUnjudged({
    git: ports.git,
    head: head.scan,
    workspace: settings.workspace,
    scanRoot: settings.scanRoot,
    scanPath: settings.scanPath,
    include: settings.include,
    exclude: settings.exclude,
    range: await ports.resolution.range(),
    ...head.tree.entries,
    headCommit: ports.headCommit,
    listChanges: ports.listChanges,
  });
  const unjudged = adviseUnjudged(found, ports.knobs);
  logUnjudged(unjudged, ports.log);
  if (unjudged.remote !== undefined) ports.notes.push(describeRemoteCode(unjudged.remote));
  return unjudged;
}

export async function scanWorkspace(
  settings: ScanSettings,
  ports: WorkspacePorts,
  poll: PollOptions = DEFAULT_POLL,
): Promise<WorkspaceScan> {
  const { log } = ports;
  const notes: string[] = [];
  const timeoutMs = settings.timeoutSeconds * 1000;
  const dir = await fs.mkdtemp(path.join(settings.tempDir, 'iac-scan-'));
  // Ends what the scan started and may leave behind on its way out (an error included): the base's
  // time limit and any git still working for it (left running, either kept the process alive).
  const done = new AbortController();
  try {
    const gitLimit = Math.min(GIT_TIMEOUT_MS, timeoutMs);
    const git = ports.git ?? createGitCli({ timeoutMs: gitLimit, signal: done.signal });
    // The scanned tree's text is read after the scan too (suppressions, line hashes).
    const textGit = ports.git ?? createGitCli({ timeoutMs: gitLimit });
    // 1. The scanned tree: the workspace's, or the commit the adapter asked for.
    const { commit } = ports;
    const head = commit
      ? scannedCommitTree(settings, { git, textGit }, commit)
      : workspaceTree(settings, settings.artifactBase, textGit);
    const resolution = resolveChange({
      git,
      cwd: settings.scanRoot,
      baseline: settings.baseline,
      change: ports.change,
      headSha: commit?.sha,
      knobs: ports.knobs,
    });
    // 2. The base's tree, found while the head is discovered and packed, within the timeout.
    const base = findBase(settings, { ...ports, done: done.signal }, () =>
      prepareBase(settings, { git }, resolution),
    );
    // 3. Both scanned through one upload pool and one waiting loop.
    const baseTree = base.then((b) => (b.status === 'ready' ? b.tree : undefined));
    const outcomes = await scanTrees(
      settings.baseline.kind === 'none' ? [head] : [head, baseTree],
      ports,
      {
        maxArchiveBytes: settings.maxArchiveBytes,
        timeoutMs,
        poll,
        dir,
        log,
        knobs: ports.knobs,
        notes,
        anchorWaitMs: Math.min(BASE_ANCHOR_WAIT_MS, timeoutMs),
      },
    );
    // 4. The results by tree.
    logReuse(outcomes, log, notes);
    const headTree = headScan(outcomes[0]);
    const baseScanned = baseScan(await base, outcomes[1]);
    // 5-6. What the change leaves unjudged, and its own suppressions.
    const reading = { ...ports, git, resolution, notes };
    const change = await readChange(settings, reading, { head, headTree });
    // Read before the scan's git is stopped: the head may be a commit read from git objects.
    const identity = await identityOf(
      settings,
      { git, log, headSha: commit?.sha },
      { head, headTree, baseScanned },
    );
    return {
      head: headTree,
      base: baseScanned,
      notes,
      text: head.text,
      ...change,
      ...(identity && { identity }),
    };
  } finally {
    done.abort();
    await removeScratch(dir, {
      log,
      sleep: (ms) => ports.sleep(ms),
      ...(ports.removeFolder && { remove: ports.removeFolder }),
    });
  }
}

/**
 * 5. The IaC left unjudged (when looked for), and 6. the change's own suppressions, read against
 * the base's tip (or a merge base, with what applies read at the tip).
 */
async function readChange(
  settings: ScanSettings,
  ports: WorkspacePorts & {
    readonly git: Git;
    readonly resolution: ChangeResolution;
    readonly notes: string[];
  },
  trees: { readonly head: Tree; readonly headTree: TreeScan },
): Promise<Pick<WorkspaceScan, 'unjudged' | 'suppressions'>> {
  const { git, log, resolution, change } = ports;
  const headCommit =
    ports.commit?.sha ??
    (ports.lookForUnjudged !== false
      ? await resolveLocalCommit(git, settings.scanRoot, 'HEAD').catch(() => undefined)
      : undefined);
  const looking = ports.now();
  const unjudged =
    ports.lookForUnjudged === false
      ? undefined
      : await unjudgedOf(
          settings,
          { ...ports, headCommit },
          { tree: trees.head, scan: trees.headTree },
        );
  if (unjudged) log.info(`Looked for IaC left unjudged in ${seconds(ports.now() - looking)}.`);
  // A dry run judges nothing: it settles no suppressions, as it looks for no unjudged IaC.
  const at = change && ports.lookForUnjudged !== false && (await resolution.suppressionsBase());
  const suppressions =
    change &&
    at &&
    (await prepareChangeSuppressions(settings, {
      git,
      change,
      baseSha: at.baseSha,
      ...(at.tip && { tip: at.tip }),
      headSha: headCommit,
      headText: trees.head.text,
    }));
  return { ...(unjudged && { unjudged }), ...(suppressions && { suppressions }) };
}

/** What the comparison needs of the change besides findings (renames, moved blocks). */
async function identityOf(
  settings: ScanSettings,
  ports: { readonly git: Git; readonly log: Log; readonly headSha: string | undefined },
  trees: { readonly head: Tree; readonly headTree: TreeScan; readonly baseScanned: BaseScan },
): Promise<ChangeIdentity | undefined> {
  const { baseScanned } = trees;
  if (baseScanned.status !== 'scanned') return undefined;
  return readChangeIdentity({
    git: ports.git,
    workspace: settings.workspace,
    baseSha: baseScanned.sha,
    headSha: ports.headSha,
    files: trees.headTree.discovery.files,
    reader: trees.head.reader,
    log: ports.log,
  });
}

/** The head's scan; a head whose files could not be listed is a scan that stopped at once. */
function headScan(outcome: TreeOutcome | undefined): TreeScan {
  if (outcome?.status === 'scanned') return outcome.scan;
  if (outcome?.status === 'unavailable')
    return unlistedTree(outcome.reason, outcome.tree.sha ? 'git' : 'walker');
  throw new Error(`the scanned folder is not in ${outcome?.tree.label ?? 'the change'}`);
}

/** Notes of each scan, and how many scans the service's memory saved (only when it saved some). */
function logReuse(outcomes: readonly TreeOutcome[], log: Log, notes: string[]): void {
  const results = outcomes.flatMap((o) => (o.status === 'scanned' ? o.scan.results : []));
  for (const result of results)
    for (const note of result.notes) notes.push(`${result.artifactName}: ${note}`);
  const reused = results.filter((r) => r.alreadyScanned).length;
  if (reused > 0)
    log.info(
      `The service already knew ${formatCount(reused)} of ${plural(results.length, 'archive')} (byte-identical to ones it scanned before): reused without a new scan, which saved ${plural(reused, 'scan')}.`,
    );
}

/** The base side's outcome: scanned, or why not. */
function baseScan(prepared: PreparedBase, outcome: TreeOutcome | undefined): BaseScan {
  if (prepared.status !== 'ready') return prepared;
  const { label, sha } = prepared;
  if (outcome === undefined)
    return { status: 'unavailable', label, sha, reason: 'its tree was not scanned' };
  if (outcome.status === 'no-folder') return { status: 'no-folder', label, sha };
  if (outcome.status === 'unavailable')
    return { status: 'unavailable', label, sha, reason: outcome.reason };
  return { status: 'scanned', label, sha, tree: outcome.scan };
}
