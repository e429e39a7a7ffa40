/**
 * `npm run bench -- replay <repository> [--commits N] [--ref R] [--path P] [--log] [--source]
 * [--against <checkout>] [--detections basic|extended]`: replays the last N commits of a git repository up to R (first
 * parent; default 20 up to HEAD) as pull requests, each
 * against its parent, and prints per commit the result, the new and fixed counts with the findings
 * they name, what was not judged, and the wall time. The question it answers: does a commit that
 * introduces nothing turn red (`fail` or `error`)?
 *
 * Faithful: the Action's bundle (built once by ncc, as `dist/` is) in a process of its own per
 * commit, as the runner starts it, as a `pull_request` on GitHub's merge commit (made locally: the
 * commit's tree, parents its parent and itself), against the local emulator over HTTPS (its
 * extended detections by default, so ordinary IaC has findings and identity is exercised). The
 * wall time is the process's, start-up included. No GitHub: no token, so no comment, check run or
 * upload. `--log` prints each run's log. The repository is cloned (shared objects) into a temporary folder, never changed.
 * Commits are replayed oldest first, so the service has seen each base before, as it would have.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Emulator } from '../test/emulator/server.ts';
import type { DetectionSet } from '../test/emulator/detections.ts';
import { SOURCE } from '../test/support/run-action.ts';
import { buildBundle, git, GIT_ENV, mergeCommit, runOnce } from './replay-run.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

interface Named {
  detectionId: string;
  file: string | null;
  reportedFile?: string;
  resource: string;
  baseline?: string;
}

interface Unjudged {
  files: { path: string; reason: string }[];
  notices?: { path: string; reason: string }[];
}

/** One replayed commit. */
export interface Replayed {
  readonly sha: string;
  readonly subject: string;
  readonly result: string;
  readonly newCount: string;
  readonly fixedCount: string;
  readonly added: readonly string[];
  readonly fixed: readonly string[];
  readonly unjudged: readonly string[];
  readonly notices: number;
  readonly reason: string;
  readonly wallMs: number;
  /** The not-judged pass, as the run's log says it took. */
  readonly unjudgedMs: number | undefined;
  /** The same commit with `--against`'s bundle: its wall time and result. */
  readonly againstMs: number | undefined;
  readonly againstResult: string | undefined;
}

/** `pass`, or `fail (new 2, fixed 2)`. */
function summarise(outputs: Record<string, string>): string {
  const result = outputs.result ?? '?';
  return result === 'fail'
    ? `fail (new ${outputs['new-count']}, fixed ${outputs['fixed-count']})`
    : result;
}

const name = (f: Named): string =>
  `${f.detectionId} ${f.file ?? f.reportedFile ?? '?'} ${f.resource}`;

function describe(replayed: Replayed): string[] {
  const seconds = (replayed.wallMs / 1000).toFixed(1);
  const against =
    replayed.againstMs === undefined
      ? ''
      : `, against ${(replayed.againstMs / 1000).toFixed(1)} s ${replayed.againstResult ?? ''}`;
  const pass =
    replayed.unjudgedMs === undefined
      ? ''
      : `, not-judged pass ${(replayed.unjudgedMs / 1000).toFixed(2)} s`;
  const lines = [
    `${replayed.sha.slice(0, 8)} ${replayed.result.padEnd(7)} new ${replayed.newCount.padStart(2)} fixed ${replayed.fixedCount.padStart(2)}  ${seconds.padStart(5)} s${pass}${against}  ${replayed.subject.slice(0, 70)}`,
  ];
  for (const f of replayed.added.slice(0, 10)) lines.push(`    + ${f}`);
  if (replayed.added.length > 10) lines.push(`    + …and ${replayed.added.length - 10} more`);
  for (const f of replayed.fixed.slice(0, 10)) lines.push(`    - ${f}`);
  if (replayed.fixed.length > 10) lines.push(`    - …and ${replayed.fixed.length - 10} more`);
  for (const f of replayed.unjudged.slice(0, 10)) lines.push(`    ! not judged: ${f}`);
  if (replayed.unjudged.length > 10)
    lines.push(`    ! …and ${replayed.unjudged.length - 10} more not judged`);
  if (replayed.notices > 0)
    lines.push(`    · ${replayed.notices} notice(s) (no deployer reads them)`);
  if (replayed.result === 'error') lines.push(`    reason: ${replayed.reason.slice(0, 300)}`);
  return lines;
}

