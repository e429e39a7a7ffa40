/** A local fake of GitHub's issue-comment REST endpoints over real HTTP, for Octokit. */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
}

export class FakeGitHub {
  readonly comments: FakeComment[] = [];
  readonly calls: string[] = [];
  /** Answer every write with this status (403: no pull-requests: write). */
  refuseWrites: number | undefined;
  url = '';
  private server: http.Server | undefined;
  private nextId = 1000;

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

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    const url = new URL(req.url ?? '/', 'http://x');
    this.calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, data: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (req.method !== 'GET' && this.refuseWrites)
      return send(this.refuseWrites, { message: 'Resource not accessible by integration' });
    if (/^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/.test(url.pathname)) {
      if (req.method === 'GET') {
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        return send(200, this.comments.slice((page - 1) * perPage, page * perPage));
      }
      const comment = { id: this.nextId++, body: (JSON.parse(body) as { body: string }).body };
      this.comments.push(comment);
      return send(201, comment);
    }
    const edit = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (edit && req.method === 'PATCH') {
      const comment = this.comments.find((c) => c.id === Number(edit[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = (JSON.parse(body) as { body: string }).body;
      return send(200, comment);
    }
    send(404, { message: 'Not Found' });
  }
}
