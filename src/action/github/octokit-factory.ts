/**
 * Builds the action's Octokit with its retry and throttling plugins (see `github-octokit.ts`).
 * Loaded with `import()` when a GitHub call is first to be made: a run that makes none never
 * loads Octokit.
 */
import * as github from '@actions/github';
import { defaults as actionsDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';
import {
  DO_NOT_RETRY,
  MAX_RATE_LIMIT_RETRIES,
  NOTIFYING_WRITE_SPACING_MS,
  SEARCH_SPACING_MS,
  WRITE_SPACING_MS,
  type GitHubLimits,
  type Octokit,
} from './github-octokit.ts';
import { boundedFetch, type Fetch } from './bounded-fetch.ts';

/** Creates an Octokit for `baseUrl` that waits out GitHub's rate limits within `limits`. */
export function createOctokit(token: string, baseUrl: string, limits: GitHubLimits): Octokit {
  const wait =
    (kind: string) =>
    (
      retryAfterSeconds: number,
      request: { method: string; url: string },
      _o: unknown,
      n: number,
    ) => {
      const waitMs = retryAfterSeconds * 1_000;
      const call = `${request.method} ${request.url}`;
      if (n >= MAX_RATE_LIMIT_RETRIES || limits.now() + waitMs > limits.deadline()) {
        limits.log(
          `GitHub's ${kind} rate limit on ${call}: no time left to wait ${retryAfterSeconds} s`,
        );
        return false;
      }
      limits.log(
        `GitHub's ${kind} rate limit on ${call}: waiting ${retryAfterSeconds} s (attempt ${n + 1})`,
      );
      return true;
    };
  const msPerSecond = limits.msPerSecond ?? 1_000;
  // @actions/github's own fetch (through the runner's proxy), bounded by the deadline.
  const fetch = (actionsDefaults.request?.fetch as Fetch | undefined) ?? globalThis.fetch;
  return github.getOctokit(
    token,
    {
      baseUrl,
      request: { ...actionsDefaults.request, fetch: boundedFetch(fetch, limits) },
      throttle: {
        onRateLimit: wait('primary'),
        onSecondaryRateLimit: wait('secondary'),
        retryAfterBaseValue: msPerSecond,
        write: new Bottleneck.Group({
          maxConcurrent: 1,
          minTime: limits.writeSpacingMs ?? WRITE_SPACING_MS,
        }),
        // Writes that notify people (a new comment, an issue): GitHub's secondary limits are
        // strictest there, so they are spaced further apart.
        notifications: new Bottleneck.Group({
          maxConcurrent: 1,
          minTime: limits.writeSpacingMs ?? NOTIFYING_WRITE_SPACING_MS,
        }),
        search: new Bottleneck.Group({
          maxConcurrent: 1,
          minTime: limits.searchSpacingMs ?? SEARCH_SPACING_MS,
        }),
      },
      retry: { doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: msPerSecond },
    },
    retry,
    throttling,
  );
}
