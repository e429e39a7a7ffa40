/**
 * Changed IaC that was not judged never passes (issue 31), end to end as a fork would try it:
 * run() in this process under `pull_request_target`, `pull_request` and `push`, against the
 * emulator, the fake GitHub and real origins with `refs/pull/<n>/{head,merge}`. Each way of
 * keeping IaC from the scan (a secret-like name, a built-in folder, a size, a parse, a name, an
 * LFS pointer, a link, the scanned folder itself) ends `error` on a pull request, whatever
 * `on-service-error` says, with a failed check run; on a push it is a warning and a section.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASE_REPOSITORY,
  type ForkPullRequest,
  workflowRunPayload,
} from '../../support/fork-fixtures.ts';
import { makeFork, reasonsOf, runSameRepository, runTarget } from '../../support/fork-attacks.ts';
import { git, writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { OPEN_SG } from '../../support/iac-samples.ts';
import { runOnPush } from './push-fixtures.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator, github } = harness;
const LFS_POINTER = [
  'version https://git-lfs.github.com/spec/v1',
  'oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393',
  'size 12345',
  '',
].join('\n');

/** A manifest nested deeper than the YAML parser's stack reaches. */
const DEEP_YAML = `apiVersion: v1\nkind: ConfigMap\nmetadata: ${'['.repeat(1000)}${']'.repeat(1000)}\n`;

/** Text that deflates badly: larger than a small max-archive-size, compressed. */
function incompressible(bytes: number): string {
  let text = '';
  let seed = 7;
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += seed.toString(36);
  }
  return `# ${text}\n${OPEN_SG}`;
}

/** Every way the fork keeps IaC from the scan, with the reason the action must name. */
const HIDDEN: Record<string, string> = {
  'infra/network/credentials.tf': 'secret-like name',
  'infra/node_modules/edge/main.tf': 'built-in folder',
  'infra/.terraform/modules/cache/main.tf': 'built-in folder',
  'infra/big.tf': 'larger than max-archive-size',
  'infra/deep.yaml': 'unparsable',
  'infra/tab\\x09name.tf': 'name a zip cannot carry',
  'infra/line\\x0abreak.tf': 'name a zip cannot carry',
  'infra/lfs.tf': 'git lfs pointer',
  'infra/modules/edge': 'link or submodule',
};

function hidingFork(options: { number?: number } = {}): ForkPullRequest {
  const stamp = `# ${Math.random()}\n`;
  return makeFork(harness, {
    base: {
      'infra/main.tf': `${stamp}resource "aws_sqs_queue" "q" {}\n`,
      'infra/modules/edge/main.tf': 'resource "aws_sqs_queue" "edge" {}\n',
      'README.md': 'hi\n',
    },
    head: {
      'infra/main.tf': `${stamp}resource "aws_sqs_queue" "q" {}\nmodule "edge" {\n  source = "./node_modules/edge"\n}\n`,
      'infra/network/credentials.tf': OPEN_SG,
      'infra/node_modules/edge/main.tf': OPEN_SG,
      'infra/.terraform/modules/cache/main.tf': OPEN_SG,
      'infra/big.tf': incompressible(8_000),
      'infra/deep.yaml': DEEP_YAML,
      'infra/tab\tname.tf': OPEN_SG,
      'infra/line\nbreak.tf': OPEN_SG,
      'infra/lfs.tf': LFS_POINTER,
      'infra/modules/edge': null,
      'vendor/edge/main.tf': OPEN_SG,
    },
    headWith: (dir) => fs.symlinkSync('../../vendor/edge', path.join(dir, 'infra/modules/edge')),
    ...options,
  });
}

function uploadedEntries(prefix: string): string[] {
  return [...emulator.scans.values()]
    .filter((s) => s.artifactName.startsWith(prefix))
    .flatMap((s) => s.entryNames);
}

