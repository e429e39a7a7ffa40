/**
 * A local fake of GitHub's REST endpoints for issues and their comments over real HTTP, for
 * Octokit: paged lists with Link headers, authors, `GET /user` as a PAT or an installation token
 * answers it, and switches to refuse requests. Also check runs (annotations appended, 50 a request
 * at most), a pull request's files, reviews with line comments checked against the diff, and code
 * scanning SARIF uploads with their processing status.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { defaultLimits, type GitHubLimits } from '../../src/action/github/github-octokit.ts';

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

/** A check run as GitHub keeps it: annotations accumulate over updates, 50 a request at most. */
export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  details_url: string | undefined;
  output: { title: string; summary: string };
  annotations: Record<string, unknown>[];
  /** Annotation counts of each request that carried some, in order. */
  batches: number[];
}

/** A file of a pull request's diff, as `GET /pulls/{n}/files` lists it. */
export interface FakePullFile {
  filename: string;
  status: string;
  patch?: string;
  /** A renamed file's old path. */
  previous_filename?: string;
}

/** The most files GitHub's list of a pull request's files holds; the rest are never listed. */
export const MAX_LISTED_PULL_FILES = 3_000;

/** A review comment on a line of a pull request's diff. */
export interface FakeReviewComment {
  id: number;
  pull: number;
  review_id: number;
  body: string;
  path: string;
  line: number;
  start_line: number | null;
  commit_id: string;
  user: FakeAuthor;
  in_reply_to_id?: number;
}

export interface FakeReview {
  id: number;
  pull: number;
  commit_id: string;
  event: string;
  body: string;
  user: FakeAuthor;
}

/** A code scanning SARIF upload: the decoded SARIF and the fields sent with it. */
export interface FakeSarifUpload {
  id: string;
  commit_sha: string;
  ref: string;
  checkout_uri: string;
  tool_name: string;
  sarif: Record<string, unknown>;
  /** Status reads until it is complete (or `failed` when set). */
  pendingReads: number;
  failWith?: string[];
}

/**
 * A client's limits for a test that does not measure GitHub's pacing: writes and searches not spaced, a second
 * GitHub asks to wait slept as a millisecond.
 */
export function unpacedLimits(): GitHubLimits {
  return { ...defaultLimits(), writeSpacingMs: 0, searchSpacingMs: 0, msPerSecond: 1 };
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

type Send = (status: number, data: unknown, headers?: Record<string, string>) => void;

function annotationsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const output = body.output as { annotations?: Record<string, unknown>[] } | undefined;
  return output?.annotations ?? [];
}

function outputOf(body: Record<string, unknown>): { title: string; summary: string } | undefined {
  const output = body.output as { title?: string; summary?: string } | undefined;
  return output ? { title: String(output.title), summary: String(output.summary) } : undefined;
}

function tooMany(send: Send): void {
  send(422, {
    message: 'Invalid request.\n\nOnly 50 annotations are allowed per request.',
  });
}

/** The right-side line ranges of each hunk of a unified diff's patch. */
export function rightLines(patch: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) ranges.push([start, start + count - 1]);
  }
  return ranges;
}

