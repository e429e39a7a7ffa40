/**
 * Advice from the adapter that ran the scan (issue 41), end to end: the Action's run() and
 * `plerion-iac scan`, both in this process, on the same pull request (a change adding a Git LFS
 * pointer under the scanned folder, checked out as actions/checkout does: GitHub's merge commit
 * alone, at depth 1), in three situations: a base commit origin cannot give, the LFS pointer, and
 * no git on the PATH. Everything each surface writes (the Action's log, summary, JSON report, pull
 * request comment and check run; the command line's output, error, JSON and Markdown reports)
 * names that surface's knob for the fix and none of the other's: no flag, `git fetch`, `git lfs
 * pull` or `GIT_DEPTH` from the Action; no `actions/checkout` option or quoted input from the
 * command line. `test/engine/adapter-words.test.ts` holds the same words at the engine's edge.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { git, makePullRequestRepository } from '../support/git-fixtures.ts';
import { OPEN_SG } from '../support/iac-samples.ts';
import { useIntegration } from '../support/integration.ts';
import { lfsPointerOf } from '../support/lfs-pointer.ts';
import { ROOT } from '../support/run-action.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { github } = harness;

/** Pull request #7: `main` has an open security group; the change adds a file only Git LFS holds. */
const pr = makePullRequestRepository({
  base: { 'infra/main.tf': OPEN_SG },
  head: { 'infra/lfs.tf': lfsPointerOf(OPEN_SG) },
});
// The origin's own folder (`<temp>/iac-pr-…/origin.git`): removed after the file.
harness.removeLater(path.dirname(pr.url.replace('file://', '')));

