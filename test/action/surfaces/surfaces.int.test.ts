/**
 * Where reviewers look, through run() in this process against the emulator and the fake GitHub:
 * the check run, the review comments and the code scanning upload together on a pull request; the
 * fallbacks when GitHub refuses each; a re-run; and an unexpected error that still completes the
 * check run.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../emulator/server.ts';
import { writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration, type PullRequestCheckout } from '../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const { emulator, github } = harness;

const BUCKET = (name: string) => `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;

/** A pull request adding an open bucket to a main that has one. */
const checkoutPullRequest = harness.pullRequestFixture({
  number: 9,
  // A first line, as each test's stamp once was: the diff below places the new lines at 5-7.
  base: (d) => writeFiles(d, { 'infra/main.tf': `# main\n${BUCKET('logs')}` }),
  head: (d) => fs.appendFileSync(path.join(d, 'infra', 'main.tf'), BUCKET('data')),
});

/** The pull request checked out afresh; its diff is in the fake. */
function pullRequest(): PullRequestCheckout {
  github.pullFiles.set(9, [
    { filename: 'infra/main.tf', status: 'modified', patch: `@@ -4,0 +5,3 @@\n+a\n+b\n+c` },
  ]);
  return checkoutPullRequest();
}

function runIn(checkout: PullRequestCheckout, inputs: Record<string, string> = {}) {
  return harness.onPullRequest(checkout, { 'pr-review': 'new', ...inputs });
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
