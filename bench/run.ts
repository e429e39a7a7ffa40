/**
 * `npm run bench`: prints figures, never fails on a slow machine.
 *  1. Discovery and packing of a generated 20,000-file monorepo, beside Info-ZIP on the same list.
 *  2. Scan waiting against the emulator: latency from a scan being ready to having its findings,
 *     status requests per scan (with and without history of the service's durations), and 20
 *     archives at once against the slowest single scan.
 *  3. A pull request's run with and without a baseline whose base a push run scanned before.
 *  4. Assembling the report of 20,000 findings (mapping, comparison, suppressions, verdict);
 *     `text`: a privileged run reading 5,000 files' inline suppressions from the commit.
 *  5. The report phase at 30,000, 100,000 and 1,000,000 synthetic FAILED findings, bundled by ncc
 *     and run in a fresh process each (peak RSS and time), and the action bundle's start-up RSS.
 *  6. Archive plans over generated trees and thousands of edits: archives that change per edit.
 *  7. The command line's start-up (`--version`, `--help`, `scan`'s start and a dry run: time and
 *     peak RSS beside bare Node and the action's, each with its target), then its bundle at
 *     100,000 findings writing all six formats (peak RSS, the JUnit and GitLab files checked at
 *     that size; skipped with --quick).
 *  `replay <repository>` (never part of the default run): the last commits of a git repository
 *  replayed as pull requests against their parents (`replay.ts`).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { createCodeSecurityApi, type ServiceClient } from '../src/engine/api/code-security.ts';
import { HttpClient } from '../src/engine/api/http-client.ts';
import { DEFAULT_POLL } from '../src/engine/scan/service/poll-schedule.ts';
import { runScans, type ScanPorts } from '../src/engine/scan/service/run-scans.ts';
import { UPLOAD_CONCURRENCY } from '../src/engine/scan/scan-workspace.ts';
import type { ArchiveToScan } from '../src/engine/scan/types.ts';
import { runAction } from '../test/support/run-action.ts';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { measureActionAt } from './action-scale.ts';
import { assembleBench } from './assemble.ts';
import { commitTextBench } from './commit-text.ts';
import { generateMonorepo } from './generate.ts';
import { buildCli } from '../scripts/build-cli.ts';
import { measureCliAt } from './cli-scale.ts';
import { startUpBench } from './cli-startup.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.join(HERE, '.data');
const only = process.argv[2];
const quick = process.argv.includes('--quick');
const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);
const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

function packingBench(): void {
  console.log(`\n== discovery and packing (${os.availableParallelism()} cores)`);
  const t = performance.now();
  const tree = generateMonorepo(path.join(DATA, 'monorepo'));
  console.log(
    `tree: ${tree.files} files, ${tree.iacFiles} IaC files, ${mb(tree.iacBytes)} MB of IaC text (generated or reused in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  const out = path.join(os.tmpdir(), 'iac-bench-out');
  // Measured as the action runs: bundled by ncc like dist/ (running the TypeScript source adds
  // its own loader's memory, about 35 MB here).
  const bundle = path.join(DATA, 'pack-phase-bundle');
  const build = spawnSync(
    path.join(HERE, '..', 'node_modules', '.bin', 'ncc'),
    ['build', path.join(HERE, 'pack-phase.ts'), '-o', bundle, '--target', 'es2023', '--quiet'],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(build.stderr);
  const phase = [path.join(bundle, 'index.js'), tree.root, out];
  // Warm the page cache once so both tools read from memory.
  spawnSync(process.execPath, phase, { encoding: 'utf8' });
  const run = spawnSync(process.execPath, phase, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    files: number;
    inputBytes: number;
    discoveryMs: number;
    discoveryCpuMs: number;
    packingMs: number;
    packingCpuMs: number;
    planKnownMs: number;
    firstArchiveMs: number;
    lastArchiveMs: number;
    peakRssMb: number;
    archives: number[];
    entryBytes: number;
  };
  const lowerBound = Math.ceil(r.entryBytes / (4_400_000 - 22));
  const allowed = lowerBound + Math.max(1, Math.floor(lowerBound / 5));
  console.log(
    `discovery: ${r.files} files in ${r.discoveryMs.toFixed(0)} ms wall, ${r.discoveryCpuMs.toFixed(0)} ms CPU (target < 1000 ms)`,
  );
  const rate = r.inputBytes / (r.packingMs / 1000);
  console.log(
    `packing:   ${mb(r.inputBytes)} MB in ${(r.packingMs / 1000).toFixed(2)} s wall, ${(r.packingCpuMs / 1000).toFixed(2)} s CPU, ${mb(rate)} MB/s`,
  );
  console.log(
    `archives:  ${r.archives.length}, lower bound ${lowerBound} (target <= ${allowed}: ${verdict(r.archives.length <= allowed)}), fill ${r.archives.map((b) => `${((b / 4_400_000) * 100).toFixed(0)}%`).join(' ')}`,
  );
  console.log(
    `handed out: first archive (an upload starts) at ${(r.firstArchiveMs / 1000).toFixed(2)} s, last at ${(r.lastArchiveMs / 1000).toFixed(2)} s, against ${(r.packingMs / 1000).toFixed(2)} s to deflate and write everything`,
  );
  console.log(
    `peak RSS:  ${r.peakRssMb.toFixed(0)} MB (target <= 200 MB: ${verdict(r.peakRssMb <= 200)})`,
  );
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
      `ratio:     ${(rate / zipRate).toFixed(2)}x Info-ZIP's throughput (target >= 1.0x: ${verdict(rate >= zipRate)})`,
    );
  } else console.log('Info-ZIP: not installed (apt-get install zip) - no comparison');
  fs.rmSync(out, { recursive: true, force: true, maxRetries: 5 });
  if (quick) return;
  console.log(
    '\n== stable archives: how many get new bytes after a one-folder change (target <= 2 each)',
  );
  const stability = spawnSync(process.execPath, [path.join(HERE, 'stability.ts'), '3'], {
    encoding: 'utf8',
  });
  process.stdout.write(stability.stdout);
  if (stability.status !== 0) process.stdout.write(stability.stderr);
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
    archives.push({
      index: i,
      name: `bench-${seed}-${i}.zip`,
      file,
      bytes: fs.statSync(file).size,
    });
  }
  return archives;
}

interface WaitFigures {
  readonly lagMs: number;
  readonly wallMs: number;
  readonly statusCalls: number;
  readonly findingCalls: number;
}

/** Scans `fresh` archives of `scanMs` each, beside `known` ones the service finished long ago. */
/** The scan phase's ports with the service's own client (whose uploads answer with a scan). */
type ServicePorts = Omit<ScanPorts, 'api'> & { readonly api: ServiceClient };

