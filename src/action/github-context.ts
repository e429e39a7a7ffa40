/**
 * The workflow run as the runner describes it (GITHUB_* variables and the event file), read once
 * by the inputs module. Pull-request fields come from the event payload.
 */
import * as fs from 'node:fs';
import { ConfigurationError } from '../errors.ts';

export interface GitHubContext {
  readonly eventName: string;
  readonly event: Readonly<Record<string, unknown>>;
  readonly repository: string;
  readonly sha: string;
  /** The commit findings link to: the PR head on pull requests, else `sha`. */
  readonly headSha: string;
  readonly serverUrl: string;
  readonly apiUrl: string;
  readonly runId: string;
  readonly workflow: string;
  readonly job: string;
  readonly pullRequestNumber: number | undefined;
  /** A pull request whose workflow gets no secrets: from a fork, or opened by Dependabot. */
  readonly isUntrustedPullRequest: boolean;
  /**
   * Re-runs of a job upload the workflow artifact again: its name includes the attempt
   * (`surfaces/publish-run.ts`). The archives' names do not: a re-run's archives are the same
   * bytes under the same names, which the service answers as already scanned.
   */
  readonly runAttempt: string;
}

/** The events that run with the base repository's secrets while a pull request is their subject. */
export const PRIVILEGED_EVENTS = ['pull_request_target', 'workflow_run'] as const;

/** True on the events whose job holds the secrets while it scans a pull request. */
export function isPrivilegedEvent(eventName: string): boolean {
  return (PRIVILEGED_EVENTS as readonly string[]).includes(eventName);
}

/**
 * Events that carry the pull request they are about in `pull_request`, with `pull_request`'s trust
 * (a fork's run gets no secret): a review and a review comment are judged as the pull request is,
 * never as a push of its merge commit (no baseline, its own suppressions applied).
 */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment'];

/** The change a run reviews, as its event names it: the base it goes into, and its head. */
export interface ChangeEvent {
  /** The base branch's tip (`pull_request.base.sha`, `merge_group.base_sha`), unchecked. */
  readonly baseSha: string | undefined;
  readonly headSha: string | undefined;
  /** The base branch's name, for humans (untrusted text). */
  readonly baseRef: string | undefined;
  /** The payload field the base comes from, for the message when it is missing. */
  readonly baseField: string;
}

/**
 * The change under review on a pull-request event and on `merge_group` (GitHub's merge queue: its
 * commit is the queued pull requests merged onto `base_sha`), or undefined on any other event.
 */
export function readChangeEvent(
  eventName: string,
  event: Readonly<Record<string, unknown>>,
): ChangeEvent | undefined {
  if (eventName === 'merge_group')
    return {
      baseSha: text(field(event, 'merge_group', 'base_sha')),
      headSha: text(field(event, 'merge_group', 'head_sha')),
      baseRef: text(field(event, 'merge_group', 'base_ref'))?.replace(/^refs\/heads\//, ''),
      baseField: 'merge_group.base_sha',
    };
  if (eventName !== 'pull_request_target' && !PULL_REQUEST_EVENTS.includes(eventName))
    return undefined;
  return {
    baseSha: text(field(event, 'pull_request', 'base', 'sha')),
    headSha: text(field(event, 'pull_request', 'head', 'sha')),
    baseRef: text(field(event, 'pull_request', 'base', 'ref')),
    baseField: 'pull_request.base.sha',
  };
}

/**
 * True where the job holds the secrets while the change it judges may be a fork's: the privileged
 * events, and the merge queue (its queued pull requests are anyone's). There the change's own
 * suppressions are proposed, never applied, and a scan that could not complete fails the job.
 */
export function holdsSecretsForUntrustedChange(eventName: string): boolean {
  return isPrivilegedEvent(eventName) || eventName === 'merge_group';
}

function readEvent(eventPath: string | undefined): Record<string, unknown> {
  if (!eventPath || !fs.existsSync(eventPath)) return {};
  try {
    const event: unknown = JSON.parse(fs.readFileSync(eventPath, 'utf8'));
    return typeof event === 'object' && event !== null ? (event as Record<string, unknown>) : {};
  } catch {
    throw new ConfigurationError(
      `The event file GITHUB_EVENT_PATH (${eventPath}) is not JSON: run the action in a workflow, or point GITHUB_EVENT_PATH at the event payload.`,
    );
  }
}

/** A field deep in an event payload, or undefined when any step is missing. */
export function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readGitHubContext(env: NodeJS.ProcessEnv): GitHubContext {
  const event = readEvent(env.GITHUB_EVENT_PATH);
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const isPullRequest =
    eventName === 'pull_request_target' || PULL_REQUEST_EVENTS.includes(eventName);
  const pr = (...keys: string[]): unknown =>
    isPullRequest ? field(event, 'pull_request', ...keys) : undefined;
  const headRepo = pr('head', 'repo', 'full_name');
  const number = pr('number');
  const sha = env.GITHUB_SHA ?? '';
  return {
    eventName,
    event,
    repository: env.GITHUB_REPOSITORY ?? '',
    sha,
    headSha: text(pr('head', 'sha')) ?? sha,
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    runId: env.GITHUB_RUN_ID ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    pullRequestNumber: typeof number === 'number' ? number : undefined,
    isUntrustedPullRequest:
      PULL_REQUEST_EVENTS.includes(eventName) &&
      ((typeof headRepo === 'string' && headRepo !== pr('base', 'repo', 'full_name')) ||
        env.GITHUB_ACTOR === 'dependabot[bot]'),
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
  };
}
