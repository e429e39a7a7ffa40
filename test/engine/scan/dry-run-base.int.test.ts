/**
 * A dry run on a pull request plans the head on its base as a real run does: the action run as a
 * dry run and as a real run (against the emulator) on the same checkout of GitHub's merge commit,
 * on a real origin on disk, lists the same archives with the same files, and says how many are
 * the base's byte for byte: as many as the real run's service answered "already scanned" for.
 */
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { FakeGitHub } from '../../support/fake-github.ts';
import { makePullRequestRepository, writeFiles } from '../../support/git-fixtures.ts';
import { runAction, type ActionRun } from '../../support/run-action.ts';
import { incompressibleTerraform } from '../../support/iac-samples.ts';
import { terraformStacks } from '../../support/terraform-stacks.ts';

const MAX_ARCHIVE_BYTES = 8_000;
const GIT_ENV = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

const terraform = incompressibleTerraform;

/** 30 stacks of 2-5 KB each: several archives at 8 KB. */
const BASE = terraformStacks(30, (i) => terraform(i, 2_000 + (i % 4) * 1_000));
/** A folder added in the middle, which moves the free plan's cuts after it. */
const FOLDER = {
  'stacks/s14a/main.tf': terraform(200, 4_000),
  'stacks/s14a/vars.tf': terraform(201, 3_000),
};

interface Listed {
  readonly archives: { name: string; files: string[] }[];
}

const filesSent = (run: ActionRun): Listed['archives'] =>
  (JSON.parse(fs.readFileSync(run.outputs['report-file'] ?? '', 'utf8')) as { filesSent: Listed })
    .filesSent.archives;

describe('a dry run on a pull request', () => {
  let emulator: Emulator;
  let github: FakeGitHub;
  beforeAll(async () => {
    emulator = await new Emulator({ scan: { delayMs: 50 } }).start();
    github = await new FakeGitHub().start();
  });
  afterAll(async () => {
    await emulator.stop();
    await github.stop();
  });

  it('lists the archives a real run sends, planned on the base, and how many the base has', async () => {
    const origin = makePullRequestRepository({
      base: (dir) => writeFiles(dir, BASE),
      head: (dir) => writeFiles(dir, FOLDER),
    });
    const common = {
      workspace: origin.checkoutMerge(),
      caFile: emulator.caFile,
      event: { name: 'pull_request', payload: origin.event },
      env: { ...GIT_ENV, GITHUB_API_URL: github.url },
    };
    const inputs = { 'max-archive-size': String(MAX_ARCHIVE_BYTES), 'pr-comment': 'false' };
    const dry = await runAction({
      ...common,
      inputs: { ...inputs, 'api-key': '', 'dry-run': 'true', 'github-token': '' },
    });
    expect(dry.exitCode, dry.stderr + dry.stdout).toBe(0);
    expect(emulator.requests).toHaveLength(0);
    // Read now: both runs write their report to the same place in the workspace.
    const listed = filesSent(dry);
    const before = emulator.scans.size;
    const real = await runAction({
      ...common,
      inputs: { ...inputs, 'api-key': KEYS.admin, 'api-url': emulator.url, 'fail-on': 'none' },
    });
    expect(real.exitCode, real.stderr + real.stdout).toBe(0);

    // The same archives, with the same files, as the real run's head.
    expect(listed).toEqual(filesSent(real));
    const heads = new Set(real.outputs['artifact-names']?.split(','));
    expect(heads.size).toBeGreaterThanOrEqual(4);
    // The dry run says how many are the base's: those the service did not scan again.
    const fresh = [...emulator.scans.values()]
      .slice(before)
      .filter((scan) => heads.has(scan.artifactName)).length;
    const said =
      /Planned on the base main \([0-9a-f]{7}\) as a real run plans it: (\d+) of (\d+) archives byte-identical/.exec(
        dry.stdout,
      );
    expect(said, dry.stdout).not.toBeNull();
    expect(Number(said?.[2])).toBe(heads.size);
    expect(Number(said?.[1])).toBe(heads.size - fresh);
    expect(fresh).toBeLessThanOrEqual(2);
  }, 120_000);
});
