/**
 * The job as a numbered recipe: 1 the workspace's tree (on a privileged event, the verified pull
 * request's commit from git objects instead), 2 the base's tree (when there is a baseline), found
 * by git while the head is discovered and packed, 3 both scanned through one upload pool and one
 * waiting loop, 4 the results by tree, 5 the IaC left unjudged (what a pull request changed and
 * did not upload). Service errors do not escape: each archive's result says what happened to it.
 * The service is a port: the real client, or a dry run's that keeps each archive (`dry-run.ts`),
 * so a dry run is this very recipe.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { GIT_TIMEOUT_MS, createGitCli, type Git } from '../git/git.ts';
import type { Settings } from '../settings.ts';
import type { Log } from '../../log.ts';
import { formatCount, plural } from '../../plural.ts';
import { removeScratch, type RemoveFolder } from '../../scratch-folder.ts';
import { DEFAULT_POLL, type PollOptions } from './service/poll-schedule.ts';
import { prepareBase, type BaseSettings, type PreparedBase } from './trees/prepare-base.ts';
import {
  preparePullRequestBase,
  scannedCommitTree,
  type CommitTree,
  type PullRequestCommits,
} from './trees/pull-request-trees.ts';
import type { ScanPorts } from './service/run-scans.ts';
import { seconds } from './types.ts';
import { scanTrees, type TreeOutcome } from './scan-trees.ts';
import { unlistedTree, type TreeScan } from './tree-scan.ts';
import { workspaceTree, type Tree } from './trees/tree.ts';
import { resolveChangeRange } from '../change/change-range.ts';
import { findUnjudged, type ListChanges } from '../change/find-unjudged.ts';
import { resolveLocalCommit } from '../git/history.ts';
import { logUnjudged } from '../change/log-unjudged.ts';
import { commitFiles, workTreeFiles } from '../change/read-contents.ts';
import { commitTargets, workTreeTargets } from '../change/links/link-targets.ts';
import { commitLinks, workTreeLinks } from '../change/links/tree-links.ts';
import type { Unjudged } from '../change/unjudged.ts';
import { readChangeIdentity, type ChangeIdentity } from './change-identity.ts';

export { UPLOAD_CONCURRENCY } from './scan-trees.ts';

/**
 * How long the head waits for its base to be found (git, maybe one fetch) before it is packed on
 * its own: a base found in time is packed first and the head planned on it, so a pull request
 * uploads only the archives it changed (issue 24); a slow base costs the head no more than this.
 */
export const BASE_ANCHOR_WAIT_MS = 60_000;
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
  /** IaC the run left unjudged (issue 31); absent when it was not looked for (a dry run). */
  readonly unjudged?: Unjudged;
  /** Renames and `moved` blocks between the base and the head, when a base was scanned. */
  readonly identity?: ChangeIdentity;
}

