/**
 * The check ci.yml runs after `uses: ./` on each system (scripts/check-action-run.ts), run here on
 * the action run from source against the emulator as ci.yml runs it, with git and without, and on
 * outputs it must refuse.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkActionRun } from '../../scripts/check-action-run.ts';
import { Emulator, KEYS } from '../emulator/server.ts';
import { ROOT, runAction, type ActionRun } from '../support/run-action.ts';
import { tempDir } from '../support/helpers.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 50 } }).start();
});
afterAll(async () => {
  await emulator.stop();
});

/** The action on fixtures/mixed with ci.yml's inputs; without git when `gitless`. */
async function ciRun(inputs: Record<string, string>, gitless = false): Promise<ActionRun> {
  const workspace = tempDir('iac-ci-ws-');
  fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), path.join(workspace, 'fixtures', 'mixed'), {
    recursive: true,
  });
  return runAction({
    workspace,
    caFile: emulator.caFile,
    inputs: {
      'api-key': KEYS.admin,
      'api-url': emulator.url,
      path: 'fixtures/mixed',
      'pr-comment': 'false',
      'upload-artifact': 'false',
      ...inputs,
    },
    ...(gitless ? { env: { PATH: tempDir('iac-no-git-') } } : {}),
  });
}

const outcome = (run: ActionRun) => (run.exitCode === 0 ? 'success' : 'failure');

describe('the check of the action run in ci.yml', () => {
  it('accepts the run on fixtures/mixed, and refuses what would be wrong', async () => {
    const run = await ciRun({ baseline: 'none' });
    expect(
      checkActionRun({ outcome: outcome(run), outputs: run.outputs }, { baseline: 'none' }),
    ).toEqual([]);
    // The same run read as the gitless job's must fail: the check can fail.
    expect(
      checkActionRun({ outcome: outcome(run), outputs: run.outputs }, { baseline: 'skipped' }),
    ).toEqual([
      expect.stringMatching(/^baseline unavailable/),
      expect.stringMatching(/^the baseline says git is missing/),
    ]);
    // A Windows path in the SARIF file is refused.
    const sarifFile = run.outputs['sarif-file'] ?? '';
    fs.writeFileSync(
      sarifFile,
      fs.readFileSync(sarifFile, 'utf8').replace(/("uri":"fixtures)\//, '$1\\\\'),
    );
    expect(
      checkActionRun({ outcome: 'failure', outputs: run.outputs }, { baseline: 'none' }),
    ).toEqual([expect.stringMatching(/^SARIF URIs relative with \//)]);
    expect(
      checkActionRun(
        { outcome: 'success', outputs: { ...run.outputs, result: 'pass', 'sarif-file': '' } },
        { baseline: 'none' },
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^result is fail/),
        expect.stringMatching(/^the step failed/),
        "the SARIF file '' does not exist",
      ]),
    );
  });

  it('accepts the run without git, as the gitless job runs it (its environment as ci.yml passes it)', async () => {
    const run = await ciRun({ baseline: 'origin/main' }, true);
    const env = {
      ...process.env,
      OUTCOME: outcome(run),
      RESULT: run.outputs.result,
      CRITICAL_COUNT: run.outputs['critical-count'],
      FAILED_COUNT: run.outputs['failed-count'],
      NEW_COUNT: run.outputs['new-count'],
      ARTIFACT_NAMES: run.outputs['artifact-names'],
      SARIF_FILE: run.outputs['sarif-file'],
      REPORT_FILE: run.outputs['report-file'],
    };
    const script = path.join(ROOT, 'scripts', 'check-action-run.ts');
    const skipped = spawnSync(process.execPath, [script, '--baseline', 'skipped'], {
      env,
      encoding: 'utf8',
    });
    expect(skipped.stdout).toContain('The action run is as expected.');
    expect(skipped.status).toBe(0);
    const none = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    expect(none.status).toBe(1);
    expect(none.stdout).toContain('::error::no baseline: got');
  });
});
