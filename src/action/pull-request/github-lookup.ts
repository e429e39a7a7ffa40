/**
 * The real `PullRequestLookup`: GitHub's REST API through the run's one GitHub client (retry and
 * throttling plugins, GITHUB_API_URL aware), made when the lookup is first used. Event text (the
 * head's owner and branch) only ever travels as a URL-encoded query value.
 */
import type { GitHubClient } from '../github/github-client.ts';
import type { PullRequestLookup } from './validate-workflow-run.ts';

/** Pull requests that share one head branch are few; one page holds them. */
const PULLS_PER_PAGE = 100;

/** A lookup of the client's repository's pull requests (needs `pull-requests: read`). */
export function createPullRequestLookup(client: () => Promise<GitHubClient>): PullRequestLookup {
  const octokit = async () => (await client()).octokit;
  const repository = async () => {
    const { owner, repo } = await client();
    return { owner, repo };
  };
  return {
    listOpenByHead: async (headOwner, branch) => {
      const head = `${headOwner}:${branch}`;
      const pulls = (await octokit()).rest.pulls;
      const { data } = await pulls.list({
        ...(await repository()),
        state: 'open',
        head,
        per_page: PULLS_PER_PAGE,
      });
      return data;
    },
    get: async (number) => {
      const pulls = (await octokit()).rest.pulls;
      const { data } = await pulls.get({ ...(await repository()), pull_number: number });
      return data;
    },
  };
}