export interface WorkspacePorts extends Omit<ScanPorts, 'log'> {
  readonly log: Log;
  readonly git?: Git;
  /** Pull requests from forks (issue 21): on a privileged event, the pull request to scan. */
  readonly pullRequest?: PullRequestCommits | undefined;
  /**
   * A commit scanned from git objects instead of the workspace (the command line's `--commit`:
   * what a pre-push hook pushes), compared with the base `baseline` names as the workspace is.
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
export type ScanSettings = BaseSettings &
  Pick<Settings, 'artifactBase' | 'maxArchiveBytes' | 'timeoutSeconds' | 'tempDir'>;

/** 5. The IaC the run leaves unjudged: on a pull request, what it changed and did not upload. */
async function unjudgedOf(
  settings: ScanSettings,
  ports: {
    readonly git: Git;
    readonly log: Log;
    readonly pr: PullRequestCommits | undefined;
    readonly commit: CommitTree | undefined;
    readonly listChanges?: ListChanges | undefined;
  },
  head: TreeScan,
): Promise<Unjudged> {
  const { git, pr } = ports;
  // The commit scanned instead of the work tree, when one is: its files, links and targets.
  const scanned = pr?.head ?? ports.commit;
  const headCommit = scanned
    ? scanned.sha
    : await resolveLocalCommit(git, settings.scanRoot, 'HEAD').catch(() => undefined);
  const unjudged = await findUnjudged({
    git,
    head,
    workspace: settings.workspace,
    scanRoot: settings.scanRoot,
    scanPath: settings.scanPath,
    include: settings.include,
    exclude: settings.exclude,
    range: await resolveChangeRange(settings, git, pr, ports.commit?.sha),
    readFile: scanned
      ? commitFiles(git, { scanRoot: settings.scanRoot, sha: scanned.sha })
      : workTreeFiles(settings.scanRoot),
    probeTargets: scanned
      ? commitTargets(git, { scanRoot: settings.scanRoot, sha: scanned.sha })
      : workTreeTargets(settings.scanRoot, settings.workspace),
    listLinks: scanned
      ? commitLinks(git, { scanRoot: settings.scanRoot, sha: scanned.sha })
      : workTreeLinks(git, settings.scanRoot),
    headCommit,
    listChanges: ports.listChanges,
  });
  logUnjudged(unjudged, ports.log);
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
  // Ends what the scan started and may leave behind on its way out (an error included): the
  // base's time limit and any git still working for it. Left running, either kept the process
  // alive until `timeout`.
  const done = new AbortController();
  try {
    const git =
      ports.git ??
      createGitCli({ timeoutMs: Math.min(GIT_TIMEOUT_MS, timeoutMs), signal: done.signal });
    // 1. The workspace's tree, or the pull request's commit on a privileged event (issue 21), or
    // the commit the command line was asked to scan.
    const pr = ports.pullRequest;
    const scanned = pr?.head ?? ports.commit;
    const head = scanned
      ? scannedCommitTree(settings, git, scanned)
      : workspaceTree(settings, settings.artifactBase);
    // 2. The base's tree, found while the head is discovered and packed, within the timeout.
    const base = findBase(settings, { ...ports, done: done.signal }, () =>
      pr ? preparePullRequestBase(settings, git, pr) : prepareBase(settings, git),
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
        notes,
        anchorWaitMs: Math.min(BASE_ANCHOR_WAIT_MS, timeoutMs),
      },
    );
    // 4. The results by tree.
    const [headOutcome, baseOutcome] = outcomes;
    logReuse(outcomes, log, notes);
    const headTree = headScan(headOutcome);
    const looking = ports.now();
    const unjudged =
      ports.lookForUnjudged === false
        ? undefined
        : await unjudgedOf(
            settings,
            { git, log, pr, commit: ports.commit, listChanges: ports.listChanges },
            headTree,
          );
    if (unjudged) log.info(`Looked for IaC left unjudged in ${seconds(ports.now() - looking)}.`);
    const baseScanned = baseScan(await base, baseOutcome);
    // Read before the scan's git is stopped: the head may be a commit read from git objects.
    const identity = await identityOf(
      settings,
      { git, log, headSha: pr?.head.sha ?? ports.commit?.sha },
      { head, headTree, baseScanned },
    );
    return {
      head: headTree,
      base: baseScanned,
      notes,
      ...(unjudged && { unjudged }),
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

/**
 * The base commit and its tree, or why there is none: finding it (git, maybe one fetch) and
 * reading its files both end within the scan's timeout.
 */
async function findBase(
  settings: ScanSettings,
  ports: Pick<WorkspacePorts, 'sleep'> & { readonly done: AbortSignal },
  prepare: () => Promise<PreparedBase>,
): Promise<PreparedBase> {
  if (settings.baseline.kind === 'none') return { status: 'none' };
  const reason = `finding and reading the base took longer than the timeout (${settings.timeoutSeconds} s)`;
  const stopTimer = new AbortController();
  // The scan may end before the base's files are listed (the head failed): the timer ends then.
  ports.done.addEventListener('abort', () => stopTimer.abort(), { once: true });
  const timeUp = ports
    .sleep(settings.timeoutSeconds * 1000, stopTimer.signal)
    .then(() => (stopTimer.signal.aborted ? new Promise<never>(() => undefined) : reason));
  const found = await Promise.race([
    prepare(),
    timeUp.then((why) => ({ status: 'unavailable' as const, reason: why })),
  ]);
  if (found.status !== 'ready') {
    stopTimer.abort();
    return found;
  }
  const { tree } = found;
  const discover = () =>
    Promise.race([tree.discover(), timeUp.then((why) => Promise.reject(new Error(why)))]).finally(
      () => stopTimer.abort(),
    );
  return { ...found, tree: { ...tree, discover } };
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
