/**
 * Advice names the knob of the surface the user ran: the engine says what happened and each
 * adapter words the fix (`action/knobs.ts`, `cli/knobs.ts`). The same three faults, a base git
 * cannot reach, a file only Git LFS's pointer of, and no git on the machine, worded for the Action
 * and for the command line: neither says the other's words (no `--flag` in the Action's, no
 * `actions/checkout`, checkout option or input in the command line's). Real git repositories.
 */
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION_KNOBS } from '../../src/action/knobs.ts';
import { CLI_KNOBS } from '../../src/cli/knobs.ts';
import { StepLog } from '../../src/action/step-log.ts';
import { resolveChange } from '../../src/engine/change/resolve-change.ts';
import { unjudgedFixes } from '../../src/engine/change/unjudged.ts';
import type { ChangeRequest } from '../../src/engine/change/change-request.ts';
import { createGitCli } from '../../src/engine/git/git.ts';
import type { Knobs } from '../../src/engine/knobs.ts';
import { logDiscovery } from '../../src/engine/scan/trees/log-discovery.ts';
import type { Discovery } from '../../src/engine/discovery/discover.ts';
import { GIT_ENV, checkoutHead, git, makePullRequestOrigin } from '../support/git-fixtures.ts';

/** What only the Action may say: its checkout's options and its inputs, as it names them. */
const ACTION_WORDS =
  /actions\/checkout|fetch-depth|persist-credentials|lfs: true|set baseline|\bpath names\b/;
/** What only the command line may say: a flag. */
const CLI_WORDS = /(^|\s|\()--[a-z]/;

const origin = makePullRequestOrigin();
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A change going into `origin/gone`, which neither the clone nor origin has. */
const UNREACHABLE: ChangeRequest = {
  origin: 'flag',
  baseLabel: 'origin/gone',
  base: { kind: 'ref', ref: 'origin/gone' },
  baseTip: 'origin/gone',
};

/** What a run says of the three faults, in the words of `knobs`. */
async function said(knobs: Knobs, clone: string): Promise<string[]> {
  const found = (gitEnv: NodeJS.ProcessEnv) =>
    resolveChange({
      git: createGitCli({ env: gitEnv }),
      cwd: clone,
      baseline: { kind: 'ref', ref: 'origin/gone' },
      change: UNREACHABLE,
      headSha: undefined,
      knobs,
    });
  const unreachable = await found(GIT_ENV).findingsBase();
  const range = await found(GIT_ENV).range();
  const noGit = await found({ ...GIT_ENV, PATH: '/nonexistent' }).findingsBase();
  // A change from a merge base the checkout has, into a target branch tip origin cannot give.
  const tip = await resolveChange({
    git: createGitCli({ env: GIT_ENV }),
    cwd: clone,
    baseline: { kind: 'none' },
    change: { ...UNREACHABLE, base: { kind: 'ref', ref: 'HEAD' } },
    headSha: undefined,
    knobs,
  }).suppressionsBase();
  const lines: string[] = [];
  const log = new StepLog({
    info: (m) => lines.push(m),
    debug: (m) => lines.push(m),
    annotate: (_level, m) => lines.push(m),
    startGroup: () => undefined,
    endGroup: () => undefined,
  });
  const lfs: Discovery = {
    files: [],
    skipped: new Map([['git lfs pointer', ['infra/main.tf']]]),
    rejected: [],
    source: 'git',
    candidates: 1,
  };
  logDiscovery(lfs, log, [], knobs);
  return [
    unreachable.status === 'unavailable' ? unreachable.reason : 'no reason',
    range.kind === 'pull request' && 'unavailable' in range ? String(range.unavailable) : 'none',
    noGit.status === 'unavailable' ? noGit.reason : 'no reason',
    tip.tip && 'unavailable' in tip.tip ? tip.tip.unavailable : 'no tip reason',
    ...lines,
    unjudgedFixes(knobs)['git lfs pointer'],
    ...Object.values(unjudgedFixes(knobs)),
  ];
}

describe("each adapter's words for the same faults", () => {
  it('the Action names its inputs and checkout options; the command line its flags and git', async () => {
    const clone = checkoutHead(origin);
    made.push(clone);
    git(clone, ['remote', 'set-url', 'origin', `${clone}/gone.git`]);
    const action = await said(ACTION_KNOBS, clone);
    const cli = await said(CLI_KNOBS, clone);
    // Both say what happened alike; the fixes differ.
    expect(action[0]).toContain("The baseline 'origin/gone' is not a commit in this checkout");
    expect(cli[0]).toContain("The baseline 'origin/gone' is not a commit in this checkout");
    expect(action[0]).toContain('fetch-depth: 0 on actions/checkout');
    expect(cli[0]).toContain('--baseline');
    expect(cli[0]).toContain('GIT_DEPTH');
    expect(action[2]).toMatch(/^git is not on the PATH/);
    expect(action[2]).toContain('install git before actions/checkout; or set baseline: none');
    expect(cli[2]).toContain('install git; or pass --baseline none');
    expect(action[3]).toMatch(/^origin\/gone is not in this checkout and could not be fetched/);
    expect(action[3]).toContain('set fetch-depth: 0');
    expect(cli[3]).toContain('git fetch origin <branch>');
    expect(action.join('\n')).toContain('lfs: true on actions/checkout');
    expect(cli.join('\n')).toContain('git lfs pull');
    for (const line of action) expect(line).not.toMatch(CLI_WORDS);
    for (const line of cli) expect(line).not.toMatch(ACTION_WORDS);
  });
});
