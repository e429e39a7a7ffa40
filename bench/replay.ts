/**
 * `npm run bench -- replay <repository> [--commits N] [--ref R] [--path P] [--log]
 * [--detections basic|extended]`: replays the last N commits of a git repository up to R (first
 * parent; default 20 up to HEAD) as pull requests, each
 * against its parent, and prints per commit the result, the new and fixed counts with the findings
 * they name, what was not judged, and the wall time. The question it answers: does a commit that
 * introduces nothing turn red (`fail` or `error`)?
 *
 * Faithful: the Action's own run() in this process (the entry the bundle calls), as a
 * `pull_request` on GitHub's merge commit (made locally: the commit's tree, parents its parent and
 * itself), against the local emulator over HTTPS (its extended detections by default, so ordinary
 * IaC has findings and identity is exercised). No GitHub: no token, so no comment, check run or
 * upload. The repository is cloned (shared objects) into a temporary folder, never changed.
 * Commits are replayed oldest first, so the service has seen each base before, as it would have.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { parseArgs } from 'node:util';
import { run } from '../src/action/run.ts';
import { clearSecrets } from '../src/sanitize.ts';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import type { DetectionSet } from '../test/emulator/detections.ts';
import { parseOutputFile } from '../test/support/run-action.ts';

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'replay',
  GIT_AUTHOR_EMAIL: 'replay@example.com',
  GIT_COMMITTER_NAME: 'replay',
  GIT_COMMITTER_EMAIL: 'replay@example.com',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
};

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, maxBuffer: 1 << 30 })
    .toString('utf8')
    .trim();
}

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
}

const name = (f: Named): string =>
  `${f.detectionId} ${f.file ?? f.reportedFile ?? '?'} ${f.resource}`;

/** Runs the Action once, as the runner would, and reads what it wrote. */
async function runOnce(options: {
  workspace: string;
  dir: string;
  emulator: Emulator;
  payload: Record<string, unknown>;
  sha: string;
  inputs: Record<string, string>;
  /** Each line of the log stamped with the seconds since the run began (`--log`). */
  timestamps?: boolean;
}): Promise<{ outputs: Record<string, string>; log: string; report: Record<string, unknown> }> {
  const files = {
    GITHUB_OUTPUT: path.join(options.dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(options.dir, 'summary'),
    GITHUB_EVENT_PATH: path.join(options.dir, 'event.json'),
  };
  for (const file of Object.values(files)) fs.writeFileSync(file, '');
  fs.writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(options.payload));
  fs.mkdirSync(path.join(options.dir, 'temp'), { recursive: true });
  const env: Record<string, string> = {
    ...files,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: 'replay/repository',
    GITHUB_SHA: options.sha,
    GITHUB_REF: 'refs/pull/1/merge',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://127.0.0.1:9',
    GITHUB_RUN_ID: '1',
    GITHUB_WORKFLOW: 'replay',
    GITHUB_JOB: 'scan',
    GITHUB_EVENT_NAME: 'pull_request',
    RUNNER_TEMP: path.join(options.dir, 'temp'),
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  const inputs: Record<string, string> = {
    'api-key': KEYS.admin,
    'api-url': options.emulator.url,
    'github-token': '',
    'upload-artifact': 'false',
    ...options.inputs,
  };
  const saved = { ...process.env };
  for (const key of Object.keys(process.env))
    if (key.startsWith('INPUT_') || key.startsWith('GITHUB_')) delete process.env[key];
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(inputs))
    process.env[`INPUT_${key.toUpperCase()}`] = value;
  const out: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const start = performance.now();
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out.push(
      options.timestamps
        ? `[${((performance.now() - start) / 1000).toFixed(2)}] ${String(chunk)}`
        : String(chunk),
    );
    return true;
  }) as typeof process.stdout.write;
  try {
    await run();
  } finally {
    process.stdout.write = write;
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    clearSecrets();
    process.exitCode = 0;
  }
  const outputs = parseOutputFile(fs.readFileSync(files.GITHUB_OUTPUT, 'utf8'));
  const reportFile = outputs['report-file'];
  const report = reportFile
    ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<string, unknown>)
    : {};
  return { outputs, log: out.join(''), report };
}

/** GitHub's merge commit of `head` into `base`: `head`'s tree, parents `base` and `head`. */
function mergeCommit(work: string, base: string, head: string): string {
  return git(work, ['commit-tree', `${head}^{tree}`, '-p', base, '-p', head, '-m', 'Merge']);
}

function describe(replayed: Replayed): string[] {
  const seconds = (replayed.wallMs / 1000).toFixed(1);
  const pass =
    replayed.unjudgedMs === undefined
      ? ''
      : `, not-judged pass ${(replayed.unjudgedMs / 1000).toFixed(2)} s`;
  const lines = [
    `${replayed.sha.slice(0, 8)} ${replayed.result.padEnd(7)} new ${replayed.newCount.padStart(2)} fixed ${replayed.fixedCount.padStart(2)}  ${seconds.padStart(5)} s${pass}  ${replayed.subject.slice(0, 70)}`,
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
      ref: { type: 'string', default: 'HEAD' },
    },
  });
  const source = positionals[0];
  if (source === undefined)
    throw new Error(
      'usage: npm run bench -- replay <repository> [--commits N] [--path P] [--detections basic|extended]',
    );
  const count = Number(values.commits);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-replay-'));
  const work = path.join(root, 'work');
  const emulator = await new Emulator({
    scan: { delayMs: Number(values['scan-delay-ms']) },
    detections: values.detections as DetectionSet,
  }).start();
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), emulator.ca]);
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
      const dir = fs.mkdtempSync(path.join(root, 'run-'));
      const payload = {
        number: 1,
        pull_request: {
          number: 1,
          base: { ref: 'main', sha: base, repo: { full_name: 'replay/repository' } },
          head: { ref: 'change', sha: head, repo: { full_name: 'replay/repository' } },
        },
      };
      const started = performance.now();
      const { outputs, log, report } = await runOnce({
        workspace: work,
        dir,
        emulator,
        payload,
        sha: merge,
        inputs: { path: values.path },
        timestamps: values.log,
      });
      if (values.log) process.stdout.write(log);
      const wallMs = performance.now() - started;
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
      };
      replayed.push(result);
      for (const line of describe(result)) console.log(line);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const walls = replayed.map((r) => r.wallMs / 1000);
    const byResult = new Map<string, number>();
    for (const r of replayed) byResult.set(r.result, (byResult.get(r.result) ?? 0) + 1);
    console.log(
      `results: ${[...byResult].map(([k, v]) => `${v} ${k}`).join(', ')}; wall per commit: median ${median(walls).toFixed(1)} s, max ${Math.max(...walls).toFixed(1)} s, total ${walls.reduce((a, b) => a + b, 0).toFixed(0)} s`,
    );
    return replayed;
  } finally {
    await emulator.stop();
    fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
}
