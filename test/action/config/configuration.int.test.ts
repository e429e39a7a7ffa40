/**
 * One configuration for the Action and the command line (issue 42), end to end: run() in this
 * process and `plerion-iac` as a child process (in process for the rest) on the same repository with the same
 * `.plerion-iac.yml` show the same effective configuration (the `config-hash` output, the JSON
 * reports' `configHash`, the SARIF run's) and make the same uploads and verdict; precedence
 * through each adapter (an input set to the default beats the file, an input left out does not;
 * a flag given beats the file); the organisation's file from another repository through the fake
 * GitHub's contents API, its floor held with one warning; a fork's pull_request_target edit of the
 * file ignored (read from the base branch's tip); a pull_request edit listed in the comment, the
 * check run and the summary; refusals ending `result=error` / exit 2 with nothing uploaded.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS } from '../../emulator/server.ts';
import { runSameRepository } from '../../support/fork-attacks.ts';
import { makeForkPullRequest, type ForkPullRequest } from '../../support/fork-fixtures.ts';
import { git, tempDir } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { runCli } from '../../support/run-cli.ts';
import { ROOT } from '../../support/run-action.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const { emulator, github } = harness;
const made: ForkPullRequest[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const pr of made) pr.cleanup();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

const uploads = (from = 0) =>
  emulator.requests
    .slice(from)
    .filter((r) => r.endpoint === 'upload')
    .map((r) => ({ artifactName: r.query.artifactName, bytes: r.bodyBytes }))
    .sort((a, b) => String(a.artifactName).localeCompare(String(b.artifactName)));

const settingsOf = (run: { report: Record<string, unknown> }) =>
  run.report.settings as Record<string, unknown>;

const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The SARIF file's run properties. */
const sarifProperties = (file: string) =>
  (json(file) as { runs: { properties: Record<string, unknown> }[] }).runs[0]?.properties;

/** A repository (a folder named infra, one commit) holding `files`. */
function repository(
  files: Record<string, string>,
  withMixed = false,
): { repo: string; sha: string } {
  const parent = tempDir('iac-config-');
  folders.push(parent);
  const repo = path.join(parent, 'infra');
  if (withMixed) fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), repo, { recursive: true });
  else fs.mkdirSync(repo);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
    fs.writeFileSync(path.join(repo, name), text);
  }
  git(repo, ['init', '-q']);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'infra']);
  return { repo, sha: git(repo, ['rev-parse', 'HEAD']) };
}

const QUIET = {
  'pr-comment': 'false',
  'check-run': 'false',
  'upload-sarif': 'false',
  'tracking-issue': 'false',
};

function push(repo: string, sha: string, inputs: Record<string, string> = {}) {
  return harness.action({
    workspace: repo,
    event: 'push',
    payload: {},
    sha,
    inputs: { ...QUIET, ...inputs },
  });
}

/** `plerion-iac` as a child process, as a laptop or another CI runs it (the first test's). */
function cliChild(repo: string, args: string[], env: Record<string, string> = {}) {
  return runCli({
    cwd: repo,
    caFile: emulator.caFile,
    env: { PLERION_API_KEY: KEYS.admin, ...env },
    args,
  });
}

/** `plerion-iac` in this process, on the harness's clock (the same main() the child runs). */
function cli(repo: string, args: string[], env: Record<string, string> = {}) {
  return harness.runCli({ cwd: repo, env: { PLERION_API_KEY: KEYS.admin, ...env }, args });
}

