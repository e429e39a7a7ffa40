/**
 * Pull requests from forks, end to end: run() in this process as the runner starts it under
 * `pull_request_target` and `workflow_run` (the workspace is the base branch's checkout), against
 * the emulator, the fake GitHub and a real origin with `refs/pull/<n>/head` and `/merge`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeForkPullRequest } from '../../support/fork-fixtures.ts';
import { git } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { OPEN_SG } from '../../support/iac-samples.ts';
import { freshBase, makeFork, runSameRepository, runTarget } from '../../support/fork-attacks.ts';
import { runWorkflowRun } from './privileged-fixtures.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator, github } = harness;

function fork(head: Record<string, string | null>, options: { number?: number } = {}) {
  // A stamp per repository: the emulator must not answer "already scanned" from another test.
  return makeFork(harness, { base: { ...freshBase(), 'README.md': 'hi\n' }, head, ...options });
}

/** Entry names of the archives uploaded under `artifactPrefix`. */
function uploadedEntries(artifactPrefix: string): string[] {
  return [...emulator.scans.values()]
    .filter((s) => s.artifactName.startsWith(artifactPrefix))
    .flatMap((s) => s.entryNames);
}

/** What later steps could see of the checkout: refs, HEAD, work tree. */
function visibleState(dir: string): string {
  return [
    git(dir, ['for-each-ref']),
    git(dir, ['rev-parse', 'HEAD']),
    // The SARIF file and the JSON report are the action's own output, written on purpose.
    git(dir, ['status', '--porcelain', '--untracked-files=all', '--ignored'])
      .split('\n')
      .filter((line) => !/iac-scan-results\.(sarif|json)$/.test(line))
      .join('\n'),
  ].join('\n');
}

describe('pull_request_target', () => {
  it('scans the fork pull request from git objects: new-count=1, result=fail, archives hold its files, workspace untouched', async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG });
    const workspace = pr.checkoutBase();
    const before = visibleState(workspace);
    const result = await runTarget(harness, pr, {}, workspace);
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'new-count': '1',
      'critical-count': '1',
    });
    expect(result.exitCode).toBe(1);
    const head = `infra-${pr.headSha.slice(0, 7)}`;
    expect(result.outputs['artifact-names']).toMatch(new RegExp(`^${head}`));
    expect(uploadedEntries(head)).toEqual(expect.arrayContaining(['infra/sg.tf', 'infra/main.tf']));
    expect(uploadedEntries(`infra-${pr.baseSha.slice(0, 7)}`)).toEqual(['infra/main.tf']);
    expect(visibleState(workspace)).toBe(before);
    expect(fs.existsSync(path.join(workspace, 'infra', 'sg.tf'))).toBe(false);
    // The comment goes to the pull request.
    expect(github.comments.map((c) => c.issue)).toEqual([pr.number]);
    expect(github.comments[0]?.body).toContain('PLERION-TF-SG-OPEN-INGRESS');
  });

  it('compares with the commit baseline names, though it is the workspace HEAD there', async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG });
    const result = await runTarget(harness, pr, { baseline: 'origin/main' });
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1' });
    expect(result.log).toMatch(
      /Scanning pull request #12 from git objects: GitHub's test merge commit/,
    );
    expect(result.log).not.toMatch(/baseline could not be used/);
  });

  it('scans the head of a conflicting pull request and says so', async () => {
    const pr = makeForkPullRequest({
      base: { 'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n` },
      head: { 'infra/main.tf': OPEN_SG },
      conflict: { 'infra/main.tf': 'resource "aws_sqs_queue" "other" {}\n' },
    });
    harness.removeLater(pr.root);
    const result = await runTarget(harness, pr, {}, pr.checkoutBase({ full: true }));
    expect(result.outputs.result).toBe('fail');
    expect(result.outputs['critical-count']).toBe('1');
    expect(result.summary).toMatch(
      /Scanned the head of pull request .{1,4}12 .*no refs\/pull\/12\/merge/,
    );
  });

  it('ends with result=error naming the check when the head moved on', async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG });
    const event = pr.targetEvent();
    const staleHead = pr.headSha;
    pr.pushAgain({ 'infra/sg.tf': null });
    // The event of the head before the push: runTarget would send the new one.
    const result = await harness.action({
      workspace: pr.checkoutBase(),
      event: 'pull_request_target',
      payload: event,
      sha: pr.baseSha,
    });
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/check failed: head sha.*moved on/);
    expect(result.log).not.toMatch(/unexpectedly/);
    // Nothing of either head was uploaded: the run stopped before scanning.
    expect(uploadedEntries(`infra-${staleHead.slice(0, 7)}`)).toEqual([]);
    expect(uploadedEntries(`infra-${pr.headSha.slice(0, 7)}`)).toEqual([]);
    expect(result.outputs['artifact-names']).toBe('');
  });

  it('proposes the suppressions a fork adds (file entry and inline comment): the finding still gates', async () => {
    const pr = fork({
      'infra/sg.tf': `# plerion:ignore PLERION-TF-SG-OPEN-INGRESS needed for the demo\n${OPEN_SG}`,
      '.plerion-ignore.yml':
        'suppressions:\n  - detection: PLERION-TF-SG-OPEN-INGRESS\n    reason: the fork approves itself\n',
    });
    const result = await runTarget(harness, pr);
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'new-count': '1',
      'suppressed-count': '0',
    });
    expect(result.summary).toContain('Suppressions this pull request adds or changes: 2');
    expect(result.summary).toContain(
      '| inline, infra/sg.tf:1 | `PLERION-TF-SG-OPEN-INGRESS` | needed for the demo | added | proposed by this pull request, not applied |',
    );
    expect(result.summary).toContain(
      '| the fork approves itself | added | proposed by this pull request, not applied |',
    );
    // Reviewers see it first: before the counts.
    expect(result.summary.indexOf('Suppressions this pull request')).toBeLessThan(
      result.summary.indexOf('| CRITICAL |'),
    );
  });
});

describe('pull_request from the same repository', () => {
  it('applies an inline suppression the pull request adds, and lists it as added', async () => {
    const pr = fork({
      'infra/sg.tf': `# plerion:ignore PLERION-TF-SG-OPEN-INGRESS office VPN only, SEC-9\n${OPEN_SG}`,
    });
    // The default checkout of a pull_request: GitHub's merge commit.
    const result = await runSameRepository(harness, pr, { full: true });
    expect(result.outputs).toMatchObject({
      result: 'pass',
      'suppressed-count': '1',
      'new-count': '0',
    });
    expect(result.summary).toContain(
      '| inline, infra/sg.tf:1 | `PLERION-TF-SG-OPEN-INGRESS` | office VPN only, SEC-9 | added | applied |',
    );
  });
});

describe('workflow_run after a pull_request workflow', () => {
  it('finds and validates the fork pull request, scans its head, and comments on it', async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG }, { number: 31 });
    const result = await runWorkflowRun(harness, pr);
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1' });
    expect(github.comments.map((c) => c.issue)).toEqual([31]);
  });

  it('fails closed when the pull request is not open', async () => {
    const pr = fork({ 'infra/sg.tf': OPEN_SG }, { number: 32 });
    const result = await runWorkflowRun(harness, pr, { listed: { state: 'closed' } });
    expect(result.outputs.result).toBe('error');
    expect(result.log).toMatch(/check failed: pull request\): no open pull request/);
    expect(github.comments).toEqual([]);
  });
});
