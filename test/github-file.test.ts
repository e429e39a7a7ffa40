/**
 * An organisation's file read from another repository: over https only (plain http only to this
 * machine's loopback), the token sent as a header and never in a message, GitHub's refusals one
 * clear configuration error, and a file past the size limit refused.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../src/errors.ts';
import { readGitHubFile, whyUnreachable } from '../src/github-file.ts';

const TOKEN = 'ghp_secretTokenValue0123';
let server: http.Server;
let url = '';
const seen: (string | undefined)[] = [];
/** Resolves when the client has dropped the connection of the request to `path`. */
const dropped = new Map<string, Promise<void>>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers.authorization);
    if (req.url?.includes('/big.yml')) {
      res.writeHead(200);
      return void res.end('x'.repeat(1024 * 1024 + 1));
    }
    if (req.url?.includes('/endless.yml')) {
      // No length said, and no end: only a reader that stops at the limit ever returns.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const more = (): void => {
        if (!res.destroyed) res.write('x'.repeat(64 * 1024), () => setImmediate(more));
      };
      return more();
    }
    const stalled = /\/(declared|forbidden)\.yml/.exec(req.url ?? '')?.[1];
    if (stalled) {
      // A length past the limit (or a refusal) and a body that never comes: only a client that
      // drops the answer lets the connection close.
      dropped.set(stalled, new Promise((settle) => req.socket.once('close', () => settle())));
      res.writeHead(stalled === 'declared' ? 200 : 403, { 'content-length': 2 * 1024 * 1024 });
      return void res.write('x');
    }
    if (req.url?.includes('/cut.yml')) {
      res.writeHead(200, { 'content-length': 100 });
      res.write('timeout: ');
      return void setImmediate(() => res.destroy());
    }
    if (req.url?.includes('/org.yml?ref=main')) {
      res.writeHead(200);
      return void res.end('timeout: 60\n');
    }
    res.writeHead(404);
    res.end('{"message":"Not Found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const request = (path: string, apiUrl = url) => ({
  apiUrl,
  token: TOKEN,
  owner: 'my-org',
  repo: '.github',
  path,
  ref: 'main',
  label: '--org-config',
  tokenAdvice: 'Set GITHUB_TOKEN.',
  maxBytes: 1024 * 1024,
});

describe('reading a file of another repository', () => {
  it('reads it with the token as a header', async () => {
    const bytes = await readGitHubFile(request('org.yml'));
    expect(Buffer.from(bytes).toString()).toBe('timeout: 60\n');
    expect(seen.at(-1)).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses plain http to another host before sending anything', async () => {
    const before = seen.length;
    await expect(
      readGitHubFile(request('org.yml', 'http://github.example.com/api/v3')),
    ).rejects.toThrow(
      /Refused to read --org-config from http:\/\/github\.example\.com: the token is only sent over https/,
    );
    expect(seen.length).toBe(before);
  });

  it('says a missing file or a token without access in one error, never the token', async () => {
    const error = await readGitHubFile(request('missing.yml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      /Could not read the organisation's file my-org\/\.github\/missing\.yml@main \(--org-config\): GitHub answered 404/,
    );
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('refuses a file past the size limit', async () => {
    await expect(readGitHubFile(request('big.yml'))).rejects.toThrow(/more than 1048576/);
  });

  it('stops reading an answer that never says its length once it passes the limit', async () => {
    await expect(readGitHubFile(request('endless.yml'))).rejects.toThrow(
      /endless\.yml@main \(--org-config\): it has \d+ bytes, more than 1048576/,
    );
  });

  it('refuses a length past the limit before reading, and drops the answer', async () => {
    await expect(readGitHubFile(request('declared.yml'))).rejects.toThrow(
      /declared\.yml@main \(--org-config\): it has 2097152 bytes, more than 1048576/,
    );
    await dropped.get('declared');
  });

  it('drops the answer of a refusal whose body never comes', async () => {
    await expect(readGitHubFile(request('forbidden.yml'))).rejects.toThrow(/GitHub answered 403/);
    await dropped.get('forbidden');
  });

  it('says an answer that breaks off in one configuration error', async () => {
    const error = await readGitHubFile(request('cut.yml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      /cut\.yml@main \(--org-config\): GitHub's answer was cut off \(TypeError/,
    );
  });

  it('names only a cause code that looks like one', () => {
    const failure = (code: unknown) =>
      Object.assign(new TypeError('fetch failed'), { cause: { code } });
    expect(whyUnreachable(failure('CERT_HAS_EXPIRED'))).toBe('TypeError: CERT_HAS_EXPIRED');
    expect(whyUnreachable(failure('ok\n::error::forged'))).toBe('TypeError');
    expect(whyUnreachable(failure(42))).toBe('TypeError');
  });

  it("names the system's reason when GitHub cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(readGitHubFile(request('org.yml', `http://127.0.0.1:${port}`))).rejects.toThrow(
      /GitHub could not be reached \(TypeError: ECONNREFUSED\)/,
    );
  });
});
