/**
 * How the action's Octokit (built in `octokit-factory.ts`, loaded only when a GitHub call is to
 * be made) treats GitHub's limits: with Octokit's retry and throttling plugins, so every
 * GitHub call (comments, issues, and whatever later reporters add) waits out GitHub's primary and
 * secondary rate limits within a budget bounded by the action's `timeout`, and writes go one after
 * another, spaced as GitHub asks. A limit that outlasts the budget ends as GitHub's own 403/429,
 * which `isRateLimited` tells from a missing permission.
 *
 * The same budget is publishing's deadline for every request (`bounded-fetch.ts`): no attempt
 * starts after it, none outlives it, and a failure no retry can change (nothing listens on the
 * port, the name does not resolve, the client refuses the port or the certificate) is not retried.
 * Those end as a {@link GitHubUnreachableError}: GitHub never answered, and the words say so.
 */
import type * as github from '@actions/github';

export type Octokit = ReturnType<typeof github.getOctokit>;

/** GitHub asks integrations to space writes by at least a second. */
export const WRITE_SPACING_MS = 1_000;
/** Writes that notify someone (new comments, issues): the throttling plugin's own spacing. */
export const NOTIFYING_WRITE_SPACING_MS = 3_000;
/** Searches (30 a minute): the throttling plugin's own spacing. */
export const SEARCH_SPACING_MS = 2_000;
/** Waits on one request's rate limit before it is given up. */
export const MAX_RATE_LIMIT_RETRIES = 4;
/** Waiting on rate limits stops this long after the client is made, if no deadline is given. */
export const DEFAULT_RATE_LIMIT_BUDGET_MS = 300_000;
/** Statuses never retried by the retry plugin: refusals, and rate limits (the throttling plugin's). */
export const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

/** How long rate limits may be waited out, and the clock and log that judge it. */
export interface GitHubLimits {
  /** When waiting must stop (what is left of `timeout`). */
  readonly deadline: () => number;
  readonly now: () => number;
  readonly log: (message: string) => void;
  /** Milliseconds slept per second GitHub asks to wait (1,000; tests shrink it). */
  readonly msPerSecond?: number;
  /** Spacing between writes in milliseconds. */
  readonly writeSpacingMs?: number;
  /** Spacing between searches in milliseconds (2,000; tests that do not measure it shrink it). */
  readonly searchSpacingMs?: number;
}

/** Limits for a client made without any: a fixed budget from now, on the wall clock. */
export function defaultLimits(): GitHubLimits {
  const start = Date.now();
  return {
    deadline: () => start + DEFAULT_RATE_LIMIT_BUDGET_MS,
    now: Date.now,
    log: () => {},
  };
}

/** True when GitHub refused for its rate limits (403 or 429 saying so), not for a permission. */
export function isRateLimited(error: unknown): boolean {
  const e = error as {
    status?: unknown;
    message?: unknown;
    response?: { headers?: Record<string, unknown> };
  } | null;
  if (e?.status === 429) return true;
  if (e?.status !== 403) return false;
  const headers = e.response?.headers ?? {};
  return (
    /rate limit/i.test(String(e.message)) ||
    headers['x-ratelimit-remaining'] === '0' ||
    headers['retry-after'] !== undefined
  );
}

/**
 * GitHub's API was not reached, or not within publishing's deadline: nothing answered. Named
 * `AbortError` on purpose: Octokit's fetch wrapper passes such an error through as it is, and its
 * retry plugin then does not retry it (a retry cannot succeed, or there is no time for one).
 */
export class GitHubUnreachableError extends Error {
  override readonly name = 'AbortError';
  /** Marks the error whatever Octokit adds to it on the way (it sets `status` to 500). */
  readonly unreachable = true;
}

/** True when GitHub was never reached (see {@link GitHubUnreachableError}): no answer to quote. */
export function isGitHubUnreachable(error: unknown): boolean {
  return (error as { unreachable?: unknown } | null)?.unreachable === true;
}