describe('the same repository and file, through the Action and the command line', () => {
  it('the same effective configuration (config-hash, configHash in both reports and SARIF), the same uploads and verdict', async () => {
    const { repo, sha } = repository(
      {
        '.plerion-iac.yml': [
          '# yaml-language-server: $schema=https://example.invalid/plerion-iac.schema.json',
          'fail-on: [CRITICAL]',
          'max-archive-size: 3000',
          'skip-detections: [PLERION-NOT-A-DETECTION]',
          'action:',
          '  pr-comment: false',
          '',
        ].join('\n'),
      },
      true,
    );
    const action = await push(repo, sha, { 'api-url': emulator.url });
    const actionUploads = uploads();
    expect(actionUploads.length).toBeGreaterThan(1);
    const hash = action.outputs['config-hash'];
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(action.report.configHash).toBe(hash);
    expect(settingsOf(action).failOn).toEqual(['CRITICAL']);
    expect(settingsOf(action).maxArchiveBytes).toBe(3000);
    expect(sarifProperties(action.outputs['sarif-file']!)?.configHash).toBe(hash);
    expect(action.log).toContain('::group::Effective configuration');
    expect(action.log).toMatch(/fail-on +CRITICAL +\.plerion-iac\.yml:2/);
    expect(action.summary).toContain('<details><summary>Effective configuration</summary>');

    const from = emulator.requests.length;
    const run = await cliChild(repo, [
      '--api-url',
      emulator.url,
      '--format',
      'json=../cli.json',
      '--format',
      'sarif=../cli.sarif',
    ]);
    const fromCli = json(path.join(repo, '..', 'cli.json'));
    expect(fromCli.configHash).toBe(hash);
    expect(sarifProperties(path.join(repo, '..', 'cli.sarif'))?.configHash).toBe(hash);
    expect(uploads(from)).toEqual(actionUploads);
    expect(fromCli.verdict).toBe(action.report.verdict);
    expect(run.exitCode).toBe(action.outputs.result === 'fail' ? 1 : 0);

    const shown = await cli(repo, ['config', '--api-url', emulator.url]);
    expect(shown.exitCode, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`config hash: ${hash}`);
    expect(shown.stdout).toMatch(/fail-on +CRITICAL +\.plerion-iac\.yml:2/);
  });
});

