/**
 * The GitHub side of publishing: an Octokit from @actions/github (GITHUB_API_URL aware) bound to
 * one repository, the action's own identity, and how GitHub's refusals are recognised.
 */
import { defaultLimits, isRateLimited, type GitHubLimits, type Octokit } from './github-octokit.ts';

export type { GitHubLimits, Octokit } from './github-octokit.ts';
export { isRateLimited } from './github-octokit.ts';

/**
 * Who the token writes as. `GET /user` answers a personal token (and a user-to-server app token)
 * with its login: the action's comments and issues are exactly those of that login. An
 * installation token (the workflow's GITHUB_TOKEN, a GitHub App's token) is refused that call
 * (403 "Resource not accessible by integration") and writes as `github-actions[bot]` or
 * `<app-slug>[bot]`, a slug it cannot learn (`GET /app` needs the app's JWT): then the action's
 * are those whose author is of type `Bot`. Either way a person's comment or issue that quotes the
 * marker is never taken for the action's.
 */
export type GitHubIdentity = { kind: 'user'; login: string } | { kind: 'installation' };

/** The author of a comment or issue, as GitHub lists it (null for a deleted account). */
export type GitHubAuthor = { login: string; type: string } | null | undefined;

/** An Octokit, the repository it writes to, and the token's identity (looked up once, lazily). */
export interface GitHubClient {
  readonly octokit: Octokit;
  readonly owner: string;
  readonly repo: string;
  identity(): Promise<GitHubIdentity>;
  /** When publishing must stop (no request starts after it), on the clock of {@link now}. */
  deadline(): number;
  now(): number;
}

/** How a publication went, for the caller to log through its sanitiser at `level`. */
export interface GitHubPublication<Outcome extends string> {
  outcome: Outcome;
  level: 'info' | 'notice' | 'warning';
  /** Plain text; it may quote GitHub's own error messages (untrusted). */
  message: string;
  status?: number;
  url?: string;
}

/** Creates the client for `owner/name` at `baseUrl` (GITHUB_API_URL), rate limits waited out within `limits`. */
export async function createGitHubClient(options: {
  token: string;
  repository: string;
  baseUrl: string;
  limits?: GitHubLimits;
}): Promise<GitHubClient> {
  // Octokit is loaded only when a GitHub call is to be made.
  const { createOctokit } = await import('./octokit-factory.ts');
  const limits = options.limits ?? defaultLimits();
  const octokit = createOctokit(options.token, options.baseUrl, limits);
  const [owner = '', repo = ''] = options.repository.split('/');
  let identity: Promise<GitHubIdentity> | undefined;
  return {
    octokit,
    owner,
    repo,
    identity: () => (identity ??= resolveIdentity(octokit)),
    deadline: () => limits.deadline(),
    now: () => limits.now(),
  };
}

/** Asks GitHub who the token is; see {@link GitHubIdentity} for the rule. */
export async function resolveIdentity(octokit: Octokit): Promise<GitHubIdentity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: 'user', login: data.login };
  } catch (error) {
    if ((statusOf(error) === 403 && !isRateLimited(error)) || statusOf(error) === 404)
      return { kind: 'installation' };
    throw error;
  }
}

/** True when `author` is the token's identity (logins compare without case, as GitHub's do). */
export function isOwnAuthor(identity: GitHubIdentity, author: GitHubAuthor): boolean {
  if (!author) return false;
  if (identity.kind === 'user') return author.login.toLowerCase() === identity.login.toLowerCase();
  return author.type === 'Bot';
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** True when GitHub refused for want of a permission (or hid the resource, as it does then). */
export function isPermissionRefusal(error: unknown): boolean {
  if (isRateLimited(error)) return false;
  const status = statusOf(error);
  if (status === 401 || status === 403 || status === 404) return true;
  return /resource not accessible by integration/i.test(String((error as Error | null)?.message));
}
