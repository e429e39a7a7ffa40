/**
 * One tracking issue per workflow, job and path for scans nobody watches (scheduled runs): found
 * again in one call, the repository's issues with the label the action owns (open and closed
 * alike, most recently updated first), then created, edited, reopened when the findings come back
 * and closed when they are gone. Only before creating one does it also search for its hidden
 * marker, so an issue that lost its label (or an older one without it) is taken up again rather
 * than doubled. Never a new issue per run, and no edit when only the run link changed.
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

/** Issues one call returns: the action's labelled issues are one per workflow, job and path. */
export const ISSUES_PER_PAGE = 100;
/** The label the action puts on its tracking issues, which finds them again in one call. */
export const TRACKING_LABEL = 'plerion-iac-scan';
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
  /**
   * `RunReport.complete`. An incomplete scan never closes the issue (what it did not read may
   * still be there); gated findings it did read still create, update or reopen it.
   */
  complete: boolean;
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

interface ListedIssue {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  html_url: string;
  pull_request?: unknown;
  user: Parameters<typeof isOwnAuthor>[1];
}

interface Found {
  open: OwnIssue | undefined;
  closed: OwnIssue | undefined;
}

/** The action's own issues among `issues` holding the marker: the first open and the first closed. */
async function pickOwn(request: TrackingRequest, issues: readonly ListedIssue[]): Promise<Found> {
  const { client, marker } = request;
  const found: { open?: OwnIssue; closed?: OwnIssue } = {};
  for (const issue of issues) {
    // Lists of issues hold pull requests too.
    if (issue.pull_request || !issue.body?.includes(marker)) continue;
    if (!isOwnAuthor(await client.identity(), issue.user)) continue;
    const own = {
      number: issue.number,
      title: issue.title,
      body: issue.body,
      htmlUrl: issue.html_url,
    };
    if (issue.state === 'open') found.open ??= own;
    else found.closed ??= own;
  }
  return { open: found.open, closed: found.closed };
}

/** One call: the issues with the action's label, most recently updated first. */
async function findLabelled(request: TrackingRequest): Promise<Found> {
  const { client } = request;
  const { data } = await client.octokit.rest.issues.listForRepo({
    owner: client.owner,
    repo: client.repo,
    labels: TRACKING_LABEL,
    state: 'all',
    sort: 'updated',
    direction: 'desc',
    per_page: ISSUES_PER_PAGE,
  });
  return pickOwn(request, data);
}

/** One call: a search for the marker's words (an issue without the label, from before it). */
async function searchMarker(request: TrackingRequest): Promise<Found> {
  const { client, marker } = request;
  // The marker's words, quoted: search ignores the comment's punctuation; the body is checked after.
  const words = marker.replace(/^<!--\s*|\s*-->$/g, '');
  const { data } = await client.octokit.rest.search.issuesAndPullRequests({
    q: `repo:${client.owner}/${client.repo} is:issue in:body "${words}"`,
    sort: 'updated',
    order: 'desc',
    per_page: ISSUES_PER_PAGE,
  });
  return pickOwn(request, data.items);
}

/** Puts the action's label (back) on an issue found by its marker alone; other labels stay. */
async function label(request: TrackingRequest, issueNumber: number): Promise<void> {
  const { client } = request;
  // Best effort: without the label the issue is still found, by the search, at one more call.
  await client.octokit.rest.issues
    .addLabels({
      owner: client.owner,
      repo: client.repo,
      issue_number: issueNumber,
      labels: [TRACKING_LABEL],
    })
    .catch(() => undefined);
}

/** A body without the line that links the run: it differs on every run and says nothing new. */
function withoutRunLink(body: string): string {
  return body.replace(/^.*\/actions\/runs\/\d+.*$/gm, '');
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
  const labelled = await findLabelled(request);
  // Only when it is about to create an issue: one more look, for one that lost its label.
  const unlabelled = !labelled.open && !labelled.closed && request.gated > 0;
  const { open, closed } = unlabelled ? await searchMarker(request) : labelled;
  if (request.gated === 0) {
    if (!request.complete)
      return {
        outcome: 'none',
        level: 'info',
        message: 'Tracking issue left as it is: the scan did not complete.',
      };
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
    if (open.title === title && withoutRunLink(open.body) === withoutRunLink(body))
      return done('unchanged', open, 'is up to date');
    await client.octokit.rest.issues.update({ ...repo, issue_number: open.number, title, body });
    if (unlabelled) await label(request, open.number);
    return done('updated', open, 'updated');
  }
  if (closed) {
    const issue_number = closed.number;
    await client.octokit.rest.issues.update({ ...repo, issue_number, title, body, state: 'open' });
    if (unlabelled) await label(request, issue_number);
    await client.octokit.rest.issues.createComment({ ...repo, issue_number, body: REOPEN_COMMENT });
    return done('reopened', closed, 'reopened: the findings came back');
  }
  const { data } = await client.octokit.rest.issues.create({
    ...repo,
    title,
    body,
    labels: [TRACKING_LABEL],
  });
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
