import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrivilegedEvent } from '../../../src/action/pull-request/privileged-event.ts';
import { createPullRequestLookup } from '../../../src/action/pull-request/github-lookup.ts';
import { createGitHubClient } from '../../../src/action/github/github-client.ts';
import {
  resolvePullRequest,
  type PullRequestResolution,
} from '../../../src/action/pull-request/resolve-pull-request.ts';
import {
  checkPullRequest,
  type ApiPullRequest,
  type PullRequestLookup,
} from '../../../src/action/pull-request/validate-workflow-run.ts';
import { FakeGitHub, type FakePullRequest } from '../../support/fake-github.ts';
import {
  BASE_REPOSITORY,
  FORK_OWNER,
  useForkPullRequests,
  type ForkPullRequest,
  listedPullRequest,
  workflowRunPayload,
} from '../../support/fork-fixtures.ts';
import { git, recordingGit } from '../../support/git-fixtures.ts';

const BASE = { 'infra/main.tf': 'resource "aws_s3_bucket" "logs" {}\n', 'README.md': 'hi\n' };
const HEAD = { 'infra/new.tf': 'resource "aws_sqs_queue" "q" {}\n' };
const NO_LOOKUP = (): PullRequestLookup => {
  throw new Error('no lookup on this event');
};

const fork = useForkPullRequests();

/** What later steps of the job could see of the checkout: refs, HEAD, work tree, FETCH_HEAD. */
function visibleState(dir: string): string {
  return [
    git(dir, ['for-each-ref']),
    git(dir, ['rev-parse', 'HEAD']),
    git(dir, ['status', '--porcelain', '--untracked-files=all']),
    git(dir, ['rev-parse', '--git-path', 'FETCH_HEAD']),
  ].join('\n');
}

function ready(resolution: PullRequestResolution) {
  if (resolution.status !== 'ready') throw new Error(`not ready: ${JSON.stringify(resolution)}`);
  return resolution;
}

async function resolveTarget(pr: ForkPullRequest, workspace: string, event = pr.targetEvent()) {
  const { git: port, commands } = recordingGit();
  const resolution = await resolvePullRequest({
    git: port,
    cwd: workspace,
    eventName: 'pull_request_target',
    event,
    repository: BASE_REPOSITORY,
    sha: pr.baseSha,
    lookup: NO_LOOKUP,
  });
  return { resolution, commands };
}