async function measureWait(
  emulator: Emulator,
  ports: ServicePorts,
  options: { scanMs: number; fresh: number; known: number },
): Promise<WaitFigures> {
  const seed = `${options.scanMs}-${options.fresh}-${options.known}-${Date.now()}`;
  emulator.scanBehaviour = {
    delayMs: options.scanMs,
    outcome: 'SUCCESS',
    listLagMs: 0,
    findingsLagMs: 0,
  };
  const known = await archivesFor(options.known, `known-${seed}`);
  for (const archive of known) {
    const upload = await ports.api.uploadArchive(archive.file, archive.name, {
      deadline: Infinity,
    });
    emulator.backdate(upload.scanId, 10 * options.scanMs);
  }
  const fresh = (await archivesFor(options.fresh, seed)).map((a, i) => ({
    ...a,
    index: known.length + i,
  }));
  const all = [...known, ...fresh];
  emulator.requests.length = 0;
  const t0 = Date.now();
  const results = await runScans(all, () => all, ports, {
    timeoutMs: 600_000,
    uploadConcurrency: UPLOAD_CONCURRENCY,
    poll: DEFAULT_POLL,
  });
  const wallMs = Date.now() - t0;
  const freshIds = new Set(results.slice(known.length).map((r) => r.scanId));
  const readyAt = Math.max(
    ...[...emulator.scans.values()]
      .filter((s) => freshIds.has(s.id))
      .map((s) => s.createdAt + s.behaviour.delayMs),
  );
  return {
    lagMs: t0 + wallMs - readyAt,
    wallMs,
    statusCalls: emulator.requestsTo('scans').length,
    findingCalls: emulator.requestsTo('findings').length,
  };
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

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
  const ports: ServicePorts = {
    api: createCodeSecurityApi(http, Date.now),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    now: Date.now,
    random: Math.random,
    log: () => {},
  };
  try {
    for (const scanMs of quick ? [5_000] : [5_000, 60_000]) {
      const target = { 5_000: [8, 0.75], 60_000: [16, 6.5] }[scanMs] as [number, number];
      const alone = await measureWait(emulator, ports, { scanMs, fresh: 1, known: 0 });
      console.log(
        `${scanMs / 1000} s scan, no history:        findings ${s(alone.lagMs)} after ready; ${alone.statusCalls} status + ${alone.findingCalls} findings requests`,
      );
      const known = await measureWait(emulator, ports, { scanMs, fresh: 1, known: 3 });
      console.log(
        `${scanMs / 1000} s scan beside 3 known: findings ${s(known.lagMs)} after ready (target <= ${target[1]} s); ${known.statusCalls} status requests (target <= ${target[0]}) + ${known.findingCalls} findings requests`,
      );
      const many = await measureWait(emulator, ports, { scanMs, fresh: 20, known: 0 });
      console.log(
        `20 archives of ${scanMs / 1000} s scans:    ${s(many.wallMs)} wall, ${((many.wallMs / alone.wallMs - 1) * 100).toFixed(1)}% over one scan's ${s(alone.wallMs)} (target <= 5%); ${(many.statusCalls / 20).toFixed(2)} status requests per scan`,
      );
    }
  } finally {
    await emulator.stop();
  }
}

