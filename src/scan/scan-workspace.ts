/**
 * The job as a numbered recipe: 1 discover the workspace's IaC, 2 find the base (when there is a
 * baseline) while the workspace is packed, 3 upload the workspace's archives as they are written,
 * then the base's, through one upload pool and one waiting loop, 4 split the results. Service
 * errors do not escape: each archive's result says what happened to it.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { GIT_TIMEOUT_MS, createGitCli, type Git } from '../baseline/git.ts';
import { prepareBase, type PreparedBase } from '../baseline/prepare-base.ts';
import { describeError } from '../errors.ts';
import { discoverFiles, type Discovery } from '../discovery/discover.ts';
import type { Settings } from '../inputs.ts';
import type { StepLog } from '../log.ts';
import {
  discoverPullRequestFiles,
  preparePullRequestBase,
  type ReadyPullRequest,
} from '../pull-request/pull-request-run.ts';
import { logDiscovery } from './log-discovery.ts';
import { packTree, type PackedTree } from './pack-tree.ts';
import { DEFAULT_POLL, type PollOptions } from './poll-schedule.ts';
import { runScans, type ScanPorts } from './run-scans.ts';
import type { ArchiveRow, ArchiveToScan, ScanResult } from './types.ts';

export const UPLOAD_CONCURRENCY = 6;

/** One tree's scan: the workspace's, or the base's. */
export interface TreeScan {
  readonly discovery: Discovery;
  readonly plannedArchives: number;
  readonly results: readonly ScanResult[];
  readonly archives: readonly ArchiveRow[];
  readonly uploadedPaths: ReadonlySet<string>;
  /** The first file of each archive, by archive name (where a finding without a path is shown). */
  readonly archiveFiles: ReadonlyMap<string, string>;
}

export type BaseScan =
  | Exclude<PreparedBase, { status: 'ready' }>
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
}

export interface WorkspacePorts extends Omit<ScanPorts, 'log'> {
  readonly log: StepLog;
  readonly git?: Git;
  /** Pull requests from forks (issue 21): on a privileged event, the pull request to scan. */
  readonly pullRequest?: ReadyPullRequest;
}

/** Why a scan did not give all its findings, in words that name it. */
export function describeUnfinished(result: ScanResult): string {
  const which = result.scanId
    ? `scan ${result.scanId} (${result.artifactName})`
    : result.artifactName;
  return `${which} ${result.reason ?? `ended ${result.status}`}`;
}

function treeScan(
  discovery: Discovery,
  packed: PackedTree | undefined,
  results: readonly ScanResult[],
): TreeScan {
  const plans = packed?.plan.archives ?? [];
  return {
    discovery,
    plannedArchives: plans.length,
    results,
    archives: plans.map((plan, i) => ({
      name: plan.name,
      files: plan.entries.length,
      bytes: plan.bytes,
      scanId: results[i]?.scanId,
      status: results[i]?.status ?? 'NOT_UPLOADED',
      alreadyScanned: results[i]?.alreadyScanned ?? false,
      waitedMs: results[i]?.waitedMs,
    })),
    uploadedPaths: new Set(plans.flatMap((plan) => plan.entries.map((e) => e.path))),
    archiveFiles: new Map(plans.map((plan) => [plan.name, plan.entries[0]?.path ?? ''] as const)),
  };
}

function warnPacking(
  packed: PackedTree,
  settings: Settings,
  log: StepLog,
  notes: string[],
  side: string,
): void {
  for (const file of packed.plan.tooLarge) {
    const note = `Not scanned${side}: ${file.path} needs ${file.bytes} bytes compressed, more than max-archive-size (${settings.maxArchiveBytes}).`;
    log.warning(note);
    notes.push(note);
  }
  const unreadable = packed.plan.unreadable;
  if (unreadable.length > 0) {
    const note = `Not uploaded${side}: ${unreadable.length} file(s) that could not be read while packing: ${unreadable
      .slice(0, 5)
      .map((u) => `${u.path} (${u.reason})`)
      .join(', ')}`;
    log.warning(note);
    notes.push(note);
  }
  for (const unit of packed.plan.splitUnits)
    log.warning(
      `${unit.replace(/^[a-z]+:/, '')}${side} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`,
    );
}

