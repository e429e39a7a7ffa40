/**
 * The client against a service that hangs, stalls, pages forever or sends what cannot be read.
 * Waits run on an injected clock (their arithmetic is exact); real time only bounds how long a
 * stalled call may take, generously.
 */
import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCodeSecurityApi } from '../../../src/engine/api/code-security.ts';
import { HttpClient } from '../../../src/engine/api/http-client.ts';
import { MAX_PAGES } from '../../../src/engine/api/pages.ts';
import { DeadlineError, NetworkError } from '../../../src/errors.ts';
import type { Fault } from '../../emulator/faults.ts';
import type { ScanBehaviour } from '../../emulator/records.ts';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { FakeClock } from '../../support/fake-service.ts';
import { scanBehaviour } from '../../support/scan-behaviours.ts';
import { FAST_RETRY, tempDir } from '../../support/helpers.ts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ZipArchive } from 'archiver';

let emulator: Emulator;
let zipFile: string;

/** A zip of one bucket with a public ACL (each call's name unique), and `extra` after it. */
function makeZip(extra = ''): Promise<string> {
  return zipOf({
    'main.tf': `resource "aws_s3_bucket" "b${Date.now()}" {\n  acl = "public-read"\n}\n${extra}`,
  });
}

/** A zip file of `files`, by name. */
async function zipOf(files: Record<string, string>): Promise<string> {
  const file = path.join(tempDir(), 'a.zip');
  const zip = new ZipArchive({});
  const out = fs.createWriteStream(file);
  zip.pipe(out);
  for (const [name, text] of Object.entries(files)) zip.append(text, { name });
  await zip.finalize();
  await new Promise<void>((resolve) => out.on('close', () => resolve()));
  return file;
}

/** A scan that ends at once in success, its lists current: what each test changes is on top. */

function client(
  clock: FakeClock,
  options: { apiKey?: string; requestTimeoutMs?: number; log?: string[] } = {},
) {
  return new HttpClient({
    baseUrl: emulator.url,
    apiKey: options.apiKey ?? KEYS.admin,
    retry: { ...FAST_RETRY, baseDelayMs: 1_000, maxDelayMs: 30_000, maxRetryAfterMs: 120_000 },
    requestTimeoutMs: options.requestTimeoutMs,
    dispatcher: new Agent({ connect: { ca: emulator.ca } }),
    sleep: clock.sleep,
    random: () => 1,
    now: clock.now,
    log: (m) => options.log?.push(m),
  });
}

/** Uploads the test's archive as `name` after `fault`, on the wall clock a recovery compares. */
function uploadAfter(fault: Fault, name: string) {
  emulator.faults.push(fault);
  return createCodeSecurityApi(client(new FakeClock()), Date.now).uploadArchive(zipFile, name, {
    deadline: Infinity,
  });
}

/** Scans the test's archive as `name`, its findings listed in `pages`, and reads that list. */
async function readFindingsPaged(pages: ScanBehaviour['pages'], name: string) {
  emulator.scanBehaviour = scanBehaviour({ pages });
  const clock = new FakeClock();
  const api = createCodeSecurityApi(client(clock), clock.now);
  const { scanId } = await api.uploadArchive(zipFile, name, { deadline: Infinity });
  return { api, scanId, read: await api.listFailedFindings(scanId, { deadline: Infinity }) };
}

/** A client on the real clock, for calls that stall in real time. */
function realTimeClient(): HttpClient {
  return new HttpClient({
    baseUrl: emulator.url,
    apiKey: KEYS.admin,
    retry: FAST_RETRY,
    dispatcher: new Agent({ connect: { ca: emulator.ca } }),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    random: Math.random,
    now: Date.now,
    log: () => {},
  });
}

beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 0 } }).start();
});
afterAll(() => emulator.stop());
beforeEach(async () => {
  emulator.faults.length = 0;
  emulator.requests.length = 0;
  emulator.scanListPages = 'normal';
  emulator.scanBehaviour = scanBehaviour();
  zipFile = await makeZip();
});