const ACTION_INPUTS = Object.keys(
  (parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs,
);
/** What only the Action may say: its checkout's options, and its inputs as it names them. */
const ACTION_WORDS = new RegExp(
  [
    'actions/checkout',
    'fetch-depth',
    'persist-credentials',
    'lfs: true',
    '\\b(set|raise|widen|change) (baseline|path|exclude|include|max-archive-size)\\b',
    '\\bpath names\\b',
    `(['\`])(${ACTION_INPUTS.join('|')})\\1`,
  ].join('|'),
);
/** What only the command line may say: a flag, a git command, a CI's clone depth. */
const CLI_WORDS = /(^|[\s(`])--[a-z]|git fetch|git lfs pull|GIT_DEPTH|unshallow/m;

/** The first line of `text` that says `words`, to name it when a test fails. */
function lineSaying(text: string, words: RegExp): string | undefined {
  return text.split('\n').find((line) => words.test(line));
}

/** A fresh default checkout of the pull request; `unreachable`: its origin is gone. */
function checkout(options: { unreachable?: boolean } = {}): string {
  const workspace = harness.removeLater(pr.checkoutMerge());
  if (options.unreachable) git(workspace, ['remote', 'set-url', 'origin', `${workspace}/gone.git`]);
  return workspace;
}

/**
 * Runs `during` with a PATH that holds no git: the in-process command line starts its git
 * children with this process's environment, as a `plerion-iac` process would with its own.
 */
async function withoutGit<T>(during: () => Promise<T>): Promise<T> {
  vi.stubEnv('PATH', harness.tempDir('iac-no-git-path-'));
  try {
    return await during();
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Everything the Action wrote where a user reads it, on `pull_request` in `workspace`. */
async function actionSays(
  workspace: string,
  environment: Record<string, string> = {},
  inputs: Record<string, string> = {},
) {
  const run = await harness.action({
    workspace,
    event: 'pull_request',
    payload: pr.event,
    sha: git(workspace, ['rev-parse', 'HEAD']),
    inputs,
    environment: { GITHUB_REF: 'refs/pull/7/merge', ...environment },
  });
  const text = [
    run.log,
    run.summary,
    JSON.stringify(run.report, null, 1),
    ...github.comments.map((c) => c.body),
    ...github.checkRuns.map((c) => c.output.summary),
  ].join('\n');
  return { run, text };
}

/** Everything `plerion-iac scan` wrote, as GitLab CI runs it on merge request !7 in `workspace`. */
async function cliSays(workspace: string, args: readonly string[] = []) {
  const out = harness.tempDir('iac-cli-out-');
  const run = await harness.cli(
    workspace,
    [
      'scan',
      ...args,
      '--format',
      'text',
      '--format',
      `json=${out}/r.json`,
      '--format',
      `markdown=${out}/r.md`,
    ],
    {
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: pr.baseSha,
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    },
  );
  const read = (file: string) =>
    fs.existsSync(path.join(out, file)) ? fs.readFileSync(path.join(out, file), 'utf8') : '';
  const report = JSON.parse(read('r.json') || '{}') as Record<string, { note?: string }>;
  const text = [run.stdout, run.stderr, read('r.json'), read('r.md')].join('\n');
  return { run, report, text };
}

/** Each surface says its own words and none of the other's (the offending line named). */
function expectOwnWords(action: string, cli: string): void {
  expect(action).toMatch(ACTION_WORDS);
  expect(cli).toMatch(CLI_WORDS);
  expect(lineSaying(action, CLI_WORDS)).toBeUndefined();
  expect(lineSaying(cli, ACTION_WORDS)).toBeUndefined();
}

describe('advice names the knob of the surface that ran the scan', () => {
  it('a base origin cannot give: the Action names its checkout options, the command line git and GIT_DEPTH', async () => {
    const action = await actionSays(checkout({ unreachable: true }));
    const cli = await cliSays(checkout({ unreachable: true }));
    const actionNote = (action.run.report.baseline as { note: string }).note;
    expect(actionNote).toContain(`base commit ${pr.baseSha.slice(0, 7)} is not in this checkout`);
    expect(actionNote).toContain(
      'Keep persist-credentials: true (the default) on actions/checkout',
    );
    expect(actionNote).toContain('set fetch-depth: 0');
    expect(action.run.log).toContain('::warning::The baseline could not be used');
    expect(action.run.summary).toContain('set fetch-depth: 0');
    const cliNote = cli.report.baseline?.note ?? '';
    expect(cliNote).toContain(`'${pr.baseSha}' is not a commit in this checkout`);
    expect(cliNote).toContain('Pass --baseline');
    expect(cliNote).toContain('git fetch --unshallow; in GitLab CI set GIT_DEPTH: 0');
    expect(cli.run.stderr).toContain('warning: The baseline could not be used');
    // The unjudged pass, which needs the same base, says why in each surface's words too.
    expect(cli.report.unjudged?.note).toContain('GIT_DEPTH: 0');
    expectOwnWords(action.text, cli.text);
  });

  it('a Git LFS pointer the change adds: lfs: true on actions/checkout, or git lfs pull', async () => {
    const action = await actionSays(checkout());
    const cli = await cliSays(checkout());
    expect(action.run.outputs.result).toBe('error');
    expect(action.run.log).toContain(
      '::warning::Not uploaded: 1 file stored in Git LFS (only the pointer was at hand; lfs: true on actions/checkout fetches the files): infra/lfs.tf',
    );
    expect(action.run.summary).toMatch(
      /\| `infra\/lfs\.tf` \| git lfs pointer \| fetch the LFS objects before the scan \\\(lfs: true on actions\/checkout\\\)/,
    );
    expect(cli.run.exitCode).toBe(3);
    expect(cli.run.stderr).toContain(
      'warning: Not uploaded: 1 file stored in Git LFS (only the pointer was at hand; git lfs pull fetches the files): infra/lfs.tf',
    );
    expect(cli.run.stderr).toContain(
      'Not judged: infra/lfs.tf (git lfs pointer): fetch the LFS objects before the scan (git lfs pull)',
    );
    expect(cli.text).toContain('a scan of a commit (--commit, a pre-push hook) reads git objects');
    expectOwnWords(action.text, cli.text);
  });

  it('no git on the PATH: install git before actions/checkout, or pass --baseline none', async () => {
    const action = await actionSays(checkout(), { PATH: harness.tempDir('iac-no-git-path-') });
    const cli = await withoutGit(() => cliSays(checkout()));
    const actionNote = (action.run.report.baseline as { note: string }).note;
    expect(actionNote).toMatch(/^git is not on the PATH/);
    expect(actionNote).toContain('install git before actions/checkout; or set baseline: none');
    expect(action.run.log).toContain('::notice::The baseline is skipped');
    const cliNote = cli.report.baseline?.note ?? '';
    expect(cliNote).toMatch(/^git is not on the PATH/);
    expect(cliNote).toContain('install git; or pass --baseline none');
    // Which files the change touched is unknown for the same reason, with the same fix (not "check
    // out the repository": the Action did, without git).
    const actionUnjudged = (action.run.report.unjudged as { note: string }).note;
    expect(actionUnjudged).toMatch(/^git is not on the PATH/);
    expect(actionUnjudged).toContain('install git before actions/checkout; or set baseline: none');
    expect(cli.report.unjudged?.note).toMatch(/^git is not on the PATH/);
    expect(cli.report.unjudged?.note).toContain('install git; or pass --baseline none');
    expect(action.text + cli.text).not.toContain('not in a git checkout');
    // Neither walked git's list of files: there was no git to ask.
    expect(action.run.log).toMatch(/IaC file of \d+ listed by walker/);
    expect(cli.run.stderr).toMatch(/IaC file of \d+ listed by walker/);
    expectOwnWords(action.text, cli.text);
  });

  it('a suppressions file that is malformed or missing: the Action names its input, the command line its flag', async () => {
    const malformed = () => {
      const workspace = checkout();
      fs.writeFileSync(path.join(workspace, '.plerion-ignore.yml'), 'suppressions: [A,\n');
      return workspace;
    };
    const action = await actionSays(malformed());
    const cli = await cliSays(malformed());
    expect(action.run.outputs.result).toBe('error');
    expect(action.run.log).toContain(
      "Invalid suppressions file '.plerion-ignore.yml' (input 'suppressions'):",
    );
    expect(cli.run.exitCode).toBe(2);
    expect(cli.run.stderr).toContain(
      "Invalid suppressions file '.plerion-ignore.yml' (--suppressions):",
    );
    const missing = 'security/missing.yml';
    const actionMissing = await actionSays(checkout(), {}, { suppressions: missing });
    const cliMissing = await cliSays(checkout(), ['--suppressions', missing]);
    expect(actionMissing.run.log).toContain(
      `Invalid input 'suppressions': '${missing}'. Expected a YAML file inside the workspace, relative to it; it does not exist (leave the input empty to use .plerion-ignore.yml when there is one).`,
    );
    expect(cliMissing.run.exitCode).toBe(2);
    expect(cliMissing.run.stderr).toContain(
      `Invalid --suppressions: '${missing}'. Expected a YAML file inside the workspace, relative to it; it does not exist (pass no --suppressions to use .plerion-ignore.yml when there is one).`,
    );
    // Only the refusals: a flag is the command line's own word here, so the Action's must not hold one.
    expect(lineSaying(action.text + actionMissing.text, CLI_WORDS)).toBeUndefined();
    expect(lineSaying(cli.text + cliMissing.text, ACTION_WORDS)).toBeUndefined();
  });
});
