/**
 * `npm run bench`: prints figures, never fails on a slow machine.
 *  1. Discovery and packing of a generated 20,000-file monorepo, beside Info-ZIP on the same list.
 *  2. Scan waiting against the emulator: latency from a scan being ready to having its findings,
 *     status requests per scan, and 20 archives at once against the slowest single scan.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { createCodeSecurityApi } from '../src/api/code-security.ts';
import { HttpClient } from '../src/api/http-client.ts';
import { DEFAULT_POLL } from '../src/scan/poll-schedule.ts';
import { UPLOAD_CONCURRENCY } from '../src/scan-workspace.ts';
import { runScans, type ArchiveToScan } from '../src/scan/run-scans.ts';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { generateMonorepo } from './generate.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.join(HERE, '.data');
const only = process.argv[2];
const quick = process.argv.includes('--quick');
const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);

function packingBench(): void {
  console.log('\n== discovery and packing');
  const t = performance.now();
  const tree = generateMonorepo(path.join(DATA, 'monorepo'));
  console.log(
    `tree: ${tree.files} files, ${tree.iacFiles} IaC files, ${mb(tree.iacBytes)} MB of IaC text (generated or reused in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  const out = path.join(os.tmpdir(), 'iac-bench-out');
  // Warm the page cache once so both tools read from memory.
  spawnSync(process.execPath, [path.join(HERE, 'pack-phase.ts'), tree.root, out], {
    encoding: 'utf8',
  });
  const run = spawnSync(process.execPath, [path.join(HERE, 'pack-phase.ts'), tree.root, out], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    files: number;
    inputBytes: number;
    discoveryMs: number;
    discoveryCpuMs: number;
    packingMs: number;
    packingCpuMs: number;
    peakRssMb: number;
    archives: number[];
  };
  const compressed = r.archives.reduce((s, b) => s + b, 0);
  const lowerBound = Math.ceil(compressed / 4_400_000);
  console.log(
    `discovery: ${r.files} files in ${r.discoveryMs.toFixed(0)} ms wall, ${r.discoveryCpuMs.toFixed(0)} ms CPU (target < 1000 ms)`,
  );
  console.log(
    `packing:   ${mb(r.inputBytes)} MB in ${(r.packingMs / 1000).toFixed(2)} s wall, ${(r.packingCpuMs / 1000).toFixed(2)} s CPU, ${mb(r.inputBytes / (r.packingMs / 1000))} MB/s`,
  );
  console.log(
    `archives:  ${r.archives.length} (lower bound ${lowerBound}), fill ${r.archives.map((b) => `${((b / 4_400_000) * 100).toFixed(0)}%`).join(' ')}`,
  );
  console.log(`peak RSS:  ${r.peakRssMb.toFixed(0)} MB (target < 256 MB)`);
  const zipOut = path.join(out, 'infozip.zip');
  const t0 = performance.now();
  const zip = spawnSync('zip', ['-q', '-6', '-@', zipOut], {
    cwd: tree.root,
    input: fs.readFileSync(path.join(out, 'files.txt')),
  });
  const zipMs = performance.now() - t0;
  if (zip.status === 0) {
    const zipRate = r.inputBytes / (zipMs / 1000);
    console.log(
      `Info-ZIP:  ${(zipMs / 1000).toFixed(2)} s, ${mb(zipRate)} MB/s, ${mb(fs.statSync(zipOut).size)} MB in one unsplit archive`,
    );
    console.log(
      `ratio:     ${(r.inputBytes / (r.packingMs / 1000) / zipRate).toFixed(2)}x Info-ZIP's throughput (target >= 0.5x)`,
    );
  } else console.log('Info-ZIP: not installed (apt-get install zip) - no comparison');
  fs.rmSync(out, { recursive: true, force: true });
}

async function archivesFor(count: number, seed: string): Promise<ArchiveToScan[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-scan-'));
  const { ZipArchive } = await import('archiver');
  const archives: ArchiveToScan[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `a${i}.zip`);
    const zip = new ZipArchive({});
    const outStream = fs.createWriteStream(file);
    zip.pipe(outStream);
    const body = Array.from(
      { length: 50 },
      (_, j) =>
        `resource "aws_s3_bucket" "b_${seed}_${i}_${j}" {\n  acl = "${j % 2 ? 'public-read' : 'private'}"\n}\n`,
    ).join('\n');
    zip.append(body, { name: `m${i}/main.tf` });
    await zip.finalize();
    await new Promise<void>((r) => outStream.on('close', () => r()));
    archives.push({ name: `bench-${seed}-${i}.zip`, file });
  }
  return archives;
}

async function waitBench(): Promise<void> {
  console.log('\n== waiting for scans (emulator, default poll schedule)');
  const emulator = await new Emulator().start();
  const http = new HttpClient({
    baseUrl: emulator.url,
    apiKey: KEYS.admin,
    dispatcher: new Agent({ connect: { ca: emulator.ca } }),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    random: Math.random,
    now: Date.now,
    log: () => {},
  });
  const ports = {
    api: createCodeSecurityApi(http),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    now: Date.now,
    random: Math.random,
    log: () => {},
  };
  try {
    for (const [scanMs, count] of (quick
      ? [
          [5_000, 1],
          [5_000, 20],
        ]
      : [
          [5_000, 1],
          [60_000, 1],
          [5_000, 20],
          [60_000, 20],
        ]) as [number, number][]) {
      emulator.scanBehaviour = {
        delayMs: scanMs,
        outcome: 'SUCCESS',
        listLagMs: 0,
        findingsLagMs: 0,
      };
      emulator.requests.length = 0;
      const archives = await archivesFor(count, `${scanMs}-${count}-${Date.now()}`);
      const t0 = Date.now();
      const results = await runScans(archives, ports, {
        timeoutMs: 600_000,
        uploadConcurrency: UPLOAD_CONCURRENCY,
        poll: DEFAULT_POLL,
      });
      const wall = Date.now() - t0;
      const readyAt = Math.max(
        ...[...emulator.scans.values()]
          .filter((s) => results.some((r) => r.scanId === s.id))
          .map((s) => s.createdAt + s.behaviour.delayMs),
      );
      const statusCalls = emulator.requestsTo('scans').length;
      const findingCalls = emulator.requestsTo('findings').length;
      const lag = t0 + wall - readyAt;
      if (count === 1) {
        console.log(
          `scan of ${scanMs / 1000} s: findings ${(lag / 1000).toFixed(2)} s after ready (target <= ${((scanMs * 0.25) / 1000 + 0.5).toFixed(2)} s); ${statusCalls} status + ${findingCalls} findings requests (target status <= ${scanMs === 5_000 ? 12 : 25})`,
        );
      } else {
        console.log(
          `${count} archives of ${scanMs / 1000} s scans: ${(wall / 1000).toFixed(2)} s wall, ${((wall / scanMs - 1) * 100).toFixed(0)}% over one scan (target <= 10%); ${(statusCalls / count).toFixed(2)} status requests per scan`,
        );
      }
    }
  } finally {
    await emulator.stop();
  }
}

if (!only || only === 'pack') packingBench();
if (!only || only === 'wait') await waitBench();