export class FakeGitHub {
  readonly checkRuns: FakeCheckRun[] = [];
  /** The diff of each pull request, by number. */
  readonly pullFiles = new Map<number, FakePullFile[]>();
  /** Files of a pull request's diff past the 3,000 its files list shows. */
  readonly unlistedPullFiles = new Map<number, FakePullFile[]>();
  readonly reviews: FakeReview[] = [];
  readonly reviewComments: FakeReviewComment[] = [];
  readonly sarifUploads: FakeSarifUpload[] = [];
  /** Status reads a new SARIF upload stays `pending` for. */
  sarifPendingReads = 0;
  /** Set: every new SARIF upload fails processing with these errors. */
  sarifErrors: string[] | undefined;
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
  /**
   * Files the contents API serves raw, by `owner/repo/path@ref` (an organisation's configuration
   * file); the token each read carried is kept in `contentReads`.
   */
  readonly contents = new Map<string, string>();
  readonly contentReads: { file: string; authorization: string | undefined }[] = [];
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
    this.checkRuns.length = 0;
    this.pullFiles.clear();
    this.unlistedPullFiles.clear();
    this.reviews.length = 0;
    this.reviewComments.length = 0;
    this.sarifUploads.length = 0;
    this.sarifPendingReads = 0;
    this.sarifErrors = undefined;
    this.rateLimits.length = 0;
    this.contents.clear();
    this.contentReads.length = 0;
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
    const content = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/.exec(url.pathname);
    if (content && req.method === 'GET') {
      const file = `${content[1]}/${content[2]}/${decodeURIComponent(content[3] ?? '')}@${url.searchParams.get('ref') ?? ''}`;
      this.contentReads.push({ file, authorization: req.headers.authorization });
      const found = this.contents.get(file);
      if (found === undefined) return send(404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/vnd.github.raw' });
      return void res.end(found);
    }
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
    if (this.handleSurfaces(req.method ?? 'GET', url, body, send)) return;
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

  /** Check runs, pull-request files, reviews and code scanning uploads; false for other paths. */
  private handleSurfaces(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    send: Send,
  ): boolean {
    const route = (pattern: string): RegExpExecArray | null =>
      new RegExp(`^/repos/[^/]+/[^/]+/${pattern}$`).exec(url.pathname);
    let m: RegExpExecArray | null;
    if (route('check-runs') && method === 'POST') {
      const annotations = annotationsOf(body);
      if (annotations.length > 50) return (tooMany(send), true);
      const run: FakeCheckRun = {
        id: this.nextId++,
        name: String(body.name),
        head_sha: String(body.head_sha),
        status: (body.status as FakeCheckRun['status']) ?? 'queued',
        conclusion: (body.conclusion as string) ?? null,
        details_url: body.details_url as string | undefined,
        output: outputOf(body) ?? { title: '', summary: '' },
        annotations,
        batches: annotations.length > 0 ? [annotations.length] : [],
      };
      this.checkRuns.push(run);
      return (send(201, this.checkRunJson(run)), true);
    }
    if ((m = route('check-runs/(\\d+)')) && method === 'PATCH') {
      const run = this.checkRuns.find((r) => r.id === Number(m?.[1]));
      if (!run) return (send(404, { message: 'Not Found' }), true);
      const annotations = annotationsOf(body);
      if (annotations.length > 50) return (tooMany(send), true);
      if (body.status) run.status = body.status as FakeCheckRun['status'];
      if (body.conclusion) {
        run.conclusion = String(body.conclusion);
        run.status = 'completed';
      }
      run.output = outputOf(body) ?? run.output;
      run.annotations.push(...annotations);
      if (annotations.length > 0) run.batches.push(annotations.length);
      return (send(200, this.checkRunJson(run)), true);
    }
    if ((m = route('check-runs/(\\d+)/annotations')) && method === 'GET') {
      const run = this.checkRuns.find((r) => r.id === Number(m?.[1]));
      return (this.sendPage(url, run?.annotations ?? [], send, (a) => a), true);
    }
    if ((m = route('commits/([^/]+)/check-runs')) && method === 'GET') {
      const name = url.searchParams.get('check_name');
      const runs = this.checkRuns.filter(
        (r) => r.head_sha === m?.[1] && (name === null || r.name === name),
      );
      return (
        send(200, { total_count: runs.length, check_runs: runs.map((r) => this.checkRunJson(r)) }),
        true
      );
    }
    if ((m = route('pulls/(\\d+)/files')) && method === 'GET')
      return (
        this.sendPage(
          url,
          (this.pullFiles.get(Number(m[1])) ?? []).slice(0, MAX_LISTED_PULL_FILES),
          send,
          (f) => f,
        ),
        true
      );
    if ((m = route('pulls/(\\d+)/reviews')) && method === 'POST')
      return (this.postReview(Number(m[1]), body, send), true);
    if ((m = route('pulls/(\\d+)/comments')) && method === 'GET') {
      const pull = Number(m[1]);
      const list = this.reviewComments.filter((c) => c.pull === pull);
      return (
        this.sendPage(url, list, send, (c) => ({
          ...c,
          html_url: `https://github.example/pull/${pull}#discussion_r${c.id}`,
        })),
        true
      );
    }
    if ((m = route('pulls/comments/(\\d+)')) && method === 'DELETE') {
      const at = this.reviewComments.findIndex((c) => c.id === Number(m?.[1]));
      if (at < 0) return (send(404, { message: 'Not Found' }), true);
      this.reviewComments.splice(at, 1);
      return (send(204, undefined), true);
    }
    if (route('code-scanning/sarifs') && method === 'POST') {
      const id = `sarif-${this.nextId++}`;
      const sarif = JSON.parse(
        gunzipSync(Buffer.from(String(body.sarif), 'base64')).toString('utf8'),
      ) as Record<string, unknown>;
      this.sarifUploads.push({
        id,
        commit_sha: String(body.commit_sha),
        ref: String(body.ref),
        checkout_uri: String(body.checkout_uri),
        tool_name: String(body.tool_name),
        sarif,
        pendingReads: this.sarifPendingReads,
        ...(this.sarifErrors ? { failWith: this.sarifErrors } : {}),
      });
      return (send(202, { id, url: `${this.url}${url.pathname}/${id}` }), true);
    }
    if ((m = route('code-scanning/sarifs/([^/]+)')) && method === 'GET') {
      const upload = this.sarifUploads.find((u) => u.id === m?.[1]);
      if (!upload) return (send(404, { message: 'Not Found' }), true);
      if (upload.pendingReads-- > 0) return (send(200, { processing_status: 'pending' }), true);
      if (upload.failWith)
        return (send(200, { processing_status: 'failed', errors: upload.failWith }), true);
      return (
        send(200, {
          processing_status: 'complete',
          analyses_url: `${this.url}/analyses?sarif_id=${upload.id}`,
        }),
        true
      );
    }
    return false;
  }

  /** A review: every comment must sit on a line of its file's diff (right side), as GitHub checks. */
  private postReview(pull: number, body: Record<string, unknown>, send: Send): void {
    const comments = (Array.isArray(body.comments) ? body.comments : []) as Record<
      string,
      unknown
    >[];
    const files = [
      ...(this.pullFiles.get(pull) ?? []),
      ...(this.unlistedPullFiles.get(pull) ?? []),
    ];
    for (const c of comments) {
      const file = files.find((f) => f.filename === c.path);
      const lines = rightLines(file?.patch ?? '');
      const last = Number(c.line);
      const first = c.start_line === undefined ? last : Number(c.start_line);
      const hunk = lines.find(([from, to]) => first >= from && last <= to);
      if (!hunk)
        return send(422, {
          message: 'Unprocessable Entity',
          errors: ['Pull request review thread line must be part of the diff'],
        });
    }
    const review: FakeReview = {
      id: this.nextId++,
      pull,
      commit_id: String(body.commit_id),
      event: String(body.event),
      body: String(body.body ?? ''),
      user: this.viewer,
    };
    this.reviews.push(review);
    for (const c of comments)
      this.reviewComments.push({
        id: this.nextId++,
        pull,
        review_id: review.id,
        body: String(c.body),
        path: String(c.path),
        line: Number(c.line),
        start_line: c.start_line === undefined ? null : Number(c.start_line),
        commit_id: review.commit_id,
        user: this.viewer,
      });
    send(200, {
      ...review,
      html_url: `https://github.example/pull/${pull}#pullrequestreview-${review.id}`,
    });
  }

  private checkRunJson(run: FakeCheckRun): unknown {
    const { annotations, batches, ...rest } = run;
    return {
      ...rest,
      output: { ...run.output, annotations_count: annotations.length },
      html_url: `https://github.example/octo/infra/runs/${run.id}`,
      batches: batches.length,
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
  private sendPage<T extends object>(
    url: URL,
    items: T[],
    send: Send,
    json: (item: T) => unknown = (item) =>
      'number' in item
        ? this.issueJson(item as unknown as FakeIssue)
        : this.commentJson(item as unknown as FakeComment),
  ): void {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const next = new URL(url.pathname + url.search, this.url);
    next.searchParams.set('page', String(page + 1));
    const headers: Record<string, string> =
      page * perPage < items.length ? { link: `<${next.href}>; rel="next"` } : {};
    send(200, slice.map(json), headers);
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
