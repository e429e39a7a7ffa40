/**
 * Uploads archives (a few at once) and waits for every scan, then reads every FAILED finding.
 * One loop looks at all pending scans together (a batched status call whenever any of them is
 * due, so many archives cost no more status calls than one), findings read as soon as
 * a scan is done, read again while the scan's summary counts more FAILED findings than were read.
 * A scan never leaves as a silent pass: it ends SUCCESS, FAILURE, INCOMPLETE or TIMEOUT.
 */
import type { CodeSecurityApi } from '../api/code-security.ts';
import type { ApiFinding, ScanSummary } from '../api/schemas.ts';
import { nextPollDelayMs, type PollOptions } from './poll-schedule.ts';
import { plural } from '../plural.ts';

export interface ArchiveToScan {
  readonly name: string;
  readonly file: string;
}

export type ScanStatus = 'SUCCESS' | 'FAILURE' | 'INCOMPLETE' | 'TIMEOUT';

export interface ScanResult {
  readonly artifactName: string;
  readonly scanId: string;
  readonly alreadyScanned: boolean;
  readonly status: ScanStatus;
  readonly summary: ScanSummary | undefined;
  readonly findings: readonly ApiFinding[];
  /** Milliseconds from upload to the findings being read (or giving up). */
  readonly waitedMs: number;
}

export interface ScanPorts {
  readonly api: CodeSecurityApi;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
  readonly random: () => number;
  readonly log: (message: string) => void;
}

export interface ScanOptions {
  readonly timeoutMs: number;
  readonly uploadConcurrency: number;
  readonly poll: PollOptions;
}

interface Pending {
  readonly artifactName: string;
  readonly scanId: string;
  readonly alreadyScanned: boolean;
  readonly uploadedAt: number;
  nextPollAt: number;
  nextProbeAt: number;
  lastProbeTotal: number | undefined;
  summary: ScanSummary | undefined;
  findings: ApiFinding[];
  /** Listed as SUCCESS but fewer findings read than its summary counts. */
  catchingUp: boolean;
  result: ScanResult | undefined;
}

async function uploadAll(
  archives: readonly ArchiveToScan[],
  ports: ScanPorts,
  options: ScanOptions,
): Promise<Pending[]> {
  const pending = new Array<Pending>(archives.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    // After one upload fails, the others stop taking new archives: the run ends as an error.
    while (next < archives.length && !failed) {
      const index = next++;
      const archive = archives[index] as ArchiveToScan;
      const upload = await ports.api
        .uploadArchive(archive.file, archive.name)
        .catch((error: unknown) => {
          failed = true;
          throw error;
        });
      const at = ports.now();
      ports.log(
        `${archive.name}: uploaded, scan ${upload.scanId}${upload.alreadyScanned ? ' (already scanned: reusing its results)' : ''}`,
      );
      pending[index] = {
        artifactName: archive.name,
        scanId: upload.scanId,
        alreadyScanned: upload.alreadyScanned,
        uploadedAt: at,
        // An archive scanned before may be done already: look at once.
        nextPollAt: upload.alreadyScanned
          ? at
          : at + nextPollDelayMs(0, options.poll, ports.random),
        nextProbeAt: at + options.poll.firstProbeMs,
        lastProbeTotal: undefined,
        summary: undefined,
        findings: [],
        catchingUp: false,
        result: undefined,
      };
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(options.uploadConcurrency, archives.length) }, worker),
  );
  return pending;
}

function uniqueById(findings: readonly ApiFinding[]): ApiFinding[] {
  return [...new Map(findings.map((f) => [f.id, f])).values()];
}

export async function runScans(
  archives: readonly ArchiveToScan[],
  ports: ScanPorts,
  options: ScanOptions,
): Promise<ScanResult[]> {
  const started = ports.now();
  const deadline = started + options.timeoutMs;
  const scans = await uploadAll(archives, ports, options);

  const finish = (scan: Pending, status: ScanStatus): void => {
    scan.result = {
      artifactName: scan.artifactName,
      scanId: scan.scanId,
      alreadyScanned: scan.alreadyScanned,
      status,
      summary: scan.summary,
      findings: scan.findings,
      waitedMs: ports.now() - scan.uploadedAt,
    };
    const read = plural(scan.findings.length, 'FAILED finding');
    ports.log(
      `${scan.artifactName}: scan ${scan.scanId} ${status} after ${seconds(scan.result.waitedMs)}, ${read} read`,
    );
  };

  const readFindings = async (scan: Pending): Promise<void> => {
    const read = await ports.api.listFailedFindings(scan.scanId);
    scan.findings = uniqueById(read.findings);
    const expected = scan.summary?.totalFailedFindings;
    if (expected !== undefined && scan.findings.length < expected) {
      scan.catchingUp = true;
      ports.log(
        `${scan.artifactName}: summary counts ${expected} FAILED findings, ${scan.findings.length} listed so far; reading again`,
      );
    } else finish(scan, 'SUCCESS');
  };

  const poll = async (polled: Pending[]): Promise<void> => {
    const listed = new Map(
      (await ports.api.listScans(polled.map((s) => s.scanId))).map((s) => [s.id, s]),
    );
    await Promise.all(
      polled.map(async (scan) => {
        const entry = listed.get(scan.scanId);
        const now = ports.now();
        if (entry?.status === 'FAILURE') {
          scan.summary = entry.summary ?? undefined;
          return finish(scan, 'FAILURE');
        }
        if (entry?.status === 'SUCCESS') {
          scan.summary = entry.summary ?? undefined;
          return readFindings(scan);
        }
        if (now < scan.nextProbeAt) return;
        // Not listed yet: its findings may still be complete once their total holds still.
        const probe = await ports.api.listFailedFindings(scan.scanId);
        const total = probe.total ?? probe.findings.length;
        if (probe.findings.length > 0 && total === scan.lastProbeTotal) {
          scan.findings = uniqueById(probe.findings);
          return finish(scan, 'SUCCESS');
        }
        scan.lastProbeTotal = probe.findings.length > 0 ? total : undefined;
        scan.nextProbeAt =
          probe.findings.length > 0 ? now : scan.uploadedAt + 2 * (now - scan.uploadedAt);
      }),
    );
  };

  let lastWaitLog = 0;
  for (;;) {
    const open = scans.filter((s) => !s.result);
    if (open.length === 0) break;
    const now = ports.now();
    if (now >= deadline) {
      for (const scan of open) finish(scan, scan.catchingUp ? 'INCOMPLETE' : 'TIMEOUT');
      break;
    }
    const due = open.filter((s) => s.nextPollAt <= now);
    if (due.length === 0) {
      const wake = Math.min(deadline, ...open.map((s) => s.nextPollAt));
      await ports.sleep(Math.max(0, wake - now));
      continue;
    }
    if (now - lastWaitLog >= 10_000 || lastWaitLog === 0) {
      lastWaitLog = now;
      ports.log(
        `waiting for ${plural(open.length, 'scan')} (${open.map((s) => s.scanId).join(', ')}), ${seconds(now - started)} elapsed`,
      );
    }
    // One list call answers for every open scan, so all of them are looked at whenever one is due.
    await poll(open);
    const after = ports.now();
    const stillOpen = open.filter((scan) => !scan.result);
    for (const scan of stillOpen) {
      const delay = nextPollDelayMs(
        after - scan.uploadedAt,
        options.poll,
        ports.random,
        stillOpen.length,
      );
      scan.nextPollAt = after + delay;
    }
  }
  return scans.map((s) => s.result as ScanResult);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
