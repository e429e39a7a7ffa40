/**
 * Where reviewers look, through run() in this process against the emulator and the fake GitHub:
 * the check run, the review comments and the code scanning upload together on a pull request; the
 * fallbacks when GitHub refuses each; a re-run; and an unexpected error that still completes the
 * check run.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../src/action/run.ts';
import { clearSecrets } from '../../../src/sanitize.ts';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { FakeGitHub } from '../../support/fake-github.ts';
import { git, makePullRequestRepository, tempDir, writeFiles } from '../../support/git-fixtures.ts';
import { parseOutputFile } from '../../support/run-action.ts';

let emulator: Emulator;
let github: FakeGitHub;
let stdout: string[];
let dir: string;
const made: string[] = [];

beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 20 } }).start();
  github = await new FakeGitHub().start();
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), emulator.ca]);
});
afterAll(async () => {
  await emulator.stop();
  await github.stop();
});
beforeEach(() => {
  github.reset();
  stdout = [];
  dir = tempDir('iac-surfaces-');
  made.push(dir);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
  for (const key of Object.keys(process.env))
    if (key.startsWith('INPUT_') || key.startsWith('GITHUB_')) vi.stubEnv(key, undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  clearSecrets();
  process.exitCode = 0;
  for (const folder of made.splice(0))
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
});

const BUCKET = (name: string) => `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;

interface Checkout {
  workspace: string;
  payload: Record<string, unknown>;
  mergeSha: string;
  headSha: string;
}

/** A pull request adding an open bucket to a main that has one; its diff is in the fake. */
function pullRequest(): Checkout {
  const stamp = `# ${Date.now()}-${Math.random()}\n`;
  const repository = makePullRequestRepository({
    number: 9,
    base: (d) => writeFiles(d, { 'infra/main.tf': stamp + BUCKET('logs') }),
    head: (d) => fs.appendFileSync(path.join(d, 'infra', 'main.tf'), BUCKET('data')),
  });
  const workspace = repository.checkoutMerge();
  made.push(path.dirname(repository.url.replace('file://', '')), workspace);
  github.pullFiles.set(9, [
    { filename: 'infra/main.tf', status: 'modified', patch: `@@ -4,0 +5,3 @@\n+a\n+b\n+c` },
  ]);
  return {
    workspace,
    payload: repository.event,
    mergeSha: git(workspace, ['rev-parse', 'HEAD']),
    headSha: repository.headSha,
  };
}

