/**
 * The job as a numbered recipe: 1 discover, 2 pack, 3 scan (upload, wait, read), returning what
 * the reporters need. Service errors do not escape: they become the `error` verdict, so the
 * reports are still written.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as core from '@actions/core';
import { discoverFiles, type Discovery } from './discovery/discover.ts';
import { packFiles, type Packed } from './packing/pack.ts';
import { runScans, type ScanPorts, type ScanResult } from './scan/run-scans.ts';
import type { Settings } from './inputs.ts';
import { DEFAULT_POLL, type PollOptions } from './scan/poll-schedule.ts';
import { ServiceError, describeError } from './errors.ts';
import type { ArchiveRow } from './report/run-report.ts';

export const UPLOAD_CONCURRENCY = 6;

export interface WorkspaceScan {
  readonly discovery: Discovery | undefined;
  readonly packed: Packed | undefined;
  readonly scans: readonly ScanResult[];
  readonly archives: readonly ArchiveRow[];
  readonly uploadedPaths: ReadonlySet<string>;
  /** Why the scan could not complete, when it could not. */
  readonly serviceError: string | undefined;
  readonly notes: string[];
}

async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  core.startGroup(name);
  try {
    return await fn();
  } finally {
    core.endGroup();
  }
}

function logDiscovery(discovery: Discovery): void {
  core.info(
    `${discovery.files.length} IaC file(s) of ${discovery.candidates} listed by ${discovery.source}.`,
  );
  for (const [reason, paths] of discovery.skipped) {
    core.info(`Skipped ${paths.length} file(s): ${reason}.`);
    for (const p of paths) core.debug(`skipped (${reason}): ${p}`);
  }
  const links = discovery.skipped.get('symlink') ?? [];
  if (links.length > 0)
    core.warning(
      `Not uploaded: ${links.length} symbolic link(s) named like IaC files (links are never followed): ${links.slice(0, 5).join(', ')}`,
    );
}

function archiveRows(packed: Packed, scans: readonly ScanResult[]): ArchiveRow[] {
  return packed.archives.map(({ plan }, i) => ({
    name: plan.name,
    files: plan.entries.length,
    bytes: plan.bytes,
    scanId: scans[i]?.scanId,
    status: scans[i]?.status ?? 'NOT SCANNED',
    alreadyScanned: scans[i]?.alreadyScanned ?? false,
    waitedMs: scans[i]?.waitedMs,
  }));
}

/** Why a scan did not give its findings, in words that name it. */
function describeUnfinished(scan: ScanResult, timeoutSeconds: number): string {
  const which = `scan ${scan.scanId} (${scan.artifactName})`;
  switch (scan.status) {
    case 'FAILURE':
      return `${which} ended FAILURE`;
    case 'TIMEOUT':
      return `${which} did not finish within ${timeoutSeconds} s`;
    default:
      return `${which}: its summary counts ${scan.summary?.totalFailedFindings} FAILED findings, only ${scan.findings.length} could be read within ${timeoutSeconds} s`;
  }
}

export async function scanWorkspace(
  settings: Settings,
  ports: ScanPorts,
  poll: PollOptions = DEFAULT_POLL,
): Promise<WorkspaceScan> {
  const notes: string[] = [];
  const discovery = await group('Discover IaC files', () => discoverFiles(settings));
  logDiscovery(discovery);
  if (discovery.files.length === 0) {
    return {
      discovery,
      packed: undefined,
      scans: [],
      archives: [],
      uploadedPaths: new Set(),
      serviceError: undefined,
      notes,
    };
  }
  const dir = await fs.mkdtemp(path.join(settings.tempDir, 'iac-scan-'));
  try {
    const packed = await group('Pack archives', async () => {
      const result = await packFiles(discovery.files, {
        maxArchiveBytes: settings.maxArchiveBytes,
        baseName: settings.artifactBase,
        dir,
      });
      for (const { plan } of result.archives)
        core.info(`${plan.name}: ${plan.entries.length} file(s), ${plan.bytes} bytes`);
      return result;
    });
    for (const file of packed.plan.tooLarge) {
      const note = `Not scanned: ${file.path} needs ${file.bytes} bytes compressed, more than max-archive-size (${settings.maxArchiveBytes}).`;
      core.warning(note);
      notes.push(note);
    }
    for (const unit of packed.plan.splitUnits) {
      core.warning(
        `${unit.replace(/^[a-z]+:/, '')} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`,
      );
    }
    const uploadedPaths = new Set(
      packed.archives.flatMap((a) => a.plan.entries.map((e) => e.path)),
    );
    let scans: ScanResult[] = [];
    let serviceError: string | undefined;
    try {
      scans = await group('Scan', () =>
        runScans(
          packed.archives.map((a) => ({ name: a.plan.name, file: a.file })),
          ports,
          {
            timeoutMs: settings.timeoutSeconds * 1000,
            uploadConcurrency: UPLOAD_CONCURRENCY,
            poll,
          },
        ),
      );
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      serviceError = describeError(error);
    }
    const unfinished = scans.filter((s) => s.status !== 'SUCCESS');
    if (unfinished.length > 0 && serviceError === undefined) {
      serviceError = unfinished
        .map((s) => describeUnfinished(s, settings.timeoutSeconds))
        .join('; ');
    }
    return {
      discovery,
      packed,
      scans,
      archives: archiveRows(packed, scans),
      uploadedPaths,
      serviceError,
      notes,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
