/**
 * The command line's baseline on real git repositories: `--baseline <ref>`, the base a CI names
 * in its own variables (GitLab's merge-request base sha, Jenkins' target branch as origin's), the
 * flag winning over them, and a base that cannot be had: it never makes the gate greener (every
 * finding then gates, with a warning saying why).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { git } from '../support/git-fixtures.ts';
import { tempDir, writeTree } from '../support/helpers.ts';
import type { CliRun } from '../support/run-cli.ts';
import { useIntegration } from '../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator } = harness;
/** `plerion-iac` in this process, on the harness's clock. */
const runCli = harness.runCli.bind(harness);

const BUCKET = (name: string): string =>
  `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;

/** A clone of an origin whose `main` has one public bucket; the checkout is a change adding one. */
let checkout: string;
let baseSha: string;

beforeAll(async () => {
  const root = tempDir('iac-cli-baseline-');
  const author = path.join(root, 'author');
  git(root, ['init', '-q', '-b', 'main', author]);
  writeTree(author, { 'infra/main.tf': BUCKET('logs'), 'README.md': 'infra\n' });
  git(author, ['add', '-A']);
  git(author, ['commit', '-q', '-m', 'base']);
  baseSha = git(author, ['rev-parse', 'HEAD']);
  git(author, ['checkout', '-q', '-b', 'change']);
  fs.appendFileSync(path.join(author, 'infra/main.tf'), BUCKET('data'));
  git(author, ['commit', '-q', '-am', 'a second public bucket']);
  git(root, ['clone', '-q', '--bare', author, path.join(root, 'origin.git')]);
  checkout = path.join(root, 'checkout');
  git(root, ['clone', '-q', '--branch', 'change', path.join(root, 'origin.git'), checkout]);
});

function scan(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runCli({
    cwd: checkout,
    args: ['--api-url', emulator.url, '--format', 'json=../report.json', ...args],
    env: { PLERION_API_KEY: KEYS.admin, ...env },
  });
}

function counts(): Record<string, number> {
  const report = JSON.parse(fs.readFileSync(path.join(checkout, '..', 'report.json'), 'utf8'));
  return (report as { counts: Record<string, number> }).counts;
}

describe('the baseline of plerion-iac', () => {
  it('--baseline <ref>: only what the change adds gates', async () => {
    const run = await scan(['--baseline', 'main']);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).toContain('Baseline: main (--baseline).');
    expect(counts()).toMatchObject({ HIGH: 2, gated: 1, new: 1, existing: 1, fixed: 0 });
  });

  it("takes GitLab's merge-request base and Jenkins' target branch (as origin's) when no flag is given", async () => {
    const gitlab = await scan([], { CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha });
    expect(gitlab.exitCode, gitlab.stderr).toBe(1);
    expect(gitlab.stderr).toContain(
      `Baseline: ${baseSha}, its base commit from GitLab CI (CI_MERGE_REQUEST_DIFF_BASE_SHA).`,
    );
    expect(counts()).toMatchObject({ gated: 1, new: 1, existing: 1 });
    const jenkins = await scan([], { CHANGE_TARGET: 'main' });
    expect(jenkins.exitCode, jenkins.stderr).toBe(1);
    expect(jenkins.stderr).toContain(
      'Baseline: origin/main, its target branch main from Jenkins (CHANGE_TARGET).',
    );
    expect(counts()).toMatchObject({ gated: 1, new: 1 });
  });

  it('lets --baseline none win over the CI, so every finding gates', async () => {
    const run = await scan(['--baseline', 'none'], { CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('Baseline: none (--baseline none): every finding gates.');
    expect(counts()).toMatchObject({ gated: 2 });
    expect(counts().new).toBeUndefined();
  });

  it('a base that cannot be had never makes the gate greener: every finding gates, with a warning', async () => {
    const missing = 'f'.repeat(40);
    const run = await scan(['--fail-on', 'high'], { CI_MERGE_REQUEST_DIFF_BASE_SHA: missing });
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/warning: .*baseline/i);
    expect(counts()).toMatchObject({ gated: 2 });
    // Every line that quotes the base's reason ends it once ("setting).", never "setting).."),
    // and its fix is the command line's (a flag, git, the CI's depth), never the Action's.
    expect(run.stderr).toContain('the CI clone depth setting).');
    expect(run.stderr).not.toMatch(/fetch-depth|actions\/checkout/);
    expect(run.stderr).not.toMatch(/\w\.\.(\s|$)/m);
    const planned = await scan(['--dry-run'], { CI_MERGE_REQUEST_DIFF_BASE_SHA: missing });
    expect(planned.stderr).toContain('Planned without a base');
    expect(planned.stdout + planned.stderr).not.toMatch(/\w\.\.(\s|$)/m);
    // A value a CI could hold but git must not be handed: no baseline, said as a warning.
    const odd = await scan([], { CHANGE_TARGET: '--upload-pack=touch /tmp/x' });
    expect(odd.exitCode).toBe(1);
    expect(odd.stderr).toContain("warning: Baseline: none: Jenkins's CHANGE_TARGET names a base");
    expect(odd.stderr).not.toContain('upload-pack');
  });
});

describe('which findings are the same (issue 40)', () => {
  it('--baseline with an edited resource and a renamed file: nothing is new, exit 0, and gate agrees', async () => {
    // A clone of main and a commit on it: the bucket gains tags and its file is renamed.
    const root = path.dirname(checkout);
    const edited = path.join(root, 'edited');
    git(root, ['clone', '-q', '--branch', 'main', path.join(root, 'origin.git'), edited]);
    git(edited, ['mv', 'infra/main.tf', 'infra/storage.tf']);
    fs.writeFileSync(
      path.join(edited, 'infra/storage.tf'),
      BUCKET('logs').replace('}\n', '  tags = {\n    team = "a"\n  }\n}\n'),
    );
    git(edited, ['checkout', '-q', '-b', 'edit']);
    git(edited, ['commit', '-q', '-am', 'tags, and a better name']);
    const run = await runCli({
      cwd: edited,
      args: ['--api-url', emulator.url, '--format', 'json=../edited.json', '--baseline', 'main'],
      env: { PLERION_API_KEY: KEYS.admin },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const report = JSON.parse(fs.readFileSync(path.join(root, 'edited.json'), 'utf8')) as {
      counts: Record<string, number>;
      findings: { baseline: string; inChangedResource?: boolean }[];
    };
    expect(report.counts).toMatchObject({ new: 0, existing: 1, inChangedResources: 1, fixed: 0 });
    expect(report.findings).toMatchObject([{ baseline: 'existing', inChangedResource: true }]);
    const gate = await runCli({
      cwd: edited,
      args: ['gate', '../edited.json'],
      env: {},
    });
    expect(gate.exitCode, gate.stderr).toBe(0);
  });
});
