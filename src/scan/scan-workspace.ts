/**
 * The job as a numbered recipe: 1 discover, 2 pack, 3 scan (upload, wait, read), returning what
 * the reporters need. Service errors do not escape: each archive's result says what happened to
 * it, so the reports are still written and every finding read is kept.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { discoverFiles, type Discovery } from '../discovery/discover.ts';
import type { Settings } from '../inputs.ts';
import type { StepLog } from '../log.ts';
import { packFiles } from '../packing/pack.ts';
import { plural } from '../plural.ts';
import { DEFAULT_POLL, type PollOptions } from './poll-schedule.ts';
import { runScans, type ScanPorts } from './run-scans.ts';
import type { ArchiveRow, ArchiveToScan, ScanResult } from './types.ts';

export const UPLOAD_CONCURRENCY = 6;

export interface WorkspaceScan {
  readonly discovery: Discovery;
  readonly plannedArchives: number;
  readonly results: readonly ScanResult[];
  readonly archives: readonly ArchiveRow[];
  readonly uploadedPaths: ReadonlySet<string>;
  /** The first file of each archive, by archive name (where a finding without a path is shown). */
  readonly archiveFiles: ReadonlyMap<string, string>;
  readonly notes: readonly string[];
}

export interface WorkspacePorts extends Omit<ScanPorts, 'log'> {
  readonly log: StepLog;
}

/** Skips a user must hear of: one warning each kind, naming the first files. */
const WARNED: Partial<Record<string, string>> = {
  symlink: 'named like IaC files (links are never followed)',
  unreadable: 'that could not be read',
  'unreadable folder': 'in folders that could not be read',
  'name is not valid UTF-8': 'whose names are not valid UTF-8 (zip entry names must be)',
};

function logDiscovery(discovery: Discovery, log: StepLog, notes: string[]): void {
  log.info(
    `${plural(discovery.files.length, 'IaC file')} of ${discovery.candidates} listed by ${discovery.source}.`,
  );
  for (const [reason, paths] of discovery.skipped) {
    log.info(`Skipped ${plural(paths.length, 'file')}: ${reason}.`);
    for (const p of paths) log.debug(`skipped (${reason}): ${p}`);
    const why = WARNED[reason];
    if (why === undefined || paths.length === 0) continue;
    const noun =
      reason === 'symlink' ? 'symbolic link' : reason === 'unreadable folder' ? 'folder' : 'file';
    const message = `Not uploaded: ${plural(paths.length, noun)} ${why}: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`;
    log.warning(message);
    if (reason !== 'symlink') notes.push(message);
  }
  for (const { path: file, reason } of discovery.rejected)
    log.debug(`not IaC: ${file} (${reason})`);
}

/** Why a scan did not give all its findings, in words that name it. */
export function describeUnfinished(result: ScanResult): string {
  const which = result.scanId
    ? `scan ${result.scanId} (${result.artifactName})`
    : result.artifactName;
  return `${which} ${result.reason ?? `ended ${result.status}`}`;
}

export async function scanWorkspace(
  settings: Settings,
  ports: WorkspacePorts,
  poll: PollOptions = DEFAULT_POLL,
): Promise<WorkspaceScan> {
  const { log } = ports;
  const notes: string[] = [];
  const discovery = await log.group('Discover IaC files', () => discoverFiles(settings));
  logDiscovery(discovery, log, notes);
  const empty = {
    discovery,
    plannedArchives: 0,
    results: [],
    archives: [],
    uploadedPaths: new Set<string>(),
    archiveFiles: new Map<string, string>(),
    notes,
  };
  if (discovery.files.length === 0) return empty;
  const dir = await fs.mkdtemp(path.join(settings.tempDir, 'iac-scan-'));
  try {
    const packed = await log.group('Pack archives', async () => {
      const result = await packFiles(discovery.files, {
        maxArchiveBytes: settings.maxArchiveBytes,
        baseName: settings.artifactBase,
        dir,
      });
      for (const { plan } of result.archives)
        log.info(`${plan.name}: ${plural(plan.entries.length, 'file')}, ${plan.bytes} bytes`);
      return result;
    });
    for (const file of packed.plan.tooLarge) {
      const note = `Not scanned: ${file.path} needs ${file.bytes} bytes compressed, more than max-archive-size (${settings.maxArchiveBytes}).`;
      log.warning(note);
      notes.push(note);
    }
    for (const unit of packed.plan.splitUnits) {
      log.warning(
        `${unit.replace(/^[a-z]+:/, '')} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`,
      );
    }
    const planned: ArchiveToScan[] = packed.archives.map((a, index) => ({
      index,
      name: a.plan.name,
      file: a.file,
      bytes: a.plan.bytes,
    }));
    const results = await log.group('Scan', () =>
      runScans(
        planned,
        planned,
        { ...ports, log: (m) => log.info(m) },
        {
          timeoutMs: settings.timeoutSeconds * 1000,
          uploadConcurrency: UPLOAD_CONCURRENCY,
          poll,
        },
      ),
    );
    const archives = packed.archives.map(({ plan }, i) => {
      const result = results[i];
      return {
        name: plan.name,
        files: plan.entries.length,
        bytes: plan.bytes,
        scanId: result?.scanId,
        status: result?.status ?? 'NOT_UPLOADED',
        alreadyScanned: result?.alreadyScanned ?? false,
        waitedMs: result?.waitedMs,
      };
    });
    for (const result of results)
      for (const note of result.notes) notes.push(`${result.artifactName}: ${note}`);
    return {
      discovery,
      plannedArchives: planned.length,
      results,
      archives,
      uploadedPaths: new Set(packed.archives.flatMap((a) => a.plan.entries.map((e) => e.path))),
      archiveFiles: new Map(
        packed.archives.map((a) => [a.plan.name, a.plan.entries[0]?.path ?? ''] as const),
      ),
      notes,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
