/**
 * Suppressions teams can audit, and scheduled scans that tell someone: the action run as the
 * runner starts it (run() in this process, through the harness) against the emulator and a local
 * fake of GitHub.
 */
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../support/helpers.ts';
import { useIntegration } from '../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 100 } });
const { emulator, github } = harness;

const BUCKETS = (stamp: string) =>
  `# ${stamp}\n# plerion:ignore PLERION-TF-S3-PUBLIC-ACL public website bucket, reviewed in SEC-12\nresource "aws_s3_bucket" "site" {\n  acl = "public-read"\n}\n\nresource "aws_s3_bucket" "logs" {\n  acl = "public-read"\n}\n\nresource "aws_security_group" "web" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n`;

/** run() in this process; `stdout` is the step's log, as a child's standard output would be. */
async function run(
  workspace: string,
  options: { event?: string; inputs?: Record<string, string> } = {},
) {
  const result = await harness.action({ workspace, event: options.event, inputs: options.inputs });
  return { ...result, stdout: result.log };
}

describe('suppressions', () => {
  it('takes inline and file suppressions out of the gate, keeps them in every report, and warns on expired ones', async () => {
    const workspace = harness.tempDir();
    writeTree(workspace, {
      'infra/main.tf': BUCKETS(`${Date.now()}`),
      '.plerion-ignore.yml': [
        'suppressions:',
        '  - detection: PLERION-TF-SG-OPEN-INGRESS',
        '    path: infra/**',
        '    reason: load balancer ingress, accepted by security (SEC-7)',
        '  - detection: PLERION-TF-S3-PUBLIC-ACL',
        '    resource: aws_s3_bucket.logs',
        '    reason: temporary while logs move',
        '    expires: 2020-01-31',
        '  - detection: PLERION-NEVER-SEEN',
        '    reason: stale entry',
        '',
      ].join('\n'),
    });
    const result = await run(workspace);
    // The open security group (file) and the site bucket (inline) are suppressed; the logs
    // bucket's entry expired, so it is gated.
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'suppressed-count': '2',
      'failed-count': '3',
    });
    expect(result.stdout).toMatch(
      /::error::Plerion IaC scan failed: 1 finding at a fail-on severity \(1 HIGH\); 2 suppressed/,
    );
    expect(result.stdout).toMatch(
      /::warning::Suppression expired on 2020-01-31: entry 2 of \.plerion-ignore\.yml \(PLERION-TF-S3-PUBLIC-ACL\) no longer suppresses 1 finding/,
    );
    expect(result.stdout).not.toMatch(/::error title=CRITICAL/);
    expect(result.summary).toMatch(/<summary>Suppressed: 2<\/summary>/);
    expect(result.summary).toMatch(/public website bucket, reviewed in SEC-12/);
    expect(result.summary).toMatch(
      /unused: entry 3 of `\.plerion-ignore\.yml` \(`PLERION-NEVER-SEEN`\)/,
    );
    const sarif = JSON.parse(fs.readFileSync(result.outputs['sarif-file']!, 'utf8')) as {
      runs: {
        results: { ruleId: string; suppressions?: { kind: string; justification: string }[] }[];
      }[];
    };
    const kinds = sarif.runs[0]!.results.map((r) => r.suppressions?.[0]?.kind ?? 'none').sort();
    expect(kinds).toEqual(['external', 'inSource', 'none']);
  });

  it('refuses a malformed suppressions file before anything is uploaded, naming the entry and field', async () => {
    const workspace = harness.tempDir();
    writeTree(workspace, {
      'infra/main.tf': BUCKETS('x'),
      '.plerion-ignore.yml': 'suppressions:\n  - detection: X\n    reson: typo\n',
    });
    emulator.requests.length = 0;
    const result = await run(workspace);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/::error::.*\.plerion-ignore\.yml.*entry 1.*reson/);
    expect(emulator.requests.length).toBe(0);
  });
});

describe('the tracking issue of scheduled scans', () => {
  it('is created with the findings, edited in place, closed when they are gone, reopened when they come back', async () => {
    const workspace = harness.tempDir();
    const stamp = `${Date.now()}`;
    writeTree(workspace, { 'infra/main.tf': BUCKETS(stamp) });
    const first = await run(workspace, { event: 'schedule' });
    expect(first.outputs.result).toBe('fail');
    expect(github.issues.length).toBe(1);
    expect(github.issues[0]).toMatchObject({ state: 'open', title: 'IaC scan: 2 findings in .' });
    expect(github.issues[0]!.body).toMatch(/<!-- plerion-iac-scan-issue:[0-9a-f]{16} -->/);

    writeTree(workspace, {
      'infra/main.tf': BUCKETS(stamp).replace('"0.0.0.0/0"', '"10.0.0.0/8"'),
    });
    await run(workspace, { event: 'schedule' });
    expect(github.issues.length).toBe(1);
    expect(github.issues[0]!.title).toBe('IaC scan: 1 finding in .');

    writeTree(workspace, {
      'infra/main.tf': `# ${stamp}\nresource "aws_s3_bucket" "site" {\n  acl = "private"\n}\n`,
    });
    const fixed = await run(workspace, { event: 'workflow_dispatch' });
    expect(fixed.outputs.result).toBe('pass');
    expect(github.issues[0]!.state).toBe('closed');

    writeTree(workspace, { 'infra/main.tf': BUCKETS(stamp) });
    await run(workspace, { event: 'schedule' });
    expect(github.issues.length).toBe(1);
    expect(github.issues[0]!.state).toBe('open');
  });

  it('warns, naming issues: write, when GitHub refuses, and never fails for it', async () => {
    github.refuseWrites = 403;
    const workspace = harness.tempDir();
    writeTree(workspace, {
      'infra/main.tf': `resource "aws_s3_bucket" "ok${Date.now()}" {\n  acl = "private"\n}\n`,
    });
    const result = await run(workspace, {
      event: 'schedule',
      inputs: { 'tracking-issue': 'true' },
    });
    expect(result.exitCode).toBe(0);
    expect(github.issues.length).toBe(0);
    const refused = await run(tempDirWith(BUCKETS(`${Date.now()}`)), { event: 'schedule' });
    expect(refused.stdout).toMatch(
      /::warning::No tracking issue: GitHub refused it \(403\)\. Give the workflow the permission issues: write/,
    );
    expect(refused.outputs.result).toBe('fail');
  });

  it('is not touched on pull requests and pushes unless asked', async () => {
    await run(tempDirWith(BUCKETS(`${Date.now()}`)), { event: 'push' });
    expect(github.issues.length).toBe(0);
    expect(github.calls.filter((c) => c.includes('/issues')).length).toBe(0);
  });
});

function tempDirWith(main: string): string {
  const dir = harness.tempDir();
  writeTree(dir, { 'infra/main.tf': main });
  return dir;
}