describe('precedence through the adapters', () => {
  const FILE = {
    '.plerion-iac.yml': 'fail-on: none\ntimeout: 60\n',
    'main.tf': 'resource "aws_sqs_queue" "q" {}\n',
  };

  it('the Action: an input left out does not override the file; an input set to the default does', async () => {
    const { repo, sha } = repository(FILE);
    const left = await push(repo, sha, { 'dry-run': 'true' });
    expect(settingsOf(left).failOn).toEqual([]);
    expect(left.log).toMatch(/fail-on +none +\.plerion-iac\.yml:1/);
    const set = await push(repo, sha, { 'dry-run': 'true', 'fail-on': 'CRITICAL,HIGH' });
    expect(settingsOf(set).failOn).toEqual(['CRITICAL', 'HIGH']);
    expect(set.log).toMatch(/fail-on +CRITICAL, HIGH +input 'fail-on'/);
    expect(settingsOf(set).timeoutSeconds).toBe(60);
    expect(set.outputs['config-hash']).not.toBe(left.outputs['config-hash']);
  });

  it('the command line: a flag given beats the file; left out, the file beats the defaults', async () => {
    const { repo } = repository(FILE);
    const left = await cli(repo, ['config']);
    expect(left.stdout).toMatch(/fail-on +none +\.plerion-iac\.yml:1/);
    expect(left.stdout).toMatch(/timeout +60 +\.plerion-iac\.yml:2/);
    expect(left.stdout).toMatch(/region +au +default/);
    const given = await cli(repo, ['config', '--fail-on', 'CRITICAL,HIGH']);
    expect(given.stdout).toMatch(/fail-on +CRITICAL, HIGH +--fail-on/);
    // Found from a folder below the root, walking up.
    fs.mkdirSync(path.join(repo, 'deep', 'er'), { recursive: true });
    const below = await cli(path.join(repo, 'deep', 'er'), ['config']);
    expect(below.stdout).toMatch(/fail-on +none +\.plerion-iac\.yml:1/);
  });

  it('the file the config input or --config names, instead of .plerion-iac.yml', async () => {
    const { repo, sha } = repository({ ...FILE, 'ci/scan.yml': 'fail-on: [LOW]\n' });
    const action = await push(repo, sha, { 'dry-run': 'true', config: 'ci/scan.yml' });
    expect(settingsOf(action).failOn).toEqual(['LOW']);
    expect(action.log).toMatch(/config +ci\/scan\.yml +input 'config'/);
    const run = await cli(path.join(repo, 'ci'), ['config', '--config', 'scan.yml']);
    expect(run.stdout).toMatch(/fail-on +LOW +ci\/scan\.yml:1/);
  });

  it("the organisation's file from another repository: its keys are defaults, its floor holds against the repository's file with one warning naming both", async () => {
    const { repo, sha } = repository({
      '.plerion-iac.yml': 'org-config: octo-org/.github/plerion-iac.yml@main\nfail-on: none\n',
      'main.tf': 'resource "aws_sqs_queue" "q" {}\n',
    });
    const ORG = 'timeout: 120\nrequire:\n  fail-on: [CRITICAL]\n';
    github.contents.set('octo-org/.github/plerion-iac.yml@main', ORG);
    const action = await push(repo, sha, { 'dry-run': 'true' });
    expect(settingsOf(action).failOn).toEqual(['CRITICAL']);
    expect(settingsOf(action).timeoutSeconds).toBe(120);
    const warnings = action.log
      .split('\n')
      .filter((l) => l.startsWith('::warning') && l.includes('fail-on'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('.plerion-iac.yml:2');
    expect(warnings[0]).toContain('octo-org/.github/plerion-iac.yml@main:3');
    expect(github.contentReads[0]?.authorization).toBe('Bearer ghs_faketoken');
    expect(action.log.replace('::add-mask::ghs_faketoken', '')).not.toContain('ghs_faketoken');

    const token = 'ghp_cliTokenNeverShown123';
    // The same settings given: the Action's run had dry-run and the emulator's address as inputs.
    const run = await cli(repo, ['config', '--dry-run', '--api-url', emulator.url], {
      GITHUB_TOKEN: token,
      GITHUB_API_URL: github.url,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain(`config hash: ${action.outputs['config-hash']}`);
    expect(run.stderr).toMatch(/warning: fail-on: \.plerion-iac\.yml:2 sets fail-on none/);
    expect(github.contentReads[1]?.authorization).toBe(`Bearer ${token}`);
    expect(run.stdout + run.stderr).not.toContain(token);
  });
});

describe('refusals: a configuration error, nothing uploaded', () => {
  const CASES: [string, string, RegExp][] = [
    [
      'an unknown key',
      'fail-onn: none\n',
      /Unknown key 'fail-onn' at \.plerion-iac\.yml:1; the closest valid name is 'fail-on'/,
    ],
    [
      'the key in the file',
      'api-key: sk_live_should_never_show\n',
      /Key 'api-key' at \.plerion-iac\.yml:1 is refused, and its value is not shown/,
    ],
    ['a value out of range', 'timeout: 0\n', /Invalid key 'timeout' at \.plerion-iac\.yml:1: '0'/],
    ['a duplicate key', 'timeout: 60\ntimeout: 70\n', /plerion-iac\.yml/],
    [
      'an alias bomb',
      `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n`,
      /plerion-iac\.yml/,
    ],
    [
      'an organisation file GitHub does not have',
      'org-config: octo-org/.github/missing.yml@main\n',
      /Could not read the organisation's file octo-org\/\.github\/missing\.yml@main/,
    ],
  ];
  for (const [what, text, message] of CASES)
    it(`${what}: the Action ends result=error, the command line exits 2`, async () => {
      const { repo, sha } = repository({
        '.plerion-iac.yml': text,
        'main.tf': 'resource "aws_sqs_queue" "q" {}\n',
      });
      const from = emulator.requests.length;
      const action = await push(repo, sha, { 'api-url': emulator.url });
      expect(action.outputs.result).toBe('error');
      expect(action.log).toMatch(message);
      const run = await cli(repo, ['--api-url', emulator.url], { GITHUB_API_URL: github.url });
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(uploads(from)).toEqual([]);
      expect(action.log + run.stderr).not.toContain('sk_live_should_never_show');
    });
});

const OPEN_SG =
  'resource "aws_security_group" "open" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n';

function pullRequest(baseConfig: string, headConfig: string): ForkPullRequest {
  const pr = makeForkPullRequest({
    base: {
      'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n`,
      '.plerion-iac.yml': baseConfig,
    },
    head: { 'infra/open.tf': OPEN_SG, '.plerion-iac.yml': headConfig },
  });
  made.push(pr);
  return pr;
}

describe("a pull request's edit of the file", () => {
  it("pull_request_target (a fork): the base branch's tip's file is used, the pull request's is not, and the note says what it would have changed", async () => {
    const pr = pullRequest('fail-on: [CRITICAL, HIGH]\n', 'fail-on: none\n');
    const workspace = pr.checkoutBase();
    // As if the workflow had checked the pull request's file out: the workspace is not read.
    fs.writeFileSync(path.join(workspace, '.plerion-iac.yml'), 'fail-on: none\n');
    const result = await harness.action({
      workspace,
      event: 'pull_request_target',
      payload: pr.targetEvent(),
      sha: pr.baseSha,
      inputs: { 'api-url': emulator.url },
    });
    expect(settingsOf(result).failOn).toEqual(['CRITICAL', 'HIGH']);
    expect(result.log).toMatch(/fail-on +CRITICAL, HIGH +\.plerion-iac\.yml:1/);
    const said =
      /its file was not used \(on pull_request_target the configuration is read from the base branch's tip\)\. It would change: fail-on: CRITICAL, HIGH -> none/;
    expect(result.summary.replace(/\\/g, '')).toMatch(said);
    expect(github.comments.at(-1)?.body.replace(/\\/g, '')).toMatch(said);
  });

  it("pull_request_target: the organisation's file named as a path is read from the base branch's tip too", async () => {
    const pr = makeForkPullRequest({
      base: {
        'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n`,
        '.github/org.yml': 'require:\n  fail-on: [CRITICAL, HIGH, MEDIUM]\n',
      },
      head: { 'infra/open.tf': OPEN_SG, '.github/org.yml': 'timeout: 60\n' },
    });
    made.push(pr);
    const workspace = pr.checkoutBase();
    fs.writeFileSync(path.join(workspace, '.github', 'org.yml'), 'timeout: 60\n');
    const result = await harness.action({
      workspace,
      event: 'pull_request_target',
      payload: pr.targetEvent(),
      sha: pr.baseSha,
      inputs: { 'api-url': emulator.url, 'org-config': '.github/org.yml', 'fail-on': 'LOW' },
    });
    expect(settingsOf(result).failOn).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
    expect(settingsOf(result).timeoutSeconds).toBe(600);
  });

  it('pull_request: the comment, the check run and the summary list each setting it changes, from what to what', async () => {
    const pr = pullRequest(
      'fail-on: [CRITICAL, HIGH]\ntimeout: 600\n',
      'fail-on: none\ntimeout: 60\n',
    );
    const result = await runSameRepository(harness, pr, {
      inputs: { 'api-url': emulator.url, 'check-run': 'true' },
    });
    expect(settingsOf(result).failOn).toEqual([]);
    const said =
      /This pull request changes the configuration \(\.plerion-iac\.yml\), which this run used: fail-on: CRITICAL, HIGH -> none; timeout: 600 -> 60/;
    expect(result.summary.replace(/\\/g, '')).toMatch(said);
    expect(github.comments.at(-1)?.body.replace(/\\/g, '')).toMatch(said);
    expect(github.checkRuns.at(-1)?.output.summary.replace(/\\/g, '')).toMatch(said);
  });
});

describe('severity overrides from the file, through both adapters', () => {
  const OVERRIDE = [
    'severity-overrides:',
    '  - detection: PLERION-TF-SG-OPEN-INGRESS',
    '    severity: LOW',
    '    reason: Public load balancer, reviewed in SEC-7',
    '',
  ].join('\n');

  it('lowered with a reason: the gate passes in both; an organisation path forbidding lowering makes both fail', async () => {
    const { repo, sha } = repository({
      '.plerion-iac.yml': `# ${Math.random()}\n${OVERRIDE}`,
      'main.tf': OPEN_SG,
      '.github/org.yml': 'require:\n  lower-severity: false\n',
    });
    const action = await push(repo, sha, { 'api-url': emulator.url });
    expect(action.outputs.result).toBe('pass');
    const [finding] = action.report.findings as Record<string, unknown>[];
    expect(finding).toMatchObject({ severity: 'LOW', serviceSeverity: 'CRITICAL' });
    const run = await cli(repo, ['--api-url', emulator.url]);
    expect(run.exitCode, run.stderr).toBe(0);

    const forbidden = await push(repo, sha, {
      'api-url': emulator.url,
      'org-config': '.github/org.yml',
    });
    expect(forbidden.outputs.result).toBe('fail');
    const refused = await cli(repo, ['--api-url', emulator.url, '--org-config', '.github/org.yml']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout + refused.stderr).toContain('.github/org.yml');
  });
});