/** The repository's name for people: a mirror's `owner+name/repo` reads as `owner+name`. */
function repositoryName(source: string): string {
  const full = path.resolve(source);
  const base = path.basename(full);
  return base === 'repo' || base === '.git' ? path.basename(path.dirname(full)) : base;
}

/**
 * Keeps the service's memory to the scans of this run's archives (the next commit's base is this
 * one's head): a service holding every scan of a long replay spends its time collecting garbage.
 */
function forgetAllBut(service: Emulator, report: Record<string, unknown>): void {
  const rows = [
    ...((report.archives ?? []) as { scanId?: string }[]),
    ...(((report.baseline as { archives?: { scanId?: string }[] } | null)?.archives ?? []) as {
      scanId?: string;
    }[]),
  ];
  const keep = new Set(rows.map((row) => row.scanId));
  for (const id of [...service.scans.keys()]) if (!keep.has(id)) service.scans.delete(id);
  service.requests.length = 0;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function replayBench(argv: readonly string[]): Promise<Replayed[]> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      commits: { type: 'string', default: '20' },
      path: { type: 'string', default: '.' },
      detections: { type: 'string', default: 'extended' },
      'scan-delay-ms': { type: 'string', default: '50' },
      log: { type: 'boolean', default: false },
      source: { type: 'boolean', default: false },
      against: { type: 'string' },
      ref: { type: 'string', default: 'HEAD' },
    },
  });
  const source = positionals[0];
  if (source === undefined)
    throw new Error(
      'usage: npm run bench -- replay <repository> [--commits N] [--path P] [--detections basic|extended]',
    );
  const count = Number(values.commits);
  // The bundle, as the runner runs it (--source: src/action/index.ts, slower to start).
  const entry = values.source
    ? SOURCE
    : buildBundle(path.join(HERE, '..'), path.join(HERE, '.data', 'replay-bundle'));
  // Another checkout's bundle (an earlier release), run on each commit beside this one.
  const other =
    values.against === undefined
      ? undefined
      : buildBundle(path.resolve(values.against), path.join(HERE, '.data', 'replay-against'));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-replay-'));
  const work = path.join(root, 'work');
  const start = () =>
    new Emulator({
      scan: { delayMs: Number(values['scan-delay-ms']) },
      detections: values.detections as DetectionSet,
    }).start();
  // Each bundle has a service of its own: what one uploaded never speeds up the other.
  const emulator = await start();
  const otherEmulator = other === undefined ? undefined : await start();
  try {
    execFileSync('git', ['clone', '-q', '--shared', '--no-checkout', path.resolve(source), work], {
      env: GIT_ENV,
    });
    // The reports are written into the workspace: never seen by git, never in the way.
    fs.appendFileSync(path.join(work, '.git', 'info', 'exclude'), '\niac-scan-results.*\n');
    const commits = git(work, ['rev-list', '--first-parent', '-n', String(count + 1), values.ref])
      .split('\n')
      .reverse();
    console.log(
      `\n== replay: ${repositoryName(source)}, ${commits.length - 1} commits as pull requests (path ${values.path}, ${values.detections} detections)`,
    );
    const replayed: Replayed[] = [];
    for (let i = 1; i < commits.length; i++) {
      const base = commits[i - 1] as string;
      const head = commits[i] as string;
      const merge = mergeCommit(work, base, head);
      git(work, [
        '-c',
        'advice.detachedHead=false',
        'checkout',
        '-q',
        '--force',
        '--detach',
        merge,
      ]);
      const payload = {
        number: 1,
        pull_request: {
          number: 1,
          base: { ref: 'main', sha: base, repo: { full_name: 'replay/repository' } },
          head: { ref: 'change', sha: head, repo: { full_name: 'replay/repository' } },
        },
      };
      const timed = async (bundle: string, service: Emulator) => {
        const started = performance.now();
        const ran = await runOnce({
          workspace: work,
          entry: bundle,
          emulator: service,
          payload,
          sha: merge,
          inputs: { path: values.path },
        });
        const wallMs = performance.now() - started;
        forgetAllBut(service, ran.report);
        return { ...ran, wallMs };
      };
      // Alternated, so neither bundle always runs right after the other on a loaded machine.
      let against: Awaited<ReturnType<typeof timed>> | undefined;
      if (other !== undefined && otherEmulator !== undefined && i % 2 === 1)
        against = await timed(other, otherEmulator);
      const { outputs, log, report, wallMs } = await timed(entry, emulator);
      if (other !== undefined && otherEmulator !== undefined && i % 2 === 0)
        against = await timed(other, otherEmulator);
      if (values.log) process.stdout.write(log);
      const findings = (report.findings ?? []) as Named[];
      const baseline = report.baseline as { fixed: Named[] } | null | undefined;
      const unjudged = report.unjudged as Unjudged | null | undefined;
      const pass = /Looked for IaC left unjudged in ([\d.]+) s/.exec(log)?.[1];
      const result: Replayed = {
        sha: head,
        subject: git(work, ['log', '-1', '--format=%s', head]),
        result: outputs.result ?? '?',
        newCount: outputs['new-count'] ?? '',
        fixedCount: outputs['fixed-count'] ?? '',
        added: findings.filter((f) => f.baseline === 'new').map(name),
        fixed: (baseline?.fixed ?? []).map(name),
        unjudged: (unjudged?.files ?? []).map((f) => `${f.path} (${f.reason})`),
        notices: unjudged?.notices?.length ?? 0,
        reason: String(report.reason ?? ''),
        wallMs,
        unjudgedMs: pass === undefined ? undefined : Number(pass) * 1000,
        againstMs: against?.wallMs,
        againstResult: against && summarise(against.outputs),
      };
      replayed.push(result);
      for (const line of describe(result)) console.log(line);
    }
    const walls = replayed.map((r) => r.wallMs / 1000);
    const byResult = new Map<string, number>();
    for (const r of replayed) byResult.set(r.result, (byResult.get(r.result) ?? 0) + 1);
    const passes = replayed.map((r) => (r.unjudgedMs ?? 0) / 1000);
    const share = walls.map((w, k) => (passes[k] ?? 0) / Math.max(0.001, w - (passes[k] ?? 0)));
    console.log(
      `results: ${[...byResult].map(([k, v]) => `${v} ${k}`).join(', ')}; wall per commit: median ${median(walls).toFixed(1)} s, max ${Math.max(...walls).toFixed(1)} s, total ${walls.reduce((a, b) => a + b, 0).toFixed(0)} s; the not-judged pass adds median ${(median(share) * 100).toFixed(0)} %, at most ${(Math.max(...share) * 100).toFixed(0)} %`,
    );
    const against = replayed.flatMap((r) =>
      r.againstMs === undefined ? [] : [r.againstMs / 1000],
    );
    if (against.length > 0) {
      const verdicts = new Map<string, number>();
      for (const r of replayed) {
        const word = (r.againstResult ?? '?').split(' ')[0] ?? '?';
        verdicts.set(word, (verdicts.get(word) ?? 0) + 1);
      }
      console.log(
        `against ${values.against}: ${[...verdicts].map(([k, v]) => `${v} ${k}`).join(', ')}; median ${median(against).toFixed(1)} s, max ${Math.max(...against).toFixed(1)} s, total ${against.reduce((a, b) => a + b, 0).toFixed(0)} s`,
      );
    }
    return replayed;
  } finally {
    await emulator.stop();
    await otherEmulator?.stop();
    fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
}
