/**
 * run() in this process, as the runner would start it (INPUT_* and GITHUB_* variables, an event
 * file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY), against the emulator and the fake GitHub: the
 * whole path from inputs to outputs, for the cases the child-process tests cover end to end.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { makePullRequestRepository, writeFiles } from '../support/git-fixtures.ts';
import { useIntegration } from '../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator, github } = harness;
let dir: string;

beforeEach(() => {
  dir = harness.tempDir('iac-run-');
});

const BUCKET = (name: string) => `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;

function runIn(
  workspace: string,
  options: {
    event?: string;
    payload?: Record<string, unknown>;
    inputs?: Record<string, string>;
    sha?: string;
  },
) {
  return harness.action({ workspace, ...options });
}

/** A repository whose main has an open bucket and a pull request adding another. */
function pullRequestCheckout(): { workspace: string; payload: Record<string, unknown> } {
  const stamp = `# ${Date.now()}-${Math.random()}\n`;
  const repository = makePullRequestRepository({
    number: 9,
    base: (dir) =>
      writeFiles(dir, {
        'infra/main.tf': stamp + BUCKET('logs'),
        '.plerion-ignore.yml': 'suppressions:\n  - detection: PLERION-NONE\n    reason: stale\n',
      }),
    head: (dir) => fs.appendFileSync(path.join(dir, 'infra', 'main.tf'), BUCKET('data')),
  });
  return { workspace: repository.checkoutMerge(), payload: repository.event };
}

