/**
 * The pull-request comment on GitHub: found again by its hidden marker among the action's own
 * comments, edited in place, posted anew when the edit is refused, and reported as data (a
 * refusal is a warning, never a failed job).
 */
import { describeError } from '../errors.ts';
import {
  isOwnAuthor,
  isPermissionRefusal,
  statusOf,
  type GitHubClient,
  type GitHubPublication,
} from './github-client.ts';

export const COMMENTS_PER_PAGE = 100;
/** Edit refusals after which a fresh comment is posted: locked, deleted meanwhile, unprocessable. */
const REPLACE_AFTER_EDIT_STATUSES = new Set([403, 404, 422]);
const PERMISSION_HINT = 'Give the workflow the permission pull-requests: write.';

export type CommentOutcome = 'created' | 'updated' | 'replaced' | 'refused' | 'failed';
export type CommentResult = GitHubPublication<CommentOutcome>;

/** What to publish on pull request `issueNumber`; `untrusted` is a pull request from a fork. */
export interface CommentRequest {
  client: GitHubClient;
  issueNumber: number;
  marker: string;
  body: string;
  untrusted: boolean;
}

/** The ids of the action's own comments holding `marker`, oldest first, paging only as needed. */
async function* findOwnComments(request: CommentRequest): AsyncGenerator<number> {
  const { client, issueNumber, marker } = request;
  const pages = client.octokit.paginate.iterator(client.octokit.rest.issues.listComments, {
    owner: client.owner,
    repo: client.repo,
    issue_number: issueNumber,
    per_page: COMMENTS_PER_PAGE,
  });
  for await (const { data } of pages) {
    for (const comment of data) {
      if (!comment.body?.includes(marker)) continue;
      if (isOwnAuthor(await client.identity(), comment.user)) yield comment.id;
    }
  }
}

async function updateComment(request: CommentRequest, id: number): Promise<string> {
  const { client } = request;
  const { data } = await client.octokit.rest.issues.updateComment({
    owner: client.owner,
    repo: client.repo,
    comment_id: id,
    body: request.body,
  });
  return data.html_url;
}

async function createComment(request: CommentRequest): Promise<string> {
  const { client } = request;
  const { data } = await client.octokit.rest.issues.createComment({
    owner: client.owner,
    repo: client.repo,
    issue_number: request.issueNumber,
    body: request.body,
  });
  return data.html_url;
}

function refusal(prefix: string, error: unknown, untrusted: boolean): CommentResult {
  const status = statusOf(error);
  if (untrusted)
    return {
      outcome: 'refused',
      level: 'notice',
      status,
      message: 'No pull-request comment: a pull request from a fork gets a read-only token.',
    };
  if (isPermissionRefusal(error))
    return {
      outcome: 'refused',
      level: 'warning',
      status,
      message: `${prefix}GitHub refused it (${status ?? 'no status'}). ${PERMISSION_HINT}`,
    };
  return { outcome: 'failed', level: 'warning', status, message: prefix + describeError(error) };
}

/**
 * Edits the action's comment or creates it; never throws. An edit refused (locked, deleted
 * meanwhile, or written by another app of the same `Bot` identity) moves on to the next own
 * comment, then to a fresh one: so a stale comment never keeps the results from being posted, and
 * later runs edit that fresh comment instead of adding one per run.
 */
export async function publishComment(request: CommentRequest): Promise<CommentResult> {
  let refusedEdit: { text: string; status: number } | undefined;
  try {
    for await (const id of findOwnComments(request)) {
      try {
        const url = await updateComment(request, id);
        return { outcome: 'updated', level: 'info', message: 'Pull-request comment updated.', url };
      } catch (error) {
        const status = statusOf(error);
        if (status === undefined || !REPLACE_AFTER_EDIT_STATUSES.has(status)) throw error;
        refusedEdit ??= { text: `editing comment ${id} was refused (${status})`, status };
      }
    }
    const url = await createComment(request);
    if (refusedEdit === undefined)
      return { outcome: 'created', level: 'info', message: 'Pull-request comment created.', url };
    const message = `Pull-request comment posted anew: ${refusedEdit.text}.`;
    return { outcome: 'replaced', level: 'info', status: refusedEdit.status, message, url };
  } catch (error) {
    const prefix = `No pull-request comment: ${refusedEdit ? `${refusedEdit.text}, then ` : ''}`;
    return refusal(prefix, error, request.untrusted);
  }
}
