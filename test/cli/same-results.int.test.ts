/**
 * The command line and the Action are one engine: on the same tree and the same service they
 * upload the same archives, byte for byte and under the same names (the service answers "already
 * scanned" to every archive of the second run, which it does only for identical bytes), and they
 * report the same findings, in their JSON reports and their SARIF files.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Emulator, KEYS } from '../emulator/server.ts';
import { git } from '../support/git-fixtures.ts';
import { tempDir } from '../support/helpers.ts';
import { ROOT, runAction } from '../support/run-action.ts';
import { runCli } from '../support/run-cli.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 50 } }).start();
});
afterAll(() => emulator.stop());

interface Upload {
  readonly artifactName: string | undefined;
  readonly bytes: number;
}

function uploadsSince(from: number): Upload[] {
  return emulator.requests
    .slice(from)
    .filter((r) => r.endpoint === 'upload')
    .map((r) => ({ artifactName: r.query.artifactName, bytes: r.bodyBytes }))
    .sort((a, b) => String(a.artifactName).localeCompare(String(b.artifactName)));
}

function json(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

it('the CLI uploads the Action’s archives byte for byte and reports the same findings', async () => {
  const repo = path.join(tempDir('iac-same-'), 'infra');
  fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), repo, { recursive: true });
  git(repo, ['init', '-q']);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'infra']);
  const sha = git(repo, ['rev-parse', 'HEAD']);
  // Several archives, so names, numbering and cuts are compared too.
  const size = '3000';

  const action = await runAction({
    workspace: repo,
    caFile: emulator.caFile,
    inputs: {
      'api-key': KEYS.admin,
      'api-url': emulator.url,
      'max-archive-size': size,
      'pr-comment': 'false',
      'upload-artifact': 'false',
      'check-run': 'false',
      'upload-sarif': 'false',
      'tracking-issue': 'false',
    },
    env: { GITHUB_SHA: sha, GITHUB_REPOSITORY: 'octo-org/infra' },
  });
  expect(action.exitCode, action.stdout).toBe(1);
  const actionUploads = uploadsSince(0);
  const scans = emulator.scans.size;
  expect(actionUploads.length).toBeGreaterThan(1);
  expect(scans).toBe(actionUploads.length);

  const from = emulator.requests.length;
  const cli = await runCli({
    cwd: repo,
    caFile: emulator.caFile,
    env: { PLERION_API_KEY: KEYS.admin },
    args: [
      '--api-url',
      emulator.url,
      '--max-archive-size',
      size,
      '--format',
      'json=../cli.json',
      '--format',
      'sarif=../cli.sarif',
    ],
  });
  expect(cli.exitCode, cli.stderr).toBe(1);
  // Same names and sizes, and no new scan: the service knew every archive's bytes.
  expect(uploadsSince(from)).toEqual(actionUploads);
  expect(emulator.scans.size).toBe(scans);
  expect(cli.stderr).toContain(`The service already knew ${scans} of ${scans} archives`);

  const fromAction = json(action.outputs['report-file']!);
  const fromCli = json(path.join(repo, '..', 'cli.json'));
  expect(fromCli.findings).toEqual(fromAction.findings);
  expect(fromCli.counts).toEqual(fromAction.counts);
  expect(fromCli.verdict).toBe(fromAction.verdict);
  expect((fromCli.findings as unknown[]).length).toBe(8);
  const results = (file: string) =>
    (json(file) as { runs: { results: unknown[] }[] }).runs[0]?.results;
  expect(results(path.join(repo, '..', 'cli.sarif'))).toEqual(
    results(action.outputs['sarif-file']!),
  );
});
