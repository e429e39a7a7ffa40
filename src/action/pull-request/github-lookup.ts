/**
 * The real `PullRequestLookup`: GitHub's REST API through the action's Octokit (retry and
 * throttling plugins, GITHUB_API_URL aware), loaded when the lookup is first used. Event text
 * (the head's owner and branch) only ever travels as a URL-encoded query value.
 */
import { defaultLimits, type Octokit } from '../github/github-octokit.ts';
import type { PullRequestLookup } from './validate-workflow-run.ts';

/** Pull requests that share one head branch are few; one page holds them. */
const PULLS_PER_PAGE = 100;

/** A lookup of `repository`'s pull requests with `token` (needs `pull-requests: read`). */
export function createPullRequestLookup(options: {
  token: string;
  repository: string;
  apiUrl: string;
}): PullRequestLookup {
  let client: Promise<Octokit> | undefined;
  const octokit = (): Promise<Octokit> =>
    (client ??= import('../github/octokit-factory.ts').then(({ createOctokit }) =>
      createOctokit(options.token, options.apiUrl, defaultLimits()),
    ));
  const [owner = '', repo = ''] = options.repository.split('/');
  return {
    listOpenByHead: async (headOwner, branch) => {
      const head = `${headOwner}:${branch}`;
      const pulls = (await octokit()).rest.pulls;
      const { data } = await pulls.list({
        owner,
        repo,
        state: 'open',
        head,
        per_page: PULLS_PER_PAGE,
      });
      return data;
    },
    get: async (number) => {
      const { data } = await (await octokit()).rest.pulls.get({ owner, repo, pull_number: number });
      return data;
    },
  };
}
