import { beforeEach, describe, expect, it } from 'vitest';
import type { GitHubLimits } from '../../../../src/action/github/github-client.ts';
import { publishComment } from '../../../../src/action/surfaces/comments/github-comments.ts';
import { GITHUB_ACTIONS_BOT, type FakeAuthor } from '../../../support/fake-github.ts';
import { clientOf, useFakeGitHub } from '../../../support/fake-github-client.ts';

const MARKER = '<!-- plerion-iac-scan:abc -->';
const PERSON: FakeAuthor = { login: 'alice', type: 'User' };
const OCTO_USER: FakeAuthor = { login: 'octo-user', type: 'User' };

const github = useFakeGitHub();

/** Rate limits judged on a fake clock that moves only as waits are granted; sleeps shrunk to 1 ms a second. */
let clock = 0;
let waits: string[] = [];
const limits = (budgetMs = 60_000): GitHubLimits => ({
  now: () => clock,
  deadline: () => budgetMs,
  log: (message) => {
    waits.push(message);
    const seconds = /waiting (\d+) s/.exec(message)?.[1];
    if (seconds) clock += Number(seconds) * 1_000;
  },
  msPerSecond: 1,
  writeSpacingMs: 0,
});
beforeEach(() => {
  clock = 0;
  waits = [];
});

const publish = async (body: string, untrusted = false, budgetMs?: number) =>
  publishComment({
    client: await clientOf(github.url, limits(budgetMs)),
    issueNumber: 5,
    marker: MARKER,
    body,
    untrusted,
  });
const seed = (body: string, user: FakeAuthor) =>
  github.comments.push({ id: github.comments.length + 1, issue: 5, body, user });
const count = (prefix: string) => github.calls.filter((c) => c.startsWith(prefix)).length;

it('finds its comment past the first page, reads every page for a newer one, and edits it in place', async () => {
  for (let i = 0; i < 330; i++)
    seed(i === 170 ? `old ${MARKER}` : `chatter ${i}`, i === 170 ? GITHUB_ACTIONS_BOT : PERSON);
  const result = await publish(`new ${MARKER}`);
  expect(result).toMatchObject({ outcome: 'updated', level: 'info' });
  expect(github.comments.length).toBe(330);
  expect(github.comments[170]!.body).toBe(`new ${MARKER}`);
  expect(count('GET /repos/octo/infra/issues/5/comments')).toBe(4);
});

