/**
 * The action run as the runner starts it (run() in this process through the harness; in a child
 * process where only a process shows it: another user, the summary path, an unsettled promise)
 * against a service that hangs, stalls, pages forever, fails in part or sends what cannot be
 * read: it always ends, within the timeout and a few seconds, with the right result and exit
 * code, and the reports written. Each bound here is generous (without the fixes these runs took
 * minutes or never ended); exact deadlines are proven on a fake clock.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { nobodyUnavailable, writeTree } from '../support/helpers.ts';
import { useIntegration } from '../support/integration.ts';
import { ROOT, type ActionRun } from '../support/run-action.ts';

const BOUND_MS = 20_000;
const harness = useIntegration({ scan: { delayMs: 100 } });
const { emulator } = harness;
let seed = 0;

/** A workspace whose archive the service has never seen (so each test gets a new scan). */
function workspace(files = 1): string {
  const dir = harness.tempDir('iac-fault-');
  const tree: Record<string, string> = {};
  for (let i = 0; i < files; i++) {
    tree[`m${i}/main.tf`] =
      `# ${Date.now()} ${seed++}\nresource "aws_s3_bucket" "b${i}" {\n  acl = "public-read"\n}\n\nresource "aws_security_group" "sg${i}" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n`;
  }
  writeTree(dir, tree);
  return dir;
}

/** The Action run as the runner starts it: run() in this process, on the harness's clock. */
async function run(
  dir: string,
  inputs: Record<string, string> = {},
): Promise<Omit<ActionRun, 'dir'> & { ms: number }> {
  const started = Date.now();
  const result = await harness.action({
    workspace: dir,
    inputs: { 'github-token': '', timeout: '5', ...inputs },
  });
  return { ...result, stdout: result.log, ms: Date.now() - started };
}

/** The Action in a child process: what only a process shows (its user, its summary path). */
function spawn(dir: string, options: { env?: Record<string, string>; uid?: number } = {}) {
  return harness.spawnAction({
    workspace: dir,
    inputs: { 'github-token': '', timeout: '5' },
    killAfterMs: 60_000,
    ...options,
  });
}

function expectReports(result: Pick<ActionRun, 'outputs' | 'summary'>): void {
  expect(fs.existsSync(result.outputs['sarif-file']!)).toBe(true);
  expect(fs.existsSync(result.outputs['report-file']!)).toBe(true);
  expect(result.summary).toMatch(/Plerion IaC scan/);
}

/** The run ended within the bound as a failed step with result=error, its log saying `said`. */
function expectEndedInError(result: Awaited<ReturnType<typeof run>>, said: RegExp): void {
  expect(result.ms).toBeLessThan(BOUND_MS);
  expect(result.exitCode).toBe(1);
  expect(result.outputs.result).toBe('error');
  expect(result.stdout).toMatch(said);
  expectReports(result);
}

/** The JSON report the run wrote. */
function readReport<T>(result: Pick<ActionRun, 'outputs'>): T {
  return JSON.parse(fs.readFileSync(result.outputs['report-file']!, 'utf8')) as T;
}

describe('a service that hangs', () => {
  it('a stalled body: ends by the timeout with result=error, naming the scan', async () => {
    emulator.faults.push({ kind: 'stall-body', times: 1000, endpoint: 'scans' });
    const result = await run(workspace());
    expectEndedInError(
      result,
      /::error::Plerion IaC scan: the scan could not complete: scan \S+ \(\S+\.zip\) did not finish within 5 s/,
    );
    expect(result.outputs['scan-ids']).not.toBe('');
  });

  it('an upload never answered: ends by the timeout with result=error', async () => {
    emulator.faults.push({ kind: 'hang', times: 1000, endpoint: 'upload' });
    const result = await run(workspace());
    expectEndedInError(
      result,
      /was not uploaded: upload \S+: no time was left|was not uploaded: .*timeout/,
    );
  });

  it('a Retry-After longer than the timeout: ends by the timeout, not after the wait', async () => {
    emulator.faults.push({ kind: '429', times: 1000, endpoint: 'scans', retryAfter: '20' });
    const result = await run(workspace());
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.outputs.result).toBe('error');
    expectReports(result);
  });
});

