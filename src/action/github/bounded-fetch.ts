/**
 * The fetch every GitHub request goes through, under Octokit's retry and throttling plugins, so it
 * sees each attempt: none starts once publishing's deadline has passed, none outlives it, and a
 * failure no retry can change is not retried. Those end as a `GitHubUnreachableError` naming what
 * happened (nothing answered), never as "GitHub answered 500". Failures a retry may cure (a reset
 * connection, a timeout on the way) are left to the retry plugin, within the deadline.
 */
import { GitHubUnreachableError, type GitHubLimits } from './github-octokit.ts';

/** The longest delay a Node timer takes (a longer one would fire at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The fetch Octokit calls (`request.fetch`). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Error codes of a connection that no retry will make: nothing listens, no such host, a bad certificate. */
const PERMANENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_FAIL',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** What undici says when the client itself refuses a port (the fetch standard's "bad ports"). */
const REFUSED_BY_CLIENT = /^bad port$/i;

function causeOf(error: unknown): { code?: string; message: string } {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = String((cause as { message?: unknown } | null)?.message ?? cause);
  return { ...(typeof code === 'string' && { code }), message };
}

/** Why a failed attempt can never succeed, in words, or undefined when a retry may. */
function permanentFailure(error: unknown): string | undefined {
  const { code, message } = causeOf(error);
  if (REFUSED_BY_CLIENT.test(message))
    return 'the HTTP client refuses to connect to that port (a port the fetch standard blocks), so no request was sent';
  if (code === 'ECONNREFUSED') return `connection refused: nothing listens there (${message})`;
  if (code === 'ENOTFOUND' || code === 'EAI_FAIL')
    return `the host name does not resolve (${message})`;
  if (code !== undefined && PERMANENT_CODES.has(code)) return message;
  return undefined;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'GITHUB_API_URL';
  }
}

/** `fetch` bounded by `limits.deadline()`, with unreachable failures ended at once. */
export function boundedFetch(fetch: Fetch, limits: GitHubLimits): Fetch {
  return async (url, init = {}) => {
    const where = `GitHub's API at ${originOf(url)}`;
    const leftMs = limits.deadline() - limits.now();
    if (leftMs <= 0)
      throw new GitHubUnreachableError(
        `${where} was not asked: publishing's time (from timeout) had run out`,
      );
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), Math.min(leftMs, MAX_TIMER_MS));
    const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    try {
      return await fetch(url, { ...init, signal });
    } catch (error) {
      if (timer.signal.aborted)
        throw new GitHubUnreachableError(
          `${where} did not answer within publishing's time (from timeout)`,
          { cause: error },
        );
      const why = permanentFailure(error);
      if (why !== undefined)
        throw new GitHubUnreachableError(`${where} could not be reached: ${why}`, { cause: error });
      throw error;
    } finally {
      clearTimeout(timeout);
    }
  };
}