it('creates the comment when no page holds its marker, without asking who it is', async () => {
  for (let i = 0; i < 100; i++) seed(`chatter ${i}`, PERSON);
  github.comments.push({ id: 900, issue: 6, body: `other PR ${MARKER}`, user: GITHUB_ACTIONS_BOT });
  const result = await publish(`first ${MARKER}`);
  expect(result.outcome).toBe('created');
  expect(result.url).toMatch(/issues\/5#issuecomment-/);
  expect(github.comments.filter((c) => c.issue === 5).length).toBe(101);
  expect(github.comments.at(-1)).toMatchObject({ issue: 5, user: GITHUB_ACTIONS_BOT });
  expect(count('GET /user')).toBe(0);
});

it("never takes a person's comment quoting the marker for its own (installation token)", async () => {
  seed(`> quoted: ${MARKER}`, PERSON);
  seed(`ours ${MARKER}`, GITHUB_ACTIONS_BOT);
  expect((await publish(`new ${MARKER}`)).outcome).toBe('updated');
  expect(github.comments[0]!.body).toBe(`> quoted: ${MARKER}`);
  expect(github.comments[1]!.body).toBe(`new ${MARKER}`);
  expect(count('PATCH')).toBe(1);
});

it("posts its own comment when only a person's comment holds the marker", async () => {
  seed(`> quoted: ${MARKER}`, PERSON);
  expect((await publish(`new ${MARKER}`)).outcome).toBe('created');
  expect(github.comments.map((c) => c.body)).toEqual([`> quoted: ${MARKER}`, `new ${MARKER}`]);
  expect(count('PATCH')).toBe(0);
});

it("with a personal token, takes only that login's comment, not a bot's or another person's", async () => {
  github.viewer = OCTO_USER;
  seed(`bot ${MARKER}`, GITHUB_ACTIONS_BOT);
  seed(`alice ${MARKER}`, PERSON);
  seed(`mine ${MARKER}`, { login: 'Octo-User', type: 'User' });
  expect((await publish(`new ${MARKER}`)).outcome).toBe('updated');
  expect(github.comments.map((c) => c.body)).toEqual([
    `bot ${MARKER}`,
    `alice ${MARKER}`,
    `new ${MARKER}`,
  ]);
});

it.each([403, 404, 422])(
  'posts a fresh comment when editing its own is refused with %i',
  async (status) => {
    seed(`old ${MARKER}`, GITHUB_ACTIONS_BOT);
    github.refuse = (call) => (call.startsWith('PATCH') ? status : undefined);
    const result = await publish(`new ${MARKER}`);
    expect(result).toMatchObject({ outcome: 'replaced', level: 'info', status });
    expect(result.message).toBe(
      `Pull-request comment posted anew: editing comment 1 was refused (${status}).`,
    );
    // The refused one is deleted: one live comment.
    expect(github.comments.map((c) => c.body)).toEqual([`new ${MARKER}`]);
  },
);

it('edits the fresh comment on later runs when the old one stays uneditable (another app)', async () => {
  seed(`old ${MARKER}`, { login: 'other-app[bot]', type: 'Bot' });
  github.refuse = (call) => (call.endsWith('/issues/comments/1') ? 403 : undefined);
  const second = await publish(`second ${MARKER}`);
  expect(second.outcome).toBe('replaced');
  expect(second.message).toContain('Older comments could not be deleted: 1 (403).');
  expect((await publish(`third ${MARKER}`)).outcome).toBe('updated');
  expect(github.comments.map((c) => c.body)).toEqual([`old ${MARKER}`, `third ${MARKER}`]);
});

it('says why when both the edit and the fresh comment are refused', async () => {
  seed(`old ${MARKER}`, GITHUB_ACTIONS_BOT);
  github.refuseWrites = 403;
  const result = await publish(`new ${MARKER}`);
  expect(result).toMatchObject({ outcome: 'refused', level: 'warning', status: 403 });
  expect(result.message).toBe(
    'No pull-request comment: editing comment 1 was refused (403), then GitHub refused it (403). Give the workflow the permission pull-requests: write.',
  );
  expect(github.comments.length).toBe(1);
});

it('returns a warning naming pull-requests: write when posting is refused', async () => {
  github.refuseWrites = 403;
  const result = await publish(`new ${MARKER}`);
  expect(result).toMatchObject({ outcome: 'refused', level: 'warning', status: 403 });
  expect(result.message).toBe(
    'No pull-request comment: GitHub refused it (403). Give the workflow the permission pull-requests: write.',
  );
});

it('returns a quiet notice on a pull request from a fork', async () => {
  github.refuseWrites = 403;
  const result = await publish(`new ${MARKER}`, true);
  expect(result).toMatchObject({ outcome: 'refused', level: 'notice' });
  expect(result.message).toContain('a pull request from a fork gets a read-only token');
});

it('returns other failures as a warning with what GitHub said, never a throw', async () => {
  github.refuse = (call) => (call.startsWith('GET') ? 500 : undefined);
  const result = await publish(`new ${MARKER}`);
  expect(result).toMatchObject({ outcome: 'failed', level: 'warning', status: 500 });
  expect(result.message).toMatch(/^No pull-request comment: Server Error/);
});

it('after a refused edit and a fresh comment, a good run edits that newest one: one live comment', async () => {
  seed(`older ${MARKER}`, GITHUB_ACTIONS_BOT);
  seed(`old ${MARKER}`, GITHUB_ACTIONS_BOT);
  github.refuse = (call) =>
    call === 'PATCH /repos/octo/infra/issues/comments/2' ? 422 : undefined;
  expect((await publish(`first ${MARKER}`)).outcome).toBe('replaced');
  expect(github.comments.map((c) => c.body)).toEqual([`first ${MARKER}`]);
  github.refuse = undefined;
  const good = await publish(`second ${MARKER}`);
  expect(good.outcome).toBe('updated');
  expect(github.comments.map((c) => c.body)).toEqual([`second ${MARKER}`]);
  expect(count('POST')).toBe(1);
});

it('edits the newest own comment and deletes older duplicates', async () => {
  seed(`oldest ${MARKER}`, GITHUB_ACTIONS_BOT);
  seed(`chatter`, PERSON);
  seed(`newest ${MARKER}`, GITHUB_ACTIONS_BOT);
  expect((await publish(`new ${MARKER}`)).outcome).toBe('updated');
  expect(github.comments.map((c) => c.body)).toEqual(['chatter', `new ${MARKER}`]);
  expect(github.calls).toContain('PATCH /repos/octo/infra/issues/comments/3');
});

/** Where a rate limit can meet the comment: the list it is looked for in, and its edit. */
const RATE_LIMITED_CALLS = [
  ['the comment list', 'GET /repos/octo/infra/issues/5/comments'],
  ['the edit', 'PATCH /repos/octo/infra/issues/comments/1'],
];

describe.each([
  ['secondary', 403],
  ['primary', 429],
] as const)("GitHub's %s rate limit", (kind, status) => {
  it.each(RATE_LIMITED_CALLS)(
    'on %s is waited out, and the comment is written',
    async (_where, call) => {
      seed(`old ${MARKER}`, GITHUB_ACTIONS_BOT);
      github.rateLimits.push({ call, kind, times: 2, retryAfterSeconds: 1 });
      const result = await publish(`new ${MARKER}`);
      expect(result.outcome).toBe('updated');
      expect(github.comments.map((c) => c.body)).toEqual([`new ${MARKER}`]);
      expect(github.calls.filter((c) => c === call)).toHaveLength(3);
      expect(
        waits.filter((w) => w.includes(`${kind} rate limit`) && w.includes('waiting')),
      ).toHaveLength(2);
    },
  );

  it.each(RATE_LIMITED_CALLS)(
    'on %s past the time left is called a rate limit, never a permission',
    async (_w, call) => {
      seed(`old ${MARKER}`, GITHUB_ACTIONS_BOT);
      github.rateLimits.push({ call, kind, times: 99, retryAfterSeconds: 30 });
      const result = await publish(`new ${MARKER}`, false, 45_000);
      expect(result).toMatchObject({ outcome: 'failed', level: 'warning', status });
      expect(result.message).toContain(
        `rate limited by GitHub (${status}), beyond the time left to wait.`,
      );
      expect(result.message).not.toContain('permission');
      expect(github.calls.filter((c) => c === call)).toHaveLength(2);
      expect(github.comments.map((c) => c.body)).toEqual([`old ${MARKER}`]);
    },
  );
});
