/**
 * A scan that did not complete is a result everywhere, through run() in this process on a real
 * pull-request checkout, against the emulator and the fake GitHub: a refused or failing first
 * upload of a base packed first ends `error` through the normal path (never "failed
 * unexpectedly"); a half-read scan with gated findings fails, yet neither closes code scanning's
 * alerts nor deletes review comments on what it did not read; after an unexpected error the
 * comment says so instead of the last verdict; a re-run takes up its check run without sending
 * its annotations again.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Fault } from '../emulator/server.ts';
import { git, makePullRequestRepository, writeFiles } from '../support/git-fixtures.ts';
import { useIntegration } from '../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const { emulator, github } = harness;
let dir: string;

beforeEach(() => {
  dir = harness.tempDir('iac-incomplete-run-');
});
afterEach(() => vi.restoreAllMocks());

const BUCKET = (name: string) => `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;
/** A stack that barely compresses and has no finding: one archive each at 600 bytes. */
const STACK = () => `locals {\n  blob = "${randomBytes(300).toString('base64')}"\n}\n`;

interface Checkout {
  workspace: string;
  payload: Record<string, unknown>;
  mergeSha: string;
  headSha: string;
}

/** Pull request #9: main with `base`, the pull request writing `head` on top (a stamp per test). */
function pullRequest(base: Record<string, string>, head: Record<string, string>): Checkout {
  const stamp = `# ${Date.now()}-${Math.random()}\n`;
  const repository = makePullRequestRepository({
    number: 9,
    base: (d) => writeFiles(d, { 'infra/main.tf': stamp, ...base }),
    head: (d) => writeFiles(d, head),
  });
  const workspace = repository.checkoutMerge();
  harness.removeLater(path.dirname(repository.url.replace('file://', '')));
  harness.removeLater(workspace);
  return {
    workspace,
    payload: repository.event,
    mergeSha: git(workspace, ['rev-parse', 'HEAD']),
    headSha: repository.headSha,
  };
}

async function runIn(
  checkout: Checkout,
  inputs: Record<string, string> = {},
  environment: Record<string, string> = {},
) {
  return harness.action({
    workspace: checkout.workspace,
    event: 'pull_request',
    payload: checkout.payload,
    sha: checkout.mergeSha,
    inputs: { timeout: '10', ...inputs },
    environment: { GITHUB_REF: 'refs/pull/9/merge', ...environment },
  });
}

