/**
 * The code scanning upload against the fake GitHub: the request as code scanning wants it, the
 * processing wait on an injected clock, refusals and failed processing as one notice or warning.
 */
import * as net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { GitHubContext } from '../../../../src/action/inputs.ts';
import {
  autoUploadSkip,
  codeScanningUrl,
  planUploadTarget,
  uploadCategory,
} from '../../../../src/action/surfaces/code-scanning/code-scanning-target.ts';
import {
  PROCESSING_FIRST_DELAY_MS,
  PROCESSING_MAX_WAIT_MS,
  refusalFix,
  uploadSarif,
} from '../../../../src/action/surfaces/code-scanning/code-scanning-upload.ts';
import { publishCodeScanning } from '../../../../src/action/surfaces/code-scanning/code-scanning.ts';
import type { GitHubLimits } from '../../../../src/action/github/github-client.ts';
import { StepLog } from '../../../../src/action/step-log.ts';
import { clientOf, useFakeGitHub } from '../../../support/fake-github-client.ts';

/** A loopback port nothing listens on (opened, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const github = useFakeGitHub();

const MERGE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);
const context = (fields: Partial<GitHubContext> = {}): GitHubContext => ({
  eventName: 'push',
  event: {},
  repository: 'octo/infra',
  sha: MERGE_SHA,
  headSha: MERGE_SHA,
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  runId: '7',
  workflow: 'iac',
  job: 'scan',
  pullRequestNumber: undefined,
  isUntrustedPullRequest: false,
  runAttempt: '1',
  ...fields,
});
const PR = context({ eventName: 'pull_request', pullRequestNumber: 12, headSha: HEAD_SHA });

/** A clock that moves only when the code sleeps, recording each wait. */
function clock(): { sleep: (ms: number) => Promise<void>; now: () => number; waits: number[] } {
  let time = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    sleep: (ms) => {
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

const SARIF = JSON.stringify({ version: '2.1.0', runs: [{ results: [] }] });
/** An empty run uploaded through a client of `baseUrl` (the fake GitHub's) under `limits`. */
const upload = async (ports = clock(), client: { baseUrl?: string; limits?: GitHubLimits } = {}) =>
  uploadSarif({
    client: await clientOf(client.baseUrl ?? github.url, client.limits),
    sarifJson: SARIF,
    target: { commitSha: MERGE_SHA, ref: 'refs/pull/12/merge' },
    checkoutUri: 'file:///home/runner/work/infra/infra',
    toolName: 'Plerion IaC Scan',
    ...ports,
  });

describe('planUploadTarget', () => {
  it('names the merge ref and sha for the default pull-request checkout', () => {
    expect(planUploadTarget(PR, { ref: 'refs/pull/12/merge' }, MERGE_SHA)).toEqual({
      commitSha: MERGE_SHA,
      ref: 'refs/pull/12/merge',
    });
  });
  it('names the head ref and sha when the head was checked out and scanned', () => {
    expect(planUploadTarget(PR, { ref: 'refs/pull/12/merge' }, HEAD_SHA)).toEqual({
      commitSha: HEAD_SHA,
      ref: 'refs/pull/12/head',
    });
  });
  it("names a review event's merge commit as pull_request's (the default checkout)", () => {
    for (const eventName of ['pull_request_review', 'pull_request_review_comment'])
      expect(
        planUploadTarget({ ...PR, eventName }, { ref: 'refs/pull/12/merge' }, MERGE_SHA),
      ).toEqual({ commitSha: MERGE_SHA, ref: 'refs/pull/12/merge' });
  });
  it('names the pushed ref and the commit checked out otherwise', () => {
    expect(planUploadTarget(context(), { ref: 'refs/heads/main' }, MERGE_SHA)).toEqual({
      commitSha: MERGE_SHA,
      ref: 'refs/heads/main',
    });
  });
  it('keeps a stable category per path, with or without sarif-category', () => {
    expect(uploadCategory(undefined, 'infra')).toBe('plerion-iac/path:infra');
    expect(uploadCategory('iac/', '.')).toBe('iac/path:.');
    expect(uploadCategory('iac', 'a')).not.toBe(uploadCategory('iac', 'b'));
  });
  it('names the commit a privileged run scanned, on its pull ref, never the checked-out base', () => {
    const target = context({
      eventName: 'pull_request_target',
      pullRequestNumber: 12,
      headSha: HEAD_SHA,
    });
    const scannedCommit = { sha: MERGE_SHA, ref: 'refs/pull/12/merge' };
    expect(
      planUploadTarget(target, { ref: 'refs/heads/main', scannedCommit }, 'c'.repeat(40)),
    ).toEqual({
      commitSha: MERGE_SHA,
      ref: 'refs/pull/12/merge',
    });
  });
  it('auto does not upload in privileged modes, and says how to ask for it', () => {
    for (const eventName of ['pull_request_target', 'workflow_run'])
      expect(autoUploadSkip(context({ eventName, pullRequestNumber: 12 }))).toMatch(
        /set upload-sarif: true/,
      );
  });
  it('auto skips forks and Dependabot', () => {
    expect(autoUploadSkip(context({ isUntrustedPullRequest: true }))).toMatch(/fork/);
    expect(autoUploadSkip(PR)).toBeUndefined();
    expect(codeScanningUrl(PR, { commitSha: HEAD_SHA, ref: 'refs/pull/12/head' })).toBe(
      'https://github.com/octo/infra/security/code-scanning?query=is%3Aopen%20pr%3A12',
    );
  });
});

describe('uploadSarif', () => {
  it('uploads gzip then base64 with commit, ref, checkout URI and tool, and waits for processing', async () => {
    github.sarifPendingReads = 3;
    const ports = clock();
    const result = await upload(ports);
    expect(result).toEqual({ outcome: 'complete', sarifId: github.sarifUploads[0]!.id });
    expect(github.sarifUploads[0]).toMatchObject({
      commit_sha: MERGE_SHA,
      ref: 'refs/pull/12/merge',
      checkout_uri: 'file:///home/runner/work/infra/infra',
      tool_name: 'Plerion IaC Scan',
      sarif: JSON.parse(SARIF),
    });
    // Read at once, then after 5 s, then backing off.
    expect(ports.waits).toEqual([PROCESSING_FIRST_DELAY_MS, 7_500, 11_250]);
  });

  it('stops waiting after about two minutes and says the alerts come later', async () => {
    github.sarifPendingReads = 1_000;
    const ports = clock();
    const result = await upload(ports);
    expect(result).toMatchObject({ outcome: 'pending', level: 'notice' });
    expect(ports.waits.reduce((a, b) => a + b, 0)).toBe(PROCESSING_MAX_WAIT_MS);
    expect(Math.max(...ports.waits)).toBeLessThanOrEqual(30_000);
  });

  it('reports failed processing as one warning with code scanning’s errors', async () => {
    github.sarifErrors = ['locationFromSarifResult: expected artifact location'];
    const result = await upload();
    expect(result).toMatchObject({ outcome: 'failed', level: 'warning' });
    expect(result.outcome !== 'complete' && result.message).toMatch(/expected artifact location/);
  });

  it.each([403, 404])('reports a refusal (%i) as a notice naming the fix', async (status) => {
    github.refuse = (call) => (call.endsWith('/code-scanning/sarifs') ? status : undefined);
    const result = await upload();
    expect(result).toMatchObject({ outcome: 'refused', level: 'notice' });
    expect(result.outcome !== 'complete' && result.message).toMatch(
      /security-events: write.*upload-sarif: false/,
    );
    expect(github.sarifUploads).toEqual([]);
  });

  it('sends the workspace as a file URL: a space or # in its path is percent-encoded', async () => {
    const log = new StepLog({
      info: () => undefined,
      debug: () => undefined,
      annotate: () => undefined,
      startGroup: () => undefined,
      endGroup: () => undefined,
    });
    const result = await publishCodeScanning({
      client: await clientOf(github.url),
      github: context(),
      surfaces: {
        checkRun: 'false',
        checkRunAnnotations: 0,
        prReview: 'off',
        uploadSarif: 'true',
        ref: 'refs/heads/main',
      },
      workspace: '/home/runner/work/my infra/#1',
      sarifJson: SARIF,
      log,
      ports: { ...clock(), checkedOut: async () => MERGE_SHA },
    });
    expect(result?.sarifId).toBe(github.sarifUploads[0]!.id);
    expect(github.sarifUploads[0]!.checkout_uri).toBe('file:///home/runner/work/my%20infra/%231');
  });

  it('with GitHub unreachable (nothing listens), tries once and says nothing answered', async () => {
    const closed = await closedPort();
    const ports = clock();
    const started = Date.now();
    const result = await upload(ports, {
      baseUrl: `http://127.0.0.1:${closed}`,
      limits: { deadline: () => 600_000, now: ports.now, log: () => undefined },
    });
    // No retry: the retry plugin's waits (1, 4, 9 s) would have taken 14 s.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result).toMatchObject({ outcome: 'refused', level: 'notice' });
    const message = result.outcome !== 'complete' ? result.message : '';
    expect(message).toContain(`GitHub's API at http://127.0.0.1:${closed} could not be reached`);
    expect(message).toContain('connection refused');
    expect(message).not.toMatch(/answered|security-events/);
  });

  it('asks nothing once publishing’s deadline has passed, and never waits for processing past it', async () => {
    const late = clock();
    const refused = await upload(late, {
      limits: { deadline: () => 0, now: () => 1, log: () => undefined },
    });
    expect(refused.outcome !== 'complete' && refused.message).toMatch(
      /was not asked: publishing's time \(from timeout\) had run out/,
    );
    expect(github.sarifUploads).toEqual([]);
    github.sarifPendingReads = 1_000;
    const ports = clock();
    const pending = await upload(ports, {
      limits: { deadline: () => 20_000, now: ports.now, log: () => undefined },
    });
    expect(pending).toMatchObject({ outcome: 'pending' });
    expect(ports.waits.reduce((a, b) => a + b, 0)).toBe(20_000);
  });

  it('names the fix by the cause of a refusal', () => {
    expect(refusalFix('403 Advanced Security must be enabled for this repository')).toMatch(
      /^enable code scanning/,
    );
    expect(refusalFix('403 Resource not accessible by integration')).toMatch(
      /security-events: write/,
    );
  });
});
