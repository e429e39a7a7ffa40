/**
 * Waits for uploaded scans and reads every FAILED finding of each. One loop looks at all open
 * scans together (a batched status call whenever any is due, so many archives cost no more status
 * calls than one); findings are read as soon as a scan is done, and read again while its summary
 * counts more than were read. Each scan has its own outcome, and what was read is always kept: a
 * call that fails for one scan ends that scan only, and the deadline ends them all.
 */
import type { FindingsRead } from '../api/code-security.ts';
import type { ApiFinding } from '../api/finding.ts';
import type { Scan, ScanSummary } from '../api/schemas.ts';
import { DeadlineError, describeError } from '../errors.ts';
import type { Arrivals } from './arrivals.ts';
import { FindingsCursor, ReadBudgetError } from './findings-cursor.ts';
import { plural } from '../plural.ts';
import {
  estimateDurationMs,
  nextPollDelayMs,
  type DurationSample,
  type PollOptions,
} from './poll-schedule.ts';
import {
  seconds,
  type ArchiveToScan,
  type ScanPorts,
  type ScanResult,
  type ScanStatus,
} from './types.ts';

export interface UploadedScan {
  readonly archive: ArchiveToScan;
  readonly scanId: string;
  readonly alreadyScanned: boolean;
  readonly uploadedAt: number;
  readonly notes: readonly string[];
}

interface Open extends UploadedScan {
  nextPollAt: number;
  nextProbeAt: number;
  lastProbeTotal: number | undefined;
  summary: ScanSummary | undefined;
  findings: readonly ApiFinding[];
  problems: FindingsRead['problems'];
  notes: string[];
  /** Listed as SUCCESS but fewer findings read than the service counts. */
  catchingUp: boolean;
  /** The largest `meta.total` a findings list gave. */
  expectedTotal: number | undefined;
  /** Where the next read of its findings resumes. */
  cursor: FindingsCursor;
  result: ScanResult | undefined;
}

const WAIT_LOG_EVERY_MS = 10_000;
/** How long the first look at an already-scanned archive waits for the uploads beside it. */
const KNOWN_SCAN_GATHER_MS = 250;

function uniqueById(findings: readonly ApiFinding[]): ApiFinding[] {
  return [...new Map(findings.map((f) => [f.id, f])).values()];
}

function sampleOf(scan: Scan, fallbackBytes: number | undefined): DurationSample | undefined {
  const { startedAt, stoppedAt, totalFileSize } = scan.summary ?? {};
  if (scan.status !== 'SUCCESS' || startedAt === undefined || stoppedAt === undefined)
    return undefined;
  const bytes = totalFileSize ?? fallbackBytes;
  return bytes === undefined ? undefined : { bytes, durationMs: stoppedAt - startedAt };
}

