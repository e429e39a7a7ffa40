/**
 * Privileged runs (`pull_request_target`, `workflow_run`) as a fork would try them and as a broken
 * repository would fail them: `on-service-error: warn` cannot turn a refused upload green; the
 * SARIF file describes the commit scanned (its line hashes from that commit, not the base branch's
 * checkout; `upload-sarif: auto` does not upload there); a commit whose objects git cannot read is
 * `result=error` naming git's failure, and the process ends within seconds of its last line with
 * `timeout: 600`, also after an unexpected error. The emulator, the fake GitHub and a real
 * origin with `refs/pull/<n>/head` and `/merge`; run() in this process, or as the runner starts it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STILL_OPEN } from '../../../src/action/exit-guard.ts';
import { hashLines } from '../../../src/engine/formats/sarif/line-hash.ts';
import {
  type ForkPullRequest,
  listedPullRequest,
  workflowRunPayload,
} from '../../support/fork-fixtures.ts';
import { git, writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { OPEN_SG } from '../../support/iac-samples.ts';
import { freshBase, makeFork } from '../../support/fork-attacks.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator, github } = harness;

/** A fork's pull request #12 (a stamp per test, so the emulator never answers from another). */
function fork(
  head: Record<string, string | null>,
  base: Record<string, string> = {},
): ForkPullRequest {
  return makeFork(harness, { base: { ...freshBase(), ...base }, head });
}

function workflowRunEvent(pr: ForkPullRequest): Record<string, unknown> {
  github.pulls.push(listedPullRequest(pr));
  return workflowRunPayload(pr);
}

/** run() on a privileged event: the workspace is the base branch, GITHUB_SHA its commit. */
function runIn(
  pr: ForkPullRequest,
  workspace: string,
  options: { event: string; payload: Record<string, unknown>; inputs?: Record<string, string> },
) {
  return harness.action({
    workspace,
    sha: pr.baseSha,
    environment: { GITHUB_REF: 'refs/heads/main' },
    ...options,
  });
}

/** Deletes the loose object `rev` names from the checkout's object store (git can no longer read it). */
function loseObject(workspace: string, rev: string): string {
  const id = git(workspace, ['rev-parse', rev]);
  const file = path.join(workspace, '.git', 'objects', id.slice(0, 2), id.slice(2));
  expect(fs.existsSync(file), `${rev} is a loose object`).toBe(true);
  fs.rmSync(file, { force: true });
  return id;
}

/** The base's checkout with the pull request's merge commit already fetched (as a re-run has it). */
function checkoutWithMerge(pr: ForkPullRequest): string {
  const workspace = pr.checkoutBase({ full: true });
  git(workspace, ['fetch', '-q', 'origin', `refs/pull/${pr.number}/merge`]);
  return workspace;
}

describe('on-service-error: warn in privileged modes', () => {
  it.each(['pull_request_target', 'workflow_run'])(
    'on %s a refused upload fails the job, with one notice saying warn is ignored',
    async (event) => {
      const pr = fork({ 'infra/sg.tf': OPEN_SG.replace('open', 'refused') + '# x\n' });
      // The service refuses every archive (a path it cannot take): no finding is ever read.
      emulator.faults.push({
        kind: 'error-body',
        times: 10_000,
        endpoint: 'upload',
        status: 422,
        body: JSON.stringify({ errors: [{ code: 'x422P', message: 'path too long' }] }),
      });
      const payload = event === 'workflow_run' ? workflowRunEvent(pr) : pr.targetEvent();
      const result = await runIn(pr, pr.checkoutBase(), {
        event,
        payload,
        inputs: { 'on-service-error': 'warn' },
      });
      expect(result.outputs.result).toBe('error');
      expect(result.exitCode).toBe(1);
      const notices = result.log.split('\n').filter((l) => l.includes('on-service-error: warn'));
      expect(notices).toEqual([
        `::notice::on-service-error: warn is ignored on ${event}: the pull request scanned here is untrusted, so a scan that could not complete fails the job.`,
      ]);
      expect(result.log).toMatch(/::error::Plerion IaC scan: the scan could not complete: .*422/);
      expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
    },
  );
});