/** A pull request's run with and without a baseline, when the base was scanned by a push run. */
async function baselineBench(): Promise<void> {
  console.log('\n== baseline: a pull request run with and without it (emulator, 5 s scans)');
  const { makeBenchOrigin } = await import('./baseline-fixture.ts');
  const origin = makeBenchOrigin();
  // A fresh service for each: the push run of the base branch scans it (what makes later
  // baselines free), then the pull request's run is timed.
  const measure = async (baseline: string) => {
    const emulator = await new Emulator({ scan: { delayMs: 5_000 } }).start();
    try {
      const common = {
        caFile: emulator.caFile,
        env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
      };
      const inputs = { 'api-key': KEYS.admin, 'api-url': emulator.url, 'pr-comment': 'false' };
      await runAction({
        ...common,
        workspace: origin.baseCheckout(),
        inputs: { ...inputs, baseline: 'none' },
        env: { ...common.env, GITHUB_SHA: origin.baseSha },
      });
      const t0 = Date.now();
      const run = await runAction({
        ...common,
        workspace: origin.mergeCheckout(),
        inputs: { ...inputs, baseline },
        event: origin.event,
      });
      return { ms: Date.now() - t0, run, uploads: emulator.requestsTo('upload').length };
    } finally {
      await emulator.stop();
    }
  };
  const without = await measure('none');
  const withBase = await measure('auto');
  console.log(`without a baseline: ${s(without.ms)} (result ${without.run.outputs.result})`);
  console.log(
    `with a baseline:    ${s(withBase.ms)} (result ${withBase.run.outputs.result}, new ${withBase.run.outputs['new-count']}, fixed ${withBase.run.outputs['fixed-count']}); target: no longer than without`,
  );
}

