/**
 * The real `PullRequestLookup`: GitHub's REST API through Octokit from @actions/github
 * (GITHUB_API_URL aware). Event text (the head's owner and branch) only ever travels as a
 * URL-encoded query value.
 */
import * as github from '@actions/github';
import type { PullRequestLookup } from './validate-workflow-run.ts';

/** Pull requests that share one head branch are few; one page holds them. */
const PULLS_PER_PAGE = 100;

/** A lookup of `repository`'s pull requests with `token` (needs `pull-requests: read`). */
export function createPullRequestLookup(options: {
  token: string;
  repository: string;
  apiUrl: string;
}): PullRequestLookup {
  const octokit = github.getOctokit(options.token, { baseUrl: options.apiUrl });
  const [owner = '', repo = ''] = options.repository.split('/');
  return {
    listOpenByHead: async (headOwner, branch) =>
      (
        await octokit.rest.pulls.list({
          owner,
          repo,
          state: 'open',
          head: `${headOwner}:${branch}`,
          per_page: PULLS_PER_PAGE,
        })
      ).data,
    get: async (number) =>
      (await octokit.rest.pulls.get({ owner, repo, pull_number: number })).data,
  };
}
