/**
 * A runner without git (actions/checkout then downloads the repository): the action run from
 * source with a PATH that holds no git. Discovery walks the files and still honours .gitignore;
 * the baseline a pull request asks for is skipped with a notice, so the gate counts every finding
 * (never fewer); and the process ends when the run ends (a git that could not start once held it
 * for the git time limit, five minutes).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePullRequestRepository, writeFiles } from '../support/git-fixtures.ts';
import { useIntegration, WITHOUT_GITHUB } from '../support/integration.ts';
import { ROOT } from '../support/run-action.ts';

const OPEN_INGRESS = `resource "aws_security_group" "ssh" {
  ingress {
    from_port   = 22
    to_port     = 22
    cidr_blocks = ["0.0.0.0/0"]
  }
}
`;

/** Bounds a run that must end by itself; a run still going is killed and fails the test. */
const RUN_BOUND_MS = 45_000;

describe('the action on a runner without git', () => {
  const harness = useIntegration({ scan: { delayMs: 50 } });

  const repository = () =>
    makePullRequestRepository({
      base: (dir) => {
        fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), dir, { recursive: true });
        writeFiles(dir, { '.gitignore': 'generated/\n' });
      },
      head: (dir) => writeFiles(dir, { 'infra/terraform/ssh.tf': OPEN_INGRESS }),
    });

  const runWithoutGit = (
    workspace: string,
    event: { name: string; payload: object },
    inputs: Record<string, string> = {},
  ) =>
    harness.spawnAction({
      workspace,
      event: { name: event.name, payload: { ...event.payload } },
      killAfterMs: RUN_BOUND_MS,
      inputs: { ...WITHOUT_GITHUB, ...inputs },
      // An empty folder as the whole PATH: no git (the action itself is started by path).
      env: { PATH: harness.tempDir('iac-no-git-path-') },
    });

  it('walks the files, skips the baseline with a notice, gates every finding, and ends', async () => {
    const pr = repository();
    const workspace = pr.checkoutMerge();
    // What .gitignore hides stays out, although git cannot say so.
    writeFiles(workspace, { 'generated/open.tf': OPEN_INGRESS });
    const run = await runWithoutGit(workspace, { name: 'pull_request', payload: pr.event });
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.outputs.result).toBe('fail');
    expect(run.stdout).toMatch(/IaC files of \d+ listed by walker/);
    expect(run.stdout).toContain(
      '::notice::The baseline is skipped, so the gate counts every finding: git is not on the PATH',
    );
    expect(run.stdout).not.toContain('::warning::The baseline');
    // Every finding counts: the mixed fixture's 1 CRITICAL and 2 HIGH, and the pull request's own.
    expect(run.outputs['new-count']).toBe('');
    expect(run.outputs['critical-count']).toBe('2');
    const report = JSON.parse(fs.readFileSync(run.outputs['report-file'] ?? '', 'utf8')) as {
      baseline: { status: string; note: string };
      findings: { file: string }[];
    };
    expect(report.baseline.status).toBe('unavailable');
    expect(report.baseline.note).toContain('install git before actions/checkout');
    const files = new Set(report.findings.map((f) => f.file));
    expect(files).toContain('infra/terraform/ssh.tf');
    expect(files).not.toContain('generated/open.tf');
  });

  it('says the same when a push names a baseline ref', async () => {
    const workspace = repository().checkoutMerge();
    const run = await runWithoutGit(
      workspace,
      { name: 'push', payload: {} },
      { baseline: 'origin/main' },
    );
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stdout).toContain('::notice::The baseline is skipped');
  });
});