describe('lists that would not end', () => {
  it('a findings list with a next page forever: reads what there is and ends', async () => {
    emulator.scanBehaviour.pages = 'endless';
    const result = await run(workspace());
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.outputs.result).toBe('fail');
    expect(result.summary).toMatch(/still announced a next page/);
    expectReports(result);
  });

  it('a scans list that repeats its page: ends with the findings read', async () => {
    emulator.scanListPages = 'repeat';
    const result = await run(workspace());
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.outputs.result).toBe('fail');
    expect(result.outputs['critical-count']).toBe('1');
  });
});

describe('partial failure keeps what was read', () => {
  it('one scan whose findings fail for good: the others are reported and gate the job, even with warn', async () => {
    emulator.behaviourFor = (entries) =>
      entries.includes('m1/main.tf') ? { findingsStatus: 500 } : undefined;
    const result = await run(workspace(3), {
      'max-archive-size': '400',
      'on-service-error': 'warn',
      // Room for the failing scan's retries even on a loaded machine; deadlines are tested above.
      timeout: '12',
    });
    expect(result.ms).toBeLessThan(BOUND_MS);
    const ids = result.outputs['scan-ids']!.split(',');
    expect(ids.length).toBe(3);
    expect(ids.every((id) => id !== '')).toBe(true);
    expect(result.outputs.result).toBe('fail');
    expect(result.exitCode).toBe(1);
    expect(result.outputs['critical-count']).toBe('2');
    expect(result.stdout).toMatch(
      /also, the scan could not complete: scan \S+ \(\S+\) (reading it failed|did not finish within 12 s \(findings of \S+ page 1: 500)/,
    );
    const report = readReport<{ findings: unknown[] }>(result);
    expect(report.findings.length).toBe(4);
  });

  it('malformed findings: kept with what can be read, and named in one warning and the report', async () => {
    emulator.scanBehaviour.transformFindings = (findings) =>
      findings.map((f, i) =>
        i === 0 ? { ...f, lineRange: [1.5, 2 ** 53 + 1], severityLevel: 'INFO' } : f,
      );
    const result = await run(workspace());
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.stdout).toMatch(
      /::warning::1 finding\(s\) came from the service with fields that could not be read/,
    );
    const report = readReport<{ findingsReadWithProblems: { problems: string[] }[] }>(result);
    expect(report.findingsReadWithProblems[0]!.problems.join('; ')).toMatch(
      /severity 'INFO', reported as LOW/,
    );
    expectReports(result);
  });

  it('a megabyte error message: one capped error, reports written, a comment that fits', async () => {
    emulator.faults.push({
      kind: 'error-body',
      times: 1,
      endpoint: 'upload',
      status: 400,
      body: JSON.stringify({
        errors: [{ code: 'x400Z', message: `${'<b>@all #1 |'.repeat(100_000)}` }],
      }),
    });
    const result = await run(workspace());
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.outputs.result).toBe('error');
    expect(result.stdout.length).toBeLessThan(200_000);
    expect(result.summary.length).toBeLessThan(100_000);
    expectReports(result);
  });
});

