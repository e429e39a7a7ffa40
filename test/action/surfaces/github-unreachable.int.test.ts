/**
 * Publishing with GitHub's API unreachable (issue 39), end to end: run() in this process on a
 * push, against the emulator, with GITHUB_API_URL on a loopback port nothing listens on, and the
 * check run and the code scanning upload asked for outright. Nothing is retried (no answer can
 * come), so the run ends within seconds of its scan, its gate unchanged; and the words say
 * GitHub could not be reached, never "GitHub answered".
 */
import * as net from 'node:net';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { git, writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 5 } });
let workspace: string;
let sha: string;
let closed: number;

beforeAll(async () => {
  workspace = path.join(harness.tempDir('iac-unreachable-'), 'repo');
  git(path.dirname(workspace), ['init', '-q', workspace]);
  writeFiles(workspace, { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' });
  git(workspace, ['add', '-A']);
  git(workspace, ['commit', '-q', '-m', 'main']);
  sha = git(workspace, ['rev-parse', 'HEAD']);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closed = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
});

describe("publishing with GitHub's API unreachable", () => {
  it('ends within seconds, the gate unchanged, saying GitHub could not be reached', async () => {
    const started = Date.now();
    const result = await harness.action({
      workspace,
      event: 'push',
      payload: { ref: 'refs/heads/main' },
      sha,
      inputs: { 'check-run': 'true', 'upload-sarif': 'true', timeout: '30' },
      environment: { GITHUB_API_URL: `http://127.0.0.1:${closed}`, GITHUB_REF: 'refs/heads/main' },
    });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(result.outputs.result).toBe('pass');
    expect(result.exitCode).toBe(0);
    expect(result.log).toContain(`GitHub's API at http://127.0.0.1:${closed} could not be reached`);
    expect(result.log).toContain('The SARIF file was not uploaded to code scanning');
    expect(result.log).not.toMatch(/GitHub answered/);
  }, 20_000);
});