/** Bundles `entry` with ncc into `DATA/<name>`, as dist/ is built; returns the bundle's path. */
function bundle(entry: string, name: string): string {
  const dir = path.join(DATA, name);
  const build = spawnSync(
    path.join(HERE, '..', 'node_modules', '.bin', 'ncc'),
    ['build', entry, '-o', dir, '--target', 'es2023', '--quiet'],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(build.stderr);
  return path.join(dir, 'index.js');
}

let actionBundle: string | undefined;
/** The action's bundle, built once per bench run. */
function actionBundleOnce(): string {
  actionBundle ??= bundle(path.join(HERE, '..', 'src', 'action', 'index.ts'), 'action-bundle');
  return actionBundle;
}

async function cliBench(): Promise<void> {
  console.log('\n== the command line (its bundle, built as dist/cli.js and its chunks are)');
  const cli = buildCli(path.join(DATA, 'cli-bundle'));
  console.log("start-up, median of 10 fresh processes (5 for the action's dry run):");
  for (const line of await startUpBench(cli, actionBundleOnce())) console.log(`  ${line}`);
  if (quick) return;
  const r = await measureCliAt(cli, 100_000);
  console.log(
    `100,000 findings, all six formats at once: peak RSS ${r.peakRssMb.toFixed(0)} MB (target <= 400 MB), ${r.seconds.toFixed(1)} s, exit ${r.exitCode}; JSON report ${r.jsonFindings.toLocaleString('en-US')} findings, text ${r.stdoutMb.toFixed(1)} MB on standard output`,
  );
  console.log(
    `  JUnit: ${r.junitTestcases.toLocaleString('en-US')} testcases, ${r.junitErrors.length === 0 ? "valid against Jenkins' schema" : `INVALID: ${r.junitErrors.slice(0, 3).join('; ')}`}; GitLab code quality: ${r.codeQualityIssues.toLocaleString('en-US')} issues, ${r.codeQualityProblems.length === 0 ? 'every required field, fingerprints unique' : `INVALID: ${r.codeQualityProblems.slice(0, 3).join('; ')}`} (target: well formed)`,
  );
}

/** Counts the findings of a JSON report written one per line, without parsing the whole file. */
async function countReportFindings(file: string): Promise<number> {
  let count = 0;
  const lines = readline.createInterface({
    input: fs.createReadStream(file, { encoding: 'utf8' }),
  });
  for await (const line of lines) if (line.startsWith('    {"id":')) count++;
  return count;
}

async function reportBench(): Promise<void> {
  console.log('\n== report phase (synthetic FAILED findings, ncc bundle, a fresh process each)');
  const script = bundle(path.join(HERE, 'report-phase.ts'), 'report-phase-bundle');
  const targets: Record<number, string> = {
    30_000: 'peak RSS target <= 300 MB',
    100_000: 'peak RSS target <= 400 MB; time target < 5 s',
    1_000_000: 'target: completes, every finding in the JSON report',
  };
  const sizes = quick ? [30_000, 100_000] : [30_000, 100_000, 1_000_000];
  for (const findings of sizes) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-report-'));
    try {
      const run = spawnSync(process.execPath, [script, String(findings), out], {
        encoding: 'utf8',
        maxBuffer: 1 << 24,
      });
      if (run.status !== 0) throw new Error(run.stderr);
      const r = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
        reportMs: number;
        peakRssMb: number;
        rssAfterFindingsMb: number;
        rssByStepMb: Record<string, number>;
        reportBytes: number;
        holdings: string;
      };
      const inReport = await countReportFindings(path.join(out, 'report.json'));
      console.log(
        `${findings.toLocaleString('en-US')} findings: peak RSS ${r.peakRssMb.toFixed(0)} MB (${r.rssAfterFindingsMb.toFixed(0)} MB holding the findings), report phase ${(r.reportMs / 1000).toFixed(2)} s, JSON report ${mb(r.reportBytes)} MB with ${inReport.toLocaleString('en-US')} findings (${targets[findings]})`,
      );
      console.log(`  ${r.holdings}`);
      const steps = Object.entries(r.rssByStepMb).map(([k, v]) => `${k} ${v}`);
      console.log(`  RSS after each step (MB): ${steps.join(', ')}`);
    } finally {
      fs.rmSync(out, { recursive: true, force: true, maxRetries: 5 });
    }
  }
  const action = actionBundleOnce();
  console.log('the whole action bundle against the emulator (upload, wait, every page, reports):');
  for (const findings of [30_000, 100_000]) {
    const r = await measureActionAt(action, findings);
    const target = findings === 30_000 ? 300 : 400;
    console.log(
      `  ${findings.toLocaleString('en-US')} findings: peak RSS ${r.peakRssMb.toFixed(0)} MB (target <= ${target} MB); assembling and writing the reports ${r.reportSeconds.toFixed(1)} s (target < 5 s), the whole run ${r.seconds.toFixed(1)} s; result ${r.result}, failed-count ${r.failedCount}`,
    );
  }
  // The action with no inputs: it loads, reads its settings, refuses them and ends.
  const probe = `process.on('exit', () => console.error('maxRSS ' + process.resourceUsage().maxRSS)); await import(${JSON.stringify(action)});`;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('INPUT_') && !k.startsWith('GITHUB_'),
    ),
  );
  const start = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    encoding: 'utf8',
    env,
  });
  const bare = spawnSync(
    process.execPath,
    ['-e', "console.error('maxRSS ' + process.resourceUsage().maxRSS)"],
    {
      encoding: 'utf8',
    },
  );
  const rss = (text: string): string =>
    (Number(/maxRSS (\d+)/.exec(text)?.[1] ?? NaN) / 1024).toFixed(0);
  console.log(
    `start-up: ${rss(start.stderr)} MB peak RSS for the action bundle, ${rss(bare.stderr)} MB for bare Node (target <= 70 MB)`,
  );
}

function planBench(): void {
  console.log('\n== archive plans over generated trees (simulated sizes, no deflate)');
  const sim = spawnSync(
    process.execPath,
    [path.join(HERE, 'plan-sim.ts'), ...(quick ? ['--quick'] : [])],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  process.stdout.write(sim.stdout);
  if (sim.status !== 0) process.stdout.write(sim.stderr);
}

if (only === 'replay') {
  const { replayBench } = await import('./replay.ts');
  await replayBench(process.argv.slice(3));
}
if (!only || only === 'pack') packingBench();
if (!only || only === 'plan') planBench();
if (!only || only === 'wait') await waitBench();
if (!only || only === 'baseline') await baselineBench();
if (!only || only === 'assemble') await assembleBench();
if (!only || only === 'text') await commitTextBench();
if (!only || only === 'report') await reportBench();
if (!only || only === 'cli') await cliBench();
