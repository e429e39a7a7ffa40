/**
 * The pipeline both adapters run, as a numbered recipe: 1 the scanned tree (the workspace, or the
 * commit the adapter names) and its base, when there is a baseline, are scanned through the
 * service, or on a dry run through a service that keeps each
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
import type { ChangeRequest } from './change/change-request.ts';
import type { ListChanges } from './change/find-unjudged.ts';
import { assembleReport } from './findings/assemble-report.ts';
import type { RunReport } from './findings/run-report.ts';
import type { Knobs } from './knobs.ts';
import { scanDryRun } from './scan/dry-run.ts';
import { scanWorkspace, type WorkspaceScan } from './scan/scan-workspace.ts';
import type { CommitTree } from './scan/trees/prepare-base.ts';
import type { Settings } from './settings.ts';

/**
 * The clock a run waits on: the wall clock by default. An adapter passes on the one it was given,
 * so a test can run the whole pipeline on a clock it controls (polls, backoffs, Retry-After).
 */
export interface RunClock {
  /** Resolves after `ms`, or at once when `signal` aborts. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly now?: () => number;
}

/** The ports the pipeline runs on: the log, the surface's knobs, the change, and a clock. */
export interface RunScanPorts extends RunClock {
  readonly log: Log;
  /** The words of the adapter's knobs: every fix the engine says names them. */
  readonly knobs: Knobs;
  readonly random?: () => number;
  /** The change under review, resolved once by the adapter; undefined when there is none. */
  readonly change?: ChangeRequest | undefined;
  /**
   * A commit to scan from git objects instead of the work tree (a privileged run's pull request,
   * the command line's `--commit`): the change's head. Its text is what suppressions and line
   * hashes read.
   */
  readonly commit?: CommitTree | undefined;
  /** What resolving the change noticed, first in the scan's notes. */
  readonly notes?: readonly string[];
  /**
   * The change's files as the adapter's platform lists them, for when git cannot say what the
   * change holds (the unjudged rule then counts those files, not the whole tree).
   */
  readonly listChanges?: ListChanges | undefined;
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
  // 2. The report: findings, base comparison, suppressions (the scanned tree's text), verdict.
  const report = await assembleReport(settings, scan, log, {
    readLines: scan ? scan.text.lines : async () => undefined,
    now: new Date(clockOf(ports).now()),
    pullRequest: scan?.suppressions,
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
 * resolving the change noticed comes first in the notes.
 */
async function scanThroughService(settings: Settings, ports: RunScanPorts): Promise<WorkspaceScan> {
  const scanPorts = {
    ...clockOf(ports),
    log: ports.log,
    knobs: ports.knobs,
    change: ports.change,
    commit: ports.commit,
    listChanges: ports.listChanges,
  };
  const scanned = settings.dryRun
    ? await scanDryRun(settings, scanPorts)
    : await scanWorkspace(settings, { ...scanPorts, api: serviceClient(settings, ports) });
  return { ...scanned, notes: [...(ports.notes ?? []), ...scanned.notes] };
}