async function runIn(checkout: Checkout, inputs: Record<string, string> = {}) {
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
  };
  for (const file of Object.values(files)) fs.writeFileSync(file, '');
  fs.writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(checkout.payload));
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const env: Record<string, string> = {
    ...files,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: checkout.workspace,
    GITHUB_REPOSITORY: 'octo-org/infra',
    GITHUB_SHA: checkout.mergeSha,
    GITHUB_REF: 'refs/pull/9/merge',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
    GITHUB_RUN_ID: '77',
    GITHUB_WORKFLOW: 'iac',
    GITHUB_JOB: 'scan',
    GITHUB_EVENT_NAME: 'pull_request',
    RUNNER_TEMP: path.join(dir, 'temp'),
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  const all = {
    'api-key': KEYS.admin,
    'api-url': emulator.url,
    'github-token': 'ghs_faketoken',
    'upload-artifact': 'false',
    'pr-review': 'new',
    ...inputs,
  };
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  for (const [key, value] of Object.entries(all)) vi.stubEnv(`INPUT_${key.toUpperCase()}`, value);
  stdout.length = 0;
  await run();
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return {
    outputs: parseOutputFile(fs.readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    log: stdout.join(''),
    exitCode,
  };
}

describe('where reviewers look', () => {
  it('puts every finding on a check run, comments on the new one, and uploads the SARIF file', async () => {
    const checkout = pullRequest();
    // The check run is created when the scan starts: before any archive is uploaded.
    let uploadsBeforeCheckRun: number | undefined;
    github.refuse = (call) => {
      if (call.endsWith('/check-runs'))
        uploadsBeforeCheckRun = emulator.requestsTo('upload').length;
      return undefined;
    };
    const uploadsBefore = emulator.requestsTo('upload').length;
    const result = await runIn(checkout);
    expect(uploadsBeforeCheckRun).toBe(uploadsBefore);
    expect(emulator.requestsTo('upload').length).toBeGreaterThan(uploadsBefore);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.result).toBe('fail');
    // The check run: on the head commit, both findings, the new one first, the gate's conclusion.
    expect(github.checkRuns).toMatchObject([
      {
        name: 'Plerion IaC scan: . (iac / scan)',
        head_sha: checkout.headSha,
        status: 'completed',
        conclusion: 'failure',
        details_url: 'https://github.com/octo-org/infra/actions/runs/77',
      },
    ]);
    const annotations = github.checkRuns[0]!.annotations;
    expect(annotations.map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      ['infra/main.tf', 5, 'failure'],
      ['infra/main.tf', 2, 'failure'],
    ]);
    expect(String(annotations[0]!.message)).toMatch(/^New: /);
    // Workflow commands: the verdict only, no finding.
    expect(result.log).not.toMatch(/::error title=HIGH/);
    expect(result.log).toMatch(/::error::Plerion IaC scan failed: 1 new finding/);
    // One review with one comment, on the new finding's lines.
    expect(github.reviews).toMatchObject([{ event: 'COMMENT', commit_id: checkout.headSha }]);
    expect(github.reviewComments.map((c) => [c.path, c.start_line, c.line])).toEqual([
      ['infra/main.tf', 5, 7],
    ]);
    // Code scanning: the merge ref and sha of the default checkout, a stable category.
    const [upload] = github.sarifUploads;
    expect(upload).toMatchObject({ commit_sha: checkout.mergeSha, ref: 'refs/pull/9/merge' });
    expect(upload!.checkout_uri).toBe(`file://${checkout.workspace}`);
    const sarifRun = (upload!.sarif.runs as Record<string, unknown>[])[0]!;
    expect(sarifRun.automationDetails).toEqual({ id: 'plerion-iac/path:./' });
    const fingerprints = (
      sarifRun.results as { partialFingerprints: Record<string, string> }[]
    ).map((r) => r.partialFingerprints);
    for (const f of fingerprints)
      expect(Object.keys(f).sort()).toEqual(['plerionFinding/v2', 'primaryLocationLineHash']);
    expect(result.outputs['sarif-id']).toBe(upload!.id);
    expect(result.outputs['code-scanning-url']).toMatch(/security\/code-scanning\?query=.*pr%3A9/);
  });

  it('on a re-run of the same commit: no second check run, no repeated review comment', async () => {
    const checkout = pullRequest();
    await runIn(checkout);
    await runIn(checkout);
    expect(github.checkRuns.length).toBe(1);
    expect(github.checkRuns[0]!.annotations.length).toBe(2);
    expect(github.reviews.length).toBe(1);
    expect(github.reviewComments.length).toBe(1);
    expect(github.sarifUploads.map((u) => u.sarif.runs)).toHaveLength(2);
  });

  it('gives each path of a matrix its own check run and category', async () => {
    const checkout = pullRequest();
    writeFiles(checkout.workspace, { 'k8s/main.tf': 'variable "replicas" {}\n' });
    await runIn(checkout, { path: 'infra' });
    await runIn(checkout, { path: 'k8s' });
    expect(github.checkRuns.map((r) => [r.name, r.conclusion])).toEqual([
      ['Plerion IaC scan: infra (iac / scan)', 'failure'],
      ['Plerion IaC scan: k8s (iac / scan)', 'success'],
    ]);
    const categories = github.sarifUploads.map(
      (u) => (u.sarif.runs as { automationDetails: { id: string } }[])[0]!.automationDetails.id,
    );
    expect(categories).toEqual(['plerion-iac/path:infra/', 'plerion-iac/path:k8s/']);
  });

  it('falls back when GitHub refuses each surface: annotations, notices, the same gate', async () => {
    const checkout = pullRequest();
    github.refuse = (call) =>
      /check-runs|\/reviews$|code-scanning/.test(call) &&
      !call.startsWith('GET /repos/octo-org/infra/pulls')
        ? 403
        : undefined;
    const result = await runIn(checkout);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.result).toBe('fail');
    expect(result.outputs['sarif-id']).toBe('');
    expect(result.log).toMatch(
      /::error title=HIGH%3A S3 bucket ACL allows public access \(PLERION-TF-S3-PUBLIC-ACL\),.*::New: the baseline does not have it\.%0AResource: aws_s3_bucket\.data, lines /,
    );
    const notices = result.log.split('\n').filter((l) => l.startsWith('::notice::'));
    expect(notices).toEqual([
      expect.stringMatching(/No check run .*checks: write/),
      expect.stringMatching(/SARIF file was not uploaded.*security-events: write/),
      expect.stringMatching(/review comments .*pull-requests: write/),
    ]);
  });

  it('uploads no SARIF file for a scan that could not complete, and the check run fails', async () => {
    const checkout = pullRequest();
    const result = await runIn(checkout, { 'api-key': KEYS.disabled });
    expect(result.outputs.result).toBe('error');
    expect(github.sarifUploads).toEqual([]);
    expect(result.log).toMatch(/not uploaded to code scanning: the scan did not complete/);
    expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
    expect(github.checkRuns[0]!.output.title).toMatch(/could not complete/);
    expect(github.reviews).toEqual([]);
    // Under on-service-error: warn the same check run is completed neutral.
    await runIn(checkout, { 'api-key': KEYS.disabled, 'on-service-error': 'warn' });
    expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'neutral' }]);
  });

  it('completes the check run, failed, after an unexpected error mid-way', async () => {
    const checkout = pullRequest();
    // The SARIF file's name is a folder (with a file in it): writing the reports fails after the scan.
    writeFiles(checkout.workspace, { 'results.sarif/keep': 'x\n' });
    const result = await runIn(checkout, { 'sarif-file': 'results.sarif' });
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::Plerion IaC scan failed unexpectedly/);
    expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
    expect(github.checkRuns[0]!.output.title).toMatch(/failed unexpectedly/);
  });
});
