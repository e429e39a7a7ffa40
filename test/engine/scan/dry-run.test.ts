/**
 * A dry run's base when a real run would plan the head without it: not found in time, or found
 * but its files unreadable. The dry run is the real scan against a service that keeps each
 * archive, so the head is then planned by the free rule, as in a real run, and the dry run says
 * why; a dry run without a baseline never asks git for anything.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createGitCli, type Git } from '../../../src/engine/git/git.ts';
import { StepLog, type LogSink } from '../../../src/action/step-log.ts';
import { scanDryRun } from '../../../src/engine/scan/dry-run.ts';
import type { ScanSettings } from '../../../src/engine/scan/scan-workspace.ts';
import {
  GIT_ENV,
  makePullRequestRepository,
  tempDir,
  writeFiles,
} from '../../support/git-fixtures.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { changeRequestOf } from '../../../src/action/pull-request/change-request.ts';
import { incompressibleTerraform } from '../../support/iac-samples.ts';
import { terraformStacks } from '../../support/terraform-stacks.ts';
import { treeSettings } from '../../support/tree-settings.ts';

/** The scan's settings, and the pull_request event the Action would read its change from. */
type EventSettings = ScanSettings & { readonly event: Record<string, unknown> };

const terraform = incompressibleTerraform;

/** A pull request adding a folder in the middle of 30 stacks, checked out as GitHub merges it. */
function pullRequestCheckout(): { workspace: string; event: Record<string, unknown> } {
  const origin = makePullRequestRepository({
    base: (dir) =>
      writeFiles(
        dir,
        terraformStacks(30, (i) => terraform(i, 2_000 + (i % 4) * 1_000)),
      ),
    head: (dir) => writeFiles(dir, { 'stacks/s14a/main.tf': terraform(200, 4_000) }),
  });
  return { workspace: origin.checkoutMerge(), event: origin.event };
}

function settingsFor(
  checkout: { workspace: string; event: Record<string, unknown> },
  baseline: ScanSettings['baseline'] = { kind: 'auto' },
): EventSettings {
  return {
    ...treeSettings(checkout.workspace),
    baseline,
    event: checkout.event,
    suppressions: { file: '.plerion-ignore.yml', entries: [] },
    prSuppressions: 'apply',
    maxArchiveBytes: 8_000,
    timeoutSeconds: 600,
    tempDir: tempDir('iac-dry-tmp-'),
  };
}

function quietLog(): { log: StepLog; lines: string[] } {
  const lines: string[] = [];
  const sink: LogSink = {
    info: (m) => lines.push(m),
    debug: () => undefined,
    annotate: (level, m) => lines.push(`${level}: ${m}`),
    startGroup: () => undefined,
    endGroup: () => undefined,
  };
  return { log: new StepLog(sink), lines };
}

const realGit = createGitCli({ env: GIT_ENV });
const filesByArchive = (scan: Awaited<ReturnType<typeof scanDryRun>>) =>
  scan.head.filesByArchive.map((archive) => archive.paths);
const noWait = () => Promise.resolve();

/** A dry run of `settings` through the real pipeline, on git (the real one by default). */
function dryRunWorkspace(
  settings: EventSettings,
  log: StepLog,
  ports: { git?: Git; sleep?: (ms: number) => Promise<void> } = {},
) {
  return scanDryRun(settings, {
    log,
    knobs: ACTION_KNOBS,
    change: changeRequestOf(
      { eventName: 'pull_request', event: settings.event, pullRequestNumber: undefined },
      undefined,
    ),
    git: ports.git ?? realGit,
    sleep: ports.sleep ?? ((ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined)),
    now: () => Date.now(),
    random: () => 0.5,
  });
}

describe('a dry run whose base a real run would not plan on', () => {
  it('plans by the free rule when the base is not found within the wait, and says so', async () => {
    const checkout = pullRequestCheckout();
    const free = await dryRunWorkspace(
      settingsFor(checkout, { kind: 'none' }),
      quietLog().log,
      // A dry run without a baseline never asks git.
      { git: { run: () => Promise.reject(new Error('git was asked')) } },
    );
    expect(free.notes.join('\n')).not.toMatch(/base/);
    const hanging: Git = { run: () => new Promise(() => undefined) };
    const { log, lines } = quietLog();
    const late = await dryRunWorkspace(settingsFor(checkout), log, { git: hanging, sleep: noWait });
    expect(filesByArchive(late)).toEqual(filesByArchive(free));
    expect(late.notes).toContain(
      'Planned without a base, as a real run would: finding and reading the base took longer than the timeout (600 s).',
    );
    expect(lines.join('\n')).toContain('the base took longer than the timeout (600 s)');
  });

  it('plans by the free rule when the base is found only after the wait, as a real run does', async () => {
    const checkout = pullRequestCheckout();
    const free = await dryRunWorkspace(settingsFor(checkout, { kind: 'none' }), quietLog().log);
    // The head's wait for its base is over at once; git answers only once that wait is over.
    let waitOver: () => void = () => undefined;
    const over = new Promise<void>((settle) => (waitOver = settle));
    const slowGit: Git = { run: (args, options) => over.then(() => realGit.run(args, options)) };
    const { log, lines } = quietLog();
    const late = await dryRunWorkspace(settingsFor(checkout), log, {
      git: slowGit,
      sleep: (ms) => {
        if (ms !== 60_000) return sleep(ms);
        waitOver();
        return Promise.resolve();
      },
    });
    expect(filesByArchive(late)).toEqual(filesByArchive(free));
    expect(late.base.status).toBe('scanned');
    expect(late.notes).toContain(
      'Planned without a base, as a real run would: the base was not found within 60 s (a real run waits as long).',
    );
    expect(lines.join('\n')).toContain('the base was not found within 60 s');
  });

  it("plans by the free rule when the base's files cannot be read from git, and says why", async () => {
    const checkout = pullRequestCheckout();
    const failing: Git = {
      run: (args, options) =>
        args[0] === 'ls-tree'
          ? Promise.resolve({ stdout: Buffer.alloc(0), stderr: 'fatal: bad tree', code: 128 })
          : realGit.run(args, options),
    };
    const scan = await dryRunWorkspace(settingsFor(checkout), quietLog().log, { git: failing });
    const anchored = await dryRunWorkspace(settingsFor(checkout), quietLog().log, {
      git: realGit,
    });
    const free = await dryRunWorkspace(settingsFor(checkout, { kind: 'none' }), quietLog().log);
    expect(filesByArchive(scan)).toEqual(filesByArchive(free));
    // Planned on the base, the head differs: the failure is what made this plan free.
    expect(filesByArchive(anchored)).not.toEqual(filesByArchive(free));
    expect(anchored.notes.join('\n')).toMatch(
      /^Planned on the base main \([0-9a-f]{7}\) as a real run plans it: \d+ of \d+ archives byte-identical/m,
    );
    expect(scan.notes.join('\n')).toMatch(
      /^Planned without a base, as a real run would: the files of main \([0-9a-f]{7}\) could not be read from git: .*bad tree.*\.$/m,
    );
  });
});
