import { describe, expect, it } from 'vitest';
import {
  CLOSE_COMMENT,
  REOPEN_COMMENT,
  shouldTrackIssue,
  syncTrackingIssue,
  TRACKING_LABEL,
} from '../../../../src/action/surfaces/comments/tracking-issue.ts';
import { GITHUB_ACTIONS_BOT, type FakeAuthor } from '../../../support/fake-github.ts';
import { clientOf, useFakeGitHub } from '../../../support/fake-github-client.ts';

const MARKER = '<!-- plerion-iac-scan-issue:abc -->';
const PERSON: FakeAuthor = { login: 'alice', type: 'User' };

const github = useFakeGitHub();

const sync = async (gated: number, body = `${MARKER}\n${gated} findings`, complete = true) =>
  syncTrackingIssue({
    // No rate limits in these tests: writes unspaced, no waiting.
    client: await clientOf(github.url, {
      now: () => 0,
      deadline: () => 60_000,
      log: () => {},
      msPerSecond: 1,
      writeSpacingMs: 0,
      searchSpacingMs: 0,
    }),
    marker: MARKER,
    title: `IaC scan: ${gated} findings in infra`,
    body,
    gated,
    complete,
  });
const writes = () => github.calls.filter((c) => !c.startsWith('GET'));
const commentsOn = (issue: number) =>
  github.comments.filter((c) => c.issue === issue).map((c) => c.body);

describe('shouldTrackIssue', () => {
  it('keeps an issue on scheduled and manual runs only, unless forced', () => {
    expect(shouldTrackIssue('auto', 'schedule')).toBe(true);
    expect(shouldTrackIssue('auto', 'workflow_dispatch')).toBe(true);
    expect(shouldTrackIssue('auto', 'pull_request')).toBe(false);
    expect(shouldTrackIssue('auto', 'push')).toBe(false);
    expect(shouldTrackIssue('true', 'push')).toBe(true);
    expect(shouldTrackIssue('false', 'schedule')).toBe(false);
  });
});

it('creates one issue for gated findings, then edits that same issue on the next run', async () => {
  const first = await sync(3);
  expect(first).toMatchObject({ outcome: 'created', level: 'info', issueNumber: 1 });
  expect(first.url).toMatch(/issues\/1$/);
  expect(github.issues).toMatchObject([
    { title: 'IaC scan: 3 findings in infra', state: 'open', user: GITHUB_ACTIONS_BOT },
  ]);
  const second = await sync(2);
  expect(second).toMatchObject({ outcome: 'updated', issueNumber: 1 });
  expect(github.issues.length).toBe(1);
  expect(github.issues[0]).toMatchObject({ title: 'IaC scan: 2 findings in infra' });
  expect(github.issues[0]!.body).toContain('2 findings');
  github.calls.length = 0;
  expect((await sync(2)).outcome).toBe('unchanged');
  expect(writes()).toEqual([]);
});

it('closes its open issue as completed, with a comment, once the findings are gone', async () => {
  github.addIssue({
    title: 'IaC scan: 3 findings in infra',
    body: `${MARKER}\nold`,
    user: GITHUB_ACTIONS_BOT,
    labels: [TRACKING_LABEL], // as the action creates it
  });
  const result = await sync(0, `${MARKER}\nclean`);
  expect(result).toMatchObject({ outcome: 'closed', issueNumber: 1 });
  expect(github.issues[0]).toMatchObject({
    state: 'closed',
    state_reason: 'completed',
    body: `${MARKER}\nclean`,
  });
  expect(commentsOn(1)).toEqual([CLOSE_COMMENT]);
});

it('never closes its issue on an incomplete scan: what it did not read may still be there', async () => {
  github.addIssue({
    title: 'IaC scan: 3 findings in infra',
    body: `${MARKER}\nold`,
    user: GITHUB_ACTIONS_BOT,
    labels: [TRACKING_LABEL],
  });
  // A scan that stopped half-way read no gated finding: the issue stays open, as it was.
  const result = await sync(0, `${MARKER}\nhalf`, false);
  expect(result).toMatchObject({
    outcome: 'none',
    message: expect.stringMatching(/did not complete/),
  });
  expect(github.issues[0]).toMatchObject({ state: 'open', body: `${MARKER}\nold` });
  expect(writes()).toEqual([]);
  // Gated findings it did read are real: they still update the issue.
  expect((await sync(2, `${MARKER}\n2 read`, false)).outcome).toBe('updated');
  expect(github.issues[0]).toMatchObject({ state: 'open', body: `${MARKER}\n2 read` });
});

it('does nothing without gated findings and without an open issue', async () => {
  github.addIssue({ body: `${MARKER}\nold`, user: GITHUB_ACTIONS_BOT, state: 'closed' });
  expect((await sync(0)).outcome).toBe('none');
  expect(writes()).toEqual([]);
});

