/**
 * The scan phase: upload archives as they come and, at the same time, wait for every scan
 * uploaded and read its findings. `timeout` bounds the whole phase from the first upload: every
 * call, retry and wait is cut to what is left of it. Every archive gets a result, in plan order,
 * whatever happened to the others (on a dry run, DRY_RUN: kept by the dry run's service, unread).
 */
import { describeError } from '../../../errors.ts';
import { Arrivals } from './arrivals.ts';
import type { PollOptions } from './poll-schedule.ts';
import { DRY_RUN_STATUS, type ArchiveToScan, type ScanPorts, type ScanResult } from '../types.ts';
import { uploadArchives } from './upload-pool.ts';
import { waitForScans, type UploadedScan } from './wait-for-scans.ts';

export type { ScanPorts };

export interface ScanOptions {
  readonly timeoutMs: number;
  readonly uploadConcurrency: number;
  readonly poll: PollOptions;
}

/** The result of an archive that has no scan: never uploaded (and why), or kept by a dry run. */
function noScan(
  archive: Pick<ArchiveToScan, 'index' | 'name' | 'tree'>,
  status: 'NOT_UPLOADED' | typeof DRY_RUN_STATUS,
  reason?: string,
): ScanResult {
  return {
    index: archive.index,
    tree: archive.tree,
    artifactName: archive.name,
    scanId: undefined,
    alreadyScanned: false,
    status,
    summary: undefined,
    findings: [],
    waitedMs: undefined,
    reason,
    problems: [],
    notes: [],
  };
}

/**
 * Scans `archives` (all of `planned`, handed out as they are written). Archives the pool never
 * took, because an upload before them was refused, are NOT_UPLOADED.
 */
export async function runScans(
  archives: AsyncIterable<ArchiveToScan> | Iterable<ArchiveToScan>,
  /** Every archive of the plan; asked once the pool is done (later ones may be planned late). */
  planned: () => readonly Pick<ArchiveToScan, 'index' | 'name' | 'tree'>[],
  ports: ScanPorts,
  options: ScanOptions,
): Promise<ScanResult[]> {
  let deadline = Number.POSITIVE_INFINITY;
  let sourceFailure: string | undefined;
  const arrivals = new Arrivals<UploadedScan>();
  const uploading = uploadArchives(archives, {
    api: ports.api,
    concurrency: options.uploadConcurrency,
    now: ports.now,
    log: ports.log,
    onFirstUpload: () => (deadline = ports.now() + options.timeoutMs),
    onUploaded: ({ archive, upload, uploadedAt }) =>
      arrivals.push({
        archive,
        scanId: upload.scanId,
        alreadyScanned: upload.alreadyScanned,
        uploadedAt,
        notes: upload.recovered
          ? [
              'the upload failed after sending; the scan it had started was found by name and reused',
            ]
          : [],
      }),
    onSourceFailed: (error) => (sourceFailure = describeError(error)),
  }).finally(() => arrivals.close());
  const [outcomes, waited] = await Promise.all([
    uploading,
    waitForScans(arrivals, ports, {
      deadline: () => deadline,
      timeoutSeconds: Math.round(options.timeoutMs / 1000),
      poll: options.poll,
    }),
  ]);
  const results: ScanResult[] = [...waited];
  for (const outcome of outcomes)
    if ('kept' in outcome) results.push(noScan(outcome.archive, DRY_RUN_STATUS));
    else if ('error' in outcome)
      results.push({
        ...noScan(outcome.archive, 'NOT_UPLOADED', `was not uploaded: ${outcome.error}`),
        failureKind: outcome.kind,
        ...(outcome.stoppedPool && { stoppedUploads: true }),
      });
  const refused = outcomes.find((o) => 'error' in o && o.stoppedPool)?.archive.name;
  const why = refused
    ? `the upload of ${refused} failed first`
    : `its archive could not be written (${sourceFailure ?? 'packing stopped'})`;
  for (const archive of planned())
    if (!outcomes.some((o) => o.archive.index === archive.index))
      results.push(noScan(archive, 'NOT_UPLOADED', `was not uploaded: ${why}`));
  return results.sort((a, b) => a.index - b.index);
}
