/**
 * Reading findings at scale against the emulator: a service that caps its pages far below what was
 * asked still gives every finding, pages after the first go a few at a time, and a re-read resumes
 * at the last page read instead of page one.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ZipArchive } from 'archiver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCodeSecurityApi } from '../../../src/engine/api/code-security.ts';
import { MAX_PAGES, PAGE_CONCURRENCY } from '../../../src/engine/api/pages.ts';
import { FindingsCursor, readBudget } from '../../../src/engine/scan/service/findings-cursor.ts';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { FakeClock } from '../../support/fake-service.ts';
import { emulatorClient } from '../../support/helpers.ts';
import { scanBehaviour } from '../../support/scan-behaviours.ts';

const PAGE_CAP = 3;
/** More findings than a ceiling of 1,000 pages of `PAGE_CAP` could ever hold. */
const BUCKETS = MAX_PAGES * PAGE_CAP + 100;

let emulator: Emulator;
let parent: string;
let zipFile: string;

async function writeZip(buckets: number, name: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(parent, 'zip-'));
  const text = Array.from(
    { length: buckets },
    (_, i) => `resource "aws_s3_bucket" "b${i}" {\n  acl = "public-read"\n}\n`,
  ).join('');
  const file = path.join(dir, name);
  const zip = new ZipArchive({});
  const out = fs.createWriteStream(file);
  zip.pipe(out);
  zip.append(text, { name: 'main.tf' });
  await zip.finalize();
  await new Promise<void>((resolve) => out.on('close', () => resolve()));
  return file;
}

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-pages-'));
  emulator = await new Emulator({ scan: { delayMs: 0 }, maxPageSize: PAGE_CAP }).start();
  zipFile = await writeZip(BUCKETS, 'many.zip');
});
afterAll(async () => {
  await emulator.stop();
  fs.rmSync(parent, { recursive: true, force: true, maxRetries: 5 });
});
beforeEach(() => {
  emulator.requests.length = 0;
  emulator.maxInFlight = 0;
  emulator.scanBehaviour = scanBehaviour();
});

const api = () =>
  createCodeSecurityApi(emulatorClient(emulator, { apiKey: KEYS.admin }), new FakeClock().now);

describe('a service that caps its pages', () => {
  it(`reads all ${BUCKETS} findings at ${PAGE_CAP} a page, ${PAGE_CONCURRENCY} pages at a time`, async () => {
    const { scanId } = await api().uploadArchive(zipFile, 'many.zip', { deadline: Infinity });
    emulator.requests.length = 0;
    emulator.maxInFlight = 0;
    const read = await api().listFailedFindings(scanId, { deadline: Infinity });
    expect(read.total).toBe(BUCKETS);
    expect(new Set(read.findings.map((f) => f.id)).size).toBe(BUCKETS);
    expect(read.stoppedEarly).toBeUndefined();
    const pages = Math.ceil(BUCKETS / PAGE_CAP);
    expect(pages).toBeGreaterThan(MAX_PAGES);
    expect(emulator.requestsTo('findings').length).toBe(pages);
    expect(read.requests).toBe(pages);
    expect(emulator.maxInFlight).toBeGreaterThan(1);
    expect(emulator.maxInFlight).toBeLessThanOrEqual(PAGE_CONCURRENCY);
  });
});

describe('a re-read', () => {
  it('resumes at the last page read once the service lists the rest', async () => {
    emulator.scanBehaviour = scanBehaviour({ findingsLagMs: 3_600_000 });
    const file = await writeZip(40, 'lagging.zip');
    const { scanId } = await api().uploadArchive(file, 'lagging.zip', { deadline: Infinity });
    const cursor = new FindingsCursor(api(), scanId);
    const first = await cursor.read({ deadline: Infinity });
    // Half are listed while the service catches up: 20 findings on pages 1-7 (7 holds 2).
    expect(first.findings).toHaveLength(20);
    expect(first.resumeAt).toBe(7);
    expect(cursor.settle(first, 20)).toBeUndefined();
    emulator.backdate(scanId, 7_200_000);
    emulator.requests.length = 0;
    const second = await cursor.read({ deadline: Infinity });
    const asked = emulator.requestsTo('findings').map((r) => Number(r.query.page));
    expect(asked).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    const all = new Set([...first.findings, ...second.findings].map((f) => f.id));
    expect(all.size).toBe(40);
    expect(cursor.spent).toBe(7 + 8);
    expect(cursor.spent).toBeLessThanOrEqual(readBudget(40, PAGE_CAP));
  });

  it('starts again at page one when the list ends short of its own total, and says so', async () => {
    const file = await writeZip(12, 'short.zip');
    const { scanId } = await api().uploadArchive(file, 'short.zip', { deadline: Infinity });
    const cursor = new FindingsCursor(api(), scanId);
    const read = await cursor.read({ deadline: Infinity });
    // As if the order moved under the read: two findings were seen twice, two never.
    expect(cursor.settle(read, 10)).toBe(
      'the service lists 10 of the 12 FAILED findings it counts; reading again from page 1',
    );
    emulator.requests.length = 0;
    await cursor.read({ deadline: Infinity });
    expect(emulator.requestsTo('findings')[0]?.query.page).toBe('1');
  });
});