it('reopens its most recently updated closed issue when the findings come back', async () => {
  github.addIssue({ body: `${MARKER}\nolder`, user: GITHUB_ACTIONS_BOT, state: 'closed' });
  github.addIssue({ body: `${MARKER}\nnewer`, user: GITHUB_ACTIONS_BOT, state: 'closed' });
  github.addIssue({ body: `${MARKER}\nmid`, user: GITHUB_ACTIONS_BOT, state: 'closed' });
  github.issues[1]!.updated_at = '2030-01-01T00:00:00.000Z';
  const result = await sync(4);
  expect(result).toMatchObject({ outcome: 'reopened', issueNumber: 2 });
  expect(github.issues.map((i) => i.state)).toEqual(['closed', 'open', 'closed']);
  expect(github.issues[1]!.body).toContain('4 findings');
  expect(commentsOn(2)).toEqual([REOPEN_COMMENT]);
});

it('prefers its open issue to a closed one', async () => {
  github.addIssue({ body: `${MARKER}\nclosed`, user: GITHUB_ACTIONS_BOT, state: 'closed' });
  github.addIssue({ body: `${MARKER}\nopen`, user: GITHUB_ACTIONS_BOT });
  expect(await sync(1)).toMatchObject({ outcome: 'updated', issueNumber: 2 });
  expect(github.issues[0]!.state).toBe('closed');
});

it('finds its oldest issue among 250 newer ones in one call, by its label', async () => {
  // The oldest issue: a list of every issue newest first would hold it on page 3 of 100.
  github.addIssue({ body: `${MARKER}\nold`, user: GITHUB_ACTIONS_BOT, labels: [TRACKING_LABEL] });
  for (let i = 0; i < 250; i++) github.addIssue({ body: `noise ${i}`, user: PERSON });
  expect(await sync(1)).toMatchObject({ outcome: 'updated', issueNumber: 1 });
  const reads = github.calls.filter((c) => /^GET \/(search|repos\/octo\/infra)\/issues/.test(c));
  expect(reads).toEqual(['GET /repos/octo/infra/issues']);
  expect(github.issues.length).toBe(251);
});

it('costs one call on a clean run without an issue', async () => {
  for (let i = 0; i < 250; i++) github.addIssue({ body: `noise ${i}`, user: PERSON });
  expect(await sync(0)).toMatchObject({ outcome: 'none' });
  expect(github.calls).toEqual(['GET /repos/octo/infra/issues']);
});

it('takes up an issue without its label, found by its marker, and labels it', async () => {
  github.addIssue({ body: `${MARKER}\nfrom before labels`, user: GITHUB_ACTIONS_BOT });
  expect(await sync(2)).toMatchObject({ outcome: 'updated', issueNumber: 1 });
  expect(github.issues[0]!.labels).toEqual([TRACKING_LABEL]);
  github.calls.length = 0;
  expect(await sync(2)).toMatchObject({ outcome: 'unchanged', issueNumber: 1 });
  expect(github.calls.filter((c) => c.startsWith('GET /search'))).toEqual([]);
});

it('leaves the issue alone when only the link to the run changed', async () => {
  const withRun = (run: number) =>
    `${MARKER}\n2 findings\n\n[Full results in the job summary](https://github.com/octo/infra/actions/runs/${run})\n`;
  expect((await sync(2, withRun(1))).outcome).toBe('created');
  github.calls.length = 0;
  expect((await sync(2, withRun(2))).outcome).toBe('unchanged');
  expect(writes()).toEqual([]);
});

it("ignores a person's issue that quotes the marker, and pull requests in the list", async () => {
  github.addIssue({ body: `> ${MARKER}`, user: PERSON });
  github.addIssue({
    body: `${MARKER} in a PR description`,
    user: GITHUB_ACTIONS_BOT,
    pull_request: { url: 'https://github.example/pulls/2' },
  });
  expect(await sync(1)).toMatchObject({ outcome: 'created', issueNumber: 3 });
  expect(github.issues.map((i) => i.body)).toEqual([
    `> ${MARKER}`,
    `${MARKER} in a PR description`,
    `${MARKER}\n1 findings`,
  ]);
});

it("with a personal token, edits only that login's issue", async () => {
  github.viewer = { login: 'octo-user', type: 'User' };
  github.addIssue({ body: `${MARKER}\nbot`, user: GITHUB_ACTIONS_BOT });
  github.addIssue({ body: `${MARKER}\nmine`, user: { login: 'octo-user', type: 'User' } });
  expect(await sync(1)).toMatchObject({ outcome: 'updated', issueNumber: 2 });
  expect(github.issues[0]!.body).toBe(`${MARKER}\nbot`);
});

it.each([401, 403, 404])('warns naming issues: write when GitHub answers %i', async (status) => {
  github.refuseWrites = status;
  const result = await sync(1);
  expect(result).toMatchObject({ outcome: 'refused', level: 'warning', status });
  expect(result.message).toBe(
    `No tracking issue: GitHub refused it (${status}). Give the workflow the permission issues: write.`,
  );
  expect(github.issues).toEqual([]);
});

it('says to enable issues or turn the input off when issues are disabled', async () => {
  github.refuseWrites = 410;
  expect((await sync(1)).message).toBe(
    'No tracking issue: issues are disabled in this repository. Enable them, or set tracking-issue: false.',
  );
});

it('warns, never throws, when reading the issues fails', async () => {
  github.refuse = (call) => (call.startsWith('GET') ? 500 : undefined);
  expect(await sync(1)).toMatchObject({ outcome: 'failed', level: 'warning', status: 500 });
});
