import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createIssueCommentsApi } from '../src/report/github-comments.ts';
import { upsertComment } from '../src/report/github-comments.ts';
import { FakeGitHub } from './fake-github.ts';

let github: FakeGitHub;
beforeAll(async () => {
  github = await new FakeGitHub().start();
});
afterAll(() => github.stop());
beforeEach(() => {
  github.comments.length = 0;
  github.calls.length = 0;
});

const api = () =>
  createIssueCommentsApi({
    token: 'ghs_x',
    repository: 'octo/infra',
    issueNumber: 5,
    baseUrl: github.url,
  });

it('finds its comment again past the first page of comments and edits it in place', async () => {
  for (let i = 0; i < 230; i++)
    github.comments.push({
      id: i + 1,
      body: i === 170 ? 'old <!-- plerion-iac-scan:abc -->' : `chatter ${i}`,
    });
  expect(
    await upsertComment(
      api(),
      '<!-- plerion-iac-scan:abc -->',
      'new <!-- plerion-iac-scan:abc -->',
    ),
  ).toBe('updated');
  expect(github.comments.length).toBe(230);
  expect(github.comments[170]!.body).toBe('new <!-- plerion-iac-scan:abc -->');
  expect(github.calls.filter((c) => c.startsWith('GET')).length).toBe(2);
});

it('creates the comment when no page holds its marker', async () => {
  for (let i = 0; i < 100; i++) github.comments.push({ id: i + 1, body: `chatter ${i}` });
  expect(
    await upsertComment(
      api(),
      '<!-- plerion-iac-scan:abc -->',
      'first <!-- plerion-iac-scan:abc -->',
    ),
  ).toBe('created');
  expect(github.comments.length).toBe(101);
  expect(github.calls.filter((c) => c.startsWith('POST')).length).toBe(1);
});
