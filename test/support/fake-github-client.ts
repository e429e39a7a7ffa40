/**
 * The fake GitHub for the tests of one surface (a comment, a check run, a review, the code
 * scanning upload) that call the Action's GitHub client directly, without running the Action:
 * `useFakeGitHub()` at the top of a file starts one before the file's tests, makes it forget
 * everything before each test and stops it after the file; `clientOf()` is the Action's client
 * of it, for `octo/infra`.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createGitHubClient,
  type GitHubClient,
  type GitHubLimits,
} from '../../src/action/github/github-client.ts';
import { FakeGitHub, unpacedLimits } from './fake-github.ts';

export function useFakeGitHub(): FakeGitHub {
  const github = new FakeGitHub();
  beforeAll(async () => {
    await github.start();
  });
  afterAll(() => github.stop());
  beforeEach(() => github.reset());
  return github;
}

/** The Action's client for `octo/infra` at `baseUrl`, never pacing its writes unless `limits` say. */
export function clientOf(
  baseUrl: string,
  limits: GitHubLimits = unpacedLimits(),
): Promise<GitHubClient> {
  return createGitHubClient({ token: 'ghs_x', repository: 'octo/infra', baseUrl, limits });
}
