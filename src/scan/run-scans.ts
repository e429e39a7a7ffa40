/**
 * The scan phase: upload archives as they come, then wait for every scan and read its findings.
 * `timeout` bounds the whole phase from the first upload: every call, retry and wait is cut to
 * what is left of it. Every archive gets a result, in plan order, whatever happened to the others.
 */
import type { PollOptions } from './poll-schedule.ts';
import type { ArchiveToScan, ScanPorts, ScanResult } from './types.ts';
import { uploadArchives } from './upload-pool.ts';
import { waitForScans, type UploadedScan } from './wait-for-scans.ts';

export type { ScanPorts };

export interface ScanOptions {
  readonly timeoutMs: number;
  readonly uploadConcurrency: number;
  readonly poll: PollOptions;
}

function notUploaded(archive: ArchiveToScan, reason: string): ScanResult {
  return {
    index: archive.index,
    artifactName: archive.name,
    scanId: undefined,
    alreadyScanned: false,
    status: 'NOT_UPLOADED',
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
  planned: () => readonly Pick<ArchiveToScan, 'index' | 'name'>[],
  ports: ScanPorts,
  options: ScanOptions,
): Promise<ScanResult[]> {
  let deadline = Number.POSITIVE_INFINITY;
  const outcomes = await uploadArchives(archives, {
    api: ports.api,
    concurrency: options.uploadConcurrency,
    now: ports.now,
    log: ports.log,
    onFirstUpload: () => (deadline = ports.now() + options.timeoutMs),
  });
  const results: ScanResult[] = [];
  const uploaded: UploadedScan[] = [];
  for (const outcome of outcomes) {
    if ('error' in outcome) {
      results.push(notUploaded(outcome.archive, `was not uploaded: ${outcome.error}`));
      continue;
    }
    uploaded.push({
      archive: outcome.archive,
      scanId: outcome.upload.scanId,
      alreadyScanned: outcome.upload.alreadyScanned,
      uploadedAt: outcome.uploadedAt,
      notes: outcome.upload.recovered
        ? ['the upload failed after sending; the scan it had started was found by name and reused']
        : [],
    });
  }
  const refused = results[0]?.artifactName;
  for (const archive of planned()) {
    if (!outcomes.some((o) => o.archive.index === archive.index)) {
      results.push(
        notUploaded(
          { ...archive, file: '', bytes: 0 },
          `was not uploaded: the upload of ${refused ?? 'an earlier archive'} failed first`,
        ),
      );
    }
  }
  results.push(
    ...(await waitForScans(uploaded, ports, {
      deadline,
      timeoutSeconds: Math.round(options.timeoutMs / 1000),
      poll: options.poll,
    })),
  );
  return results.sort((a, b) => a.index - b.index);
}
