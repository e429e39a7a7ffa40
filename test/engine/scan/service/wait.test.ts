/** Waiting for scans on an injected clock: the schedule, the waiting rule, deadlines and outcomes. */
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../src/errors.ts';
import {
  DEFAULT_POLL,
  estimateDurationMs,
  nextPollDelayMs,
} from '../../../../src/engine/scan/service/poll-schedule.ts';
import { Arrivals } from '../../../../src/engine/scan/service/arrivals.ts';
import { runScans } from '../../../../src/engine/scan/service/run-scans.ts';
import type { ArchiveToScan } from '../../../../src/engine/scan/types.ts';
import {
  ScanWaiter,
  type UploadedScan,
} from '../../../../src/engine/scan/service/wait-for-scans.ts';
import { describeUnfinished } from '../../../../src/engine/scan/scan-workspace.ts';
import {
  FakeService,
  VirtualClock,
  archivesNamed,
  fakeFinding,
  type FakeScanPlan,
} from '../../../support/fake-service.ts';

const noJitter = (): number => 1;

function setup(plans: (name: string) => FakeScanPlan) {
  const clock = new VirtualClock();
  const service = new FakeService(clock, plans);
  const log: string[] = [];
  const ports = {
    api: service,
    sleep: clock.sleep,
    now: clock.now,
    random: noJitter,
    log: (m: string) => log.push(m),
  };
  /** runScans on the clock: `archives` as packing hands them out, of the plan `planned`. */
  const scanAsPacked = (
    archives: AsyncIterable<ArchiveToScan> | Iterable<ArchiveToScan>,
    planned: readonly ArchiveToScan[],
    { timeoutMs = 600_000, uploadConcurrency = 6 } = {},
  ) =>
    clock.run(
      runScans(archives, () => planned, ports, {
        timeoutMs,
        uploadConcurrency,
        poll: DEFAULT_POLL,
      }),
    );
  const scan = (names: string[], timeoutMs = 600_000) => {
    const archives = archivesNamed(...names);
    return scanAsPacked(archives, archives, { timeoutMs });
  };
  return { clock, service, log, scan, scanAsPacked, ports };
}

/** The elapsed times at which a lone scan is looked at, from the schedule alone. */
function pollTimes(estimateMs: number | undefined, untilMs: number): number[] {
  const times: number[] = [];
  for (let t = DEFAULT_POLL.minDelayMs; t <= untilMs;) {
    times.push(t);
    t += nextPollDelayMs({ elapsedMs: t, estimateMs, pending: 1 }, DEFAULT_POLL, noJitter);
  }
  return times;
}

describe('the poll schedule', () => {
  it('without history, sees a ready scan within about a quarter of its duration', () => {
    for (const ready of [5_000, 60_000, 300_000]) {
      const seen = pollTimes(undefined, 10 * ready).find((t) => t >= ready)!;
      expect(seen - ready).toBeLessThanOrEqual(Math.max(500, ready * 0.25) + 1);
    }
  });

  it('with an estimate, polls sparsely before it and densely around it', () => {
    const sixty = pollTimes(60_000, 60_000);
    expect(sixty.length).toBeLessThanOrEqual(10);
    const seen60 = pollTimes(60_000, 70_000).find((t) => t >= 60_000)!;
    expect(seen60 - 60_000).toBeLessThanOrEqual(6_500);
    const five = pollTimes(5_000, 5_000);
    expect(five.length).toBeLessThanOrEqual(7);
  });

  it('falls back to the backoff when the scan runs far past its estimate', () => {
    const times = pollTimes(5_000, 120_000);
    const late = times.filter((t) => t > 10_000);
    // Past 1.5x the estimate the gaps grow again: no dense polling for two minutes.
    expect(late.length).toBeLessThan(15);
    const seen = times.find((t) => t >= 100_000)!;
    expect(seen - 100_000).toBeLessThanOrEqual(25_000);
  });

  it('never waits longer than the maximum delay without an estimate, and jitters only downwards', () => {
    for (const elapsedMs of [0, 1_000, 100_000, 10_000_000]) {
      const high = nextPollDelayMs(
        { elapsedMs, estimateMs: undefined, pending: 1 },
        DEFAULT_POLL,
        () => 1,
      );
      const low = nextPollDelayMs(
        { elapsedMs, estimateMs: undefined, pending: 1 },
        DEFAULT_POLL,
        () => 0,
      );
      expect(high).toBeLessThanOrEqual(DEFAULT_POLL.maxDelayMs);
      expect(low).toBeGreaterThanOrEqual(Math.floor(high * 0.85) - 1);
      expect(low).toBeLessThanOrEqual(high);
    }
  });

  it('estimates from the finished scans nearest in size', () => {
    expect(estimateDurationMs(1_000, [])).toBeUndefined();
    const history = [
      { bytes: 1_000, durationMs: 5_000 },
      { bytes: 1_100, durationMs: 6_000 },
      { bytes: 900, durationMs: 4_000 },
      { bytes: 4_000_000, durationMs: 90_000 },
    ];
    expect(estimateDurationMs(1_000, history)).toBe(5_000);
    expect(estimateDurationMs(4_000_000, history.slice(3))).toBe(90_000);
  });
});