describe('a fork that keeps IaC from the scan', () => {
  it('ends error on pull_request_target, naming each file and its fix, with a failed check run, whatever on-service-error says', async () => {
    const pr = hidingFork();
    const result = await runTarget(harness, pr, {
      'max-archive-size': '4000',
      'on-service-error': 'warn',
      'fail-on': 'none',
    });
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(reasonsOf(result.report)).toEqual(HIDDEN);
    expect(result.report.unjudged).toMatchObject({ gates: true, scope: 'changed', note: null });
    expect(result.log).toMatch(
      /::error::Plerion IaC scan: 9 IaC files this pull request adds or changes were not uploaded, so no scan judged them: /,
    );
    expect(result.summary).toContain('### IaC not judged: 9 files');
    expect(result.summary).toMatch(
      /\| `infra\/network\/credentials\.tf` \| secret-like name \| rename it: a file named like a secret/,
    );
    expect(result.summary).toMatch(
      /\| `infra\/big\.tf` \| larger than max-archive-size \| raise max-archive-size/,
    );
    expect(result.summary).toMatch(
      /\| `infra\/lfs\.tf` \| git lfs pointer \| fetch the LFS objects/,
    );
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    expect(github.checkRuns[0]?.output.summary).toContain('IaC not judged: 9 files');
    // Secret-like files are still never uploaded: they stopped being silent, nothing more.
    const uploaded = uploadedEntries(`infra-${pr.headSha.slice(0, 7)}`);
    expect(uploaded).toContain('infra/main.tf');
    expect(uploaded.filter((e) => e.startsWith('infra/') && e !== 'infra/main.tf')).toEqual([]);
  });

  it('ends error on workflow_run too, and fails the gate with gated findings as well', async () => {
    const pr = hidingFork({ number: 44 });
    github.pulls.push({
      number: 44,
      state: 'open',
      head: { sha: pr.headSha, ref: 'patch-1', label: 'outsider:patch-1' },
      base: { sha: pr.baseSha, ref: 'main', repo: { full_name: BASE_REPOSITORY } },
    });
    const result = await harness.action({
      workspace: pr.checkoutBase(),
      event: 'workflow_run',
      payload: workflowRunPayload(pr),
      sha: pr.baseSha,
    });
    // The big file fits the default limit: it is scanned, and its open group gates (with the
    // linked folder's target, scanned where it is).
    expect(result.outputs.result).toBe('fail');
    expect(result.log).toMatch(
      /::error::Plerion IaC scan failed: 2 new findings at a fail-on severity \(2 CRITICAL\); also, 8 IaC files this pull request adds or changes were not uploaded/,
    );
    const { 'infra/big.tf': _scanned, ...rest } = HIDDEN;
    expect(reasonsOf(result.report)).toEqual(rest);
  });

  it('is a warning and a summary section on push, which still passes', async () => {
    const result = await runOnPush(harness, (workspace) =>
      writeFiles(workspace, {
        'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n`,
        'infra/network/credentials.tf': OPEN_SG,
        'infra/node_modules/edge/main.tf': OPEN_SG,
        'infra/deep.yaml': DEEP_YAML,
        'infra/tab\tname.tf': OPEN_SG,
        'infra/lfs.tf': LFS_POINTER,
      }),
    );
    expect(result.outputs.result).toBe('pass');
    expect(result.exitCode).toBe(0);
    expect(reasonsOf(result.report)).toEqual({
      'infra/network/credentials.tf': 'secret-like name',
      'infra/node_modules/edge/main.tf': 'built-in folder',
      'infra/deep.yaml': 'unparsable',
      'infra/tab\\x09name.tf': 'name a zip cannot carry',
      'infra/lfs.tf': 'git lfs pointer',
    });
    expect(result.report.unjudged).toMatchObject({ gates: false, scope: 'tree' });
    expect(result.log).toMatch(
      /::warning::5 IaC files of the scanned tree were not uploaded, so no scan judged them: /,
    );
    expect(result.summary).toContain('### IaC not judged: 5 files');
  });
});

describe('a same-repository pull_request', () => {
  it('ends error for a secret-named Terraform file it adds, from the default depth-1 checkout, with baseline: none', async () => {
    const pr = makeFork(harness, { head: { 'infra/network/credentials.tf': OPEN_SG } });
    // actions/checkout on pull_request: GitHub's merge commit alone; its parents are not there.
    const result = await runSameRepository(harness, pr, { inputs: { baseline: 'none' } });
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({
      'infra/network/credentials.tf': 'secret-like name',
    });
    expect(result.report.unjudged).toMatchObject({ gates: true, scope: 'changed' });
  });
});

describe('the scanned folder', () => {
  function folderFork(head: Record<string, string | null>, link?: string): ForkPullRequest {
    return makeFork(harness, {
      head,
      ...(link && { headWith: (dir: string) => fs.symlinkSync(link, path.join(dir, 'infra')) }),
    });
  }

  it('replaced by a link to a new folder is an error, not a skip', async () => {
    const pr = folderFork({ infra: null, 'infra2/main.tf': OPEN_SG }, 'infra2');
    const result = await runTarget(harness, pr, { path: 'infra' });
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(reasonsOf(result.report)).toEqual({ infra: 'scanned folder replaced' });
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it('removed by the pull request is an error', async () => {
    const pr = folderFork({ infra: null, 'README.md': 'gone\n' });
    const result = await runTarget(harness, pr, { path: 'infra' });
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ infra: 'scanned folder removed' });
  });
});

