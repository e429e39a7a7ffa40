/**
 * `plerion-iac` as a user runs it: main() in this process (through the harness, on the test's
 * clock) on a real git repository, against the emulator over HTTPS. Every format is written and
 * read back as its reader would (JUnit against Jenkins' schema, GitLab's required fields, SARIF as
 * code scanning validates it), and every exit code is reached: 0 pass and dry run, 1 gated
 * findings, 2 a usage error before any upload, 3 a scan that could not complete (a refused key, a
 * failed archive), whatever else was found. The command line as a child process, and its bundle,
 * run in `pack.int.test.ts` and `secrets-in-arguments.int.test.ts`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { git } from '../support/git-fixtures.ts';
import { writeTree } from '../support/helpers.ts';
import { copyFixture, useIntegration } from '../support/integration.ts';
import { codeQualityProblems, expectValidJunit } from '../support/report-validators.ts';
import type { CliRun } from '../support/run-cli.ts';
import { expectValidSarif } from '../support/sarif-validator.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator } = harness;

/** fixtures/mixed (1 CRITICAL, 2 HIGH) committed in a git repository, built once per file. */
let template: string;
beforeAll(() => {
  template = copyFixture(harness, 'mixed');
  git(template, ['init', '-q']);
  git(template, ['add', '-A']);
  git(template, ['commit', '-q', '-m', 'infra']);
});

/** A copy of the committed fixtures/mixed repository, for one test to write in. */
function mixedRepository(): string {
  const repo = harness.tempDir('iac-cli-');
  fs.cpSync(template, repo, { recursive: true });
  return repo;
}

function scan(cwd: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return harness.cli(cwd, ['scan', ...args], env);
}

/** `plerion-iac <args>` with no key, as a user runs convert, gate or a dry run. */
function runCli(options: {
  cwd: string;
  args: string[];
  env?: Record<string, string>;
}): Promise<CliRun> {
  return harness.cli(options.cwd, options.args, options.env, { key: false });
}

