/**
 * The command line on issue 39's cases, in this process (through the harness) on a real repository: a GitLab merge
 * request adding a Deployment whose keys are written twice (kubectl keeps the last ones) is
 * uploaded and judged; a brace glob given to `--exclude` is one pattern, so the folders it names
 * stay home, and one left open is refused before anything is uploaded.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { git, tempDir, writeFiles } from '../support/git-fixtures.ts';
import { useIntegration } from '../support/integration.ts';
import { PRIVILEGED_WORKLOAD } from '../support/iac-samples.ts';
import { mergeRequestScan } from '../support/cli-reports.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator } = harness;
/** `plerion-iac` in this process, on the harness's clock. */
const runCli = harness.runCli.bind(harness);

let root: string;
let repo: string;
let baseSha: string;

beforeAll(async () => {
  root = tempDir('iac-cli-deployer-');
  repo = path.join(root, 'repo');
  git(root, ['init', '-q', '-b', 'main', repo]);
  writeFiles(repo, { 'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n` });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  baseSha = git(repo, ['rev-parse', 'HEAD']);
  writeFiles(repo, {
    'infra/k8s/deploy.yaml': `apiVersion: ~\nkind: ~\n${PRIVILEGED_WORKLOAD}apiVersion: apps/v1\nkind: Deployment\n`,
    'infra/secrets/x.tf': 'resource "aws_sqs_queue" "s" {}\n',
    'infra/private/db.tf': 'resource "aws_sqs_queue" "p" {}\n',
  });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'merge request']);
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
});

it('a merge request adding a Deployment written with duplicate keys: uploaded and judged', async () => {
  // A GitLab merge request pipeline's scan of the merge request's change.
  const { result: run, uploaded } = await harness.uploadedDuring(() =>
    runCli({
      cwd: repo,
      ...mergeRequestScan(emulator.url, baseSha),
    }),
  );
  expect(uploaded).toContain('infra/k8s/deploy.yaml');
  const report = JSON.parse(fs.readFileSync(path.join(root, 'report.json'), 'utf8')) as {
    findings: { detectionId: string; file: string }[];
  };
  expect(report.findings.map((f) => `${f.detectionId} ${f.file}`)).toContain(
    'PLERION-K8S-PRIVILEGED infra/k8s/deploy.yaml',
  );
  expect(run.exitCode).toBe(1);
});

it('--exclude keeps a brace glob whole, also among repeated flags', async () => {
  for (const excludes of [['{secrets,private}/**'], ['k8s', '{secrets,private}']]) {
    const run = await runCli({
      cwd: repo,
      args: ['--dry-run', ...excludes.flatMap((e) => ['--exclude', e]), 'infra'],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain('    infra/main.tf\n');
    expect(run.stdout).not.toContain('infra/secrets/x.tf');
    expect(run.stdout).not.toContain('infra/private/db.tf');
  }
});

it('refuses a brace left open in one line, before any upload (exit 2)', async () => {
  const requests = emulator.requests.length;
  const run = await runCli({
    cwd: repo,
    args: ['--api-url', emulator.url, '--exclude', '{secrets,private/**', 'infra'],
    env: { PLERION_API_KEY: KEYS.admin },
  });
  expect(run.exitCode).toBe(2);
  expect(run.stderr.trim()).toMatch(
    /^plerion-iac: Invalid --exclude: '\{secrets,private\/\*\*'\. Expected glob patterns .*each \{ and \[ closed/,
  );
  expect(emulator.requests.length).toBe(requests);
});
