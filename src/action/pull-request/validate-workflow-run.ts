/**
 * `workflow_run` after a `pull_request` workflow: the event names a head commit and, for a fork,
 * no pull request at all (`workflow_run.pull_requests` is empty). The pull request is looked up
 * by the head's owner and branch and then checked before anything about it is trusted: base
 * repository is this one, state open, head commit equal to the run's, event `pull_request`. Any
 * failed check is an error naming it (fail closed), never a pass.
 */
import { z } from 'zod';
import type { PrivilegedEvent, PullRequestRef } from './privileged-event.ts';

/** A pull request as GitHub's REST API gives it; only the fields checked here. */
export const ApiPullRequestSchema = z.object({
  number: z.number().int().positive(),
  state: z.string(),
  head: z.object({ sha: z.string() }),
  base: z.object({
    sha: z.string(),
    ref: z.string(),
    repo: z.object({ full_name: z.string() }).nullable(),
  }),
});

export type ApiPullRequest = z.infer<typeof ApiPullRequestSchema>;

/** The GitHub API calls the lookup needs (a port: the real one is Octokit, tests use the fake). */
export interface PullRequestLookup {
  /** Open pull requests of this repository whose head is `<owner>:<branch>`. */
  listOpenByHead(owner: string, branch: string): Promise<readonly unknown[]>;
  /** One pull request of this repository, as it is now. */
  get(number: number): Promise<unknown>;
}

export type WorkflowRunPullRequest =
  | ({ readonly status: 'valid' } & PullRequestRef)
  | { readonly status: 'invalid'; readonly check: string; readonly reason: string };

type WorkflowRunEvent = Extract<PrivilegedEvent, { kind: 'workflow_run' }>;

function invalid(check: string, reason: string): WorkflowRunPullRequest {
  return { status: 'invalid', check, reason };
}

/** The checks a pull request must pass to be the subject of this run; pure. */
export function checkPullRequest(
  pr: ApiPullRequest,
  expected: { repository: string; headSha: string },
): WorkflowRunPullRequest {
  const number = `pull request #${pr.number}`;
  if (pr.base.repo?.full_name.toLowerCase() !== expected.repository.toLowerCase())
    return invalid('base repository', `${number} does not go into ${expected.repository}`);
  if (pr.state !== 'open') return invalid('state', `${number} is ${pr.state}, not open`);
  if (pr.head.sha !== expected.headSha)
    return invalid(
      'head sha',
      `${number}'s head is now ${pr.head.sha.slice(0, 12)}, not the ${expected.headSha.slice(0, 12)} the workflow run tested (the pull request moved on: the run for its new head scans it)`,
    );
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(pr.base.sha))
    return invalid('base sha', `${number} has no valid base commit`);
  return {
    status: 'valid',
    number: pr.number,
    baseSha: pr.base.sha,
    baseRef: pr.base.ref,
    headSha: pr.head.sha,
  };
}

function parsed(value: unknown): ApiPullRequest | undefined {
  const result = ApiPullRequestSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Finds and validates the pull request a `workflow_run` event follows. */
export async function findWorkflowRunPullRequest(
  event: WorkflowRunEvent,
  options: { repository: string; lookup: PullRequestLookup },
): Promise<WorkflowRunPullRequest> {
  if (event.triggeringEvent !== 'pull_request')
    return invalid(
      'event',
      `the workflow run this job follows was started by '${event.triggeringEvent}', not by pull_request`,
    );
  if (event.headOwner === undefined || event.headBranch === undefined)
    return invalid(
      'head repository',
      'the workflow_run event names no head repository owner or head branch to find the pull request by',
    );
  const listed = await options.lookup.listOpenByHead(event.headOwner, event.headBranch);
  const candidates = listed.map(parsed).filter((pr) => pr !== undefined);
  const matching = candidates.filter((pr) => pr.head.sha === event.headSha);
  const chosen = matching[0] ?? candidates[0];
  if (chosen === undefined)
    return invalid(
      'pull request',
      `no open pull request of ${options.repository} has the head ${event.headSha.slice(0, 12)} this workflow run tested`,
    );
  if (matching.length > 1)
    return invalid(
      'pull request',
      `${matching.length} open pull requests have the head ${event.headSha.slice(0, 12)}; the one to report on is ambiguous`,
    );
  // Read again by number: the list may lag behind a push or a close.
  const current = parsed(await options.lookup.get(chosen.number));
  if (current === undefined)
    return invalid('pull request', `pull request #${chosen.number} could not be read`);
  return checkPullRequest(current, { repository: options.repository, headSha: event.headSha });
}