describe('waiting for scans', () => {
  it('reads every scan once it is listed SUCCESS, in archive order', async () => {
    const { scan, service } = setup(() => ({ durationMs: 5_000, findings: 3 }));
    const results = await scan(['a.zip', 'b.zip', 'c.zip']);
    expect(results.map((r) => [r.artifactName, r.status, r.findings.length])).toEqual([
      ['a.zip', 'SUCCESS', 3],
      ['b.zip', 'SUCCESS', 3],
      ['c.zip', 'SUCCESS', 3],
    ]);
    // One status call answers for all three scans.
    expect(service.calls.filter((c) => c.kind === 'scans').every((c) => c.ids?.length === 3)).toBe(
      true,
    );
  });

  it('treats a scan listed with another status as running: no findings probe', async () => {
    const { scan, service } = setup(() => ({
      durationMs: 40_000,
      runningStatus: 'RUNNING',
      findings: 2,
    }));
    const [result] = await scan(['a.zip']);
    expect(result!.status).toBe('SUCCESS');
    // Findings are read once, after SUCCESS, never probed while the list shows the scan running.
    expect(service.count('findings')).toBe(1);
  });

  it('finishes an unlisted scan once its findings total holds still over two probes', async () => {
    const { scan, service, clock } = setup(() => ({ durationMs: 1_000, findings: 4 }));
    // Never listed: the list answers nothing for it.
    service.listScans = async (ids, time) => {
      service.calls.push({ kind: 'scans', at: clock.time, ids: [...ids] });
      void time;
      return [];
    };
    const [result] = await scan(['a.zip']);
    expect(result).toMatchObject({ status: 'SUCCESS' });
    expect(result!.findings.length).toBe(4);
    expect(service.count('findings')).toBe(2);
  });

  it('ends at the deadline exactly, naming what did not finish, without sleeping past it', async () => {
    const { scan, clock } = setup(() => ({ durationMs: 0, outcome: 'never' }));
    const start = clock.time;
    const [result] = await scan(['slow.zip'], 5_000);
    expect(result!.status).toBe('TIMEOUT');
    expect(result!.reason).toBe('did not finish within 5 s');
    expect(clock.time - start).toBe(5_000);
  });

  it('keeps what other scans read when one scan fails to read', async () => {
    const { scan } = setup((name) =>
      name === 'bad.zip'
        ? {
            durationMs: 2_000,
            findings: 5,
            findingsError: new NetworkError('findings: 500, still after 4 attempts'),
          }
        : { durationMs: 2_000, findings: 3 },
    );
    const results = await scan(['good.zip', 'bad.zip']);
    expect(results.map((r) => r.status)).toEqual(['SUCCESS', 'ERROR']);
    expect(results[0]!.findings.length).toBe(3);
    expect(results[1]!.reason).toMatch(/reading it failed: findings: 500/);
  });

  it('gives a FAILURE scan its own outcome', async () => {
    const { scan } = setup((name) =>
      name === 'x.zip'
        ? { durationMs: 1_000, outcome: 'FAILURE' }
        : { durationMs: 1_000, findings: 1 },
    );
    const results = await scan(['x.zip', 'y.zip']);
    expect(results.map((r) => r.status)).toEqual(['FAILURE', 'SUCCESS']);
  });

  it('keeps the scans it started when a later upload is refused, and uploads nothing after it', async () => {
    const { service, scanAsPacked } = setup(() => ({ durationMs: 1_000, findings: 2 }));
    service.uploadError = (name) => (name === 'b.zip' ? new NetworkError('refused') : undefined);
    const archives = archivesNamed('a.zip', 'b.zip', 'c.zip', 'd.zip');
    const results = await scanAsPacked(archives, archives, {
      timeoutMs: 60_000,
      uploadConcurrency: 1,
    });
    expect(results.map((r) => r.status)).toEqual([
      'SUCCESS',
      'NOT_UPLOADED',
      'NOT_UPLOADED',
      'NOT_UPLOADED',
    ]);
    expect(results[0]!.findings.length).toBe(2);
    expect(results[1]!.reason).toBe('was not uploaded: refused');
    expect(results[2]!.reason).toMatch(/the upload of b\.zip failed first/);
    expect(service.count('upload')).toBe(2);
  });

  it('uploads and scans the other archives when the service refuses one (422), naming it', async () => {
    const { service, scanAsPacked } = setup(() => ({ durationMs: 1_000, findings: 2 }));
    service.uploadError = (name) =>
      name === 'b.zip'
        ? new ApiError({ method: 'POST', path: '/scan', status: 422, code: 'x422D' })
        : undefined;
    const archives = archivesNamed('a.zip', 'b.zip', 'c.zip', 'd.zip');
    const results = await scanAsPacked(archives, archives, {
      timeoutMs: 60_000,
      uploadConcurrency: 1,
    });
    expect(results.map((r) => r.status)).toEqual(['SUCCESS', 'NOT_UPLOADED', 'SUCCESS', 'SUCCESS']);
    expect(results[1]!.reason).toMatch(/^was not uploaded: POST \/scan answered 422/);
    expect(results[1]!.failureKind).toBe('ApiError, HTTP 422');
    expect(describeUnfinished(results[1]!)).toMatch(
      /^b\.zip was not uploaded: .*\(ApiError, HTTP 422\)$/,
    );
    expect(service.count('upload')).toBe(4);
  });

  it('starts the deadline at the first upload, not before', async () => {
    const { clock, scanAsPacked } = setup(() => ({ durationMs: 0, outcome: 'never' }));
    const archives = archivesNamed('a.zip');
    async function* slowlyPacked() {
      await clock.sleep(30_000); // packing takes 30 s before the first archive is ready
      yield archives[0]!;
    }
    const start = clock.time;
    const [result] = await scanAsPacked(slowlyPacked(), archives, {
      timeoutMs: 5_000,
      uploadConcurrency: 2,
    });
    expect(result!.status).toBe('TIMEOUT');
    expect(clock.time - start).toBe(35_000);
  });

  it('ends every open scan with ERROR when the status call fails for good, keeping findings read', async () => {
    const { scan, service } = setup((name) =>
      name === 'fast.zip' ? { durationMs: 500, findings: 2 } : { durationMs: 60_000, findings: 2 },
    );
    const original = service.listScans.bind(service);
    let calls = 0;
    service.listScans = async (ids, time) => {
      if (++calls > 1) throw new NetworkError('scan status: 503, still after 8 attempts');
      return original(ids, time);
    };
    const results = await scan(['fast.zip', 'slow.zip']);
    expect(results.map((r) => r.status)).toEqual(['SUCCESS', 'ERROR']);
    expect(results[0]!.findings.length).toBe(2);
  });

  it('uses the durations of scans the service already knew to aim its polls', async () => {
    const { scan, service, clock } = setup((name) =>
      name === 'new.zip'
        ? { durationMs: 60_000, findings: 1, bytes: 1000 }
        : { durationMs: 60_000, findings: 1, alreadyScanned: true, bytes: 1000 },
    );
    const start = clock.time;
    const results = await scan(['old1.zip', 'old2.zip', 'old3.zip', 'new.zip']);
    expect(results.every((r) => r.status === 'SUCCESS')).toBe(true);
    const readyAt = start + 60_000;
    expect(clock.time - readyAt).toBeLessThanOrEqual(6_500);
    expect(service.count('scans')).toBeLessThanOrEqual(16);
  });

  it('reads again while the summary counts more findings than are listed, and says INCOMPLETE at the deadline', async () => {
    const { scan, service } = setup(() => ({ durationMs: 1_000, findings: 3 }));
    const original = service.listFailedFindings.bind(service);
    service.listFailedFindings = async (id, time) => {
      const read = await original(id, time);
      return { ...read, findings: read.findings.slice(0, 1) };
    };
    const [result] = await scan(['a.zip'], 10_000);
    expect(result!.status).toBe('INCOMPLETE');
    expect(result!.findings.length).toBe(1);
    expect(result!.reason).toMatch(
      /the service counts 3 FAILED findings, only 1 could be read within 10 s/,
    );
  });
});