describe('a base packed first, whose first upload is refused or never answered', () => {
  /** A base of 7 stacks (7 archives at 600 bytes), and a pull request adding an open bucket. */
  const manyArchives = () => {
    const base: Record<string, string> = {};
    for (let i = 0; i < 7; i++) base[`infra/s${i}/main.tf`] = STACK();
    return pullRequest(base, { 'infra/new/main.tf': BUCKET('data') });
  };
  const FAULTS: [string, Fault, RegExp][] = [
    [
      'a refused key (401)',
      {
        kind: 'error-body',
        times: 1,
        endpoint: 'upload',
        status: 401,
        body: JSON.stringify({ message: 'Unauthorized' }),
      },
      /answered 401 .*\(ApiError, HTTP 401\)/,
    ],
    [
      'a service that stays down (503)',
      { kind: '503', times: 10_000, endpoint: 'upload' },
      // Its retries may run into the timeout first (a loaded machine): then that is the cause.
      /503|DeadlineError/,
    ],
  ];

  it.each(FAULTS)(
    '%s: result=error naming it, the reports and the archive rows kept, never "failed unexpectedly"',
    async (_name, fault, cause) => {
      const checkout = manyArchives();
      emulator.faults.push({ ...fault });
      const result = await runIn(checkout, { 'max-archive-size': '600', timeout: '4' });
      expect(result.outputs.result).toBe('error');
      expect(result.exitCode).toBe(1);
      expect(result.log).not.toMatch(/unexpectedly/);
      const line = result.log.split('\n').find((l) => l.startsWith('::error::Plerion IaC scan'));
      expect(line).toMatch(
        /^::error::Plerion IaC scan: the scan could not complete: none of the files of this change were packed: uploads stopped when infra-[0-9a-f]{7}-1\.zip was not uploaded: /,
      );
      expect(line).toMatch(cause);
      // The head was never packed; the base's rows are in the JSON report, with their outcomes.
      expect(result.outputs['artifact-names']).toBe('');
      expect(result.report).toMatchObject({ verdict: 'error', complete: false });
      const baseline = result.report?.baseline as {
        status: string;
        archives: { status: string }[];
      };
      expect(baseline.status).toBe('unavailable');
      expect(baseline.archives[0]?.status).toMatch(/^NOT_UPLOADED \(/);
      expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
    },
  );

  it('honours on-service-error: warn on a pull_request: the job goes on, result=error', async () => {
    const checkout = manyArchives();
    emulator.faults.push({ ...FAULTS[0]![1] });
    const result = await runIn(checkout, {
      'max-archive-size': '600',
      'on-service-error': 'warn',
    });
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(0);
    expect(result.log).toMatch(/::warning::Plerion IaC scan: the scan could not complete: .*401/);
    expect(github.checkRuns).toMatchObject([{ conclusion: 'neutral' }]);
  });
});

describe('a scan read in part, with gated findings', () => {
  it('fails, yet uploads no SARIF file and deletes no review comment on what it did not read', async () => {
    const checkout = pullRequest(
      {},
      { 'infra/a/main.tf': BUCKET('a') + STACK(), 'infra/b/main.tf': BUCKET('b') + STACK() },
    );
    github.pullFiles.set(9, [
      { filename: 'infra/a/main.tf', status: 'added', patch: '@@ -0,0 +1,6 @@\n+a' },
      { filename: 'infra/b/main.tf', status: 'added', patch: '@@ -0,0 +1,6 @@\n+b' },
    ]);
    const inputs = { 'max-archive-size': '700', 'pr-review': 'new', 'upload-sarif': 'true' };
    const first = await runIn(checkout, inputs);
    expect(first.outputs).toMatchObject({ result: 'fail', 'new-count': '2' });
    expect(github.sarifUploads.length).toBe(1);
    expect(github.reviewComments.map((c) => c.path).sort()).toEqual([
      'infra/a/main.tf',
      'infra/b/main.tf',
    ]);
    // A re-run the service scans afresh, where b's findings cannot be read: a is still gated.
    emulator.scans.clear();
    emulator.behaviourFor = (entries) =>
      entries.includes('infra/b/main.tf') ? { findingsStatus: 500 } : undefined;
    const second = await runIn(checkout, { ...inputs, timeout: '6' });
    expect(second.outputs.result).toBe('fail');
    expect(second.report).toMatchObject({ complete: false });
    expect(second.log).toMatch(/also, the scan could not complete: scan \S+ \(infra-/);
    // Code scanning would close b's alert, the review would delete b's comment: neither happens.
    expect(github.sarifUploads.length).toBe(1);
    expect(second.log).toMatch(/not uploaded to code scanning: the scan did not complete/);
    expect(github.reviewComments.map((c) => c.path).sort()).toEqual([
      'infra/a/main.tf',
      'infra/b/main.tf',
    ]);
  });
});

describe('after an unexpected error', () => {
  it("the comment says error for this run, not the last run's Passed, and the check run fails", async () => {
    const checkout = pullRequest({}, { 'infra/q.tf': 'resource "aws_sqs_queue" "q" {}\n' });
    const first = await runIn(checkout);
    expect(first.outputs.result).toBe('pass');
    expect(
      github.comments.map((c) => c.body.split('\n').find((l) => /Passed|Error/.test(l))),
    ).toEqual([expect.stringMatching(/✅ Passed/)]);
    // The SARIF file's name is a folder: writing the reports fails after the scan.
    writeFiles(checkout.workspace, { 'results.sarif/keep': 'x\n' });
    const second = await runIn(checkout, { 'sarif-file': 'results.sarif' });
    expect(second.exitCode).toBe(1);
    expect(second.log).toMatch(/::error::Plerion IaC scan failed unexpectedly/);
    expect(second.outputs.result).toBe('error');
    expect(github.comments.length).toBe(1);
    expect(github.comments[0]!.body).toMatch(/⚠️ Error: .*failed unexpectedly/);
    expect(github.comments[0]!.body).not.toMatch(/✅ Passed/);
    expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
  });
});

describe('after an unexpected error before any report', () => {
  it('the comment says error for this head, and the outputs and the check run too', async () => {
    const checkout = pullRequest({}, { 'infra/q.tf': 'resource "aws_sqs_queue" "q" {}\n' });
    expect((await runIn(checkout)).outputs.result).toBe('pass');
    // The runner's temp folder is a file: the scan cannot make its scratch folder.
    const notAFolder = path.join(dir, 'temp-file');
    fs.writeFileSync(notAFolder, 'x\n');
    const second = await runIn(checkout, {}, { RUNNER_TEMP: notAFolder });
    expect(second.exitCode).toBe(1);
    expect(second.log).toMatch(/::error::Plerion IaC scan failed unexpectedly/);
    expect(second.outputs.result).toBe('error');
    expect(github.comments.length).toBe(1);
    expect(github.comments[0]!.body).toMatch(/⚠️ Error: /);
    expect(github.comments[0]!.body).not.toMatch(/✅ Passed/);
    expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
  });
});

describe('a re-run on the same head', () => {
  it('takes up its check run and sends none of its 120 annotations again', async () => {
    const buckets = Array.from({ length: 120 }, (_, i) => BUCKET(`b${i}`)).join('\n');
    const checkout = pullRequest({}, { 'infra/many.tf': buckets });
    const first = await runIn(checkout, { 'check-run-annotations': '1000' });
    expect(first.outputs['high-count']).toBe('120');
    expect(github.checkRuns.length).toBe(1);
    expect(github.checkRuns[0]!.batches).toEqual([50, 50, 20]);
    const second = await runIn(checkout, { 'check-run-annotations': '1000' });
    expect(second.outputs['high-count']).toBe('120');
    expect(second.log).toMatch(/Check run: 0 annotations sent, 120 already there/);
    expect(github.checkRuns.length).toBe(1);
    expect(github.checkRuns[0]!.annotations.length).toBe(120);
    expect(github.checkRuns[0]!.batches).toEqual([50, 50, 20]);
  });
});