function read(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

/** Every file under `dir`, as text. */
function everything(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

const ALL_FORMATS = [
  '--format',
  'text',
  '--format',
  'json=out/report.json',
  '--format',
  'sarif=out/report.sarif',
  '--format',
  'junit=out/junit.xml',
  '--format',
  'gitlab-codequality=out/gl-code-quality.json',
  '--format',
  'markdown=out/summary.md',
];

describe('plerion-iac scan', () => {
  it('writes every format, each as its reader accepts it, and exits 1 on gated findings', async () => {
    const repo = mixedRepository();
    const run = await scan(repo, ALL_FORMATS);
    expect(run.exitCode, run.stderr).toBe(1);
    // text on standard output, the log on standard error
    expect(run.stdout).toMatch(/^Plerion IaC scan of \.: FAIL: 3 findings at a fail-on severity/);
    expect(run.stdout).toContain(
      'CRITICAL infra/terraform/main.tf:15-24  PLERION-TF-SG-OPEN-INGRESS',
    );
    expect(run.stdout).not.toContain('== Discover');
    expect(run.stderr).toContain('Plerion IaC scan fail: 3 findings at a fail-on severity');
    const json = JSON.parse(read(repo, 'out/report.json')) as Record<string, unknown>;
    expect(json).toMatchObject({ schemaVersion: 1, verdict: 'fail' });
    expect((json.findings as unknown[]).length).toBe(8);
    expectValidSarif(JSON.parse(read(repo, 'out/report.sarif')));
    const junit = read(repo, 'out/junit.xml');
    await expectValidJunit(junit);
    expect(junit).toContain('failures="3" errors="0" skipped="0"');
    expect(junit.match(/<testcase /g)?.length).toBe(8 + 1);
    const quality = JSON.parse(read(repo, 'out/gl-code-quality.json')) as { severity: string }[];
    expect(codeQualityProblems(quality)).toEqual([]);
    expect(quality.map((i) => i.severity).slice(0, 3)).toEqual(['blocker', 'critical', 'critical']);
    expect(read(repo, 'out/summary.md')).toContain('❌ Failed');
    expect(everything(repo)).not.toContain(KEYS.admin);
    expect(run.stdout + run.stderr).not.toContain(KEYS.admin);
  });

  it('exits 0 when nothing gates, and with --exit-zero after writing every report', async () => {
    const repo = mixedRepository();
    const lenient = await scan(repo, ['--fail-on', 'none']);
    expect(lenient.exitCode, lenient.stderr).toBe(0);
    expect(lenient.stdout).toContain(': PASS: 8 findings, none at a fail-on severity');
    const zero = await scan(repo, ['--exit-zero', '--format', 'junit=junit.xml']);
    expect(zero.exitCode, zero.stderr).toBe(0);
    expect(zero.stderr).toContain('--exit-zero: exiting 0 instead of 1');
    expect(read(repo, 'junit.xml')).toContain('failures="3"');
  });

  it('takes suppressions out of the gate, as skipped testcases and info issues with their reason', async () => {
    const repo = mixedRepository();
    const entries = [
      'PLERION-TF-SG-OPEN-INGRESS',
      'PLERION-TF-S3-PUBLIC-ACL',
      'PLERION-K8S-PRIVILEGED',
    ]
      .map((id) => `  - detection: ${id}\n    reason: accepted in SEC-42\n`)
      .join('');
    writeTree(repo, { '.plerion-ignore.yml': `suppressions:\n${entries}` });
    const run = await scan(repo, [
      '--format',
      'junit=junit.xml',
      '--format',
      'gitlab-codequality=gl.json',
    ]);
    expect(run.exitCode, run.stderr).toBe(0);
    const junit = read(repo, 'junit.xml');
    await expectValidJunit(junit);
    expect(junit).toContain('failures="0" errors="0" skipped="3"');
    expect(junit).toContain(
      '<skipped message="suppressed: accepted in SEC-42 (.plerion-ignore.yml entry 1)"/>',
    );
    const issues = JSON.parse(read(repo, 'gl.json')) as { severity: string }[];
    expect(issues.filter((i) => i.severity === 'info')).toHaveLength(3);
  });

  it('exits 2 with one line naming a wrong flag and what is accepted, before any upload', async () => {
    const repo = mixedRepository();
    const typo = await scan(repo, ['--fail-onn', 'high']);
    expect(typo.exitCode).toBe(2);
    expect(typo.stderr.trim().split('\n')).toHaveLength(1);
    expect(typo.stderr).toContain(
      "Unknown flag '--fail-onn' for plerion-iac scan. Did you mean --fail-on?",
    );
    expect(typo.stderr).toContain('Accepted: --region, --api-url,');
    const region = await scan(repo, ['--region', 'mars']);
    expect(region.exitCode).toBe(2);
    expect(region.stderr.trim()).toBe(
      "plerion-iac: Invalid --region: 'mars'. Expected one of au, sg1, in1, us1.",
    );
    const format = await scan(repo, ['--format', 'xml=out.xml']);
    expect(format.exitCode).toBe(2);
    expect(format.stderr).toContain(
      "Invalid --format: 'xml=out.xml'. Expected one of text, json, sarif, junit, gitlab-codequality, markdown",
    );
    const noKey = await scan(repo, [], { PLERION_API_KEY: '' });
    expect(noKey.exitCode).toBe(2);
    expect(noKey.stderr).toContain('No API key: set PLERION_API_KEY');
    expect(emulator.requests).toEqual([]);
  });

  it('never takes the key as a flag, and never repeats it', async () => {
    const repo = mixedRepository();
    const given = await scan(repo, [`--api-key=${KEYS.admin}`]);
    expect(given.exitCode).toBe(2);
    expect(given.stderr).toContain('The key is never a flag');
    expect(given.stderr).not.toContain(KEYS.admin);
    // From a file instead; the service echoing it back is redacted everywhere.
    fs.writeFileSync(path.join(repo, '..', 'key.txt'), `${KEYS.admin}\n`);
    emulator.faults.push({
      kind: 'error-body',
      endpoint: 'upload',
      times: 1,
      status: 400,
      body: JSON.stringify({ message: `bad request for key ${KEYS.admin}` }),
    });
    const echoed = await scan(repo, ['--api-key-file', '../key.txt', ...ALL_FORMATS], {
      PLERION_API_KEY: '',
    });
    expect(echoed.exitCode, echoed.stderr).toBe(3);
    expect(echoed.stderr).toContain('bad request for key ***');
    expect(echoed.stdout + echoed.stderr + everything(path.join(repo, 'out'))).not.toContain(
      KEYS.admin,
    );
  });

  it('exits 3 when the service refuses the key, with an error testcase per archive, and gate agrees', async () => {
    const repo = mixedRepository();
    const run = await scan(repo, ['--format', 'junit=junit.xml', '--format', 'json=report.json'], {
      PLERION_API_KEY: KEYS.disabled,
    });
    expect(run.exitCode, run.stderr).toBe(3);
    const junit = read(repo, 'junit.xml');
    await expectValidJunit(junit);
    expect(junit).toContain('errors="1"');
    expect(junit).toMatch(/<error type="NOT_UPLOADED \(ApiError, HTTP 403\)"/);
    const gate = await runCli({ cwd: repo, args: ['gate', 'report.json'] });
    expect(gate.exitCode).toBe(3);
    expect(gate.stderr).toContain('the scan could not complete');
  });

  it('exits 3 when one archive fails while another holds gated findings; warn lets the findings decide', async () => {
    const repo = mixedRepository();
    // Each kind in its own archive; the Dockerfiles' scan ends FAILURE.
    emulator.behaviourFor = (entries) =>
      entries.some((e) => e.includes('Dockerfile')) ? { outcome: 'FAILURE' } : undefined;
    const args = ['--max-archive-size', '2000', '--format', 'text', '--format', 'junit=junit.xml'];
    const failing = await scan(repo, args);
    expect(failing.exitCode, failing.stderr).toBe(3);
    expect(failing.stdout).toContain('Archives whose findings were not all read: 1 of');
    expect(failing.stdout).toContain('[gated]');
    const junit = read(repo, 'junit.xml');
    await expectValidJunit(junit);
    expect(junit).toMatch(/<error type="FAILURE"/);
    // The fault in the middle: uploaded and scanned, then its findings cannot be read.
    emulator.behaviourFor = (entries) =>
      entries.some((e) => e.includes('Dockerfile')) ? { findingsStatus: 500 } : undefined;
    const unread = await scan(repo, [...args, '--timeout', '30']);
    expect(unread.exitCode, unread.stderr).toBe(3);
    expect(unread.stdout).toContain('Archives whose findings were not all read: 1 of');
    await expectValidJunit(read(repo, 'junit.xml'));
    emulator.behaviourFor = (entries) =>
      entries.some((e) => e.includes('Dockerfile')) ? { outcome: 'FAILURE' } : undefined;
    const warned = await scan(repo, [...args, '--on-service-error', 'warn']);
    expect(warned.exitCode, warned.stderr).toBe(1);
    expect(warned.stderr).toMatch(/warning: Plerion IaC scan fail: .*the scan could not complete/);
  });

  it('--dry-run lists what would be sent with no key and no network, and exits 0', async () => {
    const repo = mixedRepository();
    const run = await runCli({
      cwd: repo,
      args: [
        '--dry-run',
        '--api-url',
        'https://127.0.0.1:9',
        '--format',
        'text',
        '--format',
        'json=dry.json',
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'SKIPPED: dry run: nothing was uploaded; a real run would send 14 files in 1 archive',
    );
    expect(run.stdout).toContain('    infra/terraform/main.tf\n');
    expect(run.stdout).not.toContain('CRITICAL 0');
    expect(JSON.parse(read(repo, 'dry.json'))).toMatchObject({
      verdict: 'skipped',
      filesSent: { dryRun: true, count: 14 },
    });
  });

  it('prints every warning, past the 10 a level GitHub shows, each as a warning', async () => {
    const repo = harness.tempDir('iac-cli-warnings-');
    writeTree(
      repo,
      Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          `stacks/s${String(i).padStart(2, '0')}/main.tf`,
          `resource "aws_s3_bucket" "bucket_${i}" {\n  bucket = "team-${i}-logs"\n}\n`,
        ]),
      ),
    );
    git(repo, ['init', '-q']);
    const run = await runCli({
      cwd: repo,
      args: ['scan', '--dry-run', '--max-archive-size', '40'],
      env: { FORCE_COLOR: '1' },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const warning = '\u001b[33mwarning\u001b[0m: Not scanned: stacks/s';
    expect(run.stderr.split(warning), run.stderr).toHaveLength(12 + 1);
  });
});

describe('plerion-iac convert and gate', () => {
  it('render a saved report again with no request, byte for byte, and gate it with the scan codes', async () => {
    const repo = mixedRepository();
    const first = await scan(repo, ALL_FORMATS);
    expect(first.exitCode).toBe(1);
    emulator.requests.length = 0;
    const convert = await runCli({
      cwd: repo,
      args: [
        'convert',
        'out/report.json',
        '--format',
        'json=again/report.json',
        '--format',
        'junit=again/junit.xml',
        '--format',
        'gitlab-codequality=again/gl-code-quality.json',
        '--format',
        'markdown=again/summary.md',
        '--format',
        'sarif=again/report.sarif',
        '--format',
        'text',
      ],
    });
    expect(convert.exitCode, convert.stderr).toBe(0);
    for (const file of ['report.json', 'junit.xml', 'gl-code-quality.json', 'summary.md'])
      expect(read(repo, `again/${file}`), file).toBe(read(repo, `out/${file}`));
    expect(convert.stdout).toBe(first.stdout);
    const sarif = JSON.parse(read(repo, 'again/report.sarif')) as {
      runs: { results: unknown[] }[];
    };
    expectValidSarif(sarif);
    expect(sarif.runs[0]?.results).toHaveLength(8);
    expect(emulator.requests).toEqual([]);
    const codes = await Promise.all(
      [[], ['--fail-on', 'none'], ['--fail-on', 'low']].map((extra) =>
        runCli({ cwd: repo, args: ['gate', 'out/report.json', ...extra] }),
      ),
    );
    expect(codes.map((c) => c.exitCode)).toEqual([1, 0, 1]);
    expect(codes[2]?.stderr).toContain(
      'plerion-iac gate: exit 1: 1 finding at a fail-on severity (fail-on: LOW)',
    );
  });

  it('refuses a report of an unknown schema version, or no report at all, in one line (exit 2)', async () => {
    const dir = harness.tempDir('iac-cli-saved-');
    writeTree(dir, {
      'future.json': JSON.stringify({ schemaVersion: 2, tool: { name: 'x', version: '9' } }),
      'other.json': JSON.stringify({ hello: 'world' }),
    });
    const future = await runCli({
      cwd: dir,
      args: ['convert', 'future.json', '--format', 'junit'],
    });
    expect(future.exitCode).toBe(2);
    expect(future.stderr.trim().split('\n')).toHaveLength(1);
    expect(future.stderr).toContain(
      'future.json has schemaVersion 2, which this plerion-iac does not read: it reads version 1',
    );
    const other = await runCli({ cwd: dir, args: ['gate', 'other.json'] });
    expect(other.exitCode).toBe(2);
    expect(other.stderr).toContain('other.json is not a JSON report this plerion-iac can read');
    const missing = await runCli({ cwd: dir, args: ['gate'] });
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('plerion-iac gate takes one saved JSON report; got 0');
  });
});