describe('never green by accident', () => {
  it('a key with a line break is refused before anything, never printed, and fails the step', async () => {
    const before = emulator.requests.length;
    const result = await run(workspace(), { 'api-key': `${KEYS.admin}\nX-Evil: 1` });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::Invalid input 'api-key': character \d+ of the value \(not shown\)/,
    );
    expect(
      result.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toContain('X-Evil');
    expect(emulator.requests.length - before).toBe(0);
  });

  it('an unsettled promise when the event loop empties fails the step instead of passing it', () => {
    const script = path.join(harness.tempDir(), 'hang.ts');
    fs.writeFileSync(
      script,
      `import { failIfUnsettled } from ${JSON.stringify(path.join(ROOT, 'src', 'action', 'exit-guard.ts'))};\nfailIfUnsettled(new Promise(() => {}));\n`,
    );
    const child = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(child.status).toBe(1);
    expect(child.stdout).toMatch(/::error::Plerion IaC scan stopped before it finished/);
  });

  it.skipIf(process.platform === 'win32' || nobodyUnavailable('the unreadable-file run as nobody'))(
    'an unreadable file is skipped with a warning naming it, and the rest is scanned',
    async () => {
      const dir = workspace(2);
      fs.chmodSync(path.join(dir, 'm1', 'main.tf'), 0o000);
      for (const folder of [dir, path.join(dir, 'm0'), path.join(dir, 'm1')])
        fs.chmodSync(folder, 0o777);
      fs.chmodSync(path.join(dir, 'm0', 'main.tf'), 0o644);
      const asUser = process.getuid?.() === 0 ? 65534 : undefined;
      // The unprivileged user must be able to read the emulator's CA, like the runner's user.
      fs.chmodSync(path.dirname(emulator.caFile), 0o755);
      fs.chmodSync(emulator.caFile, 0o644);
      const result = await spawn(dir, asUser === undefined ? {} : { uid: asUser });
      // A child that could not start says why (its error and stderr) instead of a bare mismatch.
      expect(result.exitCode, `the action as uid ${asUser}: ${result.stderr}`).not.toBe(-1);
      expect(result.stdout).toMatch(
        /::warning::Not uploaded: 1 file that could not be read: m1\/main\.tf/,
      );
      expect(result.outputs.result).toBe('fail');
      expect(result.outputs['critical-count']).toBe('1');
      expect(result.summary).toMatch(/could not be read/);
      expectReports(result);
    },
  );
});

describe('service text is text in the log', () => {
  it('a hostile scan id and 429 message never become workflow commands', async () => {
    emulator.scanIdFor = () => `id-${seed++}\n::error::pwned by scan id\n::stop-commands::tok`;
    emulator.faults.push({
      kind: '429',
      times: 1,
      endpoint: 'scans',
      retryAfter: '0',
      message: 'slow\n::add-mask::Plerion\n##[error]old',
    });
    const result = await run(workspace());
    for (const line of result.stdout.split('\n')) {
      const trimmed = line.trimStart();
      expect(trimmed.startsWith('::error::pwned')).toBe(false);
      expect(trimmed.startsWith('::stop-commands::')).toBe(false);
      expect(trimmed.startsWith('::add-mask::Plerion')).toBe(false);
      expect(line).not.toContain('##[');
    }
    expect(result.outputs.result).toBe('fail');
  });
});

describe('after an unexpected error', () => {
  it('a summary that cannot be written is one warning; the reports and the verdict stand', async () => {
    // A child process: in this one, @actions/core keeps the first summary path it was given.
    const summaryDir = harness.tempDir();
    const result = await spawn(workspace(), { env: { GITHUB_STEP_SUMMARY: summaryDir } });
    expect(result.stdout).toMatch(/::warning::Could not write the job summary: /);
    expect(result.outputs).toMatchObject({ result: 'fail', 'critical-count': '1' });
    expect(fs.existsSync(result.outputs['sarif-file']!)).toBe(true);
    const report = readReport<{ findings: unknown[] }>(result);
    expect(report.findings.length).toBe(2);
  });

  it('names no file that was not written, so a guarded upload-sarif step is skipped', async () => {
    const dir = workspace();
    // A folder where the SARIF file should go: writing it fails, and so does the fallback.
    fs.mkdirSync(path.join(dir, 'iac-scan-results.sarif'));
    const result = await run(dir);
    expect(result.exitCode).toBe(1);
    // The findings were read before the error: they still gate, and the counts say so.
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'critical-count': '1',
      'sarif-file': '',
    });
    expect(result.stdout).toMatch(/::error::Plerion IaC scan failed unexpectedly: /);
  });
});