export async function waitForScans(
  arrivals: Arrivals<UploadedScan>,
  ports: ScanPorts,
  /** `deadline`: when the scan phase ends (set by the first upload, before any scan arrives). */
  options: { deadline: () => number; timeoutSeconds: number; poll: PollOptions },
): Promise<ScanResult[]> {
  const { poll } = options;
  const deadline = options.deadline;
  const history: DurationSample[] = [];
  const sampled = new Set<string>();
  const scans: Open[] = [];
  const admit = (u: UploadedScan): Open => ({
    ...u,
    notes: [...u.notes],
    // An archive scanned before is likely done already: look soon, once the uploads around it
    // have come in too, so that one status call answers for all of them.
    nextPollAt: u.uploadedAt + (u.alreadyScanned ? KNOWN_SCAN_GATHER_MS : poll.minDelayMs),
    nextProbeAt: u.uploadedAt + poll.firstProbeMs,
    lastProbeTotal: undefined,
    summary: undefined,
    findings: [],
    problems: [],
    catchingUp: false,
    expectedTotal: undefined,
    cursor: new FindingsCursor(ports.api, u.scanId),
    result: undefined,
  });

  const finish = (scan: Open, status: ScanStatus, reason?: string): void => {
    const waitedMs = ports.now() - scan.uploadedAt;
    scan.result = {
      index: scan.archive.index,
      artifactName: scan.archive.name,
      scanId: scan.scanId,
      alreadyScanned: scan.alreadyScanned,
      status,
      summary: scan.summary,
      findings: scan.findings,
      waitedMs,
      reason,
      problems: scan.problems,
      notes: scan.notes,
    };
    const read = plural(scan.findings.length, 'FAILED finding');
    ports.log(
      `${scan.archive.name}: scan ${scan.scanId} ${status} after ${seconds(waitedMs)}, ${read} read${reason ? `: ${reason}` : ''}`,
    );
  };

  /** Ends a scan whose call failed: out of time, or an error of its own. */
  const fail = (scan: Open, error: unknown): void => {
    if (error instanceof DeadlineError) return finishOutOfTime(scan, error.message);
    if (error instanceof ReadBudgetError) return finishOutOfTime(scan, error.message, 'INCOMPLETE');
    finish(scan, 'ERROR', `reading it failed: ${describeError(error)}`);
  };

  const finishOutOfTime = (scan: Open, detail?: string, cause?: 'INCOMPLETE'): void => {
    const within = cause ? '' : `within ${options.timeoutSeconds} s`;
    const limit = `${within}${detail ? ` (${detail})` : ''}`.trim();
    if (scan.catchingUp) {
      const expected = scan.summary?.totalFailedFindings ?? scan.expectedTotal;
      return finish(
        scan,
        'INCOMPLETE',
        `${expected === undefined ? 'the service listed more' : `the service counts ${expected}`} FAILED findings, only ${scan.findings.length} could be read ${limit}`,
      );
    }
    if (scan.summary !== undefined)
      return finish(scan, 'INCOMPLETE', `it finished, but its findings could not be read ${limit}`);
    finish(scan, 'TIMEOUT', `did not finish ${limit}`);
  };

  /** What was read is never lost: a later read that stops short adds to the earlier ones. */
  const keep = (scan: Open, read: FindingsRead): void => {
    scan.findings = uniqueById([...scan.findings, ...read.findings]);
    scan.problems = [
      ...new Map([...scan.problems, ...read.problems].map((p) => [p.id, p])).values(),
    ];
    if (read.total !== undefined)
      scan.expectedTotal = Math.max(scan.expectedTotal ?? 0, read.total);
    if (read.stoppedEarly && !scan.notes.includes(read.stoppedEarly))
      scan.notes.push(read.stoppedEarly);
  };

  const readFindings = async (scan: Open): Promise<void> => {
    const read = await scan.cursor.read({ deadline: deadline() });
    keep(scan, read);
    if (read.failure !== undefined) return fail(scan, read.failure);
    const short = scan.cursor.settle(read, scan.findings.length);
    if (short) ports.log(`${scan.archive.name}: ${short}`);
    // Complete when as many were read as the summary counts and as the list's own total says.
    const expected = Math.max(scan.summary?.totalFailedFindings ?? 0, scan.expectedTotal ?? 0);
    if (scan.findings.length < expected) {
      scan.catchingUp = true;
      ports.log(
        `${scan.archive.name}: the service counts ${expected} FAILED findings, ${scan.findings.length} read so far; reading again`,
      );
    } else finish(scan, 'SUCCESS');
  };

  /** A scan the list does not show yet: its findings are complete once their total holds still. */
  const probe = async (scan: Open, now: number): Promise<void> => {
    if (now < scan.nextProbeAt) return;
    const read = await ports.api.listFailedFindings(scan.scanId, { deadline: deadline() });
    keep(scan, read);
    const total = read.total ?? read.findings.length;
    const complete = read.findings.length >= total && read.failure === undefined;
    if (complete && read.findings.length > 0 && total === scan.lastProbeTotal)
      return finish(scan, 'SUCCESS');
    scan.lastProbeTotal = read.findings.length > 0 ? total : undefined;
    scan.nextProbeAt =
      read.findings.length > 0 ? now : scan.uploadedAt + 2 * (now - scan.uploadedAt);
  };

  const look = async (scan: Open, entry: Scan | undefined): Promise<void> => {
    try {
      if (entry?.status === 'FAILURE') {
        scan.summary = entry.summary ?? undefined;
        return finish(scan, 'FAILURE', 'ended FAILURE');
      }
      if (entry?.status === 'SUCCESS') {
        scan.summary = entry.summary ?? undefined;
        return await readFindings(scan);
      }
      // Listed with any other status: still running. Not listed: maybe done, maybe not.
      if (entry === undefined) await probe(scan, ports.now());
    } catch (error) {
      fail(scan, error);
    }
  };

  const pollOnce = async (open: Open[]): Promise<void> => {
    let listed: Map<string, Scan>;
    try {
      listed = new Map(
        (
          await ports.api.listScans(
            open.map((s) => s.scanId),
            { deadline: deadline() },
          )
        ).map((s) => [s.id, s]),
      );
    } catch (error) {
      for (const scan of open) fail(scan, error);
      return;
    }
    for (const scan of open) {
      const sample = listed.get(scan.scanId);
      const learned = sample && !sampled.has(scan.scanId) && sampleOf(sample, scan.archive.bytes);
      if (!learned) continue;
      sampled.add(scan.scanId);
      history.push(learned);
    }
    await Promise.all(open.map((scan) => look(scan, listed.get(scan.scanId))));
  };

  let lastWaitLog = Number.NEGATIVE_INFINITY;
  for (;;) {
    scans.push(...arrivals.take().map(admit));
    const open = scans.filter((s) => !s.result);
    if (open.length === 0) {
      if (arrivals.done) break;
      await arrivals.next();
      continue;
    }
    const now = ports.now();
    if (now >= deadline()) {
      for (const scan of open) finishOutOfTime(scan);
      continue;
    }
    if (!open.some((s) => s.nextPollAt <= now)) {
      const wake = Math.min(deadline(), ...open.map((s) => s.nextPollAt));
      // A scan uploaded meanwhile is looked at on its own schedule.
      const stop = new AbortController();
      await Promise.race([ports.sleep(wake - now, stop.signal), arrivals.arrival()]);
      stop.abort();
      continue;
    }
    if (now - lastWaitLog >= WAIT_LOG_EVERY_MS) {
      lastWaitLog = now;
      ports.log(
        `waiting for ${plural(open.length, 'scan')} (${open.map((s) => s.scanId).join(', ')}), ${seconds(Math.max(0, deadline() - now))} left of the timeout`,
      );
    }
    // One list call answers for every open scan, so all of them are looked at whenever one is due.
    await pollOnce(open);
    const after = ports.now();
    const stillOpen = open.filter((scan) => !scan.result);
    for (const scan of stillOpen) {
      const delay = nextPollDelayMs(
        {
          elapsedMs: after - scan.uploadedAt,
          estimateMs: estimateDurationMs(scan.archive.bytes, history),
          pending: stillOpen.length,
        },
        poll,
        ports.random,
      );
      scan.nextPollAt = after + delay;
    }
  }
  return scans.map((s) => s.result as ScanResult);
}
