/**
 * One tracking issue per workflow, job and path for scans nobody watches (scheduled runs): found
 * again by its hidden marker among the action's own issues, created, edited, reopened when the
 * findings come back and closed when they are gone. Never a new issue per run.
 */
import { describeError } from '../errors.ts';
import {
  isOwnAuthor,
  isPermissionRefusal,
  isRateLimited,
  statusOf,
  type GitHubClient,
  type GitHubPublication,
} from './github-client.ts';

export const ISSUES_PER_PAGE = 100;
/** Events whose runs nobody watches: `tracking-issue: auto` keeps an issue for them only. */
const TRACKED_EVENTS = new Set(['schedule', 'workflow_dispatch']);
export const REOPEN_COMMENT =
  'Reopened by the IaC scan: findings at a fail-on severity are back. The description lists them.';
export const CLOSE_COMMENT =
  'Closed by the IaC scan: no findings at a fail-on severity remain. The description shows the latest results.';

export type TrackingOutcome =
  'created' | 'updated' | 'unchanged' | 'reopened' | 'closed' | 'none' | 'refused' | 'failed';
export type TrackingResult = GitHubPublication<TrackingOutcome> & { issueNumber?: number };

/** What to publish: the lead renders `title` and `body` (which holds `marker`). */
export interface TrackingRequest {
  client: GitHubClient;
  marker: string;
  title: string;
  body: string;
  /** Findings at a fail-on severity now. */
  gated: number;
}

interface OwnIssue {
  number: number;
  title: string;
  body: string;
  htmlUrl: string;
}

/** Whether this run keeps the tracking issue: `auto` on scheduled and manual runs only. */
export function shouldTrackIssue(setting: 'auto' | 'true' | 'false', eventName: string): boolean {
  if (setting === 'auto') return TRACKED_EVENTS.has(eventName);
  return setting === 'true';
}

/** The action's first issue in `state` holding the marker (closed: most recently updated first). */
async function findOwnIssue(
  request: TrackingRequest,
  state: 'open' | 'closed',
): Promise<OwnIssue | undefined> {
  const { client, marker } = request;
  const pages = client.octokit.paginate.iterator(client.octokit.rest.issues.listForRepo, {
    owner: client.owner,
    repo: client.repo,
    state,
    per_page: ISSUES_PER_PAGE,
    ...(state === 'closed' ? { sort: 'updated' as const, direction: 'desc' as const } : {}),
  });
  for await (const { data } of pages) {
    for (const issue of data) {
      // The issues list holds pull requests too.
      if (issue.pull_request || !issue.body?.includes(marker)) continue;
      if (!isOwnAuthor(await client.identity(), issue.user)) continue;
      return {
        number: issue.number,
        title: issue.title,
        body: issue.body,
        htmlUrl: issue.html_url,
      };
    }
  }
  return undefined;
}

async function apply(request: TrackingRequest): Promise<TrackingResult> {
  const { client, title, body } = request;
  const repo = { owner: client.owner, repo: client.repo };
  const done = (outcome: TrackingOutcome, issue: OwnIssue, message: string): TrackingResult => ({
    outcome,
    level: 'info',
    message: `Tracking issue #${issue.number} ${message}.`,
    issueNumber: issue.number,
    url: issue.htmlUrl,
  });
  const open = await findOwnIssue(request, 'open');
  if (request.gated === 0) {
    if (!open) return { outcome: 'none', level: 'info', message: 'No tracking issue needed.' };
    await client.octokit.rest.issues.createComment({
      ...repo,
      issue_number: open.number,
      body: CLOSE_COMMENT,
    });
    await client.octokit.rest.issues.update({
      ...repo,
      issue_number: open.number,
      title,
      body,
      state: 'closed',
      state_reason: 'completed',
    });
    return done('closed', open, 'closed: the findings are gone');
  }
  if (open) {
    if (open.title === title && open.body === body) return done('unchanged', open, 'is up to date');
    await client.octokit.rest.issues.update({ ...repo, issue_number: open.number, title, body });
    return done('updated', open, 'updated');
  }
  const closed = await findOwnIssue(request, 'closed');
  if (closed) {
    const issue_number = closed.number;
    await client.octokit.rest.issues.update({ ...repo, issue_number, title, body, state: 'open' });
    await client.octokit.rest.issues.createComment({ ...repo, issue_number, body: REOPEN_COMMENT });
    return done('reopened', closed, 'reopened: the findings came back');
  }
  const { data } = await client.octokit.rest.issues.create({ ...repo, title, body });
  return done('created', { number: data.number, title, body, htmlUrl: data.html_url }, 'created');
}

/** Brings the tracking issue in line with this run's findings; never throws. */
export async function syncTrackingIssue(request: TrackingRequest): Promise<TrackingResult> {
  try {
    return await apply(request);
  } catch (error) {
    const status = statusOf(error);
    if (status === 410)
      return {
        outcome: 'refused',
        level: 'warning',
        status,
        message:
          'No tracking issue: issues are disabled in this repository. Enable them, or set tracking-issue: false.',
      };
    if (isRateLimited(error))
      return {
        outcome: 'failed',
        level: 'warning',
        status,
        message: `No tracking issue: rate limited by GitHub (${status ?? 'no status'}), beyond the time left to wait.`,
      };
    if (isPermissionRefusal(error))
      return {
        outcome: 'refused',
        level: 'warning',
        status,
        message: `No tracking issue: GitHub refused it (${status ?? 'no status'}). Give the workflow the permission issues: write.`,
      };
    const message = `No tracking issue: ${describeError(error)}`;
    return { outcome: 'failed', level: 'warning', status, message };
  }
}