describe('the SARIF file of a privileged run', () => {
  it('hashes the lines of the commit scanned, and is uploaded only when asked (upload-sarif: true)', async () => {
    // The base branch has its own sg.tf: the checkout's lines are not the pull request's.
    const pr = fork(
      { 'infra/sg.tf': `# the fork's\n${OPEN_SG}` },
      { 'infra/sg.tf': '# the base\n# has\n# other lines\nvariable "x" {}\n' },
    );
    const auto = await runIn(pr, pr.checkoutBase(), {
      event: 'pull_request_target',
      payload: pr.targetEvent(),
    });
    expect(auto.outputs.result).toBe('fail');
    expect(github.sarifUploads).toEqual([]);
    expect(auto.log).toMatch(
      /upload-sarif: auto does not upload to code scanning here: on pull_request_target/,
    );
    const asked = await runIn(pr, pr.checkoutBase(), {
      event: 'pull_request_target',
      payload: pr.targetEvent(),
      inputs: { 'upload-sarif': 'true' },
    });
    expect(asked.outputs.result).toBe('fail');
    const [upload] = github.sarifUploads;
    expect(upload).toMatchObject({ commit_sha: pr.mergeSha, ref: `refs/pull/${pr.number}/merge` });
    const results = (upload!.sarif.runs as { results: Record<string, unknown>[] }[])[0]!.results;
    const sg = results.find((r) => JSON.stringify(r.locations).includes('infra/sg.tf'))!;
    const line = (sg.locations as { physicalLocation: { region: { startLine: number } } }[])[0]!
      .physicalLocation.region.startLine;
    const text = git(path.join(pr.root, 'origin.git'), ['show', `${pr.mergeSha}:infra/sg.tf`]);
    const expected = hashLines(`${text}\n`, new Set([line])).get(line);
    expect(expected).toBeDefined();
    expect((sg.partialFingerprints as Record<string, string>).primaryLocationLineHash).toBe(
      expected,
    );
  });
});

describe('a commit whose objects git cannot read', () => {
  it("a blob of the pull request's files: error naming git's failure, not an archive size", async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG });
    const workspace = checkoutWithMerge(pr);
    const blob = loseObject(workspace, `${pr.mergeSha}:infra/sg.tf`);
    const result = await runIn(pr, workspace, {
      event: 'pull_request_target',
      payload: pr.targetEvent(),
    });
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    const line = result.log.split('\n').find((l) => l.startsWith('::error::Plerion IaC scan'));
    expect(line).toMatch(
      new RegExp(
        `^::error::Plerion IaC scan: the scan could not complete: packing pull request #12 stopped before its first archive: git could not read the commit's files: .*${blob}`,
      ),
    );
    // The effective configuration's group names every setting; what the run says is outside it.
    const said = result.log.replace(/::group::Effective configuration[\s\S]*?::endgroup::/, '');
    expect(said).not.toMatch(/max-archive-size|could not be read:|unexpectedly/);
    expect(fs.existsSync(result.outputs['report-file']!)).toBe(true);
  });

  it('the tree of the merge commit, with timeout: 600: error naming git, and the process ends at once', async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG });
    const workspace = checkoutWithMerge(pr);
    loseObject(workspace, `${pr.mergeSha}:infra`);
    const result = await harness.spawnAction({
      workspace,
      event: { name: 'pull_request_target', payload: pr.targetEvent() },
      inputs: { 'github-token': '', timeout: '600' },
      env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
      // A bound, not a measure: a process kept alive by the base's 600 s timer is killed here.
      killAfterMs: 45_000,
    });
    expect(result.exitCode, result.stderr).toBe(1);
    expect(result.stdout).not.toContain(STILL_OPEN);
    expect(result.outputs.result).toBe('error');
    expect(result.stdout).toMatch(
      /::error::Plerion IaC scan: the scan could not complete: the files of pull request #12 \([0-9a-f]{7}\) could not be listed: git ls-tree .*failed \(exit \d+\)/,
    );
    expect(result.stdout).not.toMatch(/unexpectedly/);
    expect(fs.existsSync(result.outputs['report-file']!)).toBe(true);
  });
});

describe('after an unexpected error, as the runner runs it', () => {
  it('with timeout: 600 and the base found, the process ends at once', async () => {
    const workspace = harness.tempDir('iac-privileged-deep-');
    git(workspace, ['init', '-q']);
    writeFiles(workspace, { 'main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n` });
    git(workspace, ['add', '-A']);
    git(workspace, ['commit', '-q', '-m', 'base']);
    writeFiles(workspace, { 'extra.tf': 'resource "aws_sqs_queue" "r" {}\n' });
    git(workspace, ['add', '-A']);
    git(workspace, ['commit', '-q', '-m', 'head']);
    // The SARIF file's name is a folder: writing the reports fails after the scan, unexpectedly.
    writeFiles(workspace, { 'results.sarif/keep': 'x\n' });
    const result = await harness.spawnAction({
      workspace,
      // The base is at hand and scanned: its git, its time limit and the HTTP client have all run.
      inputs: {
        'github-token': '',
        baseline: 'HEAD~1',
        timeout: '600',
        'sarif-file': 'results.sarif',
      },
      env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
      // A bound, not a measure: a process kept alive by the base's 600 s timer is killed here.
      killAfterMs: 45_000,
    });
    expect(result.exitCode, result.stderr).toBe(1);
    expect(result.stdout).not.toContain(STILL_OPEN);
    expect(result.stdout).toMatch(/::error::Plerion IaC scan failed unexpectedly/);
    expect(result.outputs.result).toBe('error');
  });
});