describe('the deadline', () => {
  it('cuts a Retry-After longer than the time left: no wait past the deadline', async () => {
    const clock = new FakeClock();
    emulator.faults.push({ kind: '429', times: 100, retryAfter: '20', endpoint: 'scans' });
    const api = createCodeSecurityApi(client(clock), clock.now);
    const start = clock.time;
    const error = await api.listScans(['x'], { deadline: start + 3_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(clock.time - start).toBeLessThanOrEqual(3_000);
    expect(clock.sleeps).toEqual([]);
    expect(emulator.requestsTo('scans').length).toBe(1);
  });

  it('waits the backoff while it fits, and stops before one that would end past the deadline', async () => {
    const clock = new FakeClock();
    emulator.faults.push({ kind: '503', times: 100, endpoint: 'scans' });
    const api = createCodeSecurityApi(client(clock), clock.now);
    const start = clock.time;
    const error = await api.listScans(['x'], { deadline: start + 5_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    // Backoff 1 s, 2 s; the next (4 s) would end past the deadline.
    expect(clock.sleeps).toEqual([1_000, 2_000]);
    expect(clock.time - start).toBe(3_000);
  });

  it('gives up on a body that never comes within the time left, not per-call time four times over', async () => {
    emulator.faults.push({ kind: 'stall-body', times: 100, endpoint: 'scans' });
    const started = Date.now();
    const real = realTimeClient();
    const error = await createCodeSecurityApi(real, Date.now)
      .listScans(['x'], { deadline: Date.now() + 800 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on an upload that is never answered when the time is up', async () => {
    emulator.faults.push({ kind: 'hang', times: 100, endpoint: 'upload' });
    const started = Date.now();
    const real = realTimeClient();
    const error = await createCodeSecurityApi(real, Date.now)
      .uploadArchive(zipFile, 'hang.zip', { deadline: Date.now() + 800 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('requests that cannot be made', () => {
  it('are never retried and always settle (a key with a line break)', async () => {
    const clock = new FakeClock();
    const api = createCodeSecurityApi(client(clock, { apiKey: 'abc\ndef' }), clock.now);
    const error = await api
      .listScans(['x'], { deadline: clock.time + 60_000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/could not be made .*not retried/);
    expect((error as Error).message).not.toContain('abc');
    expect(clock.sleeps).toEqual([]);
  });
});

describe('uploads are never sent twice blindly', () => {
  it('after an answer that never came, finds the scan the upload started by its name', async () => {
    const clock = new FakeClock();
    clock.time = Date.now();
    emulator.faults.push({ kind: 'accept-then-drop', times: 1, endpoint: 'upload' });
    const api = createCodeSecurityApi(client(clock), () => Date.now());
    const upload = await api.uploadArchive(zipFile, 'dropped.zip', {
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(upload.recovered).toBe(true);
    expect(emulator.requestsTo('upload').length).toBe(1);
    expect(emulator.requestsTo('scans').map((r) => r.query.artifactNames)).toEqual(['dropped.zip']);
    expect(emulator.scans.get(upload.scanId)?.artifactName).toBe('dropped.zip');
  });

  it("never adopts another archive's scan of the same name: the summary must match the archive", async () => {
    // Another step uploaded an archive of another size under the same name a moment ago.
    const other = await makeZip('# another step, another folder\n');
    const clock = new FakeClock();
    const api = createCodeSecurityApi(client(clock), Date.now);
    const theirs = await api.uploadArchive(other, 'shared.zip', {
      deadline: Number.POSITIVE_INFINITY,
    });
    emulator.faults.push({ kind: '500', times: 1, endpoint: 'upload' });
    const ours = await api.uploadArchive(zipFile, 'shared.zip', {
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(ours.recovered).toBe(false);
    expect(ours.scanId).not.toBe(theirs.scanId);
    expect(emulator.requestsTo('scans').length).toBe(1);
  });

  it('sends again when the service cannot have taken it (429), without asking', async () => {
    const upload = await uploadAfter({ kind: '429', times: 1, endpoint: 'upload' }, 'limited.zip');
    expect(upload.recovered).toBe(false);
    expect(emulator.requestsTo('upload').length).toBe(2);
    expect(emulator.requestsTo('scans').length).toBe(0);
  });

  it('says how long the service rate limited it when no attempt is left, keeping the status', async () => {
    const clock = new FakeClock();
    emulator.faults.push({ kind: '429', times: 100, endpoint: 'upload' });
    const api = createCodeSecurityApi(client(clock), Date.now);
    const error = await api
      .uploadArchive(zipFile, 'limited-for-good.zip', { deadline: Number.POSITIVE_INFINITY })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    const waited = Math.round(clock.sleeps.reduce((sum, ms) => sum + ms, 0) / 1000);
    expect((error as Error).message).toContain(
      `rate limited by the service (429) for ${waited} s, still after 8 attempts`,
    );
    expect((error as Error).message).not.toContain('may be down');
    expect((error as NetworkError).httpStatus).toBe(429);
    emulator.faults.length = 0;
  });

  it('asks first after a 500, and sends again when no scan of that name exists', async () => {
    const upload = await uploadAfter({ kind: '500', times: 1, endpoint: 'upload' }, 'five.zip');
    expect(upload.recovered).toBe(false);
    expect(emulator.requestsTo('scans').length).toBe(1);
    expect(emulator.requestsTo('upload').length).toBe(2);
  });
});

describe('lists that would not end', () => {
  it('stops a findings list that always has a next page, after the pages its total allows', async () => {
    const { read } = await readFindingsPaged('endless', 'endless.zip');
    expect(read.stoppedEarly).toMatch(/still announced a next page after 3 pages/);
    expect(emulator.requestsTo('findings').length).toBe(3);
    expect(read.findings.length).toBeGreaterThanOrEqual(1);
  });

  it('stops a list that repeats its page, and a scans list that says next page forever', async () => {
    const { api, scanId, read } = await readFindingsPaged('repeat', 'repeat.zip');
    expect(read.stoppedEarly).toBe('page 2 repeated page 1');
    emulator.scanListPages = 'repeat';
    emulator.requests.length = 0;
    const scans = await api.listScans([scanId], { deadline: Infinity });
    expect(scans.map((s) => s.id)).toEqual([scanId]);
    expect(emulator.requestsTo('scans').length).toBeLessThanOrEqual(2);
    expect(MAX_PAGES).toBeGreaterThan(2);
  });
});

describe('scans the service lists oddly', () => {
  it('reads each entry on its own: nulls are "not given", an entry without an id is left out', async () => {
    const clock = new FakeClock();
    emulator.faults.push({
      kind: 'error-body',
      times: 1,
      endpoint: 'scans',
      status: 200,
      body: JSON.stringify({
        data: [
          { id: 'running', status: null, summary: { startedAt: 1, stoppedAt: null } },
          {
            id: 'done',
            status: 'SUCCESS',
            summary: { totalFailedFindings: '3' },
            artifactName: null,
          },
          { status: 'SUCCESS' },
        ],
        meta: { page: '1', perPage: '1000', total: 3, hasNextPage: false },
      }),
    });
    const scans = await createCodeSecurityApi(client(clock), clock.now).listScans(
      ['running', 'done'],
      {
        deadline: Infinity,
      },
    );
    expect(scans).toEqual([
      { id: 'running', status: 'UNKNOWN', summary: { startedAt: 1 } },
      { id: 'done', status: 'SUCCESS', summary: { totalFailedFindings: 3 } },
    ]);
  });
});

describe('findings the service sends malformed', () => {
  it('keeps every finding, reading what can be read, and names each problem with its id', async () => {
    const clock = new FakeClock();
    emulator.scanBehaviour = scanBehaviour({
      transformFindings: (findings) => {
        const failed = findings.filter((f) => f.result === 'FAILED');
        const [a, b, c, d] = failed;
        return [
          { ...a, lineRange: [2 ** 53 + 1, 3] },
          { ...b, lineRange: ['3', '4'] },
          { ...c, severityLevel: 'INFO', lineRange: [1.5, 2] },
          { ...d, severityLevel: 'SEVERE' },
          'not a finding',
          ...failed.slice(4),
        ];
      },
    });
    const file = await zipOf(
      Object.fromEntries(
        [0, 1, 2, 3, 4].map((i) => [
          `m${i}.tf`,
          `resource "aws_s3_bucket" "m${i}${Date.now()}" {\n  acl = "public-read"\n}\n`,
        ]),
      ),
    );
    const api = createCodeSecurityApi(client(clock), clock.now);
    const { scanId } = await api.uploadArchive(file, 'malformed.zip', { deadline: Infinity });
    const read = await api.listFailedFindings(scanId, { deadline: Infinity });
    expect(read.findings.length).toBe(5);
    const [huge, text, info, severe] = read.findings;
    expect(huge!.lineRange).toBeUndefined();
    expect(text!.lineRange).toEqual([3, 4]);
    expect(info!.severityLevel).toBe('LOW');
    expect(severe!.severityLevel).toBe('MEDIUM');
    expect(read.problems.map((p) => p.problems.join('; '))).toEqual([
      'a line range that is not two line numbers (reported without lines)',
      "severity 'INFO', reported as LOW; a line range that is not two line numbers (reported without lines)",
      "severity 'SEVERE', reported as MEDIUM",
      'not an object',
    ]);
    expect(read.problems.slice(0, 3).map((p) => p.id)).toEqual([huge!.id, info!.id, severe!.id]);
  });

  it('keeps a megabyte error message to a capped length, with its code', async () => {
    const clock = new FakeClock();
    const message = 'y'.repeat(1_200_000);
    emulator.faults.push({
      kind: 'error-body',
      times: 1,
      endpoint: 'scans',
      status: 400,
      body: JSON.stringify({ errors: [{ code: 'x400Q', message }] }),
    });
    const error = (await createCodeSecurityApi(client(clock), clock.now)
      .listScans(['x'], { deadline: Infinity })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/answered 400 \(x400Q: y+…\)/);
    expect(error.message.length).toBeLessThan(2_000);
  });
});
