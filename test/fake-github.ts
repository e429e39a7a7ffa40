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
  labels?: string[];
}

/** A pull request as the pulls endpoints give it (the fields the action reads). */
export interface FakePullRequest {
  number: number;
  state: 'open' | 'closed';
  head: { sha: string; ref: string; label: string };
  base: { sha: string; ref: string; repo: { full_name: string } };
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
  readonly pulls: FakePullRequest[] = [];
  readonly calls: string[] = [];
  /** Who the token is: a Bot is an installation token, refused `GET /user` with 403. */
  viewer: FakeAuthor = GITHUB_ACTIONS_BOT;
  /** Answer every write with this status (403: no pull-requests: write or issues: write). */
  refuseWrites: number | undefined;
  /** Answer the request `METHOD /path` with the status returned, if any. */
  refuse: ((call: string) => number | undefined) | undefined;
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
    this.pulls.length = 0;
    this.calls.length = 0;
    this.viewer = GITHUB_ACTIONS_BOT;
    this.refuseWrites = undefined;
    this.refuse = undefined;
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
    const refused = this.refuse?.(call) ?? (req.method !== 'GET' ? this.refuseWrites : undefined);
    if (refused) return send(refused, { message: REFUSALS[refused] ?? 'Server Error' });
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const repo = '^/repos/[^/]+/[^/]+';
    if (url.pathname === '/user') {
      if (this.viewer.type === 'Bot')
        return send(403, { message: 'Resource not accessible by integration' });
      return send(200, { login: this.viewer.login, type: 'User' });
    }
    if (url.pathname === '/search/issues') return send(200, this.searchIssues(url));
    if (new RegExp(`${repo}/issues$`).test(url.pathname)) {
      if (req.method === 'GET') return this.sendPage(url, this.listIssues(url), send);
      const issue = this.addIssue({
        title: String(body.title),
        body: String(body.body ?? ''),
        user: this.viewer,
        labels: Array.isArray(body.labels) ? body.labels.map(String) : [],
      });
      return send(201, this.issueJson(issue));
    }
    const labelsPath = new RegExp(`${repo}/issues/(\\d+)/labels$`).exec(url.pathname);
    if (labelsPath && req.method === 'POST') {
      const issue = this.issues.find((i) => i.number === Number(labelsPath[1]));
      if (!issue) return send(404, { message: 'Not Found' });
      const added = Array.isArray(body.labels) ? body.labels.map(String) : [];
      issue.labels = [...new Set([...(issue.labels ?? []), ...added])];
      return send(
        200,
        issue.labels.map((name) => ({ name })),
      );
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
    if (new RegExp(`${repo}/pulls$`).test(url.pathname) && req.method === 'GET') {
      const head = url.searchParams.get('head');
      const state = url.searchParams.get('state') ?? 'open';
      return send(
        200,
        this.pulls.filter(
          (p) => (state === 'all' || p.state === state) && (!head || p.head.label === head),
        ),
      );
    }
    const pull = new RegExp(`${repo}/pulls/(\\d+)$`).exec(url.pathname);
    if (pull && req.method === 'GET') {
      const found = this.pulls.find((p) => p.number === Number(pull[1]));
      return found ? send(200, found) : send(404, { message: 'Not Found' });
    }
    const edit = new RegExp(`${repo}/issues/comments/(\\d+)$`).exec(url.pathname);
    if (edit && req.method === 'PATCH') {
      const comment = this.comments.find((c) => c.id === Number(edit[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = String(body.body);
      return send(200, this.commentJson(comment));
    }
    send(404, { message: 'Not Found' });
  }

  /** Issues search: `is:issue`, the quoted phrase in the body, most recently updated first. */
  private searchIssues(url: URL): {
    total_count: number;
    incomplete_results: false;
    items: unknown[];
  } {
    const q = url.searchParams.get('q') ?? '';
    const phrase = /"([^"]*)"/.exec(q)?.[1] ?? '';
    const items = this.issues
      .filter((i) => !(q.includes('is:issue') && i.pull_request) && i.body.includes(phrase))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, Number(url.searchParams.get('per_page') ?? 30));
    return {
      total_count: items.length,
      incomplete_results: false,
      items: items.map((i) => this.issueJson(i)),
    };
  }

  private listIssues(url: URL): FakeIssue[] {
    const state = url.searchParams.get('state') ?? 'open';
    const label = url.searchParams.get('labels');
    const sort = url.searchParams.get('sort') ?? 'created';
    const sign = (url.searchParams.get('direction') ?? 'desc') === 'desc' ? -1 : 1;
    return this.issues
      .filter((i) => state === 'all' || i.state === state)
      .filter((i) => label === null || (i.labels ?? []).includes(label))
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
    const labels = (issue.labels ?? []).map((name) => ({ name }));
    return { ...issue, id: issue.number + 5000, html_url, labels };
  }

  private commentJson(comment: FakeComment): unknown {
    const html_url = `https://github.example/octo/infra/issues/${comment.issue}#issuecomment-${comment.id}`;
    return { id: comment.id, body: comment.body, user: comment.user, html_url };
  }
}
