/**
 * One GitHub client per run: the Octokit is made when a GitHub call is first made, then shared by
 * every place that talks to GitHub (the pull-request lookup, the check run, the comment, the
 * tracking issue, code scanning, the review). One client means one throttle: its writes go one
 * after another, spaced as GitHub asks, and a rate limit one place meets is waited out for all.
 *
 * Rate limits are waited out within a budget: `timeout` at most `DEFAULT_RATE_LIMIT_BUDGET_MS`,
 * counted from when the run starts and again from when publishing starts (`startPublishing`), so
 * a long scan never leaves the reports no time to wait.
 */
import type { ActionSettings } from '../inputs.ts';
import { createGitHubClient, type GitHubClient } from './github-client.ts';
import { DEFAULT_RATE_LIMIT_BUDGET_MS, type GitHubLimits } from './github-octokit.ts';

export interface GitHubSession {
  /** The run's client, made on first use. */
  client(): Promise<GitHubClient>;
  /** Publishing starts: rate limits may be waited out for a whole budget again from now. */
  startPublishing(): void;
}

/**
 * The clock rate limits are judged on (the wall clock by default), and GitHub's pacing: the
 * spacing of writes and the milliseconds waited per second GitHub asks (GitHub's own by default;
 * a test that does not measure them shrinks them).
 */
export interface SessionClock {
  readonly now?: () => number;
  readonly pacing?: Pick<GitHubLimits, 'msPerSecond' | 'writeSpacingMs' | 'searchSpacingMs'>;
}

/** The session of a run's settings (its token, repository and API address). */
export function gitHubSessionFor(
  settings: Pick<ActionSettings, 'githubToken'> & {
    /** The run's `timeout`; the budget is at most `DEFAULT_RATE_LIMIT_BUDGET_MS` either way. */
    readonly timeoutSeconds?: number;
    readonly github: Pick<ActionSettings['github'], 'repository' | 'apiUrl'>;
  },
  log: (message: string) => void = () => {},
  clock: SessionClock = {},
): GitHubSession {
  const now = clock.now ?? Date.now;
  const timeoutMs = (settings.timeoutSeconds ?? Infinity) * 1_000;
  const budgetMs = Math.min(timeoutMs, DEFAULT_RATE_LIMIT_BUDGET_MS);
  let windowStart = now();
  const limits: GitHubLimits = {
    deadline: () => windowStart + budgetMs,
    now,
    log,
    ...clock.pacing,
  };
  let client: Promise<GitHubClient> | undefined;
  return {
    client: () =>
      (client ??= createGitHubClient({
        token: settings.githubToken,
        repository: settings.github.repository,
        baseUrl: settings.github.apiUrl,
        limits,
      })),
    startPublishing: () => {
      windowStart = now();
    },
  };
}
