/**
 * An in-memory code-security service on an injected clock, for unit tests of waiting, deadlines
 * and outcomes: no real time passes, and every call is recorded with the time it was made.
 */
import type {
  CallTime,
  CodeSecurityApi,
  FindingsRead,
  Upload,
} from '../../src/engine/api/code-security.ts';
import type { ApiFinding } from '../../src/engine/api/finding.ts';
import type { Scan } from '../../src/engine/api/schemas.ts';
import { DeadlineError } from '../../src/errors.ts';
import type { ArchiveToScan } from '../../src/engine/scan/types.ts';

/** A clock that moves only when slept on; every sleep is recorded. */
export class FakeClock {
  time = 1_000_000;
  readonly sleeps: number[] = [];
  now = (): number => this.time;
  sleep = async (ms: number): Promise<void> => {
    if (ms < 0) throw new Error(`negative sleep ${ms}`);
    this.sleeps.push(ms);
    this.time += ms;
  };
}

/**
 * A clock for work that sleeps in several places at once (uploads beside waiting): a sleep
 * resolves only when virtual time reaches it, and `run` moves time to the next sleep's end
 * whenever every task is waiting. No real time passes.
 */
export class VirtualClock extends FakeClock {
  private readonly timers: { at: number; resolve: () => void }[] = [];
  override sleep = (ms: number): Promise<void> => {
    if (ms < 0) throw new Error(`negative sleep ${ms}`);
    this.sleeps.push(ms);
    return new Promise((resolve) => this.timers.push({ at: this.time + ms, resolve }));
  };

  async run<T>(work: Promise<T>): Promise<T> {
    let settled: { value: T } | { error: unknown } | undefined;
    work.then(
      (value) => (settled = { value }),
      (error: unknown) => (settled = { error }),
    );
    for (;;) {
      for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
      if (settled) {
        if ('error' in settled) throw settled.error;
        return settled.value;
      }
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) throw new Error('every task waits and no sleep will end: a deadlock');
      this.time = Math.max(this.time, next.at);
      next.resolve();
    }
  }
}

export interface FakeScanPlan {
  durationMs: number;
  outcome?: 'SUCCESS' | 'FAILURE' | 'never';
  /** Listed with this status while it runs (the service shows running scans); unlisted when unset. */
  runningStatus?: string;
  findings?: number;
  /** The findings call fails with this, always. */
  findingsError?: Error;
  /** Reused: the upload answers "already scanned" and the scan finished long ago. */
  alreadyScanned?: boolean;
  bytes?: number;
}

interface FakeScan extends FakeScanPlan {
  id: string;
  name: string;
  createdAt: number;
}

export function fakeFinding(scanId: string, i: number): ApiFinding {
  return {
    id: `${scanId}-f${i}`,
    detectionId: 'D1',
    detectionTitle: 'A detection',
    type: 'terraform',
    result: 'FAILED',
    severityLevel: 'HIGH',
    file: `/m${i}/main.tf`,
    resource: `aws_s3_bucket.b${i}`,
    lineRange: [1, 3],
    codeBlock: [[1, 'resource "x" {\n']],
    dashboardURL: undefined,
  };
}

export class FakeService implements CodeSecurityApi {
  readonly calls: { kind: 'upload' | 'scans' | 'findings'; at: number; ids?: string[] }[] = [];
  readonly scans = new Map<string, FakeScan>();
  uploadError: ((name: string) => Error | undefined) | undefined;
  listError: Error | undefined;
  private readonly clock: FakeClock;
  private readonly plans: (name: string) => FakeScanPlan;

  constructor(clock: FakeClock, plans: (name: string) => FakeScanPlan) {
    this.clock = clock;
    this.plans = plans;
  }

  private check(time: CallTime): void {
    if (this.clock.time >= time.deadline)
      throw new DeadlineError('no time was left within the timeout');
  }

  async uploadArchive(_file: string, name: string, time: CallTime): Promise<Upload> {
    this.check(time);
    this.calls.push({ kind: 'upload', at: this.clock.time });
    const error = this.uploadError?.(name);
    if (error) throw error;
    const plan = this.plans(name);
    const id = `scan-${name}`;
    const createdAt = plan.alreadyScanned
      ? this.clock.time - plan.durationMs - 60_000
      : this.clock.time;
    this.scans.set(id, { ...plan, id, name, createdAt });
    return { scanId: id, alreadyScanned: plan.alreadyScanned ?? false, recovered: false };
  }

  private done(scan: FakeScan): boolean {
    return scan.outcome !== 'never' && this.clock.time >= scan.createdAt + scan.durationMs;
  }

  async listScans(ids: readonly string[], time: CallTime): Promise<Scan[]> {
    this.check(time);
    this.calls.push({ kind: 'scans', at: this.clock.time, ids: [...ids] });
    if (this.listError) throw this.listError;
    return ids.flatMap((id) => {
      const scan = this.scans.get(id);
      if (!scan) return [];
      if (!this.done(scan)) return scan.runningStatus ? [{ id, status: scan.runningStatus }] : [];
      return [
        {
          id,
          artifactName: scan.name,
          status: scan.outcome ?? 'SUCCESS',
          summary: {
            startedAt: scan.createdAt,
            stoppedAt: scan.createdAt + scan.durationMs,
            totalFileSize: scan.bytes ?? 1000,
            totalFailedFindings: scan.findings ?? 0,
          },
        },
      ];
    });
  }

  async listFailedFindings(id: string, time: CallTime): Promise<FindingsRead> {
    this.check(time);
    this.calls.push({ kind: 'findings', at: this.clock.time });
    const scan = this.scans.get(id);
    if (scan?.findingsError) throw scan.findingsError;
    const findings =
      scan && this.done(scan) && scan.outcome !== 'FAILURE'
        ? Array.from({ length: scan.findings ?? 0 }, (_, i) => fakeFinding(id, i))
        : [];
    return { findings, total: findings.length, problems: [], stoppedEarly: undefined };
  }

  count(kind: 'upload' | 'scans' | 'findings'): number {
    return this.calls.filter((c) => c.kind === kind).length;
  }
}

export function archivesNamed(...names: string[]): ArchiveToScan[] {
  return names.map((name, index) => ({ index, name, file: `/nowhere/${name}`, bytes: 1000 }));
}
