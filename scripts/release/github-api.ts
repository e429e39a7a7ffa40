/**
 * The few GitHub REST calls a release makes, over Node's own fetch: the release workflow's
 * publishing job installs no npm package (it holds a token that can write releases and tags), so
 * nothing here may import one. Errors name the call and GitHub's message; the token is never in
 * them.
 */

/** GitHub's answer to a call that did not succeed. */
export class GitHubError extends Error {
  override readonly name = 'GitHubError';
  readonly status: number;

  constructor(call: string, status: number, message: string) {
    super(`${call} answered ${status}${message ? `: ${message}` : ''}`);
    this.status = status;
  }
}

export interface GitHubApiOptions {
  readonly baseUrl: string;
  readonly token: string;
  /** `owner/name`. */
  readonly repository: string;
}

/** One JSON call against the repository (`path` after `/repos/owner/name`), or an upload. */
export interface GitHubApi {
  readonly repository: string;
  /** The parsed body, or undefined for 404 when `allowMissing` is set. */
  call<T>(
    method: string,
    path: string,
    options?: { body?: unknown; allowMissing?: boolean },
  ): Promise<T>;
  /** POSTs bytes to a release's `upload_url` (its `{?name,label}` template filled). */
  upload<T>(uploadUrl: string, name: string, bytes: Buffer): Promise<T>;
}

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const headers = {
    authorization: `Bearer ${options.token}`,
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'plerion-iac-scan-action-release',
  };
  const send = async <T>(call: string, url: string, init: RequestInit, allowMissing = false) => {
    const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
    const text = await response.text();
    if (response.status === 404 && allowMissing) return undefined as T;
    if (!response.ok) {
      let message = text.slice(0, 300);
      try {
        message = String((JSON.parse(text) as { message?: unknown }).message ?? message);
      } catch {
        // Not JSON: the start of the text says it.
      }
      throw new GitHubError(call, response.status, message.replaceAll(options.token, '***'));
    }
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
  const base = `${options.baseUrl.replace(/\/+$/, '')}/repos/${options.repository}`;
  return {
    repository: options.repository,
    call: (method, path, { body, allowMissing } = {}) =>
      send(
        `${method} /repos/${options.repository}${path}`,
        `${base}${path}`,
        {
          method,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        },
        allowMissing,
      ),
    upload: (uploadUrl, name, bytes) => {
      const url = new URL(uploadUrl.replace(/\{[^}]*\}$/, ''));
      url.searchParams.set('name', name);
      return send(`POST ${url.pathname}`, url.toString(), {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'application/octet-stream' },
      });
    },
  };
}
