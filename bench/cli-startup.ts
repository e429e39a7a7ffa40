/**
 * How the command line starts, as a user meets it: `plerion-iac --version`, `--help`, `scan`
 * refused for want of a key (it loads, reads its settings and ends: its start) and a whole dry run
 * of fixtures/mixed, each a fresh process of the built bundle, beside bare Node and the action's
 * own start and dry run. Each figure is the median of several runs: wall time from spawn to exit,
 * and peak RSS (printed by a probe at exit, in MiB). Targets: `--version` and `--help` within 2x
 * bare Node's time and 55 MiB; `scan` within the action's memory.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cleanEnv } from '../test/support/run-cli.ts';
import { ROOT, runAction } from '../test/support/run-action.ts';
import { PROBE } from './action-scale.ts';

export interface StartUp {
  /** Median wall time, spawn to exit (ms). */
  readonly ms: number;
  /** Median peak RSS (MiB). */
  readonly rssMib: number;
}

const RUNS = 10;
const MIB = 1024 * 1024;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const peakRssMib = (stderr: string): number =>
  (Number(/maxRSS (\d+)/.exec(stderr)?.[1] ?? NaN) * 1024) / MIB;

/** The median start of `node <args>` (the RSS probe first), over `runs` fresh processes. */
export function measureStart(
  args: readonly string[],
  options: { readonly cwd?: string; readonly env?: NodeJS.ProcessEnv; readonly runs?: number } = {},
): StartUp {
  const times: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < (options.runs ?? RUNS); i++) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, ['--import', PROBE, ...args], {
      encoding: 'utf8',
      cwd: options.cwd ?? os.tmpdir(),
      env: options.env ?? cleanEnv(),
      maxBuffer: 1 << 24,
    });
    times.push(performance.now() - t0);
    rss.push(peakRssMib(run.stderr));
  }
  return { ms: median(times), rssMib: median(rss) };
}

/** The action `bundle`'s dry run of fixtures/mixed, as the runner starts it (median of `runs`). */
export async function measureActionDryRun(bundle: string, runs = 5): Promise<StartUp> {
  const times: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < runs; i++) {
    const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-dry-'));
    fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), workspace, { recursive: true });
    const t0 = performance.now();
    const run = await runAction({
      workspace,
      inputs: { 'dry-run': 'true', 'api-key': '', 'github-token': '' },
      caFile: '',
      entry: bundle,
      nodeArgs: ['--import', PROBE],
    });
    times.push(performance.now() - t0);
    rss.push(peakRssMib(run.stderr));
    fs.rmSync(workspace, { recursive: true, force: true });
    fs.rmSync(run.dir, { recursive: true, force: true });
  }
  return { ms: median(times), rssMib: median(rss) };
}

/** A copy of fixtures/mixed as a git repository (what `scan --dry-run` reads); removed by the caller. */
export function mixedRepository(): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-mixed-'));
  fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), repo, { recursive: true });
  spawnSync('git', ['init', '-q'], { cwd: repo, env: cleanEnv() });
  return repo;
}

/** One row: what ran, its figures, and (with a target) the target and whether it was met. */
export function describeStart(
  what: string,
  start: StartUp,
  target?: { readonly ms?: number; readonly rssMib?: number; readonly said: string },
): string {
  const figures = `${start.ms.toFixed(0)} ms, ${start.rssMib.toFixed(1)} MiB`;
  if (target === undefined) return `${what}: ${figures}`;
  const met =
    (target.ms === undefined || start.ms <= target.ms) &&
    (target.rssMib === undefined || start.rssMib <= target.rssMib);
  return `${what}: ${figures} (target ${target.said}: ${met ? 'met' : 'MISSED'})`;
}

/** The whole table, for `npm run bench -- cli`: the CLI `entry` beside bare Node and `action`. */
export async function startUpBench(entry: string, action: string): Promise<string[]> {
  const env = cleanEnv();
  const bare = measureStart(['-e', ''], { env });
  const actionStart = measureStart([action], { env });
  const actionDry = await measureActionDryRun(action);
  const repo = mixedRepository();
  try {
    const quick = { ms: 2 * bare.ms, rssMib: 55 };
    const said = `<= ${quick.ms.toFixed(0)} ms (2x bare Node) and <= 55 MiB`;
    const dry = measureStart([entry, 'scan', '--dry-run', '--format', 'json=report.json'], {
      env,
      cwd: repo,
    });
    return [
      describeStart("bare Node (node -e '')", bare),
      describeStart("the action's start (no inputs: reads them, refuses them, ends)", actionStart),
      describeStart("the action's dry run of fixtures/mixed", actionDry),
      describeStart('plerion-iac --version', measureStart([entry, '--version'], { env }), {
        ...quick,
        said,
      }),
      describeStart('plerion-iac --help', measureStart([entry, '--help'], { env }), {
        ...quick,
        said,
      }),
      describeStart(
        'plerion-iac scan, its start (no key: reads its settings, refuses them, ends)',
        measureStart([entry, 'scan'], { env, cwd: repo }),
        { rssMib: actionStart.rssMib, said: "<= the action's start" },
      ),
      describeStart('plerion-iac scan --dry-run of fixtures/mixed (the whole run)', dry, {
        rssMib: actionDry.rssMib,
        said: "<= the action's dry run",
      }),
    ];
  } finally {
    fs.rmSync(repo, { recursive: true, force: true });
  }
}