describe('pull_request_target', () => {
  it('scans GitHub test merge commit, compared with its first parent, touching nothing later steps see', async () => {
    const pr = fork({ base: BASE, head: HEAD });
    const workspace = pr.checkoutBase();
    const before = visibleState(workspace);
    const { resolution, commands } = await resolveTarget(pr, workspace);
    const got = ready(resolution);
    expect(got.head).toMatchObject({ sha: pr.mergeSha, source: 'merge-ref' });
    expect(got.base).toMatchObject({ sha: pr.baseSha, label: 'main' });
    expect(got.headSha).toBe(pr.headSha);
    expect(got.notes).toEqual([]);
    expect(visibleState(workspace)).toBe(before);
    expect(git(workspace, ['cat-file', '-t', pr.mergeSha!])).toBe('commit');
    // Fetched by id only: no refspec that writes a ref, no checkout, no FETCH_HEAD.
    const fetches = commands.filter((c) => c[0] === 'fetch');
    expect(fetches.length).toBeGreaterThan(0);
    for (const fetch of fetches) {
      expect(fetch).toContain('--no-write-fetch-head');
      expect(fetch.at(-1)).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(commands.some((c) => ['checkout', 'switch', 'reset', 'read-tree'].includes(c[0]!))).toBe(
      false,
    );
  });

  it('scans the head at exactly the event head sha when the pull request conflicts (no merge ref), and says so', async () => {
    const pr = fork({
      base: BASE,
      head: { 'infra/main.tf': 'resource "aws_s3_bucket" "fork" {}\n' },
      conflict: { 'infra/main.tf': 'resource "aws_s3_bucket" "main" {}\n' },
    });
    expect(pr.mergeSha).toBeUndefined();
    const workspace = pr.checkoutBase({ full: true });
    const before = visibleState(workspace);
    const got = ready((await resolveTarget(pr, workspace)).resolution);
    expect(got.head).toMatchObject({ sha: pr.headSha, source: 'head-ref' });
    // The merge base: where the fork branched, not main's later tip.
    expect(got.base.sha).toBe(git(workspace, ['rev-parse', `${pr.baseSha}^`]));
    expect(got.notes.join(' ')).toMatch(/rather than its merge .* no refs\/pull\/12\/merge/);
    expect(visibleState(workspace)).toBe(before);
  });

  it('in a depth-1 checkout without the branch point, compares the conflicting head with the base tip and says so', async () => {
    const pr = fork({
      base: BASE,
      head: { 'infra/main.tf': 'resource "aws_s3_bucket" "fork" {}\n' },
      conflict: { 'infra/main.tf': 'resource "aws_s3_bucket" "main" {}\n' },
    });
    const got = ready((await resolveTarget(pr, pr.checkoutBase())).resolution);
    expect(got.base.sha).toBe(pr.baseSha);
    expect(got.notes.join(' ')).toMatch(/compared with the base branch's tip/);
  });

  it('ends in an error naming the check when the head moved on since the event (stale)', async () => {
    const pr = fork({ base: BASE, head: HEAD });
    const event = pr.targetEvent();
    pr.pushAgain({ 'infra/more.tf': 'resource "aws_sqs_queue" "r" {}\n' });
    const { resolution } = await resolveTarget(pr, pr.checkoutBase(), event);
    expect(resolution).toMatchObject({ status: 'error', check: 'head sha' });
    expect(resolution.status === 'error' && resolution.reason).toMatch(/moved on/);
  });

  it('falls back to the head when the merge ref merges another head (GitHub has not updated it yet)', async () => {
    const pr = fork({ base: BASE, head: HEAD });
    const oldMerge = pr.mergeSha!;
    pr.pushAgain({ 'infra/more.tf': 'resource "aws_sqs_queue" "r" {}\n' });
    git(pr.root, [
      '--git-dir',
      `${pr.root}/origin.git`,
      'update-ref',
      'refs/pull/12/merge',
      oldMerge,
    ]);
    const got = ready((await resolveTarget(pr, pr.checkoutBase())).resolution);
    expect(got.head).toMatchObject({ sha: pr.headSha, source: 'head-ref' });
    expect(got.notes.join(' ')).toMatch(/does not merge the event's head/);
  });

  it('refuses an event without valid commit ids', async () => {
    const pr = fork({ base: BASE, head: HEAD });
    const event = pr.targetEvent();
    (event.pull_request as { head: { sha: string } }).head.sha = '--upload-pack=evil';
    const { resolution, commands } = await resolveTarget(pr, pr.checkoutBase(), event);
    expect(resolution).toMatchObject({ status: 'error', check: 'event' });
    expect(commands).toEqual([]);
  });

  it('ends in an error when origin cannot be read', async () => {
    const pr = fork({ base: BASE, head: HEAD });
    const workspace = pr.checkoutBase();
    git(workspace, ['remote', 'set-url', 'origin', `file://${pr.root}/missing.git`]);
    const { resolution } = await resolveTarget(pr, workspace);
    expect(resolution).toMatchObject({ status: 'error', check: 'fetch' });
  });
});

describe('workflow_run after a pull_request workflow', () => {
  let github: FakeGitHub;
  beforeAll(async () => {
    github = await new FakeGitHub().start();
  });
  afterAll(() => github.stop());

  function pullOf(pr: ForkPullRequest, changes: Partial<FakePullRequest> = {}): FakePullRequest {
    return listedPullRequest(pr, changes);
  }

  function runEvent(pr: ForkPullRequest, changes: Record<string, unknown> = {}) {
    return workflowRunPayload(pr, changes);
  }

  async function resolveRun(pr: ForkPullRequest, event: Record<string, unknown>) {
    return resolvePullRequest({
      git: recordingGit().git,
      cwd: pr.checkoutBase(),
      eventName: 'workflow_run',
      event,
      repository: BASE_REPOSITORY,
      sha: pr.baseSha,
      lookup: () =>
        createPullRequestLookup(() =>
          createGitHubClient({ token: 'ghs_x', repository: BASE_REPOSITORY, baseUrl: github.url }),
        ),
    });
  }

  it('finds the fork pull request by its head and scans its merge commit', async () => {
    github.reset();
    const pr = fork({ base: BASE, head: HEAD });
    github.pulls.push(pullOf(pr));
    const got = ready(await resolveRun(pr, runEvent(pr)));
    expect(got).toMatchObject({ mode: 'workflow_run', number: 12, headSha: pr.headSha });
    expect(got.head.sha).toBe(pr.mergeSha);
    expect(github.calls).toEqual([
      'GET /repos/octo-org/infra/pulls',
      'GET /repos/octo-org/infra/pulls/12',
    ]);
  });

  it.each([
    ['event', { event: 'push' }, {}, /started by 'push'/],
    ['pull request', {}, { state: 'closed' as const }, /no open pull request/],
    [
      'base repository',
      {},
      { base: { sha: '', ref: 'main', repo: { full_name: 'someone/else' } } },
      /does not go into octo-org\/infra/,
    ],
    [
      'head sha',
      {},
      { head: { sha: 'f'.repeat(40), ref: 'patch-1', label: `${FORK_OWNER}:patch-1` } },
      /moved on/,
    ],
    ['pull request', { head_branch: 'other' }, {}, /no open pull request/],
  ])('fails closed on a bad %s', async (check, eventChanges, pullChanges, reason) => {
    github.reset();
    const pr = fork({ base: BASE, head: HEAD });
    github.pulls.push(pullOf(pr, pullChanges));
    const resolution = await resolveRun(pr, runEvent(pr, eventChanges));
    expect(resolution).toMatchObject({ status: 'error', check });
    expect(resolution.status === 'error' && resolution.reason).toMatch(reason);
  });

  it('fails closed when GitHub refuses the lookup', async () => {
    github.reset();
    github.refuse = () => 403;
    const pr = fork({ base: BASE, head: HEAD });
    const resolution = await resolveRun(pr, runEvent(pr));
    expect(resolution).toMatchObject({ status: 'error', check: 'pull request' });
  });
});

describe('the pure parts', () => {
  const pr: ApiPullRequest = {
    number: 3,
    state: 'open',
    head: { sha: 'a'.repeat(40) },
    base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'Octo-Org/Infra' } },
  };

  it('accepts a pull request of this repository (names compare without case), open, at the run head', () => {
    expect(checkPullRequest(pr, { repository: BASE_REPOSITORY, headSha: 'a'.repeat(40) })).toEqual({
      status: 'valid',
      number: 3,
      baseSha: 'b'.repeat(40),
      baseRef: 'main',
      headSha: 'a'.repeat(40),
    });
  });

  it('refuses a pull request that was closed after it was listed', () => {
    const closed = { ...pr, state: 'closed' };
    expect(
      checkPullRequest(closed, { repository: BASE_REPOSITORY, headSha: 'a'.repeat(40) }),
    ).toMatchObject({
      status: 'invalid',
      check: 'state',
      reason: 'pull request #3 is closed, not open',
    });
  });

  it('refuses a pull request whose base repository is gone', () => {
    const gone = { ...pr, base: { ...pr.base, repo: null } };
    expect(
      checkPullRequest(gone, { repository: BASE_REPOSITORY, headSha: 'a'.repeat(40) }),
    ).toMatchObject({
      status: 'invalid',
      check: 'base repository',
    });
  });

  it('reads only privileged events, and only valid ids from them', () => {
    expect(readPrivilegedEvent('pull_request', {})).toEqual({ kind: 'unprivileged' });
    expect(
      readPrivilegedEvent('workflow_run', { workflow_run: { head_sha: 'HEAD' } }),
    ).toMatchObject({
      kind: 'invalid',
    });
    expect(
      readPrivilegedEvent('pull_request_target', { pull_request: { number: 0 } }),
    ).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(
        /pull_request\.number, pull_request\.base\.sha, pull_request\.head\.sha/,
      ),
    });
  });
});
