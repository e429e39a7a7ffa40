/**
 * A fake of what the artifact client talks to on a runner, on loopback: the Actions results
 * service (Twirp JSON: CreateArtifact, FinalizeArtifact) and the blob storage its signed URL names
 * (blocks staged, then committed by a block list). What arrives is kept, byte for byte.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService';

export interface ReceivedArtifact {
  readonly name: string;
  /** The committed blob: the zip the client built. */
  bytes: Buffer;
  finalized: boolean;
}

/** A runtime token whose `scp` claim names a workflow run and job, as the client reads it. */
export function runtimeToken(): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const scp = 'Actions.ExampleScope Actions.Results:run-backend-id:job-backend-id';
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp })}.signature`;
}

export class FakeActionsResults {
  readonly artifacts: ReceivedArtifact[] = [];
  /** Set: CreateArtifact answers with this HTTP status (a refusal). */
  refuseWith: number | undefined;
  url = '';
  private readonly blocks = new Map<string, Buffer>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.answer(req, Buffer.concat(chunks), res));
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, data: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    };
    if (url.pathname === `${SERVICE}/CreateArtifact`) {
      if (this.refuseWith) return json(this.refuseWith, { code: 'permission_denied', msg: 'no' });
      const { name } = JSON.parse(body.toString('utf8')) as { name: string };
      this.artifacts.push({ name, bytes: Buffer.alloc(0), finalized: false });
      return json(200, { ok: true, signedUploadUrl: `${this.url}/blob/store/${name}.zip?sig=x` });
    }
    if (url.pathname === `${SERVICE}/FinalizeArtifact`) {
      const { name } = JSON.parse(body.toString('utf8')) as { name: string };
      const artifact = this.artifacts.find((a) => a.name === name);
      if (artifact) artifact.finalized = true;
      return json(200, { ok: true, artifactId: '42' });
    }
    if (url.pathname.startsWith('/blob/') && req.method === 'PUT') return this.blob(url, body, res);
    json(404, { msg: 'not found' });
  }

  /** Azure's block blob protocol, as much of it as `uploadStream` uses. */
  private blob(url: URL, body: Buffer, res: http.ServerResponse): void {
    const comp = url.searchParams.get('comp');
    const headers = { etag: '"1"', 'last-modified': new Date(0).toUTCString() };
    if (comp === 'block') {
      this.blocks.set(url.searchParams.get('blockid') ?? '', body);
      return void res.writeHead(201, headers).end();
    }
    const name = decodeURIComponent(url.pathname.split('/').at(-1) ?? '').replace(/\.zip$/, '');
    const artifact = this.artifacts.find((a) => a.name === name);
    const ids =
      comp === 'blocklist'
        ? [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)].map(
            (m) => m[1] ?? '',
          )
        : [];
    if (artifact)
      artifact.bytes =
        comp === 'blocklist'
          ? Buffer.concat(ids.map((id) => this.blocks.get(id) ?? Buffer.alloc(0)))
          : body;
    res.writeHead(201, headers).end();
  }
}
