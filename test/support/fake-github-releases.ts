/**
 * A local fake of the GitHub REST endpoints a release uses, over real HTTP: CI workflow runs,
 * tags (refs, annotated tags), releases with drafts and asset uploads on an uploads address of
 * its own. It behaves as GitHub does where a release can go wrong: publishing a draft whose tag
 * exists keeps that tag (whatever commit it names), an immutable release refuses new assets, and
 * every call needs the token.
 */
import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRun {
  head_sha: string;
  event: string;
  status: string;
  conclusion: string | null;
  head_repository: { full_name: string };
}

export interface FakeRelease {
  id: number;
  tag_name: string;
  target_commitish: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  immutable: boolean;
  assets: Map<string, Buffer>;
}

type Send = (status: number, body?: unknown) => void;

export class FakeGitHubReleases {
  readonly token = 'ghs_release_token';
  readonly repository = 'octo-org/plerion-iac-scan-action';
  /** Tag name to commit (lightweight) or to an annotated tag's id. */
  readonly tags = new Map<string, { type: 'commit' | 'tag'; sha: string }>();
  /** Annotated tag id to the commit it names. */
  readonly annotated = new Map<string, string>();
  readonly runs: FakeRun[] = [];
  readonly releases: FakeRelease[] = [];
  /** Every call, `METHOD path`. */
  readonly calls: string[] = [];
  /** Whether releases published here become immutable (the repository setting). */
  immutableReleases = true;
  /** Uploads answer 500 (an outage in the middle of a release). */
  failUploads = false;
  /** Runs just before a draft is published (a tag pushed by someone else meanwhile). */
  beforePublish: (() => void) | undefined;
  private server: http.Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const send: Send = (status, body) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(body === undefined ? '' : JSON.stringify(body));
        };
        if (req.headers.authorization !== `Bearer ${this.token}`)
          return send(401, { message: 'Bad credentials' });
        const url = new URL(req.url ?? '/', this.url);
        this.calls.push(`${req.method} ${url.pathname}`);
        this.route(req.method ?? 'GET', url, Buffer.concat(chunks), send);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The commit a tag names, following an annotated tag. */
  commitOf(tag: string): string | undefined {
    const ref = this.tags.get(tag);
    return ref?.type === 'tag' ? this.annotated.get(ref.sha) : ref?.sha;
  }

  private view(r: FakeRelease): Record<string, unknown> {
    const { assets, ...rest } = r;
    return {
      ...rest,
      upload_url: `${this.url}/uploads/repos/${this.repository}/releases/${r.id}/assets{?name,label}`,
      assets: [...assets.keys()].map((name) => ({ name })),
    };
  }

  private route(method: string, url: URL, body: Buffer, send: Send): void {
    const repo = `/repos/${this.repository}`;
    const path = url.pathname.startsWith(repo) ? url.pathname.slice(repo.length) : url.pathname;
    const json = (): Record<string, unknown> =>
      body.length ? (JSON.parse(body.toString()) as Record<string, unknown>) : {};
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/actions/workflows/ci.yml/runs') {
      const sha = url.searchParams.get('head_sha');
      return send(200, { workflow_runs: this.runs.filter((r) => !sha || r.head_sha === sha) });
    }
    if (method === 'GET' && (m = /^\/git\/ref\/tags\/(.+)$/.exec(path))) {
      const ref = this.tags.get(m[1] ?? '');
      return ref
        ? send(200, { ref: `refs/tags/${m[1]}`, object: ref })
        : send(404, { message: 'Not Found' });
    }
    if (method === 'GET' && (m = /^\/git\/tags\/(\w+)$/.exec(path))) {
      const commit = this.annotated.get(m[1] ?? '');
      return commit ? send(200, { object: { type: 'commit', sha: commit } }) : send(404, {});
    }
    if (method === 'POST' && path === '/git/refs') {
      const { ref, sha } = json() as { ref: string; sha: string };
      const tag = ref.replace(/^refs\/tags\//, '');
      if (this.tags.has(tag)) return send(422, { message: 'Reference already exists' });
      this.tags.set(tag, { type: 'commit', sha });
      return send(201, { ref, object: { type: 'commit', sha } });
    }
    if (method === 'PATCH' && (m = /^\/git\/refs\/tags\/(.+)$/.exec(path))) {
      const { sha, force } = json() as { sha: string; force?: boolean };
      if (!this.tags.has(m[1] ?? '')) return send(422, { message: 'Reference does not exist' });
      if (force !== true) return send(422, { message: 'Update is not a fast forward' });
      this.tags.set(m[1] ?? '', { type: 'commit', sha });
      return send(200, { object: { type: 'commit', sha } });
    }
    if (method === 'GET' && path === '/releases')
      return send(
        200,
        [...this.releases].reverse().map((r) => this.view(r)),
      );
    if (method === 'GET' && (m = /^\/releases\/tags\/(.+)$/.exec(path))) {
      const release = this.releases.find((r) => r.tag_name === m?.[1] && !r.draft);
      return release ? send(200, this.view(release)) : send(404, { message: 'Not Found' });
    }
    if (method === 'POST' && path === '/releases') {
      const given = json() as Partial<FakeRelease>;
      const release: FakeRelease = {
        id: this.releases.length + 1,
        tag_name: String(given.tag_name),
        target_commitish: String(given.target_commitish),
        body: String(given.body ?? ''),
        draft: given.draft === true,
        prerelease: false,
        immutable: false,
        assets: new Map(),
      };
      this.releases.push(release);
      return send(201, this.view(release));
    }
    if (method === 'PATCH' && (m = /^\/releases\/(\d+)$/.exec(path))) {
      const release = this.releases.find((r) => r.id === Number(m?.[1]));
      if (!release) return send(404, {});
      if (json().draft === false && release.draft) {
        this.beforePublish?.();
        // GitHub publishes on the tag as it is when one exists, else makes it at the target.
        if (!this.tags.has(release.tag_name))
          this.tags.set(release.tag_name, { type: 'commit', sha: release.target_commitish });
        release.draft = false;
        release.immutable = this.immutableReleases;
      }
      return send(200, this.view(release));
    }
    if (
      method === 'POST' &&
      (m = /^\/uploads\/repos\/[^/]+\/[^/]+\/releases\/(\d+)\/assets$/.exec(url.pathname))
    ) {
      const release = this.releases.find((r) => r.id === Number(m?.[1]));
      const name = url.searchParams.get('name') ?? '';
      if (!release) return send(404, {});
      if (release.immutable) return send(422, { message: 'Cannot modify an immutable release' });
      if (this.failUploads) return send(500, { message: 'Server Error' });
      release.assets.set(name, body);
      const digest = `sha256:${createHash('sha256').update(body).digest('hex')}`;
      return send(201, { name, size: body.length, digest });
    }
    send(404, { message: `no fake for ${method} ${url.pathname}` });
  }
}
