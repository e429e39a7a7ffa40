import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCodeSecurityApi } from '../../../../src/engine/api/code-security.ts';
import { parseRetryAfter } from '../../../../src/engine/api/http-client.ts';
import { ApiError } from '../../../../src/errors.ts';
import { collectArchives, packFiles } from '../../../../src/engine/packing/pack.ts';
import type { PollOptions } from '../../../../src/engine/scan/service/poll-schedule.ts';
import { runScans } from '../../../../src/engine/scan/service/run-scans.ts';
import type { ArchiveToScan } from '../../../../src/engine/scan/types.ts';
import { Emulator, KEYS } from '../../../emulator/server.ts';
import { emulatorClient, tempDir, writeTree } from '../../../support/helpers.ts';
import { scanBehaviour } from '../../../support/scan-behaviours.ts';
import { discoverAll } from '../../../support/discover-all.ts';

const FAST_POLL: PollOptions = {
  minDelayMs: 20,
  maxDelayMs: 100,
  growth: 0.25,
  nearShare: 0.06,
  firstProbeMs: 150,
};
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };

/** Archives of a tree with `count` Terraform files, each with one FAILED and one PASSED finding. */
async function archives(
  count: number,
  perArchive = 1_000_000,
  seed = 'a',
): Promise<ArchiveToScan[]> {
  const root = tempDir();
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    files[`m${i}/main.tf`] =
      `resource "aws_s3_bucket" "open_${seed}${i}" {\n  acl = "public-read"\n}\n\nresource "aws_ebs_volume" "v${seed}${i}" {\n  encrypted = true\n}\n`;
  }
  writeTree(root, files);
  const found = await discoverAll(root);
  const packed = await packFiles(found.files, {
    maxArchiveBytes: perArchive,
    baseName: `t-${seed}`,
    dir: path.join(root, '.out'),
  });
  return (await collectArchives(packed)).map((a, index) => ({
    index,
    name: a.plan.name,
    file: a.file,
    bytes: a.plan.bytes,
  }));
}