describe('what was read is kept', () => {
  it('never loses findings to a later read that stops short', async () => {
    const { scan, service } = setup(() => ({ durationMs: 1_000, findings: 4 }));
    const original = service.listFailedFindings.bind(service);
    let reads = 0;
    service.listFailedFindings = async (id, time) => {
      const read = await original(id, time);
      reads++;
      // First read: 3 of 4. Second read: page 2 fails after page 1 (the first 2).
      if (reads === 1) return { ...read, findings: read.findings.slice(0, 3), total: 4 };
      return {
        ...read,
        findings: read.findings.slice(0, 2),
        failure: new NetworkError('page 2: 500'),
      };
    };
    const [result] = await scan(['a.zip']);
    expect(result!.status).toBe('ERROR');
    expect(result!.findings.map((f) => f.id)).toEqual([
      'scan-a.zip-f0',
      'scan-a.zip-f1',
      'scan-a.zip-f2',
    ]);
  });

  it('counts a list that stopped early short of its total as not complete', async () => {
    const { scan, service } = setup(() => ({ durationMs: 1_000, findings: 0 }));
    const original = service.listFailedFindings.bind(service);
    service.listFailedFindings = async (id, time) => ({
      ...(await original(id, time)),
      findings: [fakeFinding(id, 0)],
      total: 2500,
      stoppedEarly: 'page 2 repeated page 1',
    });
    const [result] = await scan(['a.zip'], 10_000);
    expect(result!.status).toBe('INCOMPLETE');
    expect(result!.findings.length).toBe(1);
    expect(result!.notes).toContain('page 2 repeated page 1');
  });
});

