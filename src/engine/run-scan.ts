/**
 * The pipeline both adapters run, as a numbered recipe: 1 the workspace (and its base, when there
 * is a baseline) is scanned through the service, or on a dry run through a service that keeps each
 * archive and sends nothing (the same scan, so the same plan, by construction); 2 what was read
 * becomes one `RunReport`: the findings, the comparison with the base, the suppressions and the
 * verdict (a dry run's says so in `dryRun`). It publishes nothing and sets no exit code: the Action
 * writes its surfaces and outputs from the report, the command line its files and exit code.
 *
 * Invariants: nothing is uploaded without a key (no key means a dry run or a skipped scan); a
 * service failure never escapes as an exception (each archive's result says what happened, and
 * the verdict reads them); `progress` always holds what is known so far, so an adapter that meets
 * an unexpected error can still report what was read.
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { Log } from '../log.ts';
import { createCodeSecurityApi, type CodeSecurityApi } from './api/code-security.ts';
import { HttpClient } from './api/http-client.ts';
import { assembleReport } from './findings/assemble-report.ts';
import type { RunReport } from './findings/run-report.ts';
import { scanDryRun } from './scan/dry-run.ts';
import { scanWorkspace, type WorkspaceScan } from './scan/scan-workspace.ts';
import type { CommitTree, PullRequestCommits } from './scan/trees/pull-request-trees.ts';
import type { ListChanges } from './change/find-unjudged.ts';
import type { Settings } from './settings.ts';
import { createLineReader } from './suppressions/line-reader.ts';
import type { ReadLines } from './suppressions/suppress.ts';
import type { PullRequestSuppressions } from './suppressions/pull-request/settle-suppressions.ts';

/** The clock, the randomness and the log the pipeline runs on (real ones by default). */
export interface RunScanPorts {
  readonly log: Log;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly now?: () => number;
  readonly random?: () => number;
  /**
   * A privileged pull request (the Action): its commits are scanned instead of the workspace, and
   * what resolving it noticed opens the scan's notes.
   */
  readonly pullRequest?: (PullRequestCommits & { readonly notes?: readonly string[] }) | undefined;
  /**
   * A commit to scan from git objects instead of the workspace (the command line's `--commit`),
   * with `readLines` reading its files (inline suppressions are read where the findings are).
   */
  readonly commit?: CommitTree | undefined;
  readonly readLines?: ReadLines | undefined;
  /**
   * The change's files as the adapter's platform lists them, for when git cannot say what the
   * change holds (the unjudged rule then counts those files, not the whole tree).
   */
  readonly listChanges?: ListChanges | undefined;
  /** How a change's own suppressions are treated, once the base compared with is known. */
  readonly suppressionsFor?: (
    baseSha: string | undefined,
  ) => Promise<PullRequestSuppressions | undefined>;
}

/** What the run knows so far: filled in as it goes, read by an adapter after an error. */
export interface ScanProgress {
  scan?: WorkspaceScan | undefined;
  report?: RunReport | undefined;
}

/** What one run found and decided. */
export interface ScanRun {
  /** Undefined when nothing was scanned (no key on a pull request that gets no secrets). */
  readonly scan: WorkspaceScan | undefined;
  readonly report: RunReport;
}

const realSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  sleepFor(ms, undefined, { signal }).catch(() => undefined);

/** Runs the pipeline on `settings`; never publishes. */
export async function runScan(
  settings: Settings,
  ports: RunScanPorts,
  progress: ScanProgress = {},
): Promise<ScanRun> {
  const { log } = ports;
  // 1. The workspace and its base through the service (skipped without a key), or a dry run's.
  const scan =
    settings.dryRun || settings.apiKey !== ''
      ? await scanThroughService(settings, ports)
      : undefined;
  progress.scan = scan;
  // Only a listing that worked can say there was nothing (a failed one is the report's error).
  if (scan && scan.head.discovery.files.length === 0 && scan.head.stopped.length === 0)
    log.notice(`No IaC files found under ${settings.scanPath}: nothing was uploaded.`);
  // 2. The report: findings, base comparison, suppressions, verdict.
  const baseSha = scan && 'sha' in scan.base ? scan.base.sha : undefined;
  const report = await assembleReport(settings, scan, log, {
    readLines: ports.readLines ?? createLineReader(settings.workspace),
    now: new Date(),
    pullRequest: await ports.suppressionsFor?.(baseSha),
  });
  progress.report = report;
  return { scan, report };
}

/** The real clock, unless the caller brings its own. */
function clockOf(ports: RunScanPorts) {
  return {
    sleep: ports.sleep ?? realSleep,
    now: ports.now ?? (() => Date.now()),
    random: ports.random ?? Math.random,
  };
}

/** The service's client, with the key, on the run's clock. */
function serviceClient(settings: Settings, ports: RunScanPorts): CodeSecurityApi {
  const clock = clockOf(ports);
  const http = new HttpClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    ...clock,
    log: (message) => ports.log.info(message),
  });
  return createCodeSecurityApi(http, clock.now);
}

/**
 * The scan through the service, or on a dry run through one that keeps each archive; what
 * resolving a privileged pull request noticed comes first in the notes.
 */
async function scanThroughService(settings: Settings, ports: RunScanPorts): Promise<WorkspaceScan> {
  const scanPorts = {
    ...clockOf(ports),
    log: ports.log,
    ...(ports.pullRequest && { pullRequest: ports.pullRequest }),
    ...(ports.commit && { commit: ports.commit }),
    ...(ports.listChanges && { listChanges: ports.listChanges }),
  };
  const scanned = settings.dryRun
    ? await scanDryRun(settings, scanPorts)
    : await scanWorkspace(settings, { ...scanPorts, api: serviceClient(settings, ports) });
  const before = ports.pullRequest?.notes ?? [];
  return { ...scanned, notes: [...before, ...scanned.notes] };
}
