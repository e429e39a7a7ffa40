/**
 * The command line on a change request gates unjudged IaC as the Action does on a pull request
 * (issue 31, issue 32): `plerion-iac scan` (main() in this process, through the harness) against the emulator over HTTPS, in
 * a real clone whose change adds IaC that is never uploaded (a secret-like name, a built-in
 * folder). With a base the CI names (GitLab's merge request, Azure's pull request) or
 * `--baseline <ref>`, it exits 3 and every format lists the files; `gate` on the saved report
 * agrees. Without a base (none set, or `--baseline none`) the files are a warning.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { makeChangeOrigin } from '../support/change-origin.ts';
import { everyFormatTo, FILE_OF, type ReportFormat } from '../support/cli-reports.ts';
import type { CliRun } from '../support/run-cli.ts';
import { useIntegration } from '../support/integration.ts';
import { OPEN_SG } from '../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator } = harness;
/** `plerion-iac` in this process, on the harness's clock. */
const runCli = harness.runCli.bind(harness);

const HIDDEN = ['infra/network/credentials.tf', 'infra/node_modules/edge/main.tf'];

let root: string;
/** A clone of the change: `main` has one queue, the change adds the open groups where no scan looks. */
let checkout: string;
let baseSha: string;

beforeAll(() => {
  const origin = makeChangeOrigin({
    prefix: 'iac-cli-change-',
    base: { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
    changes: { change: Object.fromEntries(HIDDEN.map((file) => [file, OPEN_SG])) },
  });
  ({ root, baseSha } = origin);
  checkout = origin.checkouts.change;
  return origin.cleanup;
});

/** The formats that say what a run judged (SARIF carries findings only). */
const LISTING = ['json', 'text', 'markdown', 'junit', 'gitlab-codequality'] as const;

function scan(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const formats = everyFormatTo('../');
  return runCli({
    cwd: checkout,
    args: ['--api-url', emulator.url, ...formats, 'infra', ...args],
    env: { PLERION_API_KEY: KEYS.admin, ...env },
  });
}

function written(format: ReportFormat): string {
  return fs.readFileSync(path.join(root, FILE_OF[format]), 'utf8');
}

function unjudgedOf(): { gates: boolean; scope: string; files: { path: string }[] } {
  return JSON.parse(written('json')).unjudged;
}

describe('plerion-iac scan on a change request', () => {
  it('in a GitLab merge request pipeline exits 3, and every format lists the IaC it left unjudged; gate agrees', async () => {
    const run = await scan([], { GITLAB_CI: 'true', CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha });
    expect(run.exitCode, run.stderr).toBe(3);
    expect(unjudgedOf()).toMatchObject({ gates: true, scope: 'changed' });
    expect(unjudgedOf().files.map((f) => f.path)).toEqual(HIDDEN);
    for (const format of LISTING)
      for (const file of HIDDEN) expect(written(format), `${format} names ${file}`).toContain(file);
    for (const file of HIDDEN) expect(run.stderr).toContain(file);
    const gate = await runCli({ cwd: checkout, args: ['gate', '../report.json'] });
    expect(gate.exitCode, gate.stderr).toBe(3);
  });

  it('in an Azure Pipelines pull request exits 3', async () => {
    const run = await scan([], { SYSTEM_PULLREQUEST_TARGETBRANCH: 'refs/heads/main' });
    expect(run.exitCode, run.stderr).toBe(3);
    expect(unjudgedOf()).toMatchObject({ gates: true, scope: 'changed' });
  });

  it('with --baseline <ref> exits 3', async () => {
    const run = await scan(['--baseline', 'origin/main']);
    expect(run.exitCode, run.stderr).toBe(3);
    expect(unjudgedOf().files.map((f) => f.path)).toEqual(HIDDEN);
  });

  it('without a base the files are a warning: exit 0, still listed', async () => {
    const run = await scan([]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(unjudgedOf()).toMatchObject({ gates: false, scope: 'tree' });
    expect(run.stderr).toContain(HIDDEN[0]);
  });

  it('--baseline none wins over the CI: no base, a warning', async () => {
    const run = await scan(['--baseline', 'none'], { CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(unjudgedOf()).toMatchObject({ gates: false });
  });
});
