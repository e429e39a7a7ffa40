import * as https from 'node:https';
import * as http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZipArchive } from 'archiver';
import { Emulator, KEYS } from './server.ts';

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipArchive({});
  const chunks: Buffer[] = [];
  zip.on('data', (c: Buffer) => chunks.push(c));
  for (const [name, text] of Object.entries(files)) zip.append(text, { name });
  await zip.finalize();
  return Buffer.concat(chunks);
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: unknown; meta?: Record<string, unknown> };
  headers: http.IncomingHttpHeaders;
}

function call(
  emulator: Emulator,
  method: string,
  path: string,
  options: { key?: string; body?: Buffer; type?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${emulator.url}${path}`,
      {
        method,
        ca: emulator.ca,
        headers: {
          ...(options.key === undefined
            ? { authorization: `Bearer ${KEYS.admin}` }
            : options.key
              ? { authorization: `Bearer ${options.key}` }
              : {}),
          ...(options.type ? { 'content-type': options.type } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const TF =
  'resource "aws_s3_bucket" "a" {\n  acl = "public-read"\n}\n\nresource "aws_s3_bucket" "b" {\n  acl = "private"\n}\n';
const upload = (e: Emulator, body: Buffer, name = 'app.zip', key?: string): Promise<Answer> =>
  call(e, 'POST', `/v1/tenant/shiftleft/iac/scan?artifactName=${name}`, {
    body,
    type: 'application/zip',
    key,
  });

describe('emulator', () => {
  let emulator: Emulator;
  // The emulator's clock, driven by the tests: no test waits for a scan to finish.
  let time = 1_000_000;
  const advance = (ms: number): void => {
    time += ms;
  };
  beforeAll(async () => {
    emulator = await new Emulator({ scan: { delayMs: 150 } }).start();
    emulator.now = () => time;
  });
  afterAll(() => emulator.stop());
  beforeEach(() => {
    emulator.faults.length = 0;
    emulator.scanBehaviour = { delayMs: 150, outcome: 'SUCCESS', listLagMs: 0, findingsLagMs: 0 };
    emulator.maxPageSize = 1000;
  });

  it('refuses plain HTTP: no answer looks like success', async () => {
    const plain = emulator.url.replace('https:', 'http:');
    const outcome = await new Promise<number | string>((resolve) => {
      http
        .get(`${plain}/v1/tenant/shiftleft/iac/scans`, (res) => resolve(res.statusCode ?? 0))
        .on('error', (e) => resolve(e.message));
    });
    expect(typeof outcome === 'string' || outcome >= 400).toBe(true);
  });

  it('answers the documented errors with the live body shapes', async () => {
    const zip = await zipOf({ 'main.tf': TF });
    expect((await upload(emulator, zip, 'app.zip', '')).status).toBe(401);
    expect(await upload(emulator, zip, 'app.zip', KEYS.readOnly)).toMatchObject({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect((await upload(emulator, zip, 'app.zip', KEYS.disabled)).status).toBe(403);
    const wrongType = await call(
      emulator,
      'POST',
      '/v1/tenant/shiftleft/iac/scan?artifactName=a.zip',
      { body: zip, type: 'text/plain' },
    );
    expect(wrongType).toMatchObject({ status: 415, body: { errors: [{ code: 'x415C' }] } });
    expect(await upload(emulator, Buffer.alloc(0))).toMatchObject({
      status: 422,
      body: { errors: [{ code: 'x422D', message: 'File is empty' }] },
    });
    expect(await upload(emulator, Buffer.from('app.zip'))).toMatchObject({
      status: 422,
      body: { errors: [{ code: 'x422Z' }] },
    });
    expect(await upload(emulator, Buffer.alloc(2000, 7))).toMatchObject({
      status: 422,
      body: { errors: [{ code: 'x422B' }] },
    });
    expect(await upload(emulator, Buffer.alloc(4_400_001, 1))).toMatchObject({
      status: 413,
      body: { message: 'Request Entity Too Large' },
    });
    expect((await upload(emulator, zip, 'no-extension')).status).toBe(400);
    const badPage = await call(emulator, 'GET', '/v1/tenant/shiftleft/iac/scans?perPage=5000');
    expect(badPage).toMatchObject({
      status: 400,
      body: { errors: [{ message: expect.stringContaining('perPage') }] },
    });
    const badSort = await call(
      emulator,
      'GET',
      '/v1/tenant/shiftleft/iac/scans/x/findings?sortBy=nope',
    );
    expect(badSort.body).toMatchObject({
      errors: [{ message: expect.stringContaining('severityLevel') }],
    });
    // Requests are recorded without the key.
    expect(JSON.stringify(emulator.requests)).not.toContain(KEYS.admin);
  });

  it('scans asynchronously, with real detections, string paging fields and an already-scanned answer', async () => {
    const zip = await zipOf({ 'infra/main.tf': TF });
    const first = await upload(emulator, zip);
    expect(first.status).toBe(202);
    const scanId = String(first.body.meta?.scanId);
    const listed = await call(emulator, 'GET', `/v1/tenant/shiftleft/iac/scans?ids=${scanId}`);
    expect(listed.body.data).toEqual([]);
    advance(200);
    const done = await call(emulator, 'GET', `/v1/tenant/shiftleft/iac/scans?ids=${scanId}`);
    expect(done.body.data).toMatchObject([
      {
        id: scanId,
        status: 'SUCCESS',
        summary: { totalFailedFindings: 1, totalPassedFindings: 1 },
      },
    ]);
    expect(done.body.meta).toMatchObject({ page: '1', hasNextPage: false });
    const findings = await call(
      emulator,
      'GET',
      `/v1/tenant/shiftleft/iac/scans/${scanId}/findings?results=FAILED`,
    );
    expect(findings.body.data).toMatchObject([
      {
        detectionID: 'PLERION-TF-S3-PUBLIC-ACL',
        file: '/infra/main.tf',
        lineRange: [1, 3],
        severityLevel: 'HIGH',
        result: 'FAILED',
        codeBlock: [
          [1, 'resource "aws_s3_bucket" "a" {\n'],
          [2, '  acl = "public-read"\n'],
          [3, '}\n'],
        ],
      },
    ]);
    const again = await upload(emulator, zip);
    expect(again.body).toMatchObject({
      data: expect.stringContaining('already been scanned'),
      meta: { scanId },
    });
  });

  it('pages with a maximum page size smaller than asked', async () => {
    emulator.maxPageSize = 3;
    const files = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`m${i}.tf`, TF]));
    const scanId = String((await upload(emulator, await zipOf(files))).body.meta?.scanId);
    advance(200);
    const seen: string[] = [];
    for (let page = 1; page < 10; page++) {
      const answer = await call(
        emulator,
        'GET',
        `/v1/tenant/shiftleft/iac/scans/${scanId}/findings?results=FAILED&perPage=1000&page=${page}`,
      );
      seen.push(...(answer.body.data as { id: string }[]).map((f) => f.id));
      expect(answer.body.meta).toMatchObject({ perPage: '3', total: 8 });
      if (!answer.body.meta?.hasNextPage) break;
    }
    expect(new Set(seen).size).toBe(8);
  });

  it('applies fault knobs: 429 with Retry-After, 503, dropped connections, FAILURE, lags', async () => {
    emulator.faults.push({ kind: '429', times: 1, retryAfter: '2' }, { kind: '503', times: 1 });
    const limited = await call(emulator, 'GET', '/v1/tenant/shiftleft/iac/scans');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect((await call(emulator, 'GET', '/v1/tenant/shiftleft/iac/scans')).status).toBe(503);
    emulator.faults.push({ kind: 'drop', times: 1 });
    await expect(call(emulator, 'GET', '/v1/tenant/shiftleft/iac/scans')).rejects.toThrow();

    emulator.scanBehaviour = { delayMs: 50, outcome: 'FAILURE', listLagMs: 0, findingsLagMs: 0 };
    const failed = String((await upload(emulator, await zipOf({ 'f.tf': TF }))).body.meta?.scanId);
    emulator.scanBehaviour = { delayMs: 50, outcome: 'SUCCESS', listLagMs: 400, findingsLagMs: 0 };
    const lagging = String((await upload(emulator, await zipOf({ 'g.tf': TF }))).body.meta?.scanId);
    advance(120);
    const list = await call(
      emulator,
      'GET',
      `/v1/tenant/shiftleft/iac/scans?ids=${failed},${lagging}`,
    );
    expect(list.body.data).toMatchObject([{ id: failed, status: 'FAILURE' }]);
    const early = await call(
      emulator,
      'GET',
      `/v1/tenant/shiftleft/iac/scans/${lagging}/findings?results=FAILED`,
    );
    expect((early.body.data as unknown[]).length).toBe(1);
  });
});