describe('a pull request whose changed files git cannot tell', () => {
  /** A head checkout whose base commit origin does not have, and its pull_request event. */
  function unreachableBase(head: Record<string, string | null>) {
    const pr = makeFork(harness, {
      head: { 'infra/.env.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n', ...head },
    });
    const workspace = pr.checkoutBase();
    git(workspace, [
      'fetch',
      '-q',
      '--depth=1',
      'origin',
      `+refs/pull/${pr.number}/head:refs/remotes/pull/head`,
    ]);
    git(workspace, ['checkout', '-q', '--detach', 'refs/remotes/pull/head']);
    const payload = pr.targetEvent();
    const pull = payload.pull_request as {
      base: { sha: string };
      head: { repo: { full_name: string } };
    };
    pull.head.repo.full_name = BASE_REPOSITORY;
    pull.base.sha = 'e'.repeat(40);
    /** run() on `pull_request` at the head. */
    const run = () =>
      harness.action({ workspace, event: 'pull_request', payload, sha: pr.headSha });
    return { pr, run };
  }

  it("takes the pull request's files from GitHub's API: only those count", async () => {
    const { pr, run } = unreachableBase({
      'infra/app.tf': 'resource "aws_sqs_queue" "app" {}\n',
    });
    // The pull request changes the app only: the secret-like manifest of the tree is not its change.
    github.pullFiles.set(pr.number, [{ filename: 'infra/app.tf', status: 'added' }]);
    const clean = await run();
    expect(reasonsOf(clean.report)).toEqual({});
    expect(clean.outputs.result).toBe('pass');
    expect(clean.report.unjudged).toMatchObject({ gates: true, scope: 'changed' });
    expect((clean.report.unjudged as { note: string }).note).toMatch(
      /git could not say which files this pull request changed \(.*\), so they came from GitHub's list of the pull request's files/,
    );
    expect(github.calls).toContain(`GET /repos/${BASE_REPOSITORY}/pulls/${pr.number}/files`);
    // Listed by GitHub, the manifest counts.
    github.pullFiles.set(pr.number, [
      { filename: 'infra/app.tf', status: 'added' },
      { filename: 'infra/.env.yaml', status: 'added' },
    ]);
    const listed = await run();
    expect(listed.outputs.result).toBe('error');
    expect(reasonsOf(listed.report)).toEqual({ 'infra/.env.yaml': 'secret-like name' });
    expect(listed.report.unjudged).toMatchObject({ gates: true, scope: 'changed' });
  });

  it('counts every IaC file discovery saw and did not upload (fail closed) when the API cannot list them, saying why', async () => {
    const { run } = unreachableBase({});
    // Refused (a token without pull-requests: read): no retry, no list.
    github.refuse = (call) => (call.endsWith('/files') ? 403 : undefined);
    const result = await run();
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/.env.yaml': 'secret-like name' });
    expect(result.report.unjudged).toMatchObject({ gates: true, scope: 'tree' });
    expect(result.summary).toMatch(/Which files this pull request changed is not known/);
  });

  it('counts the whole tree past the 3,000 files GitHub lists', async () => {
    const { pr, run } = unreachableBase({});
    github.pullFiles.set(
      pr.number,
      Array.from({ length: 3_001 }, (_, i) => ({ filename: `docs/${i}.md`, status: 'added' })),
    );
    const result = await run();
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/.env.yaml': 'secret-like name' });
    expect(result.report.unjudged).toMatchObject({ gates: true, scope: 'tree' });
    expect((result.report.unjudged as { note: string }).note).toContain(
      "GitHub's list of the pull request's files lists fewer files than the pull request has",
    );
  });
});

describe('the state-file rule', () => {
  it('scans a Terraform file named like state: its open group gates', async () => {
    const pr = makeFork(harness, { head: { 'infra/admin.tfstate.tf': OPEN_SG } });
    const result = await runTarget(harness, pr);
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1' });
    expect(uploadedEntries(`infra-${pr.headSha.slice(0, 7)}`)).toContain('infra/admin.tfstate.tf');
    expect(reasonsOf(result.report)).toEqual({});
  });
});
