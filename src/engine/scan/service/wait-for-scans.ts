/**
 * Waits for uploaded scans and reads every FAILED finding of each. One loop looks at all open
 * scans together (a batched status call whenever any is due, so many archives cost no more status
 * calls than one); findings are read as soon as a scan is done, and read again while its summary
 * counts more than were read. Each scan has its own outcome, and what was read is always kept: a
 * call that fails for one scan ends that scan only, and the deadline ends them all. The waiting is
 * a small class, one method per step: admit what arrived, sleep until one is due, poll them all,
 * look at each, read its findings (the one place pages of findings are read), and finish it.
 */
import type { FindingsRead } from '../../api/code-security.ts';
import type { Scan } from '../../api/schemas.ts';
import { DeadlineError, describeError } from '../../../errors.ts';
import { formatCount, plural } from '../../../plural.ts';
import type { Arrivals } from './arrivals.ts';
import { ReadBudgetError } from './findings-cursor.ts';
import {
  keepRead,
  openScan,
  sampleOf,
  type OpenScan as Open,
  type UploadedScan,
} from './open-scan.ts';
import {
  estimateDurationMs,
  nextPollDelayMs,
  type DurationSample,
  type PollOptions,
} from './poll-schedule.ts';
import { seconds, type ScanPorts, type ScanResult, type ScanStatus } from '../types.ts';

export type { UploadedScan } from './open-scan.ts';

const WAIT_LOG_EVERY_MS = 10_000;

export interface WaitOptions {
  /** When the scan phase ends (set by the first upload, before any scan arrives). */
  readonly deadline: () => number;
  readonly timeoutSeconds: number;
  readonly poll: PollOptions;
}

/** Waits for every scan that arrives and reads its findings; `run` resolves once all are done. */
export class ScanWaiter {
  private readonly history: DurationSample[] = [];
  private readonly sampled = new Set<string>();
  private readonly scans: Open[] = [];
  private lastWaitLog = Number.NEGATIVE_INFINITY;

  private readonly arrivals: Arrivals<UploadedScan>;
  private readonly ports: ScanPorts;
  private readonly options: WaitOptions;

  constructor(arrivals: Arrivals<UploadedScan>, ports: ScanPorts, options: WaitOptions) {
    this.arrivals = arrivals;
    this.ports = ports;
    this.options = options;
  }

  /** The loop: admit, then sleep until one is due, or poll every open scan. */
  async run(): Promise<ScanResult[]> {
    for (;;) {
      this.scans.push(...this.arrivals.take().map((u) => this.admit(u)));
      const open = this.scans.filter((s) => !s.result);
      if (open.length === 0) {
        if (this.arrivals.done) break;
        await this.arrivals.next();
        continue;
      }
      const now = this.ports.now();
      if (now >= this.deadline()) {
        for (const scan of open) this.finishOutOfTime(scan);
        continue;
      }
      if (!open.some((s) => s.nextPollAt <= now)) {
        await this.sleepUntilDue(open, now);
        continue;
      }
      this.logWaiting(open, now);
      // One list call answers for every open scan, so all of them are looked at whenever one is due.
      await this.pollOnce(open);
      this.schedule(open.filter((scan) => !scan.result));
    }
    return this.scans.map((s) => s.result as ScanResult);
  }

  private deadline(): number {
    return this.options.deadline();
  }

  private admit(u: UploadedScan): Open {
    return openScan(u, this.options.poll, this.ports.api);
  }

  /** Sleeps until the first open scan is due; a scan uploaded meanwhile wakes it. */
  private async sleepUntilDue(open: readonly Open[], now: number): Promise<void> {
    const wake = Math.min(this.deadline(), ...open.map((s) => s.nextPollAt));
    const stop = new AbortController();
    await Promise.race([this.ports.sleep(wake - now, stop.signal), this.arrivals.arrival()]);
    stop.abort();
  }

  private logWaiting(open: readonly Open[], now: number): void {
    if (now - this.lastWaitLog < WAIT_LOG_EVERY_MS) return;
    this.lastWaitLog = now;
    this.ports.log(
      `waiting for ${plural(open.length, 'scan')} (${open.map((s) => s.scanId).join(', ')}), ${seconds(Math.max(0, this.deadline() - now))} left of the timeout`,
    );
  }

  /** When each scan still open is looked at next. */
  private schedule(stillOpen: readonly Open[]): void {
    const after = this.ports.now();
    for (const scan of stillOpen) {
      const delay = nextPollDelayMs(
        {
          elapsedMs: after - scan.uploadedAt,
          estimateMs: estimateDurationMs(scan.archive.bytes, this.history),
          pending: stillOpen.length,
        },
        this.options.poll,
        this.ports.random,
      );
      scan.nextPollAt = after + delay;
    }
  }

  /** One status call for all open scans, then a look at each. */
  private async pollOnce(open: readonly Open[]): Promise<void> {
    let listed: Map<string, Scan>;
    try {
      const ids = open.map((s) => s.scanId);
      const scans = await this.ports.api.listScans(ids, { deadline: this.deadline() });
      listed = new Map(scans.map((s) => [s.id, s]));
    } catch (error) {
      for (const scan of open) this.fail(scan, error);
      return;
    }
    for (const scan of open) this.learn(scan, listed.get(scan.scanId));
    await Promise.all(open.map((scan) => this.look(scan, listed.get(scan.scanId))));
  }

