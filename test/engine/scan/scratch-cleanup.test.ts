/**
 * A scan whose scratch folder cannot be removed (Windows holding an archive just uploaded) is still
 * the scan it was: every result stands, and one warning says what was left where.
 */
import * as fs from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { StepLog, type LogSink } from '../../../src/action/step-log.ts';
import { scanWorkspace } from '../../../src/engine/scan/scan-workspace.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { FakeClock, FakeService } from '../../support/fake-service.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { treeSettings } from '../../support/tree-settings.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

it('keeps a complete scan complete when its scratch folder stays busy', async () => {
  const workspace = tempDir('iac-ws-');
  const runnerTemp = tempDir('iac-runner-temp-');
  dirs.push(workspace, runnerTemp);
  writeTree(workspace, {
    'infra/main.tf': 'resource "aws_s3_bucket" "logs" {\n  acl = "public-read"\n}\n',
  });
  const warnings: string[] = [];
  const sink: LogSink = {
    info: () => undefined,
    debug: () => undefined,
    annotate: (level, message) => void (level === 'warning' && warnings.push(message)),
    startGroup: () => undefined,
    endGroup: () => undefined,
  };
  const clock = new FakeClock();
  const removals: string[] = [];
  const scan = await scanWorkspace(
    {
      ...treeSettings(workspace),
      baseline: { kind: 'none' },
      suppressions: { file: '.plerion-ignore.yml', entries: [] },
      prSuppressions: 'apply',
      maxArchiveBytes: 4_400_000,
      timeoutSeconds: 600,
      tempDir: runnerTemp,
    },
    {
      api: new FakeService(clock, () => ({ durationMs: 1_000 })),
      now: clock.now,
      sleep: clock.sleep,
      random: () => 0.5,
      log: new StepLog(sink),
      knobs: ACTION_KNOBS,
      removeFolder: async (folder) => {
        removals.push(folder);
        throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' });
      },
    },
  );
  expect(scan.head.results.map((r) => r.status)).toEqual(['SUCCESS']);
  expect(scan.head.uploadedPaths).toEqual(new Set(['infra/main.tf']));
  // Tried again, and the folder it could not remove is named once, as a warning.
  expect(removals.length).toBeGreaterThan(1);
  expect(new Set(removals).size).toBe(1);
  expect(fs.readdirSync(runnerTemp)).toEqual([removals[0]?.slice(runnerTemp.length + 1)]);
  expect(warnings).toEqual([
    expect.stringContaining(
      `The scratch folder was left behind: ${removals[0]} could not be removed`,
    ),
  ]);
  expect(warnings[0]).toContain('The scan is not affected');
});
