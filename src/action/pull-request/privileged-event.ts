/**
 * What a privileged event says about the pull request to scan: `pull_request_target` carries it in
 * its payload; `workflow_run` carries only the head commit, and the pull request is looked up and
 * validated before anything is trusted. Every text of the event is untrusted: only object ids and
 * numbers pass through as they are, checked here.
 */
import { isObjectId } from '../../engine/git/git.ts';
import { field, text } from '../github-context.ts';

/** A pull request whose base and head commits are known (from the payload or the API). */
export interface PullRequestRef {
  readonly number: number;
  /** The base branch's tip the pull request was compared with. */
  readonly baseSha: string;
  /** The base branch's name (untrusted text, for humans). */
  readonly baseRef: string;
  readonly headSha: string;
}

export type PrivilegedEvent =
  | { readonly kind: 'unprivileged' }
  | { readonly kind: 'invalid'; readonly reason: string }
  | ({ readonly kind: 'pull_request_target' } & PullRequestRef)
  | {
      readonly kind: 'workflow_run';
      readonly headSha: string;
      /** The event that started the run the workflow_run follows (`pull_request` expected). */
      readonly triggeringEvent: string;
      /** Untrusted: the owner of the repository the head commit came from, and its branch. */
      readonly headOwner: string | undefined;
      readonly headBranch: string | undefined;
    };

function pullRequestTarget(event: Readonly<Record<string, unknown>>): PrivilegedEvent {
  const number = field(event, 'pull_request', 'number');
  const baseSha = text(field(event, 'pull_request', 'base', 'sha')) ?? '';
  const headSha = text(field(event, 'pull_request', 'head', 'sha')) ?? '';
  const missing = [
    typeof number === 'number' && Number.isSafeInteger(number) && number > 0
      ? undefined
      : 'pull_request.number',
    isObjectId(baseSha) ? undefined : 'pull_request.base.sha',
    isObjectId(headSha) ? undefined : 'pull_request.head.sha',
  ].filter((name) => name !== undefined);
  if (missing.length > 0)
    return {
      kind: 'invalid',
      reason: `the pull_request_target event lacks a valid ${missing.join(', ')}, so the pull request cannot be identified`,
    };
  return {
    kind: 'pull_request_target',
    number: number as number,
    baseSha,
    headSha,
    baseRef: text(field(event, 'pull_request', 'base', 'ref')) ?? baseSha.slice(0, 7),
  };
}

function workflowRun(event: Readonly<Record<string, unknown>>): PrivilegedEvent {
  const headSha = text(field(event, 'workflow_run', 'head_sha')) ?? '';
  if (!isObjectId(headSha))
    return {
      kind: 'invalid',
      reason:
        'the workflow_run event lacks a valid workflow_run.head_sha, so the commit to scan is unknown',
    };
  return {
    kind: 'workflow_run',
    headSha,
    triggeringEvent: text(field(event, 'workflow_run', 'event')) ?? '',
    headOwner: text(field(event, 'workflow_run', 'head_repository', 'owner', 'login')),
    headBranch: text(field(event, 'workflow_run', 'head_branch')),
  };
}

/** Reads the pull request a privileged event is about; `unprivileged` on every other event. */
export function readPrivilegedEvent(
  eventName: string,
  event: Readonly<Record<string, unknown>>,
): PrivilegedEvent {
  if (eventName === 'pull_request_target') return pullRequestTarget(event);
  if (eventName === 'workflow_run') return workflowRun(event);
  return { kind: 'unprivileged' };
}