  /** A finished scan's duration teaches the schedule how long scans of its size take. */
  private learn(scan: Open, listed: Scan | undefined): void {
    const sample = listed && !this.sampled.has(scan.scanId) && sampleOf(listed, scan.archive.bytes);
    if (!sample) return;
    this.sampled.add(scan.scanId);
    this.history.push(sample);
  }

  private async look(scan: Open, entry: Scan | undefined): Promise<void> {
    try {
      if (entry?.status === 'FAILURE') {
        scan.summary = entry.summary ?? undefined;
        return this.finish(scan, 'FAILURE', 'ended FAILURE');
      }
      if (entry?.status === 'SUCCESS') {
        scan.summary = entry.summary ?? undefined;
        return await this.readFindings(scan);
      }
      // Listed with any other status: still running. Not listed: maybe done, maybe not.
      if (entry === undefined) await this.probe(scan, this.ports.now());
    } catch (error) {
      this.fail(scan, error);
    }
  }

  /** The one place pages of findings are read: every read adds to what was read before. */
  private async readFindingsPages(scan: Open, resume = false): Promise<FindingsRead> {
    const time = { deadline: this.deadline() };
    const read = resume
      ? await scan.cursor.read(time)
      : await this.ports.api.listFailedFindings(scan.scanId, time);
    keepRead(scan, read);
    if (resume) {
      const short = scan.cursor.settle(read, scan.findings.length);
      if (short) this.ports.log(`${scan.archive.name}: ${short}`);
    }
    return read;
  }

  private async readFindings(scan: Open): Promise<void> {
    const read = await this.readFindingsPages(scan, true);
    if (read.failure !== undefined) return this.fail(scan, read.failure);
    // Complete when as many were read as the summary counts and as the list's own total says.
    const expected = Math.max(scan.summary?.totalFailedFindings ?? 0, scan.expectedTotal ?? 0);
    if (scan.findings.length < expected) {
      scan.catchingUp = true;
      this.ports.log(
        `${scan.archive.name}: the service counts ${formatCount(expected)} FAILED findings, ${formatCount(scan.findings.length)} read so far; reading again`,
      );
    } else this.finish(scan, 'SUCCESS');
  }

  /** A scan the list does not show yet: its findings are complete once their total holds still. */
  private async probe(scan: Open, now: number): Promise<void> {
    if (now < scan.nextProbeAt) return;
    const read = await this.readFindingsPages(scan);
    const total = read.total ?? read.findings.length;
    const complete = read.findings.length >= total && read.failure === undefined;
    if (complete && read.findings.length > 0 && total === scan.lastProbeTotal)
      return this.finish(scan, 'SUCCESS');
    scan.lastProbeTotal = read.findings.length > 0 ? total : undefined;
    scan.nextProbeAt =
      read.findings.length > 0 ? now : scan.uploadedAt + 2 * (now - scan.uploadedAt);
  }

  /** Ends a scan whose call failed: out of time, or an error of its own. */
  private fail(scan: Open, error: unknown): void {
    if (error instanceof DeadlineError) return this.finishOutOfTime(scan, error.message);
    if (error instanceof ReadBudgetError)
      return this.finishOutOfTime(scan, error.message, 'INCOMPLETE');
    this.finish(scan, 'ERROR', `reading it failed: ${describeError(error)}`);
  }

  private finishOutOfTime(scan: Open, detail?: string, cause?: 'INCOMPLETE'): void {
    const within = cause ? '' : `within ${this.options.timeoutSeconds} s`;
    const limit = `${within}${detail ? ` (${detail})` : ''}`.trim();
    if (scan.catchingUp) {
      const expected = scan.summary?.totalFailedFindings ?? scan.expectedTotal;
      return this.finish(
        scan,
        'INCOMPLETE',
        `${expected === undefined ? 'the service listed more' : `the service counts ${formatCount(expected)}`} FAILED findings, only ${formatCount(scan.findings.length)} could be read ${limit}`,
      );
    }
    if (scan.summary !== undefined)
      return this.finish(
        scan,
        'INCOMPLETE',
        `it finished, but its findings could not be read ${limit}`,
      );
    this.finish(scan, 'TIMEOUT', `did not finish ${limit}`);
  }

  private finish(scan: Open, status: ScanStatus, reason?: string): void {
    const waitedMs = this.ports.now() - scan.uploadedAt;
    scan.result = {
      index: scan.archive.index,
      tree: scan.archive.tree,
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
    this.ports.log(
      `${scan.archive.name}: scan ${scan.scanId} ${status} after ${seconds(waitedMs)}, ${read} read${reason ? `: ${reason}` : ''}`,
    );
  }
}

/** Waits for every scan that arrives and reads its findings (see `ScanWaiter`). */
export function waitForScans(
  arrivals: Arrivals<UploadedScan>,
  ports: ScanPorts,
  options: WaitOptions,
): Promise<ScanResult[]> {
  return new ScanWaiter(arrivals, ports, options).run();
}