export async function scanWorkspace(
  settings: Settings,
  ports: WorkspacePorts,
  poll: PollOptions = DEFAULT_POLL,
): Promise<WorkspaceScan> {
  const { log } = ports;
  const notes: string[] = [];
  const dir = await fs.mkdtemp(path.join(settings.tempDir, 'iac-scan-'));
  try {
    const timeoutMs = settings.timeoutSeconds * 1000;
    const git = ports.git ?? createGitCli({ timeoutMs: Math.min(GIT_TIMEOUT_MS, timeoutMs) });
    // Pull requests from forks (issue 21): the pull request's commit, read from git objects.
    const pr = ports.pullRequest;
    const discovery = await log.group('Discover IaC files', () =>
      pr
        ? discoverPullRequestFiles(settings, git, pr, path.join(dir, 'pr-tree'))
        : discoverFiles(settings),
    );
    logDiscovery(discovery, log, notes);
    // The base is found (git, maybe one fetch) while the workspace is packed, within the timeout.
    const wantsBase = settings.baseline.kind !== 'none';
    const stopBaseTimer = new AbortController();
    const basePromise: Promise<PreparedBase> = wantsBase
      ? Promise.race([
          (pr
            ? preparePullRequestBase(settings, git, pr, path.join(dir, 'base-tree'))
            : prepareBase(settings, git, path.join(dir, 'base-tree'))
          ).catch((error: unknown) => ({
            status: 'unavailable' as const,
            reason: describeError(error),
          })),
          ports.sleep(timeoutMs, stopBaseTimer.signal).then(() => ({
            status: 'unavailable' as const,
            reason: `finding and reading the base took longer than the timeout (${settings.timeoutSeconds} s)`,
          })),
        ]).finally(() => stopBaseTimer.abort())
      : Promise.resolve({ status: 'none' as const });
    let baseFailure: string | undefined;
    const head = await log.group('Pack archives', () =>
      packTree(discovery.files, {
        ...packOptions(settings, dir, 'head'),
        baseName: settings.artifactBase,
        log,
      }),
    );
    warnPacking(head, settings, log, notes, '');
    let base:
      { prepared: Extract<PreparedBase, { status: 'ready' }>; packed: PackedTree } | undefined;
    const packBase = async function* (): AsyncGenerator<ArchiveToScan> {
      const prepared = await basePromise;
      if (prepared.status !== 'ready' || prepared.discovery.files.length === 0) return;
      let packed: PackedTree;
      try {
        packed = await packTree(prepared.discovery.files, {
          ...packOptions(settings, dir, 'base'),
          baseName: prepared.baseName,
          log,
          indexFrom: head.plan.archives.length,
        });
      } catch (error) {
        baseFailure = `packing its files failed: ${describeError(error)}`;
        return;
      }
      warnPacking(packed, settings, log, notes, ` (on ${prepared.label})`);
      base = { prepared, packed };
      yield* packed.archives;
    };
    async function* everything(): AsyncGenerator<ArchiveToScan> {
      yield* head.archives;
      yield* packBase();
    }
    const headCount = head.plan.archives.length;
    const results =
      headCount === 0 && !wantsBase
        ? []
        : await log.group('Scan', () =>
            runScans(
              everything(),
              () => [
                ...head.plan.archives.map((a, index) => ({ index, name: a.name })),
                ...(base?.packed.plan.archives.map((a, i) => ({
                  index: headCount + i,
                  name: a.name,
                })) ?? []),
              ],
              { ...ports, log: (m) => log.info(m) },
              {
                timeoutMs: settings.timeoutSeconds * 1000,
                uploadConcurrency: UPLOAD_CONCURRENCY,
                poll,
              },
            ),
          );
    for (const result of results)
      for (const note of result.notes) notes.push(`${result.artifactName}: ${note}`);
    const reused = results.filter((r) => r.alreadyScanned).length;
    if (results.length > 0)
      log.info(
        `The service already knew ${reused} of ${results.length} archives (byte-identical to ones it scanned before): reused without a new scan.`,
      );
    return {
      head: treeScan(discovery, head, results.slice(0, headCount)),
      base: baseScan(await basePromise, base?.packed, results.slice(headCount), baseFailure),
      notes,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The base side's outcome: scanned, or why not (a base with files that was not packed is not). */
function baseScan(
  prepared: PreparedBase,
  packed: PackedTree | undefined,
  results: readonly ScanResult[],
  failure: string | undefined,
): BaseScan {
  if (prepared.status !== 'ready') return prepared;
  const { label, sha } = prepared;
  if (failure !== undefined) return { status: 'unavailable', label, sha, reason: failure };
  if (packed === undefined && prepared.discovery.files.length > 0)
    return {
      status: 'unavailable',
      label,
      sha,
      reason: 'its archives were not uploaded, because an upload of this change failed first',
    };
  return { status: 'scanned', label, sha, tree: treeScan(prepared.discovery, packed, results) };
}

function packOptions(settings: Settings, dir: string, side: string) {
  return { maxArchiveBytes: settings.maxArchiveBytes, dir: path.join(dir, side) };
}
