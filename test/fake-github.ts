/**
 * A local fake of GitHub's REST endpoints for issues and their comments over real HTTP, for
 * Octokit: paged lists with Link headers, authors, `GET /user` as a PAT or an installation token
 * answers it, and switches to refuse requests.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAuthor {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakeComment {
  id: number;
  /** The issue or pull request it is on. */
  issue: number;
  body: string;
  user: FakeAuthor;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  state_reason: string | null;
  user: FakeAuthor;
  /** Set on the pull requests that GitHub's issues list includes. */
  pull_request?: { url: string };
  updated_at: string;
}

export const GITHUB_ACTIONS_BOT: FakeAuthor = { login: 'github-actions[bot]', type: 'Bot' };
const REFUSALS: Record<number, string> = {
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  410: 'Issues are disabled for this repo',
  422: 'Validation Failed',
};
const EPOCH_MS = Date.UTC(2025, 0, 1);

export class FakeGitHub {
  readonly comments: FakeComment[] = [];
  readonly issues: FakeIssue[] = [];
  readonly calls: string[] = [];
  /** Who the token is: a Bot is an installation token, refused `GET /user` with 403. */
  viewer: FakeAuthor = GITHUB_ACTIONS_BOT;
  /** Answer every write with this status (403: no pull-requests: write or issues: write). */
  refuseWrites: number | undefined;
  /** Answer the request `METHOD /path` with the status returned, if any. */
  refuse: ((call: string) => number | undefined) | undefined;
  /**
   * Rate limits to answer, each `times` times for calls starting with `call`: `secondary` is a 403
   * "secondary rate limit" with `Retry-After`; `primary` a 429 with no requests remaining until
   * `x-ratelimit-reset`, `retryAfterSeconds` ahead.
   */
  readonly rateLimits: {
    call: string;
    kind: 'secondary' | 'primary';
    times: number;
    retryAfterSeconds: number;
  }[] = [];
  url = '';
  private server: http.Server | undefined;
  private nextId = 1000;
  private clock = 0;

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString()));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Forgets every comment, issue, call and switch. */
  reset(): void {
    this.comments.length = 0;
    this.issues.length = 0;
    this.calls.length = 0;
    this.viewer = GITHUB_ACTIONS_BOT;
    this.refuseWrites = undefined;
    this.refuse = undefined;
    this.rateLimits.length = 0;
  }

  /** A new issue (or pull request) as `user` wrote it, updated at the fake's next tick. */
  addIssue(fields: Partial<FakeIssue> & { body: string; user: FakeAuthor }): FakeIssue {
    const issue: FakeIssue = {
      number: this.issues.length + 1,
      title: 'An issue',
      state: 'open',
      state_reason: null,
      updated_at: this.tick(),
      ...fields,
    };
    this.issues.push(issue);
    return issue;
  }

  /** A distinct, increasing timestamp: the fake's time never reads the wall clock. */
  private tick(): string {
    return new Date(EPOCH_MS + ++this.clock * 1000).toISOString();
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, text: string): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const call = `${req.method} ${url.pathname}`;
    this.calls.push(call);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(data));
    };
    const limit = this.rateLimits.find((l) => l.times > 0 && call.startsWith(l.call));
    if (limit) {
      limit.times -= 1;
      if (limit.kind === 'secondary')
        return send(
          403,
          { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
          { 'retry-after': String(limit.retryAfterSeconds) },
        );
      // GitHub's reset is epoch seconds: Octokit compares it with its own wall clock.
      const reset = Math.floor(Date.now() / 1000) + limit.retryAfterSeconds;
      return send(
        429,
        { message: 'API rate limit exceeded' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      );
    }
    const refused = this.refuse?.(call) ?? (req.method !== 'GET' ? this.refuseWrites : undefined);
    if (refused) return send(refused, { message: REFUSALS[refused] ?? 'Server Error' });
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const repo = '^/repos/[^/]+/[^/]+';
    if (url.pathname === '/user') {
      if (this.viewer.type === 'Bot')
        return send(403, { message: 'Resource not accessible by integration' });
      return send(200, { login: this.viewer.login, type: 'User' });
    }
    if (new RegExp(`${repo}/issues$`).test(url.pathname)) {
      if (req.method === 'GET') return this.sendPage(url, this.listIssues(url), send);
      const issue = this.addIssue({
        title: String(body.title),
        body: String(body.body ?? ''),
        user: this.viewer,
      });
      return send(201, this.issueJson(issue));
    }
    const issuePath = new RegExp(`${repo}/issues/(\\d+)$`).exec(url.pathname);
    if (issuePath && req.method === 'PATCH') {
      const issue = this.issues.find((i) => i.number === Number(issuePath[1]));
      if (!issue) return send(404, { message: 'Not Found' });
      if (typeof body.title === 'string') issue.title = body.title;
      if (typeof body.body === 'string') issue.body = body.body;
      if (body.state === 'open' || body.state === 'closed') {
        issue.state_reason =
          body.state === 'closed' ? String(body.state_reason ?? 'completed') : 'reopened';
        issue.state = body.state;
      }
      issue.updated_at = this.tick();
      return send(200, this.issueJson(issue));
    }
    const comments = new RegExp(`${repo}/issues/(\\d+)/comments$`).exec(url.pathname);
    if (comments) {
      const issue = Number(comments[1]);
      if (req.method === 'GET')
        return this.sendPage(
          url,
          this.comments.filter((c) => c.issue === issue),
          send,
        );
      const comment = { id: this.nextId++, issue, body: String(body.body), user: this.viewer };
      this.comments.push(comment);
      return send(201, this.commentJson(comment));
    }
    const edit = new RegExp(`${repo}/issues/comments/(\\d+)$`).exec(url.pathname);
    if (edit && req.method === 'DELETE') {
      const index = this.comments.findIndex((c) => c.id === Number(edit[1]));
      if (index < 0) return send(404, { message: 'Not Found' });
      this.comments.splice(index, 1);
      res.writeHead(204);
      return void res.end();
    }
    if (edit && req.method === 'PATCH') {
      const comment = this.comments.find((c) => c.id === Number(edit[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = String(body.body);
      return send(200, this.commentJson(comment));
    }
    send(404, { message: 'Not Found' });
  }

  private listIssues(url: URL): FakeIssue[] {
    const state = url.searchParams.get('state') ?? 'open';
    const sort = url.searchParams.get('sort') ?? 'created';
    const sign = (url.searchParams.get('direction') ?? 'desc') === 'desc' ? -1 : 1;
    return this.issues
      .filter((i) => state === 'all' || i.state === state)
      .sort((a, b) =>
        sort === 'updated'
          ? sign * a.updated_at.localeCompare(b.updated_at)
          : sign * (a.number - b.number),
      );
  }

  /** One page of `items` as GitHub sends it, with a Link header to the next page. */
  private sendPage(
    url: URL,
    items: (FakeIssue | FakeComment)[],
    send: (status: number, data: unknown, headers?: Record<string, string>) => void,
  ): void {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const next = new URL(url.pathname + url.search, this.url);
    next.searchParams.set('page', String(page + 1));
    const headers: Record<string, string> =
      page * perPage < items.length ? { link: `<${next.href}>; rel="next"` } : {};
    send(
      200,
      slice.map((item) => ('number' in item ? this.issueJson(item) : this.commentJson(item))),
      headers,
    );
  }

  private issueJson(issue: FakeIssue): unknown {
    const html_url = `https://github.example/octo/infra/issues/${issue.number}`;
    return { ...issue, id: issue.number + 5000, html_url };
  }

  private commentJson(comment: FakeComment): unknown {
    const html_url = `https://github.example/octo/infra/issues/${comment.issue}#issuecomment-${comment.id}`;
    return { id: comment.id, body: comment.body, user: comment.user, html_url };
  }
}
