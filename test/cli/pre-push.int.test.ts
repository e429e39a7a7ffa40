/**
 * The pre-push hook scans what is pushed, not the work tree (issue 39): the command the
 * `plerion-iac-scan` hook of `.pre-commit-hooks.yaml` runs (main() in this process, on the harness's clock), with the variables
 * pre-commit gives a pre-push hook (`PRE_COMMIT_FROM_REF`, what the remote has;
 * `PRE_COMMIT_TO_REF`, the commit pushed; the remote's name and branch), against the emulator over
 * HTTPS. HEAD adds an open security group; the work tree holds an uncommitted benign version of
 * the same file. The hook exits 1 and says it scanned the commit pushed; `--commit HEAD` does the
 * same anywhere; the work tree alone would pass.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanClone } from '../support/cli-scan.ts';
import { cloneThroughOrigin, commitFiles } from '../support/git-commits.ts';
import { git } from '../support/git-fixtures.ts';
import { importCommits } from '../support/git-import.ts';
import { writeTree } from '../support/helpers.ts';
import { ROOT } from '../support/run-action.ts';
import { useIntegration } from '../support/integration.ts';
import { openSecurityGroup } from '../support/iac-samples.ts';

const OPEN_SG = openSecurityGroup('edge');
const PRIVATE_SG = OPEN_SG.replace('0.0.0.0/0', '10.0.0.0/8');

const harness = useIntegration({ scan: { delayMs: 5 } });
let root: string;
let checkout: string;
let remoteSha: string;
let pushedSha: string;

beforeAll(() => {
  root = harness.tempDir('iac-pre-push-');
  const author = path.join(root, 'author');
  git(root, ['init', '-q', '-b', 'main', author]);
  remoteSha = commitFiles(author, { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' }, 'base');
  checkout = cloneThroughOrigin(root, author);
  pushedSha = commitFiles(checkout, { 'infra/edge.tf': OPEN_SG }, 'an open group');
  // Not committed: what the push does not carry.
  writeTree(checkout, { 'infra/edge.tf': PRIVATE_SG });
});

/** The words after `plerion-iac` in the hook's entry. */
function hookCommand(id: string): string[] {
  const hooks = parse(fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as {
    id: string;
    entry: string;
    description: string;
  }[];
  const [name, ...words] = hooks.find((h) => h.id === id)!.entry.split(' ');
  expect(name).toBe('plerion-iac');
  return words;
}

function scan(args: string[], env: Record<string, string> = {}) {
  return scanClone(harness, checkout, args, env);
}

describe('the pre-push hook', () => {
  it('scans the commit pushed, not the work tree, and says so: exit 1', async () => {
    const run = await scan(hookCommand('plerion-iac-scan'), {
      PRE_COMMIT: '1',
      PRE_COMMIT_HOOK_STAGE: 'pre-push',
      PRE_COMMIT_FROM_REF: remoteSha,
      PRE_COMMIT_TO_REF: pushedSha,
      PRE_COMMIT_REMOTE_NAME: 'origin',
      PRE_COMMIT_REMOTE_URL: path.join(root, 'origin.git'),
      PRE_COMMIT_REMOTE_BRANCH: 'refs/heads/main',
      PRE_COMMIT_LOCAL_BRANCH: 'refs/heads/main',
    });
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      `Scanning what is pushed: commit ${pushedSha.slice(0, 12)} (pre-commit's PRE_COMMIT_TO_REF)`,
    );
    expect(run.stderr).toContain(
      `Baseline: ${remoteSha}, what origin has (pre-commit's PRE_COMMIT_FROM_REF): what the push adds gates.`,
    );
    const report = run.report();
    expect(report.settings.sha).toBe(pushedSha);
    expect(report.findings).toMatchObject([
      { file: 'infra/edge.tf', baseline: 'new', detectionId: 'PLERION-TF-SG-OPEN-INGRESS' },
    ]);
  });

  it('--commit HEAD scans the commit anywhere; the work tree alone passes', async () => {
    const committed = await scan(['scan', '--commit', 'HEAD', '--baseline', 'origin/main']);
    expect(committed.exitCode, committed.stderr).toBe(1);
    expect(committed.stderr).toContain(`Scanning commit ${pushedSha.slice(0, 12)} (--commit HEAD)`);
    const workTree = await scan(['scan', '--baseline', 'origin/main']);
    expect(workTree.exitCode, workTree.stderr).toBe(0);
  });

  it('refuses a commit the repository does not hold, and --commit with --dry-run', async () => {
    const missing = await scan(['scan', '--commit', 'no-such-branch']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain("Invalid --commit: 'no-such-branch'. Expected a commit");
    const dry = await scan(['scan', '--commit', 'HEAD', '--dry-run']);
    expect(dry.exitCode).toBe(2);
    expect(dry.stderr).toContain('no commit with --dry-run');
  });
});

describe('the configuration of a commit scanned', () => {
  let repo: string;
  let sha: string;
  beforeAll(() => {
    const at = harness.tempDir('iac-commit-config-');
    const author = path.join(at, 'author');
    git(at, ['init', '-q', '-b', 'main', author]);
    commitFiles(author, { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' }, 'base');
    repo = cloneThroughOrigin(at, author);
    // The commit: an open group that infra's own file accepts (it gates on nothing).
    sha = commitFiles(
      repo,
      { 'infra/edge.tf': OPEN_SG, 'infra/.plerion-iac.yml': 'fail-on: none\n' },
      'infra accepts its group',
    );
    // Not committed: infra's file deleted, and a file at the root that would gate on nothing.
    writeTree(repo, { '.plerion-iac.yml': 'fail-on: none\n' });
    fs.rmSync(path.join(repo, 'infra', '.plerion-iac.yml'));
  });

  const scanRepo = (args: string[]) =>
    scanClone(harness, repo, ['scan', ...args, '--commit', 'HEAD', '--baseline', 'none']);

  it("is the commit's own file, looked for from the folder scanned up: not the work tree's", async () => {
    const infra = await scanRepo(['infra']);
    expect(infra.exitCode, infra.stderr).toBe(0);
    const fromRoot = await scanRepo([]);
    // The root's file is only in the work tree, and infra's is below the folder scanned.
    expect(fromRoot.exitCode, fromRoot.stderr).toBe(1);
    expect(fromRoot.report().settings.sha).toBe(sha);
  });

  it("refuses the commit's own dry-run: true, naming its key (a dry run lists the work tree)", async () => {
    importCommits(repo, [
      {
        ref: 'refs/heads/dry',
        message: 'a dry run',
        parents: [sha],
        files: [['.plerion-iac.yml', 'dry-run: true\n']],
      },
    ]);
    const dry = await scanClone(harness, repo, ['scan', '--commit', 'dry']);
    expect(dry.exitCode).toBe(2);
    expect(dry.stderr).toContain(
      "Invalid key 'dry-run' at .plerion-iac.yml:1: 'true'. Expected false when a commit is scanned (--commit dry)",
    );
  });

  it('refuses a file --config names that the commit does not hold', async () => {
    const named = await scanRepo(['--config', '.plerion-iac.yml']);
    expect(named.exitCode).toBe(2);
    expect(named.stderr).toContain(
      `Invalid --config: '.plerion-iac.yml'. Expected a YAML file inside the repository, relative to it (commit ${sha.slice(0, 12)} has no such file)`,
    );
  });
});
