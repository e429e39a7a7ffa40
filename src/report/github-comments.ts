/**
 * The pull-request comment on GitHub: the issue-comments port backed by @actions/github's Octokit
 * (GITHUB_API_URL aware), the upsert by hidden marker, and its publication (a refusal is a
 * warning, never a failed job).
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { describeError } from '../errors.ts';

/** The few Octokit calls the comment needs (a port, so tests can use a real local fake of GitHub). */
export interface IssueCommentsApi {
  listComments(page: number): Promise<{ id: number; body?: string | null | undefined }[]>;
  createComment(body: string): Promise<void>;
  updateComment(id: number, body: string): Promise<void>;
}

/** Creates the comment, or edits the one with the marker. Returns what it did. */
export async function upsertComment(
  api: IssueCommentsApi,
  marker: string,
  body: string,
): Promise<'created' | 'updated'> {
  for (let page = 1; ; page++) {
    const comments = await api.listComments(page);
    const existing = comments.find((c) => c.body?.includes(marker));
    if (existing) {
      await api.updateComment(existing.id, body);
      return 'updated';
    }
    if (comments.length < 100) break;
  }
  await api.createComment(body);
  return 'created';
}

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

/** Upserts the comment; a refusal becomes a warning (or a quiet notice on a fork). */
export async function publishComment(options: {
  api: IssueCommentsApi;
  marker: string;
  body: string;
  untrusted: boolean;
}): Promise<void> {
  try {
    const done = await upsertComment(options.api, options.marker, options.body);
    core.info(`Pull-request comment ${done}.`);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (options.untrusted) {
      core.notice('No pull-request comment: a pull request from a fork gets a read-only token.');
    } else if (status === 403 || status === 401 || status === 404) {
      core.warning(
        `No pull-request comment: GitHub refused it (${status}). Give the workflow the permission pull-requests: write.`,
      );
    } else {
      core.warning(`No pull-request comment: ${describeError(error)}`);
    }
  }
}