describe('run()', () => {
  it('on a pull request: compares with the base, comments once, annotates new findings, fails on the new one', async () => {
    const { workspace, payload } = pullRequestCheckout();
    // Without the check run, the findings are workflow-command annotations.
    const inputs = { 'check-run': 'false' };
    const result = await runIn(workspace, { event: 'pull_request', payload, inputs });
    expect(result).toMatchObject({
      exitCode: 1,
      outputs: { result: 'fail', 'new-count': '1', 'fixed-count': '0', 'high-count': '2' },
    });
    expect(result.log).toMatch(
      /::error title=HIGH%3A S3 bucket ACL allows public access \(PLERION-TF-S3-PUBLIC-ACL\),.*::New: the baseline does not have it\.%0AResource: aws_s3_bucket\.data, lines /,
    );
    expect(result.log).toMatch(
      /::error::Plerion IaC scan failed: 1 new finding at a fail-on severity/,
    );
    expect(github.comments.length).toBe(1);
    expect(github.comments[0]!.body).toMatch(/#### New in this pull request: 1 finding/);
    expect(result.summary).toMatch(/unused: entry 1 of `\.plerion-ignore\.yml`/);
    expect(fs.existsSync(result.outputs['sarif-file']!)).toBe(true);
  });

  it('on a schedule: opens the tracking issue; on service trouble with warn: an error result and a green step', async () => {
    const workspace = harness.tempDir('iac-run-ws-');
    fs.mkdirSync(path.join(workspace, 'infra'));
    fs.writeFileSync(path.join(workspace, 'infra', 'main.tf'), `# ${Date.now()}\n${BUCKET('b')}`);
    const scheduled = await runIn(workspace, { event: 'schedule' });
    expect(scheduled.outputs.result).toBe('fail');
    expect(github.issues.length).toBe(1);
    const refused = await runIn(workspace, {
      event: 'schedule',
      inputs: { 'api-key': KEYS.disabled, 'on-service-error': 'warn' },
    });
    expect(refused.exitCode).toBe(0);
    expect(refused.outputs.result).toBe('error');
    expect(refused.log).toMatch(
      /::warning::Plerion IaC scan: the scan could not complete: .*answered 403/,
    );
  });

  it('skips a fork without a key, and refuses bad input with one message naming it', async () => {
    const workspace = harness.tempDir('iac-run-ws-');
    const fork = await runIn(workspace, {
      event: 'pull_request',
      payload: {
        pull_request: {
          number: 3,
          head: { repo: { full_name: 'fork/infra' } },
          base: { repo: { full_name: 'octo-org/infra' } },
        },
      },
      inputs: { 'api-key': '' },
    });
    expect(fork.outputs.result).toBe('skipped');
    expect(fork.exitCode).toBe(0);
    const bad = await runIn(workspace, { inputs: { 'fail-on': 'SEVERE' } });
    expect(bad.exitCode).toBe(1);
    expect(bad.log).toMatch(/::error::Invalid input 'fail-on': 'SEVERE'/);
    expect(bad.outputs).toMatchObject({ result: 'error', 'sarif-file': '' });
  });
});

describe('names a zip cannot carry faithfully', () => {
  it('skips `odd/back\\slash.tf` with a warning naming it; the finding of `odd/back/slash.tf` lands on that file', async () => {
    const workspace = path.join(dir, 'workspace');
    writeFiles(workspace, {
      'odd/back\\slash.tf': BUCKET('backslash'),
      'odd/back/slash.tf': BUCKET('real'),
      'odd/tab\there.tf': BUCKET('tab'),
    });
    const result = await runIn(workspace, { inputs: { 'fail-on': 'none' } });
    expect(result.log).toContain('::warning::Not uploaded: 2 files whose names a zip cannot carry');
    expect(result.log).toContain('odd/back\\x5cslash.tf');
    expect(result.log).toContain('odd/tab\\x09here.tf');
    const uploaded = [...emulator.scans.values()].at(-1)!.entryNames;
    expect(uploaded.filter((n) => n.endsWith('.tf'))).toEqual(['odd/back/slash.tf']);
    const report = JSON.parse(fs.readFileSync(result.outputs['report-file']!, 'utf8')) as {
      findings: { file: string; resource: string }[];
    };
    expect(report.findings.map((f) => [f.file, f.resource])).toEqual([
      ['odd/back/slash.tf', expect.stringContaining('real')],
    ]);
  });
});

describe('what left the machine', () => {
  it('the summary lists the files sent by archive (collapsed) and the JSON report lists them all', async () => {
    const workspace = harness.tempDir('iac-sent-');
    writeFiles(workspace, {
      'infra/a/main.tf': BUCKET('a'),
      'infra/b/main.tf': BUCKET('b'),
      'k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
      'notes/readme.md': '# not IaC\n',
    });
    const result = await runIn(workspace, { inputs: { 'fail-on': 'none', 'pr-comment': 'false' } });
    expect(result.outputs.result).toBe('pass');
    expect(result.summary).toMatch(
      /<details><summary>Files sent to the service: 3 in 1 archive<\/summary>/,
    );
    for (const file of ['infra/a/main.tf', 'infra/b/main.tf', 'k8s/cm.yaml'])
      expect(result.summary).toContain(`- \`${file}\``);
    expect(result.summary).not.toContain('readme.md');
    const report = JSON.parse(fs.readFileSync(result.outputs['report-file'] ?? '', 'utf8')) as {
      filesSent: { count: number; archives: { name: string; files: string[] }[] };
    };
    expect(report.filesSent.count).toBe(3);
    expect(report.filesSent.archives.flatMap((a) => a.files).sort()).toEqual([
      'infra/a/main.tf',
      'infra/b/main.tf',
      'k8s/cm.yaml',
    ]);
    expect(report.filesSent.archives[0]?.name).toBe(result.outputs['artifact-names']);
  });

  it('a dry run needs no key, sends nothing and lists what a real run would send', async () => {
    const workspace = harness.tempDir('iac-dry-');
    writeFiles(workspace, {
      'infra/main.tf': BUCKET('a'),
      'k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
      'package.json': '{"name": "app"}\n',
    });
    const before = emulator.requests.length;
    const inputs = { 'api-key': '', 'dry-run': 'true', 'github-token': '' };
    const result = await runIn(workspace, { inputs });
    expect(emulator.requests.length - before).toBe(0);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.result).toBe('skipped');
    expect(result.log).toMatch(
      /::notice::Plerion IaC scan dry run: nothing was uploaded; a real run would send 2 files in 1 archive/,
    );
    expect(result.summary).toMatch(
      /<summary>Files a real run would send: 2 in 1 archive<\/summary>/,
    );
    expect(result.summary).toContain('DRY_RUN');
    const report = JSON.parse(fs.readFileSync(result.outputs['report-file'] ?? '', 'utf8')) as {
      verdict: string;
      filesSent: { dryRun: boolean; archives: { files: string[] }[] };
    };
    expect(report.verdict).toBe('skipped');
    expect(report.filesSent.dryRun).toBe(true);
    expect(report.filesSent.archives.flatMap((a) => a.files).sort()).toEqual([
      'infra/main.tf',
      'k8s/cm.yaml',
    ]);
  });
});