describe('waiting beside the uploads', () => {
  it('reads the scans already uploaded while later archives are still coming', async () => {
    const { clock, service, scanAsPacked } = setup(() => ({ durationMs: 2_000, findings: 1 }));
    const archives = archivesNamed('first.zip', 'late.zip');
    async function* slowSecond() {
      yield archives[0]!;
      await clock.sleep(60_000); // the base is fetched and packed meanwhile
      yield archives[1]!;
    }
    const start = clock.time;
    const results = await scanAsPacked(slowSecond(), archives, {
      timeoutMs: 600_000,
      uploadConcurrency: 1,
    });
    expect(results.map((r) => r.status)).toEqual(['SUCCESS', 'SUCCESS']);
    // The first scan was read within seconds of being ready, not after the second archive came.
    const firstRead = service.calls.find((c) => c.kind === 'findings')!.at - start;
    expect(firstRead).toBeLessThan(10_000);
  });

  it('keeps the scans uploaded when the archives stop coming because packing failed', async () => {
    const { scanAsPacked } = setup(() => ({ durationMs: 1_000, findings: 1 }));
    const archives = archivesNamed('a.zip', 'b.zip');
    async function* failing() {
      yield archives[0]!;
      throw new Error('ENOSPC: no space left on device');
    }
    const results = await scanAsPacked(failing(), archives, {
      timeoutMs: 60_000,
      uploadConcurrency: 1,
    });
    expect(results.map((r) => r.status)).toEqual(['SUCCESS', 'NOT_UPLOADED']);
    expect(results[1]!.reason).toMatch(/could not be written \(ENOSPC/);
  });
});

describe('ScanWaiter', () => {
  it('waits for scans as they arrive, on the injected clock, each result tagged with its tree', async () => {
    const { clock, service, ports } = setup(() => ({ durationMs: 3_000, findings: 2 }));
    const arrivals = new Arrivals<UploadedScan>();
    const [head, base] = archivesNamed('head.zip', 'base.zip');
    const arrive = async (archive: ArchiveToScan, tree: string) => {
      const upload = await service.uploadArchive(archive.file, archive.name, { deadline: 1e15 });
      arrivals.push({
        archive: { ...archive, tree },
        scanId: upload.scanId,
        alreadyScanned: false,
        uploadedAt: clock.now(),
        notes: [],
      });
    };
    const start = clock.time;
    const waiter = new ScanWaiter(arrivals, ports, {
      deadline: () => start + 60_000,
      timeoutSeconds: 60,
      poll: DEFAULT_POLL,
    });
    const uploads = async () => {
      await arrive(head!, 'this change');
      await clock.sleep(1_000);
      await arrive(base!, 'main');
      arrivals.close();
    };
    const [results] = await clock.run(Promise.all([waiter.run(), uploads()]));
    expect(results.map((r) => [r.tree, r.status, r.findings.length])).toEqual([
      ['this change', 'SUCCESS', 2],
      ['main', 'SUCCESS', 2],
    ]);
    // Each seen within the schedule's bound of its readiness, by virtual time alone.
    expect(clock.time - start).toBeLessThan(4_000 + 1_000 + 1_000);
  });
});