describe('scan client against the emulator', () => {
  let emulator: Emulator;
  let seed = 0;
  const log: string[] = [];
  const ports = (key: string = KEYS.admin) => ({
    api: createCodeSecurityApi(emulatorClient(emulator, { apiKey: key, log }), Date.now),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    now: Date.now,
    random: Math.random,
    log: (m: string) => log.push(m),
  });
  const scanArchives = (
    list: ArchiveToScan[],
    key?: string,
    options: { timeoutMs?: number; concurrency?: number } = {},
  ) =>
    runScans(list, () => list, ports(key), {
      timeoutMs: options.timeoutMs ?? 20_000,
      uploadConcurrency: options.concurrency ?? 3,
      poll: FAST_POLL,
    });
  const scan = async (count: number, options: { perArchive?: number; timeoutMs?: number } = {}) =>
    scanArchives(await archives(count, options.perArchive, `s${seed++}`), undefined, options);
  const expectAllFindings = (results: Awaited<ReturnType<typeof scan>>) => {
    for (const r of results) {
      expect(r.status).toBe('SUCCESS');
      const read = r.findings.map((f) => f.id).sort();
      expect(new Set(read).size).toBe(read.length);
      expect(read).toEqual(
        emulator
          .failedFindingsOf(r.scanId ?? '')
          .map((f) => String(f.id))
          .sort(),
      );
    }
  };

  beforeAll(async () => {
    emulator = await new Emulator().start();
  });
  afterAll(() => emulator.stop());
  beforeEach(() => {
    emulator.faults.length = 0;
    emulator.requests.length = 0;
    emulator.scanBehaviour = scanBehaviour({ delayMs: 150 });
    emulator.maxPageSize = 1000;
    log.length = 0;
  });

  it('uploads several archives at once and reads every finding of each', async () => {
    const results = await scan(30, { perArchive: 1_200 });
    expect(results.length).toBeGreaterThan(3);
    expectAllFindings(results);
    expect(results.map((r) => r.artifactName)).toEqual(
      results.map((_, i) => `t-s${seed - 1}-${i + 1}.zip`),
    );
    const uploads = emulator.requestsTo('upload');
    expect(
      uploads.every(
        (u) =>
          u.headers['content-type'] === 'application/zip' &&
          /\.zip$/.test(u.query.artifactName ?? ''),
      ),
    ).toBe(true);
  });

  it('follows hasNextPage when the service honours only 7 a page', async () => {
    emulator.maxPageSize = 7;
    const results = await scan(40);
    expect(results[0]!.findings.length).toBe(40);
    expectAllFindings(results);
    expect(
      emulator
        .requestsTo('findings')
        .every((r) => r.query.perPage === '1000' && r.query.results === 'FAILED'),
    ).toBe(true);
  });

  it('survives a 429 storm, 503s, 500s and dropped connections', async () => {
    emulator.faults.push(
      { kind: '429', times: 3 },
      { kind: '503', times: 2, retryAfter: '0' },
      { kind: 'drop', times: 2 },
      { kind: '500', times: 2 },
      { kind: '429', times: 2, endpoint: 'findings' },
      { kind: 'drop', times: 1, endpoint: 'findings' },
    );
    const results = await scan(12, { perArchive: 1_500 });
    expectAllFindings(results);
    expect(log.some((l) => /attempt 1 of 8 failed \(429/.test(l))).toBe(true);
    expect(log.some((l) => /connection failed/.test(l))).toBe(true);
  });

  it('never retries a 4xx and keeps the service code and message', async () => {
    const [refused] = await scanArchives(await archives(1), KEYS.readOnly, { timeoutMs: 5_000 });
    expect(refused).toMatchObject({ status: 'NOT_UPLOADED' });
    expect(refused!.reason).toMatch(
      /was not uploaded: POST \/v1\/tenant\/shiftleft\/iac\/scan answered 403/,
    );
    expect(emulator.requestsTo('upload').length).toBe(1);
    const error = await createCodeSecurityApi(
      emulatorClient(emulator, { apiKey: KEYS.admin }),
      Date.now,
    )
      .uploadArchive(import.meta.filename, 'bad.zip', NO_DEADLINE)
      .catch((e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'x422B' });
    expect(emulator.requestsTo('upload').length).toBe(2);
  });

  it('stops uploading the rest once an upload is refused', async () => {
    const many = await archives(20, 300, `refused${seed++}`);
    expect(many.length).toBeGreaterThan(6);
    const results = await scanArchives(many, KEYS.readOnly, { timeoutMs: 5_000 });
    expect(results.every((r) => r.status === 'NOT_UPLOADED')).toBe(true);
    expect(results.filter((r) => /answered 403/.test(r.reason ?? '')).length).toBeLessThanOrEqual(
      3,
    );
    expect(emulator.requestsTo('upload').length).toBeLessThanOrEqual(3);
  });

  it('gives up on a service that stays down, with a clear reason and no key in it', async () => {
    emulator.faults.push({ kind: '503', times: 100 });
    const [result] = await scan(1, { timeoutMs: 5_000 });
    expect(result).toMatchObject({ status: 'NOT_UPLOADED' });
    expect(result!.reason).toMatch(/still after 8 attempts/);
    expect(JSON.stringify({ result, log })).not.toContain(KEYS.admin);
  });

  it('reads findings that are listed after the scan shows SUCCESS', async () => {
    emulator.scanBehaviour = scanBehaviour({ delayMs: 100, findingsLagMs: 400 });
    const results = await scan(10);
    expectAllFindings(results);
    expect(log.some((l) => /the service counts 10 FAILED findings, 5 read so far/.test(l))).toBe(
      true,
    );
  });

  it('finishes a scan the list shows late once its findings total holds still', async () => {
    emulator.scanBehaviour = scanBehaviour({ delayMs: 100, listLagMs: 60_000 });
    const results = await scan(6);
    expectAllFindings(results);
  });

  it('reports FAILURE and a scan that never ends, never a silent pass', async () => {
    emulator.scanBehaviour = scanBehaviour({ delayMs: 50, outcome: 'FAILURE' });
    expect((await scan(1)).map((r) => r.status)).toEqual(['FAILURE']);
    emulator.scanBehaviour = scanBehaviour({ delayMs: 50, outcome: 'never' });
    const [never] = await scan(1, { timeoutMs: 700 });
    expect(never!.status).toBe('TIMEOUT');
    expect(never!.reason).toMatch(/^did not finish within 1 s/);
  });

  it('reuses an earlier scan of a byte-identical archive', async () => {
    const same = await archives(2, undefined, 'same');
    const first = await scanArchives(same, undefined, { timeoutMs: 5_000, concurrency: 1 });
    const again = await scanArchives(same, undefined, { timeoutMs: 5_000, concurrency: 1 });
    expect(again[0]).toMatchObject({
      scanId: first[0]!.scanId,
      alreadyScanned: true,
      status: 'SUCCESS',
    });
    expect(again[0]!.findings.length).toBe(2);
    expect(fs.existsSync(same[0]!.file)).toBe(true);
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3', 0)).toBe(3_000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
  });
});
