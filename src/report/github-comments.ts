/** The issue-comments port backed by @actions/github's Octokit (GITHUB_API_URL aware). */
import * as github from '@actions/github';
import type { IssueCommentsApi } from './pr-comment.ts';

export function createIssueCommentsApi(options: {
  token: string;
  repository: string;
  issueNumber: number;
  baseUrl: string;
}): IssueCommentsApi {
  const octokit = github.getOctokit(options.token, { baseUrl: options.baseUrl });
  const [owner = '', repo = ''] = options.repository.split('/');
  const issue = { owner, repo, issue_number: options.issueNumber };
  return {
    async listComments(page) {
      const response = await octokit.rest.issues.listComments({ ...issue, per_page: 100, page });
      return response.data;
    },
    async createComment(body) {
      await octokit.rest.issues.createComment({ ...issue, body });
    },
    async updateComment(id, body) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
    },
  };
}
