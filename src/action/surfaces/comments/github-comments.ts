/**
 * The pull-request comment on GitHub: found again by its hidden marker among the action's own
 * comments, the newest edited in place or posted anew when the edit is refused, the older ones
 * deleted, and reported as data (a refusal is a warning, never a failed job; a rate limit is
 * called by its name).
 */
import { describeError } from '../../../errors.ts';
import {
  isOwnAuthor,
  isPermissionRefusal,
  isRateLimited,
  statusOf,
  type GitHubClient,
  type GitHubPublication,
} from '../../github/github-client.ts';

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

/** The ids of the action's own comments holding `marker`, oldest first. */
async function findOwnComments(request: CommentRequest): Promise<number[]> {
  const { client, issueNumber, marker } = request;
  const pages = client.octokit.paginate.iterator(client.octokit.rest.issues.listComments, {
    owner: client.owner,
    repo: client.repo,
    issue_number: issueNumber,
    per_page: COMMENTS_PER_PAGE,
  });
  const ids: number[] = [];
  for await (const { data } of pages) {
    for (const comment of data) {
      if (!comment.body?.includes(marker)) continue;
      if (isOwnAuthor(await client.identity(), comment.user)) ids.push(comment.id);
    }
  }
  return ids;
}

/** Deletes the action's other comments (one after another), so one stays live; says what it could not. */
async function deleteOthers(request: CommentRequest, ids: readonly number[]): Promise<string> {
  const { client } = request;
  const kept: string[] = [];
  for (const id of ids) {
    try {
      await client.octokit.rest.issues.deleteComment({
        owner: client.owner,
        repo: client.repo,
        comment_id: id,
      });
    } catch (error) {
      kept.push(`${id} (${statusOf(error) ?? describeError(error)})`);
    }
  }
  return kept.length === 0 ? '' : ` Older comments could not be deleted: ${kept.join(', ')}.`;
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
  if (isRateLimited(error))
    return {
      outcome: 'failed',
      level: 'warning',
      status,
      message: `${prefix}rate limited by GitHub (${status ?? 'no status'}), beyond the time left to wait.`,
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
 * Edits the action's newest comment or creates one; never throws. An edit refused (locked,
 * deleted meanwhile, or written by another app of the same `Bot` identity) posts a fresh comment.
 * Either way the action's other comments are deleted afterwards: one live comment per marker.
 */
export async function publishComment(request: CommentRequest): Promise<CommentResult> {
  let refusedEdit: { text: string; status: number } | undefined;
  try {
    const own = await findOwnComments(request);
    const newest = own.at(-1);
    if (newest !== undefined) {
      try {
        const url = await updateComment(request, newest);
        const note = await deleteOthers(request, own.slice(0, -1));
        return {
          outcome: 'updated',
          level: 'info',
          message: `Pull-request comment updated.${note}`,
          url,
        };
      } catch (error) {
        const status = statusOf(error);
        if (
          status === undefined ||
          !REPLACE_AFTER_EDIT_STATUSES.has(status) ||
          isRateLimited(error)
        )
          throw error;
        refusedEdit = { text: `editing comment ${newest} was refused (${status})`, status };
      }
    }
    const url = await createComment(request);
    const note = await deleteOthers(request, own);
    if (refusedEdit === undefined)
      return {
        outcome: 'created',
        level: 'info',
        message: `Pull-request comment created.${note}`,
        url,
      };
    const message = `Pull-request comment posted anew: ${refusedEdit.text}.${note}`;
    return { outcome: 'replaced', level: 'info', status: refusedEdit.status, message, url };
  } catch (error) {
    const prefix = `No pull-request comment: ${refusedEdit ? `${refusedEdit.text}, then ` : ''}`;
    return refusal(prefix, error, request.untrusted);
  }
}
